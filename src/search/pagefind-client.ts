/**
 * The browser side of Pagefind, the static search index built from the
 * production HTML after `gatsby build` (see src/gatsby/post-build.ts).
 * Its script and index chunks are fetched only when a reader searches.
 */

import { EXCERPT_WORDS, PAGE_LENGTH_RANKING } from "./search-weights";

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
  /** `title`, `section` ("Guides", "API reference") and `order` (reading order in the sidebars). */
  meta: { title?: string; section?: string; order?: string };
  sub_results: SearchSubResult[];
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ): Promise<{ results: { data(): Promise<SearchResultData> }[] } | null>;
}

/** Thrown when the index or its script cannot be fetched (offline, blocked, not built). */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The search index could not be loaded.", { cause });
    this.name = "SearchUnavailableError";
  }
}

let loading: Promise<PagefindApi> | null = null;

/** Loads Pagefind once (a failed attempt can be retried). `basePath` is the site's path prefix. */
export function loadPagefind(basePath: string): Promise<PagefindApi> {
  if (!loading) {
    const url = `${basePath}/pagefind/pagefind.js`;
    loading = import(/* webpackIgnore: true */ url)
      .then(async (module: PagefindApi) => {
        await module.options({ baseUrl: `${basePath}/`, excerptLength: EXCERPT_WORDS, ranking: { pageLength: PAGE_LENGTH_RANKING } });
        await module.init();
        return module;
      })
      .catch((error: unknown) => {
        loading = null;
        throw new SearchUnavailableError(error);
      });
  }
  return loading;
}

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
 * (its title), on the page itself.
 */
export function toSearchHit(result: SearchResultData, query = ""): SearchHit {
  const title = result.meta.title ?? result.url;
  const best = bestSection(result, query);
  const titleMatches = query !== "" && normalise(title).includes(normalise(query));
  const inSection = !titleMatches && best !== undefined && best.url.includes("#") && best.title !== title;
  return {
    title,
    section: result.meta.section ?? null,
    url: cleanResultUrl(inSection ? best.url : result.url),
    heading: inSection ? best.title : null,
    excerpt: best?.excerpt ?? result.excerpt,
  };
}

/**
 * Searches, returning at most `limit` hits, or null when a newer query
 * superseded this one. For a query of several words, pages that contain them
 * as a phrase (an error message such as "Invalid postcode") come first.
 */
export async function search(basePath: string, query: string, limit = 8): Promise<SearchHit[] | null> {
  const pagefind = await loadPagefind(basePath);
  const response = await pagefind.debouncedSearch(query, {}, 150);
  if (response === null) return null;
  const words = query.trim().split(/\s+/);
  const phrase = words.length > 1 && !query.includes('"') ? await pagefind.debouncedSearch(`"${words.join(" ")}"`, {}, 0) : null;
  const ordered = [...(phrase?.results ?? []), ...response.results];
  const data = await Promise.all(ordered.slice(0, limit * 2).map((r) => r.data()));
  return topHits(data, query, limit);
}

/**
 * The hits the search box shows, from an engine's results in its order
 * (phrase matches first): duplicates dropped, re-ranked by title
 * ({@link rankByTitle}), at most `limit`. Shared by every search engine.
 */
export function topHits(results: readonly SearchResultData[], query: string, limit: number): SearchHit[] {
  const seen = new Set<string>();
  const unique = results.filter((d) => !seen.has(d.url) && seen.add(d.url));
  return rankByTitle(unique, query)
    .slice(0, limit)
    .map((d) => toSearchHit(d, query));
}

/**
 * Stable re-ranking of Pagefind's results. A search for an endpoint's or a
 * field's name lands on it:
 * 1. pages titled exactly as the query;
 * 2. pages whose title contains it;
 * 3. pages with a section headed exactly as the query (a field such as
 *    `eastings`), in the documentation's reading order;
 * 4. everything else, in Pagefind's order.
 */
export function rankByTitle<T extends { meta: { title?: string; order?: string }; sub_results?: { title: string }[] }>(
  results: readonly T[],
  query: string,
): T[] {
  const q = normalise(query);
  const tier = (r: T) => {
    const title = normalise(r.meta.title ?? "");
    if (title === q) return 0;
    if (title.includes(q)) return 1;
    return (r.sub_results ?? []).some((sub) => normalise(sub.title) === q) ? 2 : 3;
  };
  const order = (r: T) => Number(r.meta.order ?? Number.MAX_SAFE_INTEGER);
  return results
    .map((r, i) => ({ r, i, t: tier(r) }))
    .sort((a, b) => a.t - b.t || (a.t === 2 ? order(a.r) - order(b.r) : 0) || a.i - b.i)
    .map((x) => x.r);
}
