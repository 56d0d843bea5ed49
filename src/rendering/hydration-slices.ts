import { createElement, Fragment, isValidElement, Suspense, type ReactElement, type ReactNode } from "react";
import { inNextTask } from "./next-task";

/**
 * The page's first hydration in slices, for Preact (which renders the
 * production build). React hydrated in slices of a few milliseconds and let
 * the browser work between them; Preact hydrates the whole page in one task,
 * which on a phone blocks input for a few hundred milliseconds on an API
 * page. Each {@link HydrationSlice} checks, while the page hydrates, how long
 * the current task has run: past {@link SLICE_MS} it suspends (throws a
 * promise), Preact keeps its server HTML as it is and goes on with the rest,
 * and the slice hydrates in a task of its own when the promise settles.
 *
 * Only during the first hydration and only inside {@link hydrateLoadedPage}
 * (gatsby-browser.tsx, on Preact's hydration path): client-side
 * page changes, the preview (React) and tests that hydrate with React never
 * suspend here.
 */

/**
 * How long one task may hydrate before the next slice waits for a task of
 * its own. A task over 50 ms delays input; a slice that starts just before
 * this mark still hydrates whole, and a phone runs the same work about four
 * times slower than the machine Lighthouse measures on, so the mark is far
 * below that.
 */
export const SLICE_MS = 8;

let hydrating = false;
/** The page being hydrated: a page reached by a link meanwhile renders as usual. */
let hydratingPath: string | null = null;
let taskStarted = 0;
let waitingSlices = 0;
const whenDone: (() => void)[] = [];

function finish(): void {
  hydrating = false;
  for (const callback of whenDone.splice(0)) callback();
}

/**
 * Runs `hydrate`, the page's first hydration (its synchronous part, as
 * Preact's is), with its slices: those that suspend hydrate in later
 * tasks, and {@link afterHydration} calls back once the last has.
 */
export function hydrateLoadedPage<T>(hydrate: () => T): T {
  hydrating = true;
  hydratingPath = window.location.pathname;
  taskStarted = performance.now();
  try {
    return hydrate();
  } finally {
    if (waitingSlices === 0) finish();
  }
}

/**
 * True while the page that was loaded is hydrating (any of its slices):
 * what renders now adopts the server's HTML. False once it has, and for a
 * page reached by a link meanwhile (Gatsby's router has changed the address
 * before rendering it), which is rendered, not hydrated.
 */
export function hydratingLoadedPage(): boolean {
  return hydrating && window.location.pathname === hydratingPath;
}

/** Calls `callback` once the page has fully hydrated (at once when no hydration is under way). */
export function afterHydration(callback: () => void): void {
  if (hydrating) whenDone.push(callback);
  else callback();
}

/** A promise that settles in a task of its own, where the slice that threw it hydrates. */
function nextSlice(): Promise<void> {
  waitingSlices++;
  return new Promise<void>((resolve) =>
    inNextTask(() => {
      taskStarted = performance.now();
      resolve(); // Preact hydrates the slice in this task's microtasks...
      inNextTask(() => {
        // ...so by the next task it has, and any slice it suspended in turn is counted.
        waitingSlices--;
        if (waitingSlices === 0) finish();
      });
    }),
  );
}

/**
 * What Preact passes a function component as `this`: the component, which
 * lasts as long as it is mounted, with its current vnode (`_vnode`, mangled
 * `__v`), which is new on each render.
 */
interface PreactThis {
  __v?: { __m?: [string, number] };
  idScope?: [string, number];
}

/**
 * A part of the page that may hydrate in a later task, behind a Suspense
 * boundary of its own: when it hydrates, only it renders, not the part of
 * the page around it. Its child must be one element (Preact keeps one server
 * element in place of a suspended part); anything else is rendered at once.
 * It suspends only when it first renders: a part already on the page is
 * never taken off it. Nothing else inside may suspend into this boundary
 * (parts loaded on demand have boundaries of their own), so its empty
 * fallback is never shown.
 *
 * `name`, unique on the page, scopes the ids `useId` gives below it (see
 * {@link SliceGate}).
 */
export function HydrationSlice({ name, children }: { name: string; children?: ReactNode }): ReactElement {
  return createElement(Suspense, { fallback: null }, createElement(SliceGate, { name }, children));
}

/**
 * What suspends a {@link HydrationSlice}: past {@link SLICE_MS} of the
 * task, it throws the promise of the next slice.
 *
 * It scopes the ids `useId` gives below it: Preact counts ids in render
 * order from the nearest vnode with a mask (`_mask`, `__m`: the name and a
 * counter), and a part that hydrates later renders later, so the gate gives
 * its own vnode a mask, on the server and in the browser alike. The mask is
 * the component's, not the vnode's: every render makes a new vnode, and a
 * counter started again would give a part mounted later (the API console,
 * opened) the ids of those mounted first.
 */
function SliceGate(this: PreactThis | undefined, { name, children }: { name: string; children?: ReactNode }): ReactElement {
  const firstRender = this !== undefined && this.idScope === undefined;
  if (this?.__v) this.__v.__m = this.idScope ??= [name, 0];
  if (!isValidElement(children)) return createElement(Fragment, null, children);
  if (firstRender && hydratingLoadedPage() && performance.now() - taskStarted > SLICE_MS) {
    // Not counted as rendered: the part renders from the start when it hydrates.
    this.idScope = undefined;
    throw nextSlice();
  }
  return children;
}
