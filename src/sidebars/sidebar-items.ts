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

/** A sidebar entry that cannot be resolved; names the file and the entry. */
export class SidebarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SidebarError";
  }
}

/** The doc id an unknown one most likely meant: the same last part (a moved file), or one that contains it. */
export function likelyDocId(id: string, known: readonly string[]): string | undefined {
  const last = id.split("/").pop() ?? id;
  return known.find((k) => k.split("/").pop() === last) ?? known.find((k) => k.includes(id) || id.includes(k));
}

/** A sidebar with its doc ids resolved, and what could not be (those entries are left out). */
export interface ResolvedSidebar {
  items: SidebarItem[];
  /** One message per entry that could not be resolved, naming the file, the sidebar and the entry's place. */
  problems: string[];
}

/**
 * Resolves doc ids to links. An entry that cannot be resolved (an unknown
 * doc id or type) is left out and described in `problems`, so one mistake
 * does not take the whole sidebar down; the build stops on any problem.
 */
export function resolveSidebar(
  sidebarId: string,
  definition: readonly SidebarItemDefinition[],
  docs: ReadonlyMap<string, SidebarDoc>,
  source: string,
): ResolvedSidebar {
  const problems: string[] = [];
  const known = [...docs.keys()].sort();
  const doc = (id: string, where: string): SidebarDoc | null => {
    const found = docs.get(id);
    if (found) return found;
    const guess = likelyDocId(id, known);
    problems.push(
      `${source}: sidebar "${sidebarId}" ${where} refers to doc id "${id}", which does not exist${guess ? ` (did you mean "${guess}"?)` : ""}. ` +
        `Doc ids are paths under content/docs without the extension: restore content/docs/${id}.mdx, or remove or change the entry.`,
    );
    return null;
  };
  const resolveItem = (item: SidebarItemDefinition, at: string): SidebarItem | null => {
    if (typeof item === "string") {
      const d = doc(item, at);
      return d && { type: "link", label: d.label, href: d.path };
    }
    switch (item.type) {
      case "doc": {
        const d = doc(item.id, at);
        return d && { type: "link", label: item.label ?? d.label, href: d.path };
      }
      case "link":
        return { type: "link", label: item.label, href: item.href, ...(item.badge ? { badge: item.badge } : {}) };
      case "category": {
        const href = item.link ? (item.link.type === "doc" ? doc(item.link.id, `${at}.link`)?.path : item.link.href) : undefined;
        return {
          type: "category",
          label: item.label,
          collapsed: item.collapsed ?? false,
          ...(href ? { href } : {}),
          items: resolveItems(item.items, `${at}.items`),
        };
      }
      default:
        problems.push(
          `${source}: sidebar "${sidebarId}" ${at} has an unknown type ${JSON.stringify((item as { type?: unknown }).type)}; use "doc", "link" or "category".`,
        );
        return null;
    }
  };
  const resolveItems = (items: readonly SidebarItemDefinition[], where: string): SidebarItem[] =>
    items.flatMap((item, i) => resolveItem(item, `${where}[${i}]`) ?? []);
  const items = resolveItems(definition, "items");
  const depth = sidebarDepth(items);
  if (depth > SIDEBAR_MAX_DEPTH) {
    problems.push(
      `${source}: sidebar "${sidebarId}" nests categories ${depth} levels deep; pages read at most ${SIDEBAR_MAX_DEPTH} (src/sidebars/sidebar-query.ts). Flatten it, or deepen that query and this limit together.`,
    );
  }
  return { items, problems };
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
