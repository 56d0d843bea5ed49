/**
 * The browser side of Pagefind, the static search index built from the
 * production HTML after `gatsby build` (see src/gatsby/post-build.ts).
 * Its script and index chunks are fetched only when a reader searches.
 */

import { EXCERPT_WORDS, META_WEIGHTS, PAGE_LENGTH_RANKING } from "./search-weights";
import { indexedWords, queryWords, sameWord } from "./words";
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
  /** `section` ("Guides", "API reference") and `order` (reading order in the sidebars): not searched. */
  filters?: { section?: string[]; order?: string[] };
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

/** The section to land on: one headed exactly as the query, else the best-scoring one. */
function bestSection(result: SearchResultData, query: string): SearchSubResult | undefined {
  const exact = result.sub_results.find((sub) => query !== "" && normalise(sub.title) === normalise(query));
  return exact ?? [...result.sub_results].sort((a, b) => sectionScore(b) - sectionScore(a))[0];
}

/**
 * Turns a Pagefind result into what the search box shows. It lands on the
 * section where the query matched best; when that is the top of the page
 * (its title), or the query names the page (its label, operationId or
 * path), on the page itself.
 */
export function toSearchHit(result: SearchResultData, query = ""): SearchHit {
  const title = result.meta.title ?? result.url;
  const best = bestSection(result, query);
  const titleMatches = query !== "" && (normalise(title).includes(normalise(query)) || pageNames(result.meta).includes(nameKey(query)));
  const inSection = !titleMatches && best !== undefined && best.url.includes("#") && best.title !== title;
  return {
    title,
    section: filterValue(result, "section") ?? null,
    url: cleanResultUrl(inSection ? best.url : result.url),
    heading: inSection ? best.title : null,
    excerpt: best?.excerpt ?? result.excerpt,
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
 * 5ZZ) on eleven pages. Such a match is no answer.
 */
export function matchesQuery(result: Pick<SearchResultData, "content" | "meta">, query: string): boolean {
  if (result.content === undefined) return true;
  const words = new Set(indexedWords([result.content, ...Object.values(result.meta)].join(" ")));
  return queryWords(query).every((term) => {
    const needed = Math.max(Math.min(term.length, 3), Math.ceil(term.length / 2));
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

/** A name for comparing: lower case, letters and digits only ("Self-hosting", "self hosting"; "/postcodes/{postcode}"). */
const nameKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The names a page is known by: its title, sidebar label, operationId and path (with and without its method). */
function pageNames(meta: SearchResultData["meta"]): string[] {
  const names = [meta.title, meta.label, meta.operation, meta.path, meta.path?.replace(/^[A-Z]+ /, "")];
  return names.filter((name): name is string => Boolean(name)).map(nameKey);
}

/** Whether a name says what the query says, word for word, endings aside ("Reverse geocoding" for "reverse geocode"). */
function sameWords(name: string | undefined, query: string): boolean {
  if (!name) return false;
  const [a, b] = [queryWords(name), queryWords(query)];
  return a.length > 0 && a.length === b.length && a.every((word, i) => sameWord(word, b[i]));
}

/** Whether every word of the query begins a word of the page's names, or is one with another ending, in any order. */
function namesHoldEveryWord(meta: SearchResultData["meta"], query: string): boolean {
  const terms = queryWords(query);
  if (terms.length === 0) return false;
  const words = indexedWords([meta.title, meta.label, meta.operation, meta.path].filter(Boolean).join(" "));
  return terms.every((term) => words.some((word) => word.startsWith(term) || sameWord(word, term)));
}

/** Tier of the section-heading rule, whose pages come in reading order. */
const SECTION_TIER = 4;

/**
 * Stable re-ranking of Pagefind's results. A search for a page's name,
 * an endpoint's or a field's lands on it, and a page's names weigh more
 * than a mention in another page's text:
 * 0. pages whose title, operationId or path is the query, however it is
 *    written, or whose title says it word for word, endings aside
 *    ("reverse geocode" and the title "Reverse geocoding");
 * 1. pages whose sidebar label is the query in the same way (a label is a
 *    short name within its category, so a title comes first);
 * 2. pages whose title or sidebar label contains it ("nearest outw",
 *    being typed, is in the label "Nearest outward codes");
 * 3. pages whose names hold every word of it, in any order ("outcode
 *    nearest": the path `/outcodes/{outcode}/nearest`);
 * 4. pages with a section headed exactly as the query (a field such as
 *    `eastings`), in the documentation's reading order;
 * 5. everything else, in Pagefind's order.
 */
export function rankByTitle<
  T extends { meta: SearchResultData["meta"]; filters?: SearchResultData["filters"]; sub_results?: { title: string }[] },
>(results: readonly T[], query: string): T[] {
  const q = normalise(query);
  const key = nameKey(query);
  const tier = (r: T) => {
    const { title, label, operation, path } = r.meta;
    const named = (name: string | undefined) => key !== "" && name !== undefined && nameKey(name) === key;
    if ([title, operation, path, path?.replace(/^[A-Z]+ /, "")].some(named) || sameWords(title, query)) return 0;
    if (named(label) || sameWords(label, query)) return 1;
    if ([title, label].some((name) => normalise(name ?? "").includes(q))) return 2;
    if (namesHoldEveryWord(r.meta, query)) return 3;
    return (r.sub_results ?? []).some((sub) => normalise(sub.title) === q) ? SECTION_TIER : 5;
  };
  return results
    .map((r, i) => ({ r, i, t: tier(r) }))
    .sort((a, b) => a.t - b.t || (a.t === SECTION_TIER ? readingOrder(a.r) - readingOrder(b.r) : 0) || a.i - b.i)
    .map((x) => x.r);
}
