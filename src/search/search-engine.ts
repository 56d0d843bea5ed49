import { withPrefix } from "gatsby";
import { isHashEdition } from "../hash-edition/address";
import { loadPagefind, search, type SearchAnswer } from "./pagefind-client";

/** What the search box needs from a search engine. */
export interface SearchEngine {
  /** Loads the index, once; rejects with a SearchUnavailableError (a later call tries again). */
  load(): Promise<void>;
  /** The first `limit` hits for `query` and how many pages matched, or null when a newer query superseded this one. */
  search(query: string, limit?: number): Promise<SearchAnswer | null>;
}

const basePath = () => withPrefix("/").replace(/\/$/, "");

/** Pagefind, over HTTP: the site's search. */
const pagefindEngine: SearchEngine = {
  load: () => loadPagefind(basePath()).then(() => undefined),
  search: (query, limit) => search(basePath(), query, limit),
};

/**
 * The engine for where the site runs: Pagefind on the site; in the
 * hash-routed edition, which may be opened from disk where Pagefind cannot
 * fetch its index, MiniSearch over an index loaded by script tag (its own
 * chunk, downloaded only there).
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  if (!isHashEdition()) return Promise.resolve(pagefindEngine);
  return import(/* webpackChunkName: "offline-search" */ "../hash-edition/offline-search").then((m) => m.offlineSearchEngine);
}
