import { writeFile } from "node:fs/promises";
import path from "node:path";
import { extractSearchPage } from "../search/extract-search-page";
import { SEARCH_INDEX_FILE, type SearchPage } from "../search/search-documents";

/** The search documents of the built pages (page path → markup): those that opt in with `data-search-body`, by address. */
export const searchDocuments = (builtPages: ReadonlyMap<string, string>): SearchPage[] =>
  [...builtPages]
    .flatMap(([pagePath, html]) => extractSearchPage(html, pagePath) ?? [])
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));

/**
 * Writes the search documents (src/search/search-documents.ts) of the
 * production HTML to public/search-index.json, so the search finds exactly
 * what readers see. The search box fetches the file the first time a reader
 * searches (src/search/search-engine.ts), and the MCP server searches it.
 * Fails on a site with no page to search. Returns a summary.
 */
export async function writeSearchIndex(publicDir: string, builtPages: ReadonlyMap<string, string>): Promise<string> {
  const pages = searchDocuments(builtPages);
  if (pages.length === 0) throw new Error(`no page in ${publicDir} opts in with data-search-body: is the build there?`);
  const json = JSON.stringify(pages);
  await writeFile(path.join(publicDir, SEARCH_INDEX_FILE), json);
  return `${SEARCH_INDEX_FILE}, ${pages.length} pages, ${(json.length / 1024).toFixed(0)} KB`;
}
