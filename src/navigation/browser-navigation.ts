import { PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_SETTINGS } from "../shell-constants";
import { stripHtmlSuffix } from "./paths";
import { ProgressBar } from "./progress-bar";
import { createRouteProgress, type RouteProgress } from "./route-progress";

/** The parts of Gatsby's browser runtime this module hooks into. */
interface GatsbyWindow extends Window {
  ___navigate?: (to: string | number, options?: unknown) => void;
  ___loader?: {
    loadPage: (path: string) => Promise<{ status?: string } | null | undefined>;
    hovering?: (path: string) => unknown;
  };
}

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

/**
 * Hooks Gatsby's navigation: starts the progress bar (after a delay) when a
 * navigation to another path begins, and preloads the target so a failure
 * is reported as a warning before Gatsby falls back to a full page load.
 */
export function installNavigationHooks(win: GatsbyWindow = window as GatsbyWindow): void {
  routeProgress = createRouteProgress(new ProgressBar(PROGRESS_BAR_SETTINGS, win.document), PROGRESS_BAR_DELAY_MS);
  currentPath = win.location.pathname;
  const progress = routeProgress;
  const originalNavigate = win.___navigate;
  if (originalNavigate) {
    win.___navigate = (to, options) => {
      if (typeof to === "string") {
        const target = new URL(to, win.location.href);
        progress.navigationStarted(win.location.pathname, target.pathname);
        preloadRoute(win, target.pathname + target.search);
      }
      originalNavigate(to, options);
    };
  }
  win.addEventListener("popstate", () => progress.navigationStarted(currentPath, win.location.pathname));

  const loader = win.___loader;
  const originalHovering = loader?.hovering;
  if (loader && originalHovering) {
    loader.hovering = (path) => {
      const connection = (win.navigator as Navigator & { connection?: NetworkInformationLike }).connection;
      return connectionAllowsPrefetch(connection) ? originalHovering.call(loader, path) : undefined;
    };
  }
}

function preloadRoute(win: GatsbyWindow, path: string): void {
  const loader = win.___loader;
  if (!loader) return;
  loader.loadPage(path).then(
    (resources) => {
      if (!resources || resources.status === "error") {
        console.warn(`Could not preload ${path}; reloading the page to load it in full.`);
      }
    },
    (error: unknown) => console.warn(`Could not preload ${path}; reloading the page to load it in full.`, error),
  );
}

/** Called from Gatsby's onRouteUpdate once the new page is on screen. */
export function routeUpdated(pathname: string): void {
  currentPath = pathname;
  routeProgress?.navigationFinished();
}
