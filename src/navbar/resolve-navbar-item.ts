import { NAVBAR_ITEM_DEFAULTS } from "../config/site-config.defaults";
import type { LinkConfig, NavbarItemConfig, NavbarItemType } from "../config/site-config.types";
import { trimTrailingSlashes } from "../navigation/paths";

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
  | { kind: "hidden" }
  | { kind: "unresolved"; problem: NavbarItemProblem };

/**
 * Why an item of the configuration cannot be turned into a navbar entry.
 * The build stops on it, with a message that says what to do
 * (check-navbar-items.ts, which is not in the browser's bundles).
 */
export type NavbarItemProblem =
  | { code: "unknown-type"; type: string }
  | { code: "unknown-doc"; docId: string }
  | { code: "unknown-sidebar"; sidebarId: string }
  | { code: "empty-sidebar"; sidebarId: string }
  | { code: "no-version"; list: boolean };

const unresolved = (problem: NavbarItemProblem): ResolvedNavbarItem => ({ kind: "unresolved", problem });

/** A problem in a few words, for the crash screen (the build's message, with a guess and what to do, is check-navbar-items.ts's). */
export function navbarProblemSummary(problem: NavbarItemProblem): string {
  switch (problem.code) {
    case "unknown-type":
      return `No navbar item component found for type "${problem.type}".`;
    case "unknown-doc":
      return `"${problem.docId}" is not a doc id.`;
    case "unknown-sidebar":
      return `Couldn't find a sidebar with id "${problem.sidebarId}".`;
    case "empty-sidebar":
      return `Couldn't find any doc for sidebar "${problem.sidebarId}".`;
    case "no-version":
      return "The docs have no version.";
  }
}

/** True when `pathname` is `base` or lies under it. */
export function isPathUnder(pathname: string, base: string): boolean {
  const p = trimTrailingSlashes(pathname);
  const b = trimTrailingSlashes(base);
  return p === b || (b !== "/" && p.startsWith(`${b}/`));
}

/** A configured link as the navbar shows it; null for the offline edition's link where there is no zip. */
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

/** The configuration of a navbar item of type `T` (a link when `type` is left out). */
type ItemOf<T extends NavbarItemType> = T extends "default" ? LinkConfig : Extract<NavbarItemConfig, { type: T }>;
type Resolver<T extends NavbarItemType> = (item: ItemOf<T>, data: NavigationData, active: ActivePage) => ResolvedNavbarItem;

function currentVersion(data: NavigationData) {
  return data.versions.find((v) => v.name === data.preferredVersionName) ?? data.versions[0];
}

function resolveDoc({ docId, label }: ItemOf<"doc">, data: NavigationData, active: ActivePage): ResolvedNavbarItem {
  const doc = data.docs[docId];
  if (!doc) return unresolved({ code: "unknown-doc", docId });
  const isActive = isPathUnder(active.pathname, doc.path);
  if (doc.unlisted && !isActive) return { kind: "hidden" };
  return { kind: "link", label: label ?? doc.title, to: doc.path, active: isActive };
}

function resolveDocSidebar({ sidebarId, label }: ItemOf<"docSidebar">, data: NavigationData, active: ActivePage): ResolvedNavbarItem {
  const sidebar = data.sidebars[sidebarId];
  if (!sidebar) return unresolved({ code: "unknown-sidebar", sidebarId });
  if (!sidebar.firstLink) return unresolved({ code: "empty-sidebar", sidebarId });
  return { kind: "link", label, to: sidebar.firstLink.href, active: active.sidebarId === sidebarId };
}

/**
 * How each navbar item type resolves. Checked against every type of the
 * configuration's schema: a type without a resolver does not compile.
 */
const NAVBAR_ITEM_RESOLVERS = {
  default: (item, data, active) => {
    const link = resolveLink(item, active, data);
    return link ? { kind: "link", ...link } : { kind: "hidden" };
  },
  dropdown: ({ label, items, className }, data, active) => {
    const links = items.map((l) => resolveLink(l, active, data)).filter((l): l is ResolvedLink => l !== null);
    return { kind: "dropdown", label, items: links, active: links.some((l) => l.active), className };
  },
  search: () => ({ kind: "search" }),
  html: ({ value, className }) => ({ kind: "html", html: value, className }),
  doc: resolveDoc,
  docSidebar: resolveDocSidebar,
  docsVersion: ({ label, to }, data, active) => {
    const version = currentVersion(data);
    if (!version) return unresolved({ code: "no-version", list: false });
    const path = to ?? version.path;
    return { kind: "link", label: label ?? version.label, to: path, active: isPathUnder(active.pathname, path) };
  },
  docsVersionDropdown: (_item, data) => {
    const current = currentVersion(data);
    if (!current) return unresolved({ code: "no-version", list: true });
    return {
      kind: "dropdown",
      label: current.label,
      mobileLabel: "Versions",
      items: data.versions.map((v) => ({ label: v.label, to: v.path, active: v.name === current.name })),
      active: false,
    };
  },
  localeDropdown: (_item, data, active) => ({
    kind: "dropdown",
    label: data.locale.label,
    mobileLabel: "Languages",
    items: [{ label: data.locale.label, to: active.pathname, active: true }],
    active: false,
  }),
} satisfies { [T in NavbarItemType]: Resolver<T> };

/** Every navbar item type the shell can render. */
export const NAVBAR_ITEM_TYPES = Object.keys(NAVBAR_ITEM_RESOLVERS) as NavbarItemType[];

/**
 * Turns one configured navbar item into what the navbar renders, or into
 * the problem that stops it (an unknown type, a doc id that does not exist,
 * a sidebar with nothing to link to): the build checks every item this way
 * (check-navbar-items.ts), so those never reach readers.
 */
export function resolveNavbarItem(item: NavbarItemConfig, data: NavigationData, active: ActivePage): ResolvedNavbarItem {
  const type: string = item.type ?? NAVBAR_ITEM_DEFAULTS.type;
  if (!Object.prototype.hasOwnProperty.call(NAVBAR_ITEM_RESOLVERS, type)) return unresolved({ code: "unknown-type", type });
  // The map pairs each type with the resolver of that type's items; `item.type` picked this one.
  const resolve = NAVBAR_ITEM_RESOLVERS[type as NavbarItemType] as Resolver<NavbarItemType>;
  return resolve(item as ItemOf<NavbarItemType>, data, active);
}

/** The message shown (and thrown at build time) when an item cannot be rendered. */
export function describeFailedNavbarItem(item: unknown, index?: number): string {
  const where = index === undefined ? "navbar.items" : `navbar.items[${index}]`;
  return `A navbar item failed to render.\nPlease double-check this navbar item (${where} in site.config.ts):\n${JSON.stringify(item, null, 2)}`;
}
