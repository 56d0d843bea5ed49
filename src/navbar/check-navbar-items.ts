import { closestKey } from "../config/config-schema";
import type { NavbarItemConfig } from "../config/site-config.types";
import { likelyDocId } from "../sidebars/resolve-sidebar";
import { NAVBAR_ITEM_TYPES, type NavbarItemProblem, type NavigationData, resolveNavbarItem } from "./resolve-navbar-item";

/** The heading of the navbar's problems, in a build and in `gatsby develop`. */
export const NAVBAR_PROBLEMS_HEADING = "A navbar item cannot be rendered:";

/** The id an unknown one most likely meant: a typo (closestKey) or a moved guide (same last part). */
const likelyId = (id: string, known: readonly string[]) => closestKey(id, known) ?? likelyDocId(id, known);
const didYouMean = (guess: string | undefined) => (guess ? ` (did you mean "${guess}"?)` : "");

/** A problem of one navbar item in words: the item's key that holds the mistake, what is wrong and what to do. */
export function describeNavbarItemProblem(problem: NavbarItemProblem, data: NavigationData): { field: string | null; message: string } {
  switch (problem.code) {
    case "unknown-type":
      return {
        field: "type",
        message: `No navbar item component found for type "${problem.type}". Known types: ${NAVBAR_ITEM_TYPES.join(", ")}.`,
      };
    case "unknown-doc":
      return {
        field: "docId",
        message:
          `"${problem.docId}" is not a doc id${didYouMean(likelyId(problem.docId, Object.keys(data.docs).sort()))}. ` +
          "Doc ids are paths under content/docs without the extension: set docId to an existing guide's, or remove the item.",
      };
    case "unknown-sidebar": {
      const known = Object.keys(data.sidebars).sort();
      return {
        field: "sidebarId",
        message:
          `Couldn't find a sidebar with id "${problem.sidebarId}"${didYouMean(closestKey(problem.sidebarId, known))}. ` +
          `Available sidebars: ${known.join(", ") || "(none)"}. Set sidebarId to one of them, or remove the item.`,
      };
    }
    case "empty-sidebar":
      return {
        field: "sidebarId",
        message: `Couldn't find any doc for sidebar "${problem.sidebarId}": it holds no doc link for the navbar item to point at. Add a doc to the sidebar or remove the item.`,
      };
    case "no-version":
      return { field: null, message: `The docs have no version to ${problem.list ? "list" : "link to"}.` };
  }
}

/**
 * One message per navbar item that cannot be rendered (a doc or sidebar
 * that does not exist, a sidebar with nothing to link to, an unknown type):
 * the file, the key that holds the mistake (`navbar.items[2].docId`), what
 * is wrong and what to do. A build stops on them; `gatsby develop` shows
 * them (develop/navbar-check.ts) and renders the item inert.
 */
export function navbarItemProblems(items: readonly NavbarItemConfig[], data: NavigationData): string[] {
  return items.flatMap((item, index) => {
    const resolved = resolveNavbarItem(item, data, { pathname: "/", sidebarId: null });
    if (resolved.kind !== "unresolved") return [];
    const { field, message } = describeNavbarItemProblem(resolved.problem, data);
    return [`site.config.ts: navbar.items[${index}]${field ? `.${field}` : ""}: ${message}`];
  });
}
