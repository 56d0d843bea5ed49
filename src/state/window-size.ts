import { DESKTOP_BREAKPOINT_PX } from "../shell-constants";
import { createBrowserStore, useBrowserStore } from "./browser-store";

/** `ssr` until hydrated (server HTML and the hydration pass), then `desktop` or `mobile`. */
export type WindowSize = "ssr" | "desktop" | "mobile";

/** Media query that is true for the desktop layout. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`;

const windowSizeStore = createBrowserStore<WindowSize>(
  () => (window.matchMedia(DESKTOP_MEDIA_QUERY).matches ? "desktop" : "mobile"),
  (changed) => {
    const query = window.matchMedia(DESKTOP_MEDIA_QUERY);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  },
);

/** The layout the window is in; changes when it crosses the breakpoint. */
export function useWindowSize(): WindowSize {
  return useBrowserStore(windowSizeStore, "ssr");
}
