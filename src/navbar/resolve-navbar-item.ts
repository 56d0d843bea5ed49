import type { LinkConfig, NavbarItemConfig, NavbarItemType } from "../config/site-config.types";
import { NAVBAR_ITEM_TYPES } from "../config/validate-site-config";

/** What navbar items can point at, known once the docs and sidebars are built. */
export interface NavigationData {
  docs: Readonly<Record<string, { path: string; title: string; unlisted: boolean }>>;
  sidebars: Readonly<Record<string, { firstLink: { href: string; label: string } | null }>>;
  versions: readonly { name: string; label: string; path: string }[];
  preferredVersionName: string | null;
  locale: { label: string; htmlLang: string };
  /** The offline edition's zip and its size; null where there is none (the hash-routed site itself). */
  offlineEdition: { href: string; size: string } | null;
}

/** Where the reader is: the page path and the sidebar that page belongs to. */
export interface ActivePage {
  pathname: string;
  sidebarId: string | null;
}

export interface ResolvedLink {
  label: string;
  to?: string;
  href?: string;
  html?: string;
  target?: "_blank" | "_self";
  className?: string;
  active: boolean;
  /** A file to download rather than a page (the offline edition). */
  download?: boolean;
  /** Shown after the label in brackets: the download's size. */
  size?: string;
}

export type ResolvedNavbarItem =
  | ({ kind: "link" } & ResolvedLink)
  | { kind: "dropdown"; label: string; items: ResolvedLink[]; active: boolean; mobileLabel?: string; className?: string }
  | { kind: "search" }
  | { kind: "html"; html: string; className?: string }
  | { kind: "hidden" };

/** An item of the configuration that cannot be turned into a navbar entry. */
export class NavbarItemError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NavbarItemError";
  }
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** True when `pathname` is `base` or lies under it. */
export function isPathUnder(pathname: string, base: string): boolean {
  const p = trimSlash(pathname);
  const b = trimSlash(base);
  return p === b || (b !== "/" && p.startsWith(`${b}/`));
}

function resolveLink(link: LinkConfig, active: ActivePage, data: NavigationData): ResolvedLink | null {
  if (link.offlineEdition) {
    if (!data.offlineEdition) return null;
    return { label: link.label, href: data.offlineEdition.href, download: true, size: data.offlineEdition.size, active: false };
  }
  const base = link.activeBasePath ?? link.to;
  return {
    label: link.label,
    to: link.to,
    href: link.href,
    html: link.html,
    target: link.target ?? (link.href && /^https?:/.test(link.href) ? "_blank" : undefined),
    className: link.className,
    active: base !== undefined && isPathUnder(active.pathname, base),
  };
}

/**
 * Turns one configured navbar item into what the navbar renders. Throws a
 * {@link NavbarItemError} for an unknown type, a doc id that does not exist,
 * or a sidebar with nothing to link to; the build calls this for every item
 * so those mistakes never reach readers.
 */
export function resolveNavbarItem(item: NavbarItemConfig, data: NavigationData, active: ActivePage): ResolvedNavbarItem {
  const type = (item.type ?? "default") as NavbarItemType;
  switch (type) {
    case "default": {
      const link = resolveLink(item as LinkConfig, active, data);
      return link ? { kind: "link", ...link } : { kind: "hidden" };
    }

    case "dropdown": {
      const { label, items, className } = item as Extract<NavbarItemConfig, { type: "dropdown" }>;
      const links = items.map((l) => resolveLink(l, active, data)).filter((l): l is ResolvedLink => l !== null);
      return { kind: "dropdown", label, items: links, active: links.some((l) => l.active), className };
    }

    case "search":
      return { kind: "search" };

    case "html": {
      const { value, className } = item as Extract<NavbarItemConfig, { type: "html" }>;
      return { kind: "html", html: value, className };
    }

    case "doc": {
      const { docId, label } = item as Extract<NavbarItemConfig, { type: "doc" }>;
      const doc = data.docs[docId];
      if (!doc) {
        throw new NavbarItemError(
          `Couldn't find any doc with id "${docId}". Available doc ids: ${Object.keys(data.docs).sort().join(", ") || "(none)"}.`,
        );
      }
      const isActive = isPathUnder(active.pathname, doc.path);
      if (doc.unlisted && !isActive) return { kind: "hidden" };
      return { kind: "link", label: label ?? doc.title, to: doc.path, active: isActive };
    }

    case "docSidebar": {
      const { sidebarId, label } = item as Extract<NavbarItemConfig, { type: "docSidebar" }>;
      const sidebar = data.sidebars[sidebarId];
      if (!sidebar) {
        throw new NavbarItemError(
          `Couldn't find a sidebar with id "${sidebarId}". Available sidebars: ${Object.keys(data.sidebars).sort().join(", ") || "(none)"}.`,
        );
      }
      if (!sidebar.firstLink) {
        throw new NavbarItemError(
          `Couldn't find any doc for sidebar "${sidebarId}": it holds no doc link for the navbar item to point at. Add a doc to the sidebar or remove the item.`,
        );
      }
      return { kind: "link", label, to: sidebar.firstLink.href, active: active.sidebarId === sidebarId };
    }

    case "docsVersion": {
      const { label, to } = item as Extract<NavbarItemConfig, { type: "docsVersion" }>;
      const version = data.versions.find((v) => v.name === data.preferredVersionName) ?? data.versions[0];
      if (!version) throw new NavbarItemError("The docs have no version to link to.");
      const path = to ?? version.path;
      return { kind: "link", label: label ?? version.label, to: path, active: isPathUnder(active.pathname, path) };
    }

    case "docsVersionDropdown": {
      const current = data.versions.find((v) => v.name === data.preferredVersionName) ?? data.versions[0];
      if (!current) throw new NavbarItemError("The docs have no version to list.");
      return {
        kind: "dropdown",
        label: current.label,
        mobileLabel: "Versions",
        items: data.versions.map((v) => ({ label: v.label, to: v.path, active: v.name === current.name })),
        active: false,
      };
    }

    case "localeDropdown":
      return {
        kind: "dropdown",
        label: data.locale.label,
        mobileLabel: "Languages",
        items: [{ label: data.locale.label, to: active.pathname, active: true }],
        active: false,
      };

    default:
      throw new NavbarItemError(`No navbar item component found for type "${String(type)}". Known types: ${NAVBAR_ITEM_TYPES.join(", ")}.`);
  }
}

/** The message shown (and thrown at build time) when an item cannot be rendered. */
export function describeFailedNavbarItem(item: unknown, index?: number): string {
  const where = index === undefined ? "navbar.items" : `navbar.items[${index}]`;
  return `A navbar item failed to render.\nPlease double-check this navbar item (${where} in site.config.ts):\n${JSON.stringify(item, null, 2)}`;
}
