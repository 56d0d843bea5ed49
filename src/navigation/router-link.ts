import { withPrefix } from "gatsby";
import type { MouseEvent } from "react";
import { useCallback, useRef } from "react";
import siteConfig from "../../site.config";
import type { GatsbyRuntime } from "./page-load";
import { applyTrailingSlash } from "./paths";

/**
 * What a link to a site page does, as Gatsby's `Link` does it, without its
 * cost. Gatsby's `Link` is some ten components deep (router context
 * consumers, a class, a ref-forwarding wrapper) and gives each link an
 * IntersectionObserver of its own; a guide has about fifty links, the API
 * index seventy, and each one was walked on every page's hydration. Here a
 * link is one anchor and these helpers: the same href, the same navigation
 * through Gatsby's router, the same prefetching through Gatsby's loader
 * (which decides whether the connection allows it), from one observer.
 */

const runtime = (): Window & GatsbyRuntime => window;

/** A site path as the page's links write it: the site's path prefix, then its trailing-slash rule on the pathname. */
export function routerHref(to: string, rule = siteConfig.site.trailingSlash): string {
  const prefixed = withPrefix(to);
  if (rule === "ignore") return prefixed;
  const [, pathname = "", rest = ""] = /^([^?#]*)(.*)$/s.exec(prefixed) ?? [];
  return applyTrailingSlash(pathname, rule) + rest;
}

/** The pathname and query of an href, as Gatsby's loader names pages. */
function pagePath(href: string): string {
  const url = new URL(href, window.location.href);
  return url.pathname + url.search;
}

/**
 * A click on a link to a site page, followed by Gatsby's router unless the
 * reader asked for something else: another button, a modifier key (a new
 * tab or window, a download), a target, or a handler that prevented it. A
 * link to the page being read replaces its history entry.
 */
export function followRouterLink(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  const navigate = runtime().___navigate;
  if (!navigate || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const target = event.currentTarget.getAttribute("target");
  if (target && target !== "_self") return;
  event.preventDefault();
  navigate(href, { replace: encodeURI(href) === window.location.pathname });
}

/** Hovering a link starts loading its page (Gatsby's loader, which skips slow and data-saving connections). */
export function preloadOnHover(href: string): void {
  if (!href.startsWith("/")) return;
  runtime().___loader?.hovering?.(pagePath(href));
}

/** What a prefetch started for a link in view returned: its abort, when the link leaves the view first. */
const prefetches = new WeakMap<Element, { abort?: () => void }>();
let observer: IntersectionObserver | null = null;

function prefetchObserver(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver === "undefined") return observer;
  observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting, intersectionRatio } of entries) {
      const href = target.getAttribute("href");
      if (!href?.startsWith("/")) continue;
      if (isIntersecting || intersectionRatio > 0) {
        const path = pagePath(href);
        // Prefetching the page being read could race with its own load (Gatsby's links skip it too).
        if (path === window.location.pathname + window.location.search) continue;
        const started = runtime().___loader?.enqueue?.(path);
        if (started) prefetches.set(target, started);
      } else {
        prefetches.get(target)?.abort?.();
        prefetches.delete(target);
      }
    }
  });
  return observer;
}

/**
 * A ref for a link to a site page: while the link is on screen, its page
 * is prefetched (Gatsby's loader queues it for idle time). One observer
 * serves every link of the page.
 */
export function usePrefetchWhenSeen(): (anchor: HTMLAnchorElement | null) => void {
  const observed = useRef<HTMLAnchorElement | null>(null);
  return useCallback((anchor: HTMLAnchorElement | null) => {
    const io = prefetchObserver();
    if (observed.current && observed.current !== anchor) {
      io?.unobserve(observed.current);
      prefetches.get(observed.current)?.abort?.();
    }
    observed.current = anchor;
    if (anchor) io?.observe(anchor);
  }, []);
}
