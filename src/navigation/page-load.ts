import { preloadPageParts } from "../rendering/page-parts";
import { createBrowserStore } from "../state/browser-store";

/**
 * What Gatsby's loader answers for a page: its resources (the page component and its data), or a
 * failure (with the error when a code chunk failed).
 */
export type PageResources = { status?: string; error?: unknown; component?: unknown; json?: { pageContext?: unknown } } | null | undefined;

/** The parts of Gatsby's browser runtime the navigation uses (see src/gatsby/expose-page-cache-loader.cjs). */
export interface GatsbyRuntime {
  ___navigate?: (to: string | number, options?: unknown) => void;
  ___loader?: {
    loadPage: (path: string) => Promise<PageResources>;
    hovering?: (path: string) => unknown;
    /** Queues a page's prefetch (for idle time, when the connection allows it); what it returns can abort it. */
    enqueue?: (path: string) => { abort?: () => void } | false | undefined;
  };
  ___pageResourceCache?: { forgetFailure: (path: string) => void };
}

/** How an attempt to load a page's resources in place ended. */
export type LoadOutcome =
  | { kind: "loaded" }
  /** The network did not answer: the reader can retry once it is back. */
  | { kind: "unreachable"; message: string }
  /** The server answered, but not with resources this page can use (a newer deploy, a broken file): only a full load can show it. */
  | { kind: "needs-full-load"; reason: string };

/** Checks whether a URL can be reached at all; any HTTP answer counts. Rejects with the network error otherwise. */
export type Probe = (url: string) => Promise<unknown>;

const probeWithHead: Probe = (url) => fetch(url, { method: "HEAD", cache: "no-store" });

const isFailure = (resources: PageResources) => !resources || resources.status === "error";

/** URL of a page's data file, as Gatsby's loader requests it (`/` is `index`). */
export function pageDataUrl(pathPrefix: string, pathname: string): string {
  const withoutPrefix = pathPrefix && pathname.startsWith(pathPrefix) ? pathname.slice(pathPrefix.length) : pathname;
  const trimmed = withoutPrefix.replace(/^\/+|\/+$/g, "");
  return `${pathPrefix}/page-data/${trimmed || "index"}/page-data.json`;
}

/** The chunk URL webpack names in a ChunkLoadError (`error.request`), if any. */
function failedChunkUrl(error: unknown): string | null {
  if (error && typeof error === "object" && "request" in error && typeof error.request === "string") return error.request;
  return null;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Loads a page's resources (data, code, static queries, and the parts of
 * the page that load on demand, src/rendering/page-parts.ts) without
 * leaving the current page. A failure Gatsby remembered from an earlier
 * attempt (a prefetch while offline) is forgotten first, so every attempt
 * really downloads again. When the load fails, the failed file is probed:
 * no answer at all means the network is the problem, which a retry can fix.
 */
export async function loadInPlace(
  runtime: GatsbyRuntime,
  path: string,
  pathPrefix: string,
  probe: Probe = probeWithHead,
): Promise<LoadOutcome> {
  const loader = runtime.___loader;
  if (!loader) return { kind: "needs-full-load", reason: "Gatsby's page loader is not available" };
  runtime.___pageResourceCache?.forgetFailure(path);
  const resources = await loader.loadPage(path);
  let chunkError = resources?.error;
  if (!isFailure(resources)) {
    try {
      await preloadPageParts(resources?.component, resources?.json?.pageContext);
      return { kind: "loaded" };
    } catch (error) {
      chunkError = error;
    }
  }

  const url = failedChunkUrl(chunkError) ?? pageDataUrl(pathPrefix, path.split("?")[0]);
  try {
    await probe(url);
  } catch (networkError) {
    const detail = chunkError ? describe(chunkError) : `${url} could not be downloaded (${describe(networkError)})`;
    return { kind: "unreachable", message: detail };
  }
  return { kind: "needs-full-load", reason: chunkError ? describe(chunkError) : `${url} did not answer with the page's data` };
}

/** A page that could not be loaded in place, shown to the reader with a Retry button. */
export interface PageLoadFailure {
  /** The address the reader asked for. */
  path: string;
  message: string;
  /** True while Retry is downloading again. */
  retrying: boolean;
  retry: () => void;
  dismiss: () => void;
}

let current: PageLoadFailure | null = null;

/** The page-load failure on screen, if any (read it with `useBrowserStore(pageLoadFailure, null)`). */
export const pageLoadFailure = createBrowserStore<PageLoadFailure | null>(() => current);

/** Shows, updates or (with null) removes the failure. */
export function setPageLoadFailure(failure: PageLoadFailure | null): void {
  current = failure;
  pageLoadFailure.notify();
}
