import { createElement, Suspense, useEffect, useRef, type ReactElement, type ReactNode } from "react";

/**
 * The loaded page's first hydration, by React (gatsby-browser.tsx): `hydrateRoot` inside a
 * transition, so React hydrates in slices of a few milliseconds and lets the browser handle input
 * between them. Each {@link HydrationBoundary} is a Suspense boundary: React hydrates the page
 * around it first, leaves the boundary's server HTML on screen, and hydrates it afterwards at low
 * priority, or at once when the reader interacts with it.
 *
 * React commits the page around the boundaries before they have hydrated, and Gatsby's
 * `onInitialClientRender` runs then; {@link afterHydration} waits for the boundaries too, so the
 * browser stores switch to the browser's values (and the page's `hydrated` mark is set) once the
 * whole page has hydrated.
 */

/** The first words of the console error a hydration difference gives (React's `onRecoverableError`). */
export const HYDRATION_MISMATCH = "The page's server HTML differs from what the browser renders:";

let hydratingPath: string | null = null;
let rootCommitted = false;
/** The boundaries the page around them rendered and that have not hydrated yet, by name. */
const pending = new Set<string>();
const whenDone: (() => void)[] = [];

function finishIfDone(): void {
  if (hydratingPath === null || !rootCommitted || pending.size > 0) return;
  hydratingPath = null;
  for (const callback of whenDone.splice(0)) callback();
}

/** Runs `hydrate`, which starts the loaded page's hydration: until it is over, the page is hydrating (see {@link hydratingLoadedPage}). */
export function hydrateLoadedPage<T>(hydrate: () => T): T {
  hydratingPath = window.location.pathname;
  rootCommitted = false;
  try {
    return hydrate();
  } catch (error) {
    hydratingPath = null;
    pending.clear();
    throw error;
  }
}

/** Says that React has committed the page around its boundaries (Gatsby's `onInitialClientRender`). */
export function loadedPageCommitted(): void {
  rootCommitted = true;
  finishIfDone();
}

/**
 * True while the loaded page is hydrating (any of its boundaries): what renders now adopts the
 * server's HTML. False once it has, and for a page reached by a link meanwhile (Gatsby's router
 * changes the address before rendering it), which is rendered, not hydrated.
 */
export function hydratingLoadedPage(): boolean {
  return hydratingPath !== null && window.location.pathname === hydratingPath;
}

/** Calls `callback` once the loaded page has fully hydrated (at once when no hydration is under way). */
export function afterHydration(callback: () => void): void {
  if (hydratingPath === null) callback();
  else whenDone.push(callback);
}

/**
 * What React's production build means by the codes of the hydration errors it reports
 * (reactjs.org/docs/error-decoder.html): its messages there are only the code.
 */
const HYDRATION_ERRORS: Readonly<Record<string, string>> = {
  "418": "the HTML the browser rendered does not match the server's",
  "419": "the server could not finish rendering a part, which the browser rendered instead",
  "422": "an error while hydrating a part, which the browser rendered instead",
  "423": "an error while hydrating the page, which the browser rendered instead",
  "425": "a text does not match the server's",
};

/** Reports a difference React found while hydrating, which it repaired by rendering that part in the browser. */
export function reportHydrationError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const code = /Minified React error #(\d+)/.exec(message)?.[1];
  console.error(`${HYDRATION_MISMATCH} ${code && HYDRATION_ERRORS[code] ? `${HYDRATION_ERRORS[code]} (React error ${code})` : message}`);
}

function boundaryDone(name: string): void {
  if (pending.delete(name)) finishIfDone();
}

function BoundaryHydrated({ hydrated, children }: { hydrated: () => void; children?: ReactNode }): ReactNode {
  useEffect(hydrated, [hydrated]);
  return children;
}

/**
 * A part of the page that hydrates after the rest (a Suspense boundary that never shows a
 * fallback: nothing inside suspends into it; parts loaded on demand have boundaries of their own).
 * `name`, unique on the page, is how the page knows when all of them have hydrated.
 */
export function HydrationBoundary({ name, children }: { name: string; children?: ReactNode }): ReactElement {
  // Kept once the page around the boundary has committed: a later render of that page (the console, opened by the
  // address, rewrites the samples while other parts still hydrate) finds its boundary hydrated and does not wait for it.
  const state = useRef<{ hydrated: boolean; done: () => void }>();
  if (!state.current) {
    const created = {
      hydrated: false,
      done: () => {
        created.hydrated = true;
        boundaryDone(name);
      },
    };
    state.current = created;
  }
  // During the render of the page around it; a render React starts again adds the same name again.
  if (!state.current.hydrated && hydratingLoadedPage()) pending.add(name);
  // A boundary taken away before it hydrated is not waited for either.
  useEffect(() => () => boundaryDone(name), [name]);
  return createElement(Suspense, { fallback: null }, createElement(BoundaryHydrated, { hydrated: state.current.done }, children));
}
