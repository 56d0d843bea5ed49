import type { OperationRecord, TagRecord } from "../../plugins/gatsby-source-openapi";
import type { SidebarItemDefinition } from "../sidebars/sidebar-items";
import { API_BASE_PATH, apiIntroPath, apiOperationPath, apiTagPath } from "../navigation/api-paths";

/** What the sidebar reads of an operation. */
export type SidebarOperation = Pick<OperationRecord, "slug" | "method" | "summary" | "sidebarLabel" | "tags" | "order">;
/** What the sidebar reads of a tag. */
export type SidebarTag = Pick<TagRecord, "name" | "slug" | "order" | "operationSlugs">;

/** Label of the group holding operations that have no tag. */
export const UNTAGGED_LABEL = "Other operations";

/**
 * Above this many operations, tag categories start collapsed (except the
 * one holding the page being read) and their links are only rendered when
 * opened, so each page does not carry the whole API's navigation.
 */
export const LARGE_API_OPERATIONS = 60;

/** The sidebar's entry for the API reference's index page (every operation, by tag). */
export const API_INDEX_LABEL = "All endpoints";

/**
 * The API reference sidebar: the index of every operation and the introduction, then one category per tag
 * (linking to the tag's page) with its operations and their HTTP methods,
 * grouped by `x-tagGroups` when the description has them, then untagged
 * operations.
 */
export function buildApiSidebar(
  tags: readonly SidebarTag[],
  operations: readonly SidebarOperation[],
  tagGroups: readonly { name: string; tags: readonly string[] }[] = [],
): SidebarItemDefinition[] {
  const bySlug = new Map(operations.map((op) => [op.slug, op]));
  const collapsed = operations.length > LARGE_API_OPERATIONS;
  const opLink = (op: SidebarOperation): SidebarItemDefinition => ({
    type: "link",
    // The summary stays the page's title; a long one has a shorter label here, so that it keeps to two lines.
    label: op.sidebarLabel ?? op.summary,
    href: apiOperationPath(op.slug),
    badge: op.method.toUpperCase(),
  });
  const tagCategory = (tag: SidebarTag): SidebarItemDefinition => ({
    type: "category",
    label: tag.name,
    collapsed,
    link: { type: "link", href: apiTagPath(tag.slug) },
    items: tag.operationSlugs.flatMap((slug) => {
      const op = bySlug.get(slug);
      return op ? [opLink(op)] : [];
    }),
  });
  const sortedTags = [...tags].sort((a, b) => a.order - b.order);
  const items: SidebarItemDefinition[] = [
    { type: "link", label: API_INDEX_LABEL, href: API_BASE_PATH },
    { type: "link", label: "Introduction", href: apiIntroPath() },
  ];

  if (tagGroups.length > 0) {
    const grouped = new Set(tagGroups.flatMap((g) => g.tags));
    for (const group of tagGroups) {
      const groupTags = sortedTags.filter((t) => group.tags.includes(t.name));
      if (groupTags.length > 0) items.push({ type: "category", label: group.name, collapsed: false, items: groupTags.map(tagCategory) });
    }
    items.push(...sortedTags.filter((t) => !grouped.has(t.name)).map(tagCategory));
  } else {
    items.push(...sortedTags.map(tagCategory));
  }

  const untagged = [...operations].filter((op) => op.tags.length === 0).sort((a, b) => a.order - b.order);
  if (untagged.length > 0) {
    items.push({
      type: "category",
      label: UNTAGGED_LABEL,
      collapsed,
      link: { type: "link", href: API_BASE_PATH },
      items: untagged.map(opLink),
    });
  }
  return items;
}
