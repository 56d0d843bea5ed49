import { withPrefix } from "gatsby";
import { isHashEdition } from "../navigation/edition-address";
import { dataScripts } from "../navigation/data-scripts";
import { loadDataScript } from "../navigation/load-data-script";
import type { SearchEngine } from "./engine";
import type { InputKinds } from "../input-kinds/input-kinds";
import { SEARCH_INDEX_FILE, type SearchPage } from "./search-documents";
import { loadOnce } from "../ui/ChunkLoader/load-once";

export type { SearchEngine } from "./engine";

/** The search documents where the site runs: a file of the site, or, in the offline edition (opened from disk, where nothing may be fetched), a data script. */
function loadPages(): Promise<SearchPage[]> {
  if (isHashEdition()) return loadDataScript<SearchPage[]>(dataScripts.search.key, dataScripts.search.file);
  return fetch(withPrefix(`/${SEARCH_INDEX_FILE}`)).then(async (response) => {
    if (!response.ok) throw new Error(`${SEARCH_INDEX_FILE}: HTTP ${response.status}`);
    return (await response.json()) as SearchPage[];
  });
}

/**
 * The search engine (src/search/document-search.ts), its own chunk, loaded
 * the first time a reader opens the search; its documents are fetched when
 * it first searches. `inputKinds` are the kinds of code it reads as their
 * kind (the first call's are kept). A failed download can be tried again.
 */
export const loadSearchEngine = loadOnce((inputKinds: InputKinds = {}): Promise<SearchEngine> =>
  import(/* webpackChunkName: "search-engine" */ "./document-search").then((m) => m.documentSearchEngine(loadPages, inputKinds)),
);
