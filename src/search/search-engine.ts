import { withPrefix } from "gatsby";
import { isHashEdition } from "../navigation/edition-address";
import type { SearchEngine } from "./engine";
import { loadPagefind, search } from "./pagefind-client";

export type { SearchEngine } from "./engine";

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
  return import(/* webpackChunkName: "offline-search" */ "./offline-search").then((m) => m.offlineSearchEngine);
}
