/**
 * What the offline search indexes: the text Pagefind indexes on the site,
 * read by the packager from the same built HTML and the same
 * `data-pagefind-*` attributes, so both searches see the same words with the
 * same weights.
 */

/** A run of text and the weight Pagefind gives it (headings and `data-pagefind-weight`). */
export type SearchRun = [weight: number, text: string];

/** The part of a page from one heading with an id to the next (Pagefind's sub-result). */
export interface SearchSection {
  /** The heading's id; "" for the top of the page. */
  anchor: string;
  /** The heading's text; the page title for the top of the page. */
  heading: string;
  runs: SearchRun[];
}

/** One page Pagefind would index (it has `data-pagefind-body`). */
export interface SearchPage {
  /** Site path: "/docs/overview". */
  url: string;
  /** Pagefind's default title: the text of the first <h1>. */
  title: string;
  /** `data-pagefind-meta` values, searched like the text: a guide's sidebar `label`, an operation's `operation` (id) and `path`. */
  meta: Record<string, string>;
  /** `data-pagefind-filter` values, not searched: `section` ("Guides") and `order` (reading order). */
  filters: Record<string, string>;
  sections: SearchSection[];
}
