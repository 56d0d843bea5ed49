import type { NavbarItemConfig } from "../config/site-config.types";
import { NavbarItemError, type NavigationData, resolveNavbarItem } from "./resolve-navbar-item";

/** The heading of the navbar's problems, in a build and in `gatsby develop`. */
export const NAVBAR_PROBLEMS_HEADING = "A navbar item cannot be rendered:";

/**
 * One message per navbar item that cannot be rendered (a doc or sidebar
 * that does not exist, a sidebar with nothing to link to, an unknown type):
 * the file, the key that holds the mistake (`navbar.items[2].docId`), what
 * is wrong and what to do. A build stops on them; `gatsby develop` shows
 * them (develop/navbar-check.ts) and renders the item inert.
 */
export function navbarItemProblems(items: readonly NavbarItemConfig[], data: NavigationData): string[] {
  return items.flatMap((item, index) => {
    try {
      resolveNavbarItem(item, data, { pathname: "/", sidebarId: null });
      return [];
    } catch (error) {
      if (!(error instanceof NavbarItemError)) throw error;
      return [`site.config.ts: navbar.items[${index}]${error.field ? `.${error.field}` : ""}: ${error.message}`];
    }
  });
}
