import type { SearchEngine } from "./engine";
import { correctQuery, mayNeedCorrection, type Vocabulary } from "./spelling";

/**
 * A search engine that corrects misspellings: when a query has a word the
 * vocabulary may correct, it loads the vocabulary (once; `loadVocabulary`
 * memoises, and a vocabulary that cannot load means no correction) and
 * searches the corrected query, saying so in the answer. When the
 * correction finds nothing, or `asTyped`, the query is searched as typed.
 */
export function withSpelling(engine: SearchEngine, loadVocabulary: () => Promise<Vocabulary>): SearchEngine {
  return {
    load: () => engine.load(),
    async search(query, limit, asTyped = false) {
      const vocabulary =
        asTyped || !mayNeedCorrection(query)
          ? null
          : await Promise.resolve()
              .then(loadVocabulary)
              .catch(() => null);
      const correction = vocabulary && correctQuery(query, vocabulary);
      if (correction) {
        const answer = await engine.search(correction, limit, true);
        if (answer === null || answer.total > 0) return answer && { ...answer, correction };
      }
      return engine.search(query, limit, true);
    },
  };
}
