import { createBrowserStore, useBrowserStore } from "./browser-store";

/** True wherever it is read in a browser; what the server wrote (false) until the page has hydrated. */
const inBrowser = createBrowserStore(
  () => true,
  () => () => undefined,
);

/**
 * False during server rendering and until the whole page has hydrated
 * (src/state/browser-store.ts `markHydrated`: its parts loaded on demand
 * are there too), true afterwards. Use it for UI that must not be
 * interactive before React has taken over: the colour-mode toggle is
 * disabled until then, and browser tests wait for it to be enabled.
 */
export function useIsBrowser(): boolean {
  return useBrowserStore(inBrowser, false);
}
