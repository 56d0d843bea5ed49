import { DESKTOP_BREAKPOINT_PX } from "../shell-constants";
import { createMediaQueryStore, useBrowserStore } from "./browser-store";

/** `ssr` until hydrated (server HTML and the hydration pass), then `desktop` or `mobile`. */
export type WindowSize = "ssr" | "desktop" | "mobile";

/** Media query that is true for the desktop layout. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`;

const windowSizeStore = createMediaQueryStore<WindowSize>(DESKTOP_MEDIA_QUERY, "desktop", "mobile");

/** The layout the window is in; changes when it crosses the breakpoint. */
export function useWindowSize(): WindowSize {
  return useBrowserStore(windowSizeStore, "ssr");
}
