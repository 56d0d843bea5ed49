/**
 * The browser side of Pagefind, the static search index built from the
 * production HTML after `gatsby build` (see src/gatsby/post-build.ts).
 * Its script and index chunks are fetched only when a reader searches.
 */

import { API_READING_ORDER_OFFSET, EXCERPT_WORDS, META_WEIGHTS, PAGE_LENGTH_RANKING } from "./search-weights";
import { indexedWords, isCode, queryWords } from "./words";
import { type NamedResult, outlineNaming, pageNaming } from "./page-names";
import { loadOnce } from "../ui/ChunkLoader/load-once";

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
  /** The page's text as indexed (words apart by spaces). */
  content?: string;
  /** What the search finds a page by besides its text: `title`, a guide's sidebar `label`, an operation's `operation` (id) and `path` (src/search/SearchMeta). */
  meta: { title?: string; label?: string; operation?: string; path?: string };
  /**
   * Not searched: `section` ("Guides", "API reference"), `order` (reading order in the sidebars), a guide's
   * `category` in the sidebar ("Outward codes"), and `hub` ("true" on pages that list others: the API index, tag pages).
   */
  filters?: { section?: string[]; order?: string[]; category?: string[]; hub?: string[] };
  sub_results: SearchSubResult[];
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ): Promise<{ results: { id: string; data(): Promise<SearchResultData> }[] } | null>;
}

/** Thrown when the index or its script cannot be fetched (offline, blocked, not built). */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The search index could not be loaded.", { cause });
    this.name = "SearchUnavailableError";
  }
}

/** Hits shown at first, and added by each "Show more results". */
export const RESULTS_PAGE = 10;
/** The engine's first results that {@link rankByTitle} re-ranks; later ones keep its order, so "Show more" only adds. */
const RERANKED = 16;

/** Loads Pagefind once (a failed attempt can be retried). `basePath` is the site's path prefix. */
export const loadPagefind = loadOnce((basePath: string): Promise<PagefindApi> =>
  import(/* webpackIgnore: true */ `${basePath}/pagefind/pagefind.js`)
    .then(async (module: PagefindApi) => {
      await module.options({
        baseUrl: `${basePath}/`,
        excerptLength: EXCERPT_WORDS,
        ranking: { pageLength: PAGE_LENGTH_RANKING, metaWeights: META_WEIGHTS },
      });
      await module.init();
      return module;
    })
    .catch((error: unknown) => {
      throw new SearchUnavailableError(error);
    }),
);

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

