import React from "react";
import { adjacentSidebarLinks, breadcrumbTrail, guideBreadcrumbs, readingOrder, type SidebarItem } from "../../sidebars/sidebar-items";
import { Breadcrumbs } from "../../shell/Breadcrumbs";
import { DocSidebarPart, PageActionsPart, SidebarItemsPart } from "../../shell/shell-parts";
import { Layout } from "../../shell/Layout";
import { Link } from "../../ui/Link";
import { PaginationNav } from "../../shell/PaginationNav";
import { SearchMeta } from "../../search/SearchMeta";
import { flattenToc, TableOfContents, type TocEntry } from "../TableOfContents";
import * as styles from "./styles.module.css";
import { ShownWhenRead } from "../../ui/ShownWhenRead";
import { HydrationBoundary } from "../../rendering/hydration";

interface DocPageProps {
  title: string;
  pathname: string;
  sidebarId: string | null;
  sidebar: readonly SidebarItem[] | null;
  sidebarLabel: string;
  section: { label: string; href: string };
  toc?: readonly TocEntry[] | null;
  editUrl?: string | null;
  /** Extra links under the content (for example the API reference page). */
  footerLinks?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * A documentation page: sidebar, breadcrumbs, title, content, edit link,
 * previous/next, and the table of contents (beside the content on desktop,
 * collapsible above it on mobile).
 */
export function DocPage({ title, pathname, sidebarId, sidebar, sidebarLabel, section, toc, editUrl, footerLinks, children }: DocPageProps) {
  const items = sidebar ?? [];
  const trail = breadcrumbTrail(items, pathname);
  const crumbs = guideBreadcrumbs(section, trail);
  const { previous, next } = adjacentSidebarLinks(items, pathname);
  const order = readingOrder(items, pathname);
  // The page's entry in the sidebar, which may name it otherwise than its title ("Nearest postcodes").
  const label = trail.at(-1)?.label;
  // The category it is listed under, which the label is read with ("Outward codes" › "Lookup").
  const category = trail.at(-2)?.label;
  const hasToc = flattenToc(toc).length > 0;
  // The text and the tables of contents are hydration boundaries (src/rendering/hydration.ts).
  return (
    <Layout
      sidebarId={sidebarId}
      sidebar={items.length > 0 ? <DocSidebarPart.Component items={items} label={sidebarLabel} /> : undefined}
      mobileSidebar={items.length > 0 ? <SidebarItemsPart.Component items={items} /> : undefined}
    >
      <div className={hasToc ? `${styles.grid} ${styles.withToc}` : styles.grid}>
        <article className={styles.article}>
          {/* Shown once read whole: the Page actions button, drawn before its label was read, grew leftwards. */}
          <ShownWhenRead className={styles.top}>
            <Breadcrumbs trail={crumbs} />
            <HydrationBoundary name="page-actions">
              <PageActionsPart.Component pathname={pathname} />
            </HydrationBoundary>
          </ShownWhenRead>
          {hasToc && (
            <HydrationBoundary name="toc-mobile">
              <TableOfContents items={toc} placement="mobile" />
            </HydrationBoundary>
          )}
          <div data-search-body="">
            <SearchMeta meta={{ label: label !== title ? label : null }} filters={{ section: "Guides", order, category }} />
            <h1 className={styles.title}>{title}</h1>
            <HydrationBoundary name="content">
              <div className={styles.content}>{children}</div>
            </HydrationBoundary>
          </div>
          {(editUrl || footerLinks) && (
            <footer className={styles.footer}>
              {footerLinks}
              {editUrl && (
                <Link to={editUrl} className={styles.editLink}>
                  Edit this page
                </Link>
              )}
            </footer>
          )}
          <PaginationNav previous={previous} next={next} label={`${sidebarLabel} pages`} />
        </article>
        {hasToc && (
          <HydrationBoundary name="toc-desktop">
            <TableOfContents items={toc} placement="desktop" />
          </HydrationBoundary>
        )}
      </div>
    </Layout>
  );
}
