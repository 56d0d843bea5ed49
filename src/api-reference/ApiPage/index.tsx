import React from "react";
import { API_BASE_PATH } from "../../navigation/api-paths";
import { useApiSidebar } from "../use-api-sidebar";
import { isSamePagePath } from "../../navigation/paths";
import { adjacentSidebarLinks, breadcrumbTrail, readingOrder } from "../../sidebars/sidebar-items";
import { Breadcrumbs } from "../../shell/Breadcrumbs";
import { HydrationBoundary } from "../../rendering/hydration";
import { DocSidebarPart, PageActionsPart, SidebarItemsPart } from "../../shell/shell-parts";
import { Layout } from "../../shell/Layout";
import { PaginationNav } from "../../shell/PaginationNav";
import { SearchMeta, type SearchFields } from "../../search/SearchMeta";
import * as styles from "./styles.module.css";
import { API_READING_ORDER_OFFSET } from "../../search/search-weights";
import { ShownWhenRead } from "../../ui/ShownWhenRead";

interface ApiPageProps {
  pathname: string;
  /** Wider content area for pages with a code column. */
  wide?: boolean;
  /** Whether the page goes into the search index (a page shown at a second address does not). */
  searchable?: boolean;
  /** Names the search finds the page by besides its title (an operation's id and path). */
  searchMeta?: SearchFields;
  /** A page that lists others (the index, a tag's page): the search does not take its title for the answer to a query that names it. */
  hub?: boolean;
  children: React.ReactNode;
}

/** Frame of every API reference page: API sidebar grouped by tag, breadcrumbs, previous/next. */
export function ApiPage({ pathname, wide = false, searchable = true, searchMeta, hub = false, children }: ApiPageProps) {
  const sidebar = useApiSidebar();
  // The index is the API reference itself: no trail to show above it.
  const trail = isSamePagePath(pathname, API_BASE_PATH) ? [] : breadcrumbTrail(sidebar, pathname);
  const { previous, next } = adjacentSidebarLinks(sidebar, pathname);
  const order = API_READING_ORDER_OFFSET + readingOrder(sidebar, pathname);
  return (
    <Layout
      sidebarId="api"
      sidebar={<DocSidebarPart.Component items={sidebar} label="API reference" />}
      mobileSidebar={<SidebarItemsPart.Component items={sidebar} />}
    >
      <div className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
        {/* Shown once read whole: the Page actions button, drawn before its label was read, grew leftwards. */}
        <ShownWhenRead className={styles.top}>
          <Breadcrumbs trail={trail.length > 0 ? [{ label: "API reference", href: API_BASE_PATH }, ...trail] : []} />
          <HydrationBoundary name="page-actions">
            <PageActionsPart.Component pathname={pathname} />
          </HydrationBoundary>
        </ShownWhenRead>
        {searchable ? (
          <div data-search-body="">
            <SearchMeta meta={searchMeta} filters={{ section: "API reference", order, hub: hub ? "true" : null }} />
            {children}
          </div>
        ) : (
          children
        )}
        <PaginationNav previous={previous} next={next} label="API reference pages" />
      </div>
    </Layout>
  );
}
