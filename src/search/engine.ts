import type { SearchAnswer } from "./ranking";

/** What the search box needs from a search engine. */
export interface SearchEngine {
  /** Loads the index, once; rejects with a SearchUnavailableError (a later call tries again). */
  load(): Promise<void>;
  /**
   * The first `limit` hits for `query` and how many pages matched, or null when a newer query superseded this one.
   * Misspelt words are corrected (the answer says how) unless `asTyped`.
   */
  search(query: string, limit?: number, asTyped?: boolean): Promise<SearchAnswer | null>;
}
