import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { ReactContextError } from "./react-context-error";
import { useRouteLocation } from "./route-location";
import { useWindowSize } from "./window-size";

interface MobileSidebarContextValue {
  shown: boolean;
  toggle: () => void;
  close: () => void;
}

const MobileSidebarContext = createContext<MobileSidebarContextValue | undefined>(undefined);

/**
 * Open/closed state of the mobile navigation sidebar. It closes when the
 * window grows into the desktop layout, when the page changes, and locks
 * page scrolling while open. The window size itself is not part of the
 * value (readers call `useWindowSize`): the value then stays the same
 * while the page hydrates (see `useBrowserStore`).
 */
export function MobileSidebarProvider({ children }: { children: React.ReactNode }) {
  const windowSize = useWindowSize();
  const { pathname } = useRouteLocation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (windowSize === "desktop") setShown(false);
  }, [windowSize]);

  useEffect(() => {
    setShown(false);
  }, [pathname]);

  useEffect(() => {
    if (!shown) return undefined;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = "hidden";
    return () => {
      body.style.overflow = previous;
    };
  }, [shown]);

  const toggle = useCallback(() => setShown((s) => !s), []);
  const close = useCallback(() => setShown(false), []);
  const value = useMemo(() => ({ shown, toggle, close }), [shown, toggle, close]);
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>;
}

export function useMobileSidebar(): MobileSidebarContextValue {
  const context = useContext(MobileSidebarContext);
  if (!context) throw new ReactContextError("MobileSidebarProvider", "useMobileSidebar");
  return context;
}
