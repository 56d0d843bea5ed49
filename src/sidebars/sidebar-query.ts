import { graphql } from "gatsby";
import type { SidebarItem } from "./sidebar-items";

/**
 * A sidebar's entries, four levels deep (GraphQL queries name every level;
 * `SIDEBAR_MAX_DEPTH` in sidebar-items.ts makes the build reject a deeper
 * sidebar). Read the result with `sidebarFromQuery`.
 */
export const sidebarTreeFragment = graphql`
  fragment SidebarEntry on SidebarItem {
    type
    label
    href
    badge
    collapsed
  }
  fragment SidebarTree on SidebarItem {
    ...SidebarEntry
    items {
      ...SidebarEntry
      items {
        ...SidebarEntry
        items {
          ...SidebarEntry
        }
      }
    }
  }
`;

/** A sidebar entry as the GraphQL query returns it (type `SidebarItem`); the last level queried has no `items`. */
export interface QueriedSidebarItem {
  readonly type: string;
  readonly label: string;
  readonly href: string | null;
  readonly badge: string | null;
  readonly collapsed: boolean | null;
  readonly items?: readonly QueriedSidebarItem[] | null;
}

/** The sidebar pages render, from what their query returned. */
export function sidebarFromQuery(items: readonly QueriedSidebarItem[] | null | undefined): SidebarItem[] {
  return (items ?? []).map((item): SidebarItem => {
    if (item.type === "category") {
      return {
        type: "category",
        label: item.label,
        collapsed: item.collapsed ?? false,
        ...(item.href ? { href: item.href } : {}),
        items: sidebarFromQuery(item.items),
      };
    }
    return { type: "link", label: item.label, href: item.href ?? "", ...(item.badge ? { badge: item.badge } : {}) };
  });
}
