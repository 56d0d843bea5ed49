import { useCallback, useSyncExternalStore } from "react";
import { HYDRATED_MARK } from "../shell-constants";
import type { StorageSlot } from "../storage/storage";

/**
 * A value that lives outside React (browser storage, an attribute on
 * `<html>`, a media query). Components read it with `useBrowserStore`.
 */
export interface BrowserStore<T> {
  /** The current value in the browser. Must be cheap, and return a primitive or the same object while unchanged. */
  get(): T;
  /** Calls `onChange` whenever the value may have changed; returns an unsubscribe function. */
  subscribe(onChange: () => void): () => void;
  /** Tells every subscriber to read the value again (after this tab changed it). */
  notify(): void;
}

/**
 * Creates a store around `read`. `watch`, if given, starts listening to the
 * outside world (another tab, a media query) while anyone is subscribed.
 */
export function createBrowserStore<T>(read: () => T, watch?: (changed: () => void) => () => void): BrowserStore<T> {
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    get: read,
    notify,
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1 && watch) stopWatching = watch(notify);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
  };
}

/** A store of whether a media query matches, as one of two values; it follows the query's changes. */
export function createMediaQueryStore<T>(media: string, matching: T, otherwise: T): BrowserStore<T> {
  return createBrowserStore<T>(
    () => (window.matchMedia(media).matches ? matching : otherwise),
    (changed) => {
      const query = window.matchMedia(media);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
  );
}

let hydrated = false;
const hydrationListeners = new Set<() => void>();

/**
 * Says that the page's first render in the browser is done: from now on
 * {@link useBrowserStore} reads the browser's values. Called once the page
 * has hydrated (gatsby-browser's `onInitialClientRender`), and before a
 * first render that hydrates nothing (the preview, the hash edition).
 */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  performance.mark?.(HYDRATED_MARK);
  for (const listener of [...hydrationListeners]) listener();
}

/**
 * Reads a browser store. Server rendering and hydration see `serverValue`;
 * once the page has hydrated ({@link markHydrated}) the reading component
 * renders again with the browser's value.
 *
 * Why not state in a provider: a provider that changes its context value
 * while the page hydrates makes React give up hydrating every Suspense
 * boundary below it that has not hydrated yet (it cannot tell whether they
 * read that context) and render them again from scratch, with a
 * "Recovered from an error while hydrating" report. Reading the value here
 * keeps every provider's value fixed from the first render, so the
 * boundaries of the layout hydrate whatever the reader has stored.
 *
 * Why the server value until {@link markHydrated}, not only through
 * `getServerSnapshot`: React reads `getSnapshot` again after each part
 * hydrates, and parts of the page hydrate one after another
 * (src/rendering/hydration.ts); until the whole page has hydrated, every
 * part renders what the server wrote, and then all switch together.
 */
export function useBrowserStore<T>(store: BrowserStore<T>, serverValue: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = store.subscribe(onChange);
      if (hydrated) return unsubscribe;
      hydrationListeners.add(onChange);
      return () => {
        unsubscribe();
        hydrationListeners.delete(onChange);
      };
    },
    [store],
  );
  return useSyncExternalStore(
    subscribe,
    () => (hydrated ? store.get() : serverValue),
    () => serverValue,
  );
}

/** A browser store over one storage slot, and its setter. */
export interface StoredValue extends BrowserStore<string | null> {
  /** Stores the value (or removes it, for null); this tab keeps it even when storage is unavailable. */
  set(value: string | null): void;
}

/**
 * A stored preference as a browser store. What this tab sets is also kept
 * in memory, so a choice still applies for the visit when storage is
 * blocked; a change made in another tab is followed.
 */
export function createStoredValue(slot: StorageSlot): StoredValue {
  let local: { value: string | null } | undefined;
  const store = createBrowserStore(
    () => (local ? local.value : slot.get()),
    (changed) =>
      slot.listen((newValue) => {
        local = { value: newValue };
        changed();
      }),
  );
  return {
    ...store,
    set(value) {
      local = { value };
      if (value === null) slot.del();
      else slot.set(value);
      store.notify();
    },
  };
}
