import { type DependencyList, useEffect } from "react";

/** Where the page is scrolled to, and where it was at the previous notification. */
export interface ScrollPosition {
  scrollY: number;
  previousScrollY: number;
}

type ScrollListener = (position: ScrollPosition) => void;

const listeners = new Set<ScrollListener>();

// The one scroll source of the site: a single passive listener on scroll and
// resize (which moves content too), added once in the browser and throttled
// to one notification per animation frame for every subscriber.
if (typeof window !== "undefined") {
  let scrollY = window.scrollY;
  let frame = 0;
  const notify = () => {
    frame = 0;
    const previousScrollY = scrollY;
    scrollY = window.scrollY;
    listeners.forEach((listener) => listener({ scrollY, previousScrollY }));
  };
  const schedule = () => {
    frame ||= window.requestAnimationFrame(notify);
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
}

/**
 * Calls `onScroll` at most once per animation frame while the page scrolls
 * or resizes, from the site's one scroll listener (as Docusaurus'
 * useScrollPosition): subscribed again when `deps` change, not subscribed
 * while `onScroll` is null.
 */
export function useScrollPosition(onScroll: ScrollListener | null, deps: DependencyList): void {
  useEffect(() => {
    if (!onScroll) return undefined;
    listeners.add(onScroll);
    return () => {
      listeners.delete(onScroll);
    };
    // The caller lists what `onScroll` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
