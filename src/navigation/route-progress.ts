import { isSamePagePath } from "./paths";

/** The part of the progress bar the route controller needs. */
export interface ProgressIndicator {
  start(): void;
  done(): void;
}

export interface RouteProgress {
  /** A navigation from `fromPath` to `toPath` began. Same-path (hash-only) moves are ignored. */
  navigationStarted(fromPath: string, toPath: string): void;
  /** The new page is on screen (or the navigation was abandoned). */
  navigationFinished(): void;
}

/**
 * Shows the progress bar only for navigations between different paths that
 * take longer than `delayMs`: quick, prefetched page changes never flash it.
 */
export function createRouteProgress(indicator: ProgressIndicator, delayMs: number): RouteProgress {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  return {
    navigationStarted(fromPath, toPath) {
      if (isSamePagePath(fromPath, toPath)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        shown = true;
        indicator.start();
      }, delayMs);
    },
    navigationFinished() {
      clearTimeout(timer);
      timer = undefined;
      if (shown) {
        shown = false;
        indicator.done();
      }
    },
  };
}
