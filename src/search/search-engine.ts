import { withPrefix } from "gatsby";
import { isHashEdition } from "../navigation/edition-address";
import type { SearchEngine } from "./engine";
import { loadPagefind, search } from "./pagefind-client";
import { type Vocabulary, VOCABULARY_FILE, type VocabularyFile, unpackVocabulary } from "./spelling";
import { withSpelling } from "./spelling-engine";
import { loadOnce } from "../ui/ChunkLoader/load-once";

export type { SearchEngine } from "./engine";

const basePath = () => withPrefix("/").replace(/\/$/, "");

/** The site's vocabulary (written beside Pagefind's index), fetched the first time a query may need a correction. */
const loadVocabulary = loadOnce((): Promise<Vocabulary> =>
  fetch(`${basePath()}/${VOCABULARY_FILE}`).then(async (response) => {
    if (!response.ok) throw new Error(`${VOCABULARY_FILE}: HTTP ${response.status}`);
    return unpackVocabulary((await response.json()) as VocabularyFile);
  }),
);

/** Pagefind, over HTTP: the site's search, its misspellings corrected. */
const pagefindEngine: SearchEngine = withSpelling(
  {
    load: () => loadPagefind(basePath()).then(() => undefined),
    search: (query, limit) => search(basePath(), query, limit),
  },
  loadVocabulary,
);

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
