/**
 * Focuses the element an address's `#hash` names, without scrolling (the router has scrolled to it): after
 * a move to another page's anchor the reader's focus is there, as the browser puts it for an anchor on the
 * same page, and the next Tab goes on from it. Used by the site's navigation and the offline edition's.
 */
export function focusAnchorTarget(hash: string, doc: Document = document): void {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return;
  }
  const target = id === "" ? null : doc.getElementById(id);
  if (!target || target.contains(doc.activeElement)) return;
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
