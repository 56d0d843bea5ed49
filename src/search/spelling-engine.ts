import type { SearchEngine } from "./engine";
import { correctQuery, mayNeedCorrection, type Vocabulary } from "./spelling";

/**
 * A search engine that corrects misspellings. When a query has a word the
 * vocabulary may correct, the query is searched as typed while the
 * vocabulary loads (once; `loadVocabulary` memoises, and a vocabulary that
 * cannot load means no correction): a first search waits for the longer of
 * the two, not for one after the other. If the vocabulary corrects the
 * query and the correction finds something, the answer is the correction's,
 * saying so; otherwise it is the query's as typed. The two searches run one
 * after the other, never at once: an engine may drop a search that a newer
 * one overtakes (Pagefind's debounced search does).
 */
export function withSpelling(engine: SearchEngine, loadVocabulary: () => Promise<Vocabulary>): SearchEngine {
  return {
    load: () => engine.load(),
    async search(query, limit, asTyped = false) {
      if (asTyped || !mayNeedCorrection(query)) return engine.search(query, limit, true);
      const vocabulary = Promise.resolve()
        .then(loadVocabulary)
        .catch(() => null);
      const typed = await engine.search(query, limit, true);
      if (typed === null) return null;
      const loaded = await vocabulary;
      const correction = loaded && correctQuery(query, loaded);
      if (!correction) return typed;
      const corrected = await engine.search(correction, limit, true);
      if (corrected === null) return null;
      return corrected.total > 0 ? { ...corrected, correction } : typed;
    },
  };
}
