import { SIDEBAR_MAX_DEPTH, sidebarDepth, type SidebarDoc, type SidebarItem, type SidebarItemDefinition } from "./sidebar-items";

/**
 * Resolving a sidebar's definition (sidebars.ts, or the one generated from
 * the OpenAPI description) at build time: every doc id to its page, every
 * mistake to a message naming the file, the sidebar and the entry. Not in
 * the browser's bundles: pages read sidebars resolved.
 */

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
