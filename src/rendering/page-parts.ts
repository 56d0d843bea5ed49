import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * Parts of a page whose code loads on demand, after the page's own
 * scripts: on a page loaded from the server, React keeps a part's server
 * HTML on screen until its code has arrived and hydrates it then (the part
 * sits in a hydration boundary, src/rendering/hydration.ts), so the code
 * needed before the page answers input is smaller. A guide's text is one:
 * its compiled MDX is as long as the guide.
 *
 * A page reached by a link must not show without such a part: a page
 * component that has them says how to load them (`preload`, given the
 * page's context), and the navigation waits for that as it waits for the
 * page's own code (src/navigation/page-load.ts, the hash edition's router).
 */

/** A part loaded on demand: the component that renders it, and the promise of its code (started once). */
export interface PagePart<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  load: () => Promise<unknown>;
}

/**
 * A part whose code `load` fetches, once however often it is asked for.
 *
 * A part whose code has arrived renders in the same pass as the rest of the
 * page, the first time too: `lazy` takes any thenable, and the one it gets
 * then answers at once, so nothing suspends (a promise, even a settled one,
 * answers a microtask later, and the part would show its fallback, empty,
 * for one render: a menu opened by a tap would have nothing to focus, a
 * link to a heading in a guide would find no heading to scroll to).
 */
export function pagePart<P extends object>(load: () => Promise<ComponentType<P>>): PagePart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: { default: ComponentType<P> } | null = null;
  const once = () => {
    loading ??= load().then(
      (component) => {
        loaded = { default: component };
        return component;
      },
      (error: unknown) => {
        loading = null; // a failed download can be tried again
        throw error;
      },
    );
    return loading;
  };
  const Component = lazyFromThenable<ComponentType<P>>(() => {
    if (!loaded) return once().then((component) => ({ default: component }));
    const ready = loaded;
    return { then: (resolve) => Promise.resolve(resolve ? resolve(ready) : ready) } as PromiseLike<typeof ready>;
  });
  return { Component, load: once };
}

/**
 * `lazy` as React documents it: its loader may return any thenable, not
 * only the promise React's type declarations name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React declares for `lazy`
const lazyFromThenable = lazy as <T extends ComponentType<any>>(load: () => PromiseLike<{ default: T }>) => LazyExoticComponent<T>;

/** A page component that has parts loaded on demand. */
export interface WithPageParts {
  /** Loads the parts the page with this context shows. */
  preloadParts?: (pageContext: unknown) => Promise<unknown>;
}

/** What loads the parts of the frame every page shows (the shell adds its own: the sidebar, the footer). */
const frameParts: (() => Promise<unknown>)[] = [];

/** Adds parts of the frame around every page, which a page reached by a link waits for too. */
export function addFrameParts(load: () => Promise<unknown>): void {
  frameParts.push(load);
}

/** Loads the parts of the frame around every page. */
export const preloadFrameParts = (): Promise<unknown> => Promise.all(frameParts.map((load) => load()));

/**
 * Loads the parts a page component shows for this page context, and the
 * frame's; resolves at once when all are there. `component` is the page's
 * component or, as Gatsby's loader hands it over, the module that exports
 * it as its default.
 */
export function preloadPageParts(component: unknown, pageContext: unknown): Promise<unknown> {
  const exported = component && typeof component === "object" && "default" in component ? component.default : component;
  const preload = (exported as WithPageParts | null | undefined)?.preloadParts;
  return Promise.all([preloadFrameParts(), typeof preload === "function" ? preload(pageContext) : undefined]);
}
