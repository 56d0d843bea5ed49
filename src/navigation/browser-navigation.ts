import { focusAnchorTarget } from "./anchor-focus";
import { withPrefix } from "gatsby";
import { PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_SETTINGS } from "../shell-constants";
import { type GatsbyRuntime, loadInPlace, setPageLoadFailure } from "./page-load";
import { isSamePagePath, stripHtmlSuffix } from "./paths";
import { ProgressBar } from "./progress-bar";
import { createRouteProgress, type RouteProgress } from "./route-progress";

type GatsbyWindow = Window & GatsbyRuntime;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * False on slow (2g) or data-saver connections, where pages should only be
 * fetched when the reader actually opens them. Gatsby applies the same rule
 * to links scrolled into view; this extends it to links hovered over.
 */
export function connectionAllowsPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if ((connection.effectiveType ?? "").includes("2g")) return false;
  return !connection.saveData;
}

let routeProgress: RouteProgress | undefined;
let currentPath = "";

/**
 * Replaces `/index.html` or `.html` at the end of the address with the clean
 * path before the router reads it.
 */
export function normaliseAddress(win: Window = window): void {
  const stripped = stripHtmlSuffix(win.location.pathname);
  if (stripped !== null) {
    win.history.replaceState(win.history.state, "", stripped + win.location.search + win.location.hash);
  }
}

const pathPrefix = () => withPrefix("/").replace(/\/$/, "");

/**
 * Hooks Gatsby's navigation (the private `___navigate` and `___loader`;
 * src/gatsby/__tests__/expose-page-cache-loader.test.ts checks that the
 * installed Gatsby still routes through them):
 *
 * - a move to another page loads that page's resources first, with the
 *   progress bar after a delay, while the old page stays on screen;
 * - when they cannot be downloaded, an error box with the error and Retry
 *   shows instead of Gatsby's full page load (which, offline, would end on
 *   the browser's own error page);
 * - when the server answers but the page cannot be shown in place (a newer
 *   deploy), a warning is logged and Gatsby loads it in full;
 * - a failed preload (hovering a link) is logged as a warning;
 * - hovering prefetches nothing on slow or data-saver connections.
 */
export function installNavigationHooks(win: GatsbyWindow = window as GatsbyWindow): void {
  routeProgress = createRouteProgress(new ProgressBar(PROGRESS_BAR_SETTINGS, win.document), PROGRESS_BAR_DELAY_MS);
  currentPath = win.location.pathname;
  const progress = routeProgress;
  const originalNavigate = win.___navigate;
  if (originalNavigate) {
    let latest = 0;
    const navigateInPlace = (to: string, options: unknown, target: URL) => {
      const attempt = ++latest;
      const path = target.pathname + target.search;
      const tryLoad = (onFailure: (message: string) => void) =>
        loadInPlace(win, path, pathPrefix()).then((outcome) => {
          if (attempt !== latest) return; // the reader has gone elsewhere since
          if (outcome.kind === "loaded") {
            setPageLoadFailure(null);
            originalNavigate(to, options);
          } else if (outcome.kind === "needs-full-load") {
            console.warn(`Could not load ${path} in place (${outcome.reason}); loading the page in full.`);
            originalNavigate(to, options);
          } else {
            onFailure(outcome.message);
          }
        });
      const showFailure = (message: string) => {
        progress.navigationFinished();
        setPageLoadFailure({
          path,
          message,
          retrying: false,
          retry: () => {
            setPageLoadFailure({ path, message, retrying: true, retry: () => {}, dismiss });
            void tryLoad(showFailure);
          },
          dismiss,
        });
      };
      const dismiss = () => {
        if (attempt === latest) latest++;
        setPageLoadFailure(null);
      };
      void tryLoad(showFailure);
    };

    win.___navigate = (to, options) => {
      if (typeof to !== "string") return originalNavigate(to, options);
      const target = new URL(to, win.location.href);
      if (isSamePagePath(target.pathname, win.location.pathname)) return originalNavigate(to, options);
      setPageLoadFailure(null);
      progress.navigationStarted(win.location.pathname, target.pathname);
      navigateInPlace(to, options, target);
    };
  }
  win.addEventListener("popstate", () => progress.navigationStarted(currentPath, win.location.pathname));

  const loader = win.___loader;
  const originalHovering = loader?.hovering;
  if (loader && originalHovering) {
    const warned = new Set<string>();
    loader.hovering = (path) => {
      const connection = (win.navigator as Navigator & { connection?: NetworkInformationLike }).connection;
      if (!connectionAllowsPrefetch(connection)) return undefined;
      const result = originalHovering.call(loader, path);
      // Hovering starts loading the page; the same request answers here.
      void loader.loadPage(path).then((resources) => {
        if (resources && resources.status !== "error") return warned.delete(path);
        if (warned.has(path)) return undefined;
        warned.add(path);
        console.warn(`Could not preload ${path}; it will be loaded again when you open it.`);
        return undefined;
      });
      return result;
    };
  }
}

/**
 * Called from Gatsby's onRouteUpdate once the new page is on screen. After a move to another page's
 * anchor (a search result, a link to a field), the focus goes to the anchor's element, as the browser
 * does for an anchor on the same page: the router puts it on the page's wrapper, so the next Tab went
 * to "Skip to main content" at the top, however far down the reader had landed.
 */
export function routeUpdated(pathname: string, hash = "", navigated = false): void {
  currentPath = pathname;
  routeProgress?.navigationFinished();
  // A move elsewhere ends the last move's wait for the router: its anchor is not this page's.
  stopWaitingForRouter();
  if (navigated && hash.length > 1) focusAnchorAfterRouter(hash);
}

/** How long after a move the router may still focus the page's wrapper (it does so once the page has rendered). */
const ROUTER_FOCUS_MS = 1000;

let stopWaitingForRouter = () => {};

/**
 * Focuses the anchor's element now, and again when the router then focuses the page's wrapper, which it
 * does after the page renders, later than this hook: once, within a second, until the next move.
 */
function focusAnchorAfterRouter(hash: string): void {
  const stop = () => {
    document.removeEventListener("focusin", refocus);
    clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
  const refocus = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement) || event.target.id !== "gatsby-focus-wrapper") return;
    stop();
    focusAnchorTarget(hash);
  };
  document.addEventListener("focusin", refocus);
  const timer = setTimeout(stop, ROUTER_FOCUS_MS);
  const frame = requestAnimationFrame(() => focusAnchorTarget(hash));
  stopWaitingForRouter = stop;
}
