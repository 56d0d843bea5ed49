/**
 * What the search indexes: the text of each built page that opts in with
 * `data-search-body`, split into sections at its headings, each run of text
 * with its weight, and the names and filters the page records
 * (src/search/SearchMeta). Made from the production HTML after the build
 * (src/search/extract-search-page.ts), so the search finds what readers see;
 * the site serves them as one file, the offline edition as a data script,
 * and the MCP server reads that file.
 */

/** Where the site serves the search documents (relative to its root; revalidated like its pages). */
export const SEARCH_INDEX_FILE = "search-index.json";

/** A run of text and its weight (a heading's, or `data-search-weight`). */
export type SearchRun = [weight: number, text: string];

/** The part of a page from one heading with an id to the next. */
export interface SearchSection {
  /** The heading's id; "" for the top of the page. */
  anchor: string;
  /** The heading's text; the page title for the top of the page. */
  heading: string;
  runs: SearchRun[];
}

/** One page the search indexes (it has `data-search-body`). */
export interface SearchPage {
  /** Site path: "/docs/overview". */
  url: string;
  /** The text of the page's first <h1>. */
  title: string;
  /** `data-search-meta` values, searched like the text: a guide's sidebar `label`, an operation's `operation` (id) and `path`. */
  meta: Record<string, string>;
  /** `data-search-filter` values, not searched: `section` ("Guides"), `order` (reading order), a guide's `category`, `hub`. */
  filters: Record<string, string>;
  sections: SearchSection[];
}
