import React from "react";
import { MAIN_CONTENT_ID, MAIN_END_ID } from "../../shell-constants";
import { HydrationSlice } from "../../rendering/hydration-slices";
import { PageMetaProvider } from "../../state/page-meta";
import { useRouteLocation } from "../../state/route-location";
import { AnnouncementBar } from "../AnnouncementBar";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { ErrorPageContent } from "../ErrorPageContent";
import { Footer } from "../Footer";
import { Navbar } from "../Navbar";
import { SkipToContent } from "../SkipToContent";
import * as styles from "./styles.module.css";

interface LayoutProps {
  children: React.ReactNode;
  /** The sidebar this page belongs to; marks the matching navbar item active. */
  sidebarId?: string | null;
  /** Desktop sidebar, rendered beside the main content. */
  sidebar?: React.ReactNode;
  /** The same navigation for the mobile menu's secondary panel. */
  mobileSidebar?: React.ReactNode;
}

/**
 * The page shell: skip link, announcement bar, navbar, optional sidebar,
 * main content (behind its own crash boundary, so the navigation survives a
 * broken page) and footer. The skip link and announcement bar hydrate
 * first; the navbar, the sidebar, the main column and the footer are
 * hydration slices, which may hydrate in tasks of their own while their
 * server HTML stays on screen.
 */
export function Layout({ children, sidebarId = null, sidebar, mobileSidebar }: LayoutProps) {
  const { pathname } = useRouteLocation();
  return (
    <PageMetaProvider value={{ sidebarId }}>
      <SkipToContent />
      <AnnouncementBar />
      <HydrationSlice name="navbar">
        <Navbar secondaryMenu={mobileSidebar} />
      </HydrationSlice>
      <div className={styles.wrapper}>
        <HydrationSlice name="sidebar">{sidebar}</HydrationSlice>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <ErrorBoundary key={pathname} fallback={(props) => <ErrorPageContent {...props} />}>
            <HydrationSlice name="main">{children}</HydrationSlice>
          </ErrorBoundary>
          {/* The head waits for this mark before the first paint (see MAIN_END_ID). */}
          <span id={MAIN_END_ID} hidden />
        </main>
      </div>
      <HydrationSlice name="footer">
        <Footer />
      </HydrationSlice>
    </PageMetaProvider>
  );
}
