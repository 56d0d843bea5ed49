import { isSamePagePath, trimTrailingSlashes } from "../navigation/paths";

/** How a sidebar is written (in sidebars.ts, or generated from the OpenAPI description). */
export type SidebarItemDefinition =
  | string
  | { type: "doc"; id: string; label?: string }
  | { type: "link"; label: string; href: string; badge?: string }
  | {
      type: "category";
      label: string;
      items: SidebarItemDefinition[];
      collapsed?: boolean;
      link?: { type: "doc"; id: string } | { type: "link"; href: string };
    };

/** A sidebar as pages render it: every doc reference resolved to a path and a label. */
export type SidebarItem =
  | { type: "link"; label: string; href: string; badge?: string }
  | { type: "category"; label: string; href?: string; collapsed: boolean; items: SidebarItem[] };

export interface SidebarDoc {
  path: string;
  /** `sidebar_label` from the front matter, or the title. */
  label: string;
}

/** How many levels of entries the pages' GraphQL query reads (the `SidebarTree` fragment in src/sidebars/sidebar-query.ts). */
export const SIDEBAR_MAX_DEPTH = 4;

/** Levels of entries in a sidebar: 1 for a flat list of links. */
export function sidebarDepth(items: readonly SidebarItem[]): number {
  return items.reduce((deepest, item) => Math.max(deepest, item.type === "category" ? 1 + sidebarDepth(item.items) : 1), 0);
}

/** Every link of a sidebar in reading order (category pages before their children). */
export function sidebarLinks(items: readonly SidebarItem[]): { href: string; label: string }[] {
  return items.flatMap((item) =>
    item.type === "link"
      ? [{ href: item.href, label: item.label }]
      : [...(item.href ? [{ href: item.href, label: item.label }] : []), ...sidebarLinks(item.items)],
  );
}

/** The first internal link of a sidebar, or null when it has none. */
export function firstSidebarLink(items: readonly SidebarItem[]): { href: string; label: string } | null {
  return sidebarLinks(items).find((link) => link.href.startsWith("/")) ?? null;
}

/** Previous and next pages around `pathname` in the sidebar's reading order. */
export function adjacentSidebarLinks(
  items: readonly SidebarItem[],
  pathname: string,
): { previous: { href: string; label: string } | null; next: { href: string; label: string } | null } {
  const links = sidebarLinks(items).filter((link) => link.href.startsWith("/"));
  const index = links.findIndex((link) => isSamePagePath(link.href, pathname));
  if (index === -1) return { previous: null, next: null };
  return { previous: links[index - 1] ?? null, next: links[index + 1] ?? null };
}

export interface Crumb {
  label: string;
  href?: string;
}

/**
 * The categories leading to `pathname` in a sidebar, outermost first, then
 * the page itself. Empty when the page is not in the sidebar.
 */
export function breadcrumbTrail(items: readonly SidebarItem[], pathname: string): Crumb[] {
  const target = trimTrailingSlashes(pathname);
  const search = (list: readonly SidebarItem[], trail: Crumb[]): Crumb[] | null => {
    for (const item of list) {
      if (item.type === "link") {
        if (trimTrailingSlashes(item.href) === target) return [...trail, { label: item.label }];
      } else {
        if (item.href && trimTrailingSlashes(item.href) === target) return [...trail, { label: item.label }];
        const found = search(item.items, [...trail, { label: item.label, href: item.href }]);
        if (found) return found;
      }
    }
    return null;
  };
  return search(items, []) ?? [];
}

/** The id of a top-level category's card on its section's page (`<SidebarCards />`), for links to it. */
export function categoryCardId(label: string): string {
  return `section-${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}

/**
 * A guide's breadcrumbs: its section, then the trail. A top-level category
 * with no page of its own links to its card on the section's page, which
 * lists the category's guides, so every crumb but the page itself is a link,
 * as on API pages (where each tag has a page).
 */
export function guideBreadcrumbs(section: { label: string; href: string }, trail: readonly Crumb[]): Crumb[] {
  if (trail.length === 0) return [];
  const [first, ...rest] = trail;
  const categoryCard = rest.length > 0 && !first.href ? { ...first, href: `${section.href}#${categoryCardId(first.label)}` } : first;
  return [section, categoryCard, ...rest];
}

/** True when the category (or anything under it) links to `pathname`. */
export function categoryContains(item: SidebarItem, pathname: string): boolean {
  if (item.type === "link") return isSamePagePath(item.href, pathname);
  return (item.href !== undefined && isSamePagePath(item.href, pathname)) || item.items.some((child) => categoryContains(child, pathname));
}

/** Position of `pathname` in the sidebar's reading order (0-based), or the number of links when absent. */
export function readingOrder(items: readonly SidebarItem[], pathname: string): number {
  const links = sidebarLinks(items);
  const index = links.findIndex((link) => isSamePagePath(link.href, pathname));
  return index === -1 ? links.length : index;
}
