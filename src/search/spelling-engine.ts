import type { SearchEngine } from "./engine";
import { correctQuery, mayNarrow, mayNeedCorrection, narrowerQueries, type Vocabulary } from "./spelling";

/**
 * A search engine that corrects misspellings. When a query has a word the
 * vocabulary may correct, the query is searched as typed while the
 * vocabulary loads (once; `loadVocabulary` memoises, and a vocabulary that
 * cannot load means no correction): a first search waits for the longer of
 * the two, not for one after the other. If the vocabulary corrects the
 * query and the correction finds something, the answer is the correction's,
 * saying so; otherwise it is the query's as typed. The two searches run one
 * after the other, never at once: an engine may drop a search that a newer
 * one overtakes (Pagefind's debounced search does). A query of several
 * words that finds nothing, corrected or not, is searched again narrower
 * (without the words no page has, then without one word: spelling.ts,
 * narrowerQueries); the first that finds something is the answer, saying
 * what was searched.
 */
export function withSpelling(engine: SearchEngine, loadVocabulary: () => Promise<Vocabulary>): SearchEngine {
  return {
    load: () => engine.load(),
    async search(query, limit, asTyped = false) {
      const severalWords = mayNarrow(query);
      if (asTyped || !(mayNeedCorrection(query) || severalWords)) return engine.search(query, limit, true);
      // Loaded beside the first search when a word may need correcting; after it, only when nothing was found.
      const load = () =>
        Promise.resolve()
          .then(loadVocabulary)
          .catch(() => null);
      const vocabulary = mayNeedCorrection(query) ? load() : null;
      const typed = await engine.search(query, limit, true);
      if (typed === null) return null;
      if (typed.total > 0 && vocabulary === null) return typed;
      const loaded = await (vocabulary ?? load());
      if (!loaded) return typed;
      const correction = correctQuery(query, loaded);
      let answer = typed;
      if (correction) {
        const corrected = await engine.search(correction, limit, true);
        if (corrected === null) return null;
        if (corrected.total > 0) answer = { ...corrected, correction };
      }
      if (answer.total > 0 || !severalWords) return answer;
      for (const narrower of narrowerQueries(correction ?? query, loaded)) {
        const found = await engine.search(narrower, limit, true);
        if (found === null) return null;
        if (found.total > 0) return { ...found, correction: narrower };
      }
      return answer;
    },
  };
}
