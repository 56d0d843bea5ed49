import { useEffect, useState } from "react";
import { DESKTOP_BREAKPOINT_PX } from "../shell-constants";

/** `ssr` until hydrated (server HTML and the hydration pass), then `desktop` or `mobile`. */
export type WindowSize = "ssr" | "desktop" | "mobile";

/** Media query that is true for the desktop layout. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`;

/** The layout the window is in; changes when it crosses the breakpoint. */
export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>("ssr");
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const update = () => setSize(query.matches ? "desktop" : "mobile");
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return size;
}
