import React from "react";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { ErrorPage } from "./components/ErrorPage";
import { MobileSidebarProvider } from "./state/mobile-sidebar";
import { RouteLocationProvider } from "./state/route-location";

interface PageElementProps {
  location: { pathname: string; hash?: string; search?: string };
}

/**
 * Wraps every page (server and browser): the page's location for the
 * shell, mobile-sidebar state, and the outermost crash boundary, which
 * resets when the reader moves to another page.
 */
export function wrapPageElement({ element, props }: { element: React.ReactNode; props: PageElementProps }) {
  const { pathname, hash = "", search = "" } = props.location;
  return (
    <RouteLocationProvider location={{ pathname, hash, search }}>
      <MobileSidebarProvider>
        <ErrorBoundary key={pathname} fallback={(fallbackProps) => <ErrorPage {...fallbackProps} />}>
          {element}
        </ErrorBoundary>
      </MobileSidebarProvider>
    </RouteLocationProvider>
  );
}
