import React from "react";
import { MAIN_CONTENT_ID, MAIN_END_ID } from "../../shell-constants";
import { HydrationBoundary } from "../../rendering/hydration";
import { PageMetaProvider } from "../../state/page-meta";
import { useRouteLocation } from "../../state/route-location";
import { AgentDirective } from "../AgentDirective";
import { AnnouncementBar } from "../AnnouncementBar";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { ErrorPageBody } from "../ErrorPageContent/part";
import { FooterPart } from "../shell-parts";
import { preloadFrameParts } from "../../rendering/page-parts";
import { Navbar } from "../Navbar";
import { SkipToContent } from "../SkipToContent";
import { ShownWhenRead } from "../../ui/ShownWhenRead";
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
 * The page shell: skip link, the note for coding agents, announcement bar, navbar, optional sidebar,
 * main content (behind its own crash boundary, so the navigation survives a
 * broken page) and footer. The skip link and announcement bar hydrate
 * first; the navbar, the sidebar, the main column and the footer are
 * hydration boundaries (src/rendering/hydration.ts): React hydrates each
 * after the page around it, or first when the reader uses it.
 */
export function Layout({ children, sidebarId = null, sidebar, mobileSidebar }: LayoutProps) {
  const { pathname } = useRouteLocation();
  void preloadFrameParts(); // starts the download of the frame's parts while the page renders
  return (
    <PageMetaProvider value={{ sidebarId }}>
      <SkipToContent />
      <AgentDirective />
      <AnnouncementBar />
      <HydrationBoundary name="navbar">
        <Navbar secondaryMenu={mobileSidebar} />
      </HydrationBoundary>
      <div className={styles.wrapper}>
        <HydrationBoundary name="sidebar">{sidebar}</HydrationBoundary>
        {/* Shown once read whole (see MAIN_END_ID): nothing in it is drawn half read. */}
        <ShownWhenRead as="main" id={MAIN_CONTENT_ID} readMarkId={MAIN_END_ID} tabIndex={-1} className={styles.main}>
          <ErrorBoundary key={pathname} fallback={({ error, tryAgain }) => <ErrorPageBody error={error} tryAgain={tryAgain} />}>
            <HydrationBoundary name="main">{children}</HydrationBoundary>
          </ErrorBoundary>
        </ShownWhenRead>
      </div>
      <HydrationBoundary name="footer">
        <FooterPart.Component />
      </HydrationBoundary>
    </PageMetaProvider>
  );
}
