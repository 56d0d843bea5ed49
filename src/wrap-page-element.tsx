import React, { type ReactNode } from "react";
import { ErrorBoundary } from "./ui/ErrorBoundary";
import { ErrorPage } from "./shell/ErrorPage";
import { PageLoadError } from "./shell/PageLoadError";
import { MobileSidebarProvider } from "./state/mobile-sidebar";
import { RouteLocationProvider } from "./state/route-location";

/** `gatsby develop` only: the problems in the sources, over the preview (no code for it in a production build). */
const DevelopProblems = process.env.NODE_ENV === "development" ? React.lazy(() => import("./shell/DevelopProblems")) : null;

interface PageElementProps {
  location: { pathname: string; hash?: string; search?: string; key?: string };
}

/**
 * Wraps every page (server and browser): the page's location for the
 * shell, the outermost crash boundary (reset when the reader moves to
 * another page), and the mobile-sidebar state. The boundary sits above the
 * sidebar state so that a failure there still ends on the crash screen, which
 * brings its own copy. A page that could not be loaded shows its error box
 * above whichever page is on screen.
 */
export function wrapPageElement({ element, props }: { element: ReactNode; props: PageElementProps }) {
  const { pathname, hash = "", search = "", key } = props.location;
  return (
    <RouteLocationProvider location={{ pathname, hash, search, key }}>
      <ErrorBoundary
        key={pathname}
        fallback={(fallbackProps) => (
          <MobileSidebarProvider>
            <ErrorPage {...fallbackProps} />
          </MobileSidebarProvider>
        )}
      >
        <MobileSidebarProvider>{element}</MobileSidebarProvider>
      </ErrorBoundary>
      <PageLoadError />
      {DevelopProblems && (
        <React.Suspense fallback={null}>
          <DevelopProblems />
        </React.Suspense>
      )}
    </RouteLocationProvider>
  );
}
