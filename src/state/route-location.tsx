import React, { createContext, useContext, useMemo } from "react";
import { ReactContextError } from "./react-context-error";

export interface RouteLocation {
  pathname: string;
  hash: string;
  search: string;
  /** The router's key of this history entry: new at every navigation, even to the same address ("initial" before any). */
  key?: string;
}

const RouteLocationContext = createContext<RouteLocation | undefined>(undefined);

/**
 * Gives components the location of the page being shown. It is provided
 * from `wrapPageElement`, which receives the location both while server
 * rendering and in the browser (the router's own context is not available
 * around the root element during server rendering).
 */
export function RouteLocationProvider({ location, children }: { location: RouteLocation; children: React.ReactNode }) {
  const { pathname, hash, search, key } = location;
  // The same value while the location is the same, however often the page element is re-created.
  const value = useMemo(() => ({ pathname, hash, search, key }), [pathname, hash, search, key]);
  return <RouteLocationContext.Provider value={value}>{children}</RouteLocationContext.Provider>;
}

export function useRouteLocation(): RouteLocation {
  const context = useContext(RouteLocationContext);
  if (!context) throw new ReactContextError("RouteLocationProvider", "useRouteLocation");
  return context;
}
