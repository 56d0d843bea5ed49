/**
 * What the search box shows, and in which order: the engine's matches
 * (src/search/document-search.ts) re-ranked by what a query names, each
 * turned into a hit that lands on the right section. The same for the
 * site, the offline edition and the MCP server's search_docs.
 */

import { API_READING_ORDER_OFFSET } from "./search-weights";
import { type NamedResult, contentWords, pageNaming } from "./page-names";
import { sameWord } from "./words";

export interface SearchSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Where the query matched in this section, with how much each match counts. */
  weighted_locations?: { balanced_score: number }[];
}

export interface SearchResultData {
  url: string;
  excerpt: string;
  /** What the search finds a page by besides its text: `title`, a guide's sidebar `label`, an operation's `operation` (id) and `path` (src/search/SearchMeta). */
  meta: { title?: string; label?: string; operation?: string; path?: string };
  /**
   * Not searched: `section` ("Guides", "API reference"), `order` (reading order in the sidebars), a guide's
   * `category` in the sidebar ("Outward codes"), and `hub` ("true" on pages that list others: the API index, tag pages).
   */
  filters?: { section?: string[]; order?: string[]; category?: string[]; hub?: string[] };
  sub_results: SearchSubResult[];
}

/** Thrown when the index cannot be fetched (offline, blocked, not built). */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The search index could not be loaded.", { cause });
    this.name = "SearchUnavailableError";
  }
}

/** Hits shown at first, and added by each "Show more results". */
export const RESULTS_PAGE = 10;

export interface SearchHit {
  /** Page title. */
  title: string;
  /** "Guides" or "API reference". */
  section: string | null;
  /** Where to go: the best-matching section's anchor when there is one. */
  url: string;
  /** Heading of that section, when it is not the page itself. */
  heading: string | null;
  /** Excerpt with matches in <mark>. */
  excerpt: string;
}

/** The page's section or reading order (recorded as filters). */
const filterValue = (result: Pick<SearchResultData, "filters">, key: "section" | "order") => result.filters?.[key]?.[0];
const readingOrder = (result: Pick<SearchResultData, "filters">) => Number(filterValue(result, "order") ?? Number.MAX_SAFE_INTEGER);

const sectionScore = (sub: SearchSubResult) => (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);
const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** A section headed exactly as the query ("eastings", "Validate a postcode"). */
const sectionNamed = <S extends { title: string }>(result: { sub_results?: readonly S[] }, query: string): S | undefined =>
  query.trim() === "" ? undefined : result.sub_results?.find((sub) => normalise(sub.title) === normalise(query));

/**
 * A section whose heading is the query's one word and at most one more ("The OpenAPI description" for
 * "openapi"): a section about it, as one headed exactly so is.
 */
const sectionAbout = <S extends { title: string }>(result: { sub_results?: readonly S[] }, query: string): S | undefined => {
  const asked = contentWords(query, true);
  if (asked.length !== 1) return undefined;
  return result.sub_results?.find((sub) => {
    const heading = contentWords(sub.title, true);
    return heading.length <= 2 && heading.some((word) => sameWord(word, asked[0]));
  });
};

/**
 * Turns a result into what the search box shows. It lands on a
 * section headed exactly as the query; else, when the query names the page
 * (src/search/page-names.ts) or matched best at its top, on the page
 * itself; else on the section where the query matched best.
 */
export function toSearchHit(result: SearchResultData, query = ""): SearchHit {
  const title = result.meta.title ?? result.url;
  const exact = sectionNamed(result, query);
  const best = exact ?? [...result.sub_results].sort((a, b) => sectionScore(b) - sectionScore(a))[0];
  const named = exact === undefined && query !== "" && pageNaming(result, query) !== null;
  const inSection = !named && best !== undefined && best.url.includes("#") && best.title !== title;
  return {
    title,
    section: filterValue(result, "section") ?? null,
    url: inSection ? best.url : result.url,
    heading: inSection ? best.title : null,
    // An error string quoted as the service writes it ("submitted. \nYou need…") reads as a break, not as "\n".
    excerpt: (best?.excerpt ?? result.excerpt).replace(/\s*\\n\s*/g, " "),
  };
}

/** A page of results: the hits shown and how many pages matched in all. */
export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
  /** The query searched instead of the one typed, its misspellings corrected (src/search/spelling.ts). */
  correction?: string;
}

/**
 * The hits the search box shows, from the engine's results in its order
 * (phrase matches first): duplicates dropped, re-ranked by what the query
 * names ({@link rankByTitle}), at most `limit`.
 */
export function topHits(results: readonly SearchResultData[], query: string, limit: number): SearchHit[] {
  const seen = new Set<string>();
  const unique = results.filter((d) => !seen.has(d.url) && seen.add(d.url));
  return rankByTitle(unique, query)
    .slice(0, limit)
    .map((d) => toSearchHit(d, query));
}

/**
 * Stable re-ranking of the engine's results, by what the query names: a
 * page's names weigh more than a mention in another page's text.
 * 0. pages whose operationId or path is the query, written as code
 *    ("nearestPostcode", "GET /random/places");
 * 1. pages the query names (src/search/page-names.ts: every word of it in
 *    the title or the sidebar label with its category), the most of the
 *    name said first, then in the documentation's reading order (guides
 *    explain, the reference details): "postcode lookup" is all of "Look
 *    up a postcode", and the guide comes before the endpoint of that name;
 * 2. pages with a section headed exactly as the query (a field such as
 *    `eastings`), in reading order;
 * 3. everything else: guides, then API pages, each in the engine's order
 *    (src/search/document-search.ts, which scores a question's words by
 *    section). A question in words is a guide's to answer; an API page's
 *    long text holds most words of any question about its operation ("bulk
 *    lookup only 10 results" found the bulk endpoint before the bulk guide).
 *    The API reference's introduction, which describes no operation, counts
 *    as a guide: "openapi spec" is its section on the description file, not
 *    a field page's line that names the description.
 */
export function rankByTitle<T extends NamedResult & { sub_results?: { title: string }[] }>(results: readonly T[], query: string): T[] {
  // The API reference's introduction is prose, read as a guide is; the rest of it is operations' pages and lists of them.
  // (The engine's score still weighs the introduction as an API page: counting it as a guide there too lost a reviewed query.)
  const isOperationsPage = (r: T) =>
    readingOrder(r) >= API_READING_ORDER_OFFSET && (r.meta.operation !== undefined || r.filters?.hub?.[0] === "true");
  const rank = (r: T) => {
    const naming = pageNaming(r, query);
    if (naming?.kind === "code") return { tier: 0, coverage: 1 };
    if (naming) return { tier: 1, coverage: naming.coverage };
    if (sectionNamed(r, query) || sectionAbout(r, query)) return { tier: 2, coverage: 1 };
    return { tier: 3, coverage: 0 };
  };
  return results
    .map((r, i) => ({ r, i, ...rank(r) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.coverage - a.coverage ||
        (a.tier === 1 || a.tier === 2
          ? readingOrder(a.r) - readingOrder(b.r)
          : Number(isOperationsPage(a.r)) - Number(isOperationsPage(b.r))) ||
        a.i - b.i,
    )
    .map((x) => x.r);
}
