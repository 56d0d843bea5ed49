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
 * A Suspense boundary, for hydration only: the shell (navbar, colour toggle)
 * hydrates first and each boundary's server-rendered content after it, in
 * slices that leave the main thread free between them, instead of one long
 * task for the whole page (React did this itself; with Preact, which renders
 * the build, the {@link HydrationSlice} inside and those below it do). The
 * server HTML stays on screen meanwhile. Nothing else inside suspends (lazy
 * parts have their own boundaries), so the empty fallback is never shown.
 */
function Deferred({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <React.Suspense fallback={null}>
      <HydrationSlice name={name}>{children}</HydrationSlice>
    </React.Suspense>
  );
}

/**
 * The page shell: skip link, announcement bar, navbar, optional sidebar,
 * main content (behind its own crash boundary, so the navigation survives a
 * broken page) and footer.
 */
export function Layout({ children, sidebarId = null, sidebar, mobileSidebar }: LayoutProps) {
  const { pathname } = useRouteLocation();
  return (
    <PageMetaProvider value={{ sidebarId }}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar secondaryMenu={mobileSidebar} />
      <div className={styles.wrapper}>
        <Deferred name="sidebar">{sidebar}</Deferred>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <ErrorBoundary key={pathname} fallback={(props) => <ErrorPageContent {...props} />}>
            <Deferred name="main">{children}</Deferred>
          </ErrorBoundary>
          {/* The head waits for this mark before the first paint (see MAIN_END_ID). */}
          <span id={MAIN_END_ID} hidden />
        </main>
      </div>
      <Deferred name="footer">
        <Footer />
      </Deferred>
    </PageMetaProvider>
  );
}
