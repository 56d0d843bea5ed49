import { addFrameParts, pagePart } from "../rendering/page-parts";
import { ErrorPageContentPart } from "./ErrorPageContent/part";
import type { SidebarItem } from "../sidebars/sidebar-items";

/**
 * Parts of the page's frame whose code loads on demand, after the page's
 * own scripts (src/rendering/page-parts.ts): the docs sidebar and the
 * footer, each in a hydration boundary of the layout, so a loaded page keeps
 * their server HTML until their code has arrived, and the sidebar's items in
 * the mobile menu. A page reached by a link, or the offline edition's first
 * page, waits for them with its own parts, and a loaded page counts as
 * hydrated only once they are there (gatsby-browser.tsx), so the mobile menu
 * shows its sidebar in the task of the tap that opens it.
 */

const sidebar = () => import("./DocSidebar");

/** The docs or API sidebar beside the content. */
export const DocSidebarPart = pagePart<{ items: readonly SidebarItem[]; label: string }>(() => sidebar().then((m) => m.DocSidebar));
/** The same items in the mobile menu's secondary panel. */
export const SidebarItemsPart = pagePart<{ items: readonly SidebarItem[] }>(() => sidebar().then((m) => m.SidebarItems));
/** A guide's or API page's menu of what to do with the page as Markdown. */
export const PageActionsPart = pagePart<{ pathname: string }>(() => import("./PageActions").then((m) => m.PageActions));
/** The site's footer. */
export const FooterPart = pagePart<object>(() => import("./Footer").then((m) => m.Footer));

addFrameParts(() =>
  Promise.all([DocSidebarPart.load(), SidebarItemsPart.load(), PageActionsPart.load(), FooterPart.load(), ErrorPageContentPart.load()]),
);
