/**
 * The browser side of Pagefind, the static search index built from the
 * production HTML after `gatsby build` (see src/gatsby/post-build.ts).
 * Its script and index chunks are fetched only when a reader searches.
 */

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
  meta: { title?: string; section?: string };
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
        await module.options({ baseUrl: `${basePath}/`, excerptLength: 24 });
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

/**
 * Turns a Pagefind result into what the search box shows. It lands on the
 * section where the query matched best; when that is the top of the page
 * (its title), on the page itself.
 */
export function toSearchHit(result: SearchResultData): SearchHit {
  const title = result.meta.title ?? result.url;
  const best = [...result.sub_results].sort((a, b) => sectionScore(b) - sectionScore(a))[0];
  const inSection = best !== undefined && best.url.includes("#") && best.title !== title;
  return {
    title,
    section: result.meta.section ?? null,
    url: cleanResultUrl(inSection ? best.url : result.url),
    heading: inSection ? best.title : null,
    excerpt: best?.excerpt ?? result.excerpt,
  };
}

/** Searches, returning at most `limit` hits, or null when a newer query superseded this one. */
export async function search(basePath: string, query: string, limit = 8): Promise<SearchHit[] | null> {
  const pagefind = await loadPagefind(basePath);
  const response = await pagefind.debouncedSearch(query, {}, 150);
  if (response === null) return null;
  const data = await Promise.all(response.results.slice(0, limit).map((r) => r.data()));
  return data.map(toSearchHit);
}