/** A page URL as the site links it: no index.html, .html or trailing slash (the site's URLs have none). */
export function cleanResultUrl(url: string): string {
  const [path, hash = ""] = url.split("#");
  const clean = path
    .replace(/\/index\.html$/, "/")
    .replace(/\.html$/, "")
    .replace(/(.)\/+$/, "$1");
  return hash ? `${clean}#${hash}` : clean;
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
 * Turns a Pagefind result into what the search box shows. It lands on a
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
    url: cleanResultUrl(inSection ? best.url : result.url),
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

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/**
 * Whether a result holds every word of the query, or a word that starts
 * like it (a stem, a misspelling's first half). Pagefind, when no indexed
 * word starts with a query word, matches the longest indexed word the
 * query word starts with, however short: "zzzzqx" finds "zz" (of SE1P
 * 5ZZ) on eleven pages, "se17ew" finds "se1p5zz". Such a match is no answer.
 */
export function matchesQuery(result: Pick<SearchResultData, "content" | "meta">, query: string): boolean {
  if (result.content === undefined) return true;
  const words = new Set(indexedWords([result.content, ...Object.values(result.meta)].join(" ")));
  return queryWords(query).every((term) => {
    // A code (a postcode, a GSS or ONS code) is the start of a word or nothing: "se17ew" is not
    // "se1p5zz" however many letters they share, as the offline edition's prefix search has it.
    const needed = isCode(term) ? term.length : Math.max(Math.min(term.length, 3), Math.ceil(term.length / 2));
    for (const word of words) if (commonPrefix(word, term) >= needed) return true;
    return false;
  });
}

/**
 * Searches, returning the first `limit` hits and how many pages matched,
 * or null when a newer query superseded this one. For a query of several
 * words, pages that contain them as a phrase (an error message such as
 * "Invalid postcode") come first.
 */
export async function search(basePath: string, query: string, limit = RESULTS_PAGE): Promise<SearchAnswer | null> {
  const pagefind = await loadPagefind(basePath);
  const response = await pagefind.debouncedSearch(query, {}, 150);
  if (response === null) return null;
  const words = query.trim().split(/\s+/);
  const phrase = words.length > 1 && !query.includes('"') ? await pagefind.debouncedSearch(`"${words.join(" ")}"`, {}, 0) : null;
  // Pagefind scores every page with the exact phrase alike and lists them in the order it indexed them:
  // take them in the order of the query's own ranking, so the window read below holds the best of them.
  const rank = new Map(response.results.map((r, i) => [r.id, i]));
  const phraseResults = [...(phrase?.results ?? [])].sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
  const seen = new Set<string>();
  const ordered = [...phraseResults, ...response.results].filter((r) => !seen.has(r.id) && seen.add(r.id));
  const data = await Promise.all(ordered.slice(0, Math.max(limit, RERANKED)).map((r) => r.data()));
  if (data.length > 0 && !matchesQuery(data[0], query)) return { hits: [], total: 0 };
  // Pagefind scores every page with the exact phrase alike (1.0), in the order it indexed them: they come
  // in reading order instead, as in the offline edition (guides explain, the reference details).
  const phraseCount = Math.min(phrase?.results.length ?? 0, data.length);
  const phraseFirst = [...data.slice(0, phraseCount)].sort((a, b) => readingOrder(a) - readingOrder(b));
  return { hits: topHits([...phraseFirst, ...data.slice(phraseCount)], query, limit), total: ordered.length };
}

/**
 * The hits the search box shows, from an engine's results in its order
 * (phrase matches first): duplicates dropped, the first `reranked` re-ranked
 * by title ({@link rankByTitle}), at most `limit`. Shared by every search
 * engine: the site's re-ranks the results whose data it loaded, an engine
 * that holds every result's data (the offline edition's) all of them.
 */
export function topHits(results: readonly SearchResultData[], query: string, limit: number, reranked = RERANKED): SearchHit[] {
  const seen = new Set<string>();
  const unique = results.filter((d) => !seen.has(d.url) && seen.add(d.url));
  return [...rankByTitle(unique.slice(0, reranked), query), ...unique.slice(reranked)].slice(0, limit).map((d) => toSearchHit(d, query));
}

/**
 * Stable re-ranking of Pagefind's results, by what the query names: a
 * page's names weigh more than a mention in another page's text.
 * 0. pages whose operationId or path is the query, written as code
 *    ("nearestPostcode", "GET /random/places");
 * 1. pages the query names (src/search/page-names.ts: every word of it in
 *    the title or the sidebar label with its category), the most of the
 *    name said first, then in the documentation's reading order (guides
 *    explain, the reference details): "postcode lookup" is all of "Look
 *    up a postcode", and the guide comes before the endpoint of that name;
 * 2. pages with a section headed exactly as the query (a field such as
 *    `eastings`), in reading order; then guides whose outline holds every
 *    word of the query (src/search/page-names.ts, outlineNaming: "incode
 *    outcode" in the postcode fields' sections), those whose own names say
 *    more of it first, then in reading order;
 * 3. everything else: guides, then API pages, each in Pagefind's order. A
 *    question in words is a guide's to answer; an API page's long text holds
 *    most words of any question about its operation ("bulk lookup only 10
 *    results" found the bulk endpoint before the bulk guide).
 */
export function rankByTitle<T extends NamedResult & { sub_results?: { title: string }[] }>(results: readonly T[], query: string): T[] {
  const isApiPage = (r: T) => readingOrder(r) >= API_READING_ORDER_OFFSET;
  const rank = (r: T) => {
    const naming = pageNaming(r, query);
    if (naming?.kind === "code") return { tier: 0, coverage: 1 };
    if (naming) return { tier: 1, coverage: naming.coverage };
    if (sectionNamed(r, query)) return { tier: 2, coverage: 1 };
    // A guide's outline only: an API page's headings are the same on every page ("Response 500"), not what it is about.
    const outline = isApiPage(r)
      ? null
      : outlineNaming(
          r,
          (r.sub_results ?? []).map((sub) => sub.title),
          query,
        );
    return outline === null ? { tier: 3, coverage: 0 } : { tier: 2, coverage: outline / 2 };
  };
  return results
    .map((r, i) => ({ r, i, ...rank(r) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.coverage - a.coverage ||
        (a.tier === 1 || a.tier === 2 ? readingOrder(a.r) - readingOrder(b.r) : Number(isApiPage(a.r)) - Number(isApiPage(b.r))) ||
        a.i - b.i,
    )
    .map((x) => x.r);
}
