/**
 * The current page's entry in a sidebar that scrolls on its own: when it is
 * out of sight (a page deep in the API reference's list), the list is
 * scrolled so that it shows about a third of the way down, where a reader looks
 * first. An entry already in sight is left where it is: a list that moved
 * under the pointer would turn a press into a press on another page.
 *
 * Twice, alike: {@link CURRENT_ENTRY_SCRIPT} runs as the browser reads the
 * sidebar's HTML, before its first paint and without waiting for the
 * bundles; {@link revealCurrentEntry} runs after a move within the site and
 * when the phone's menu opens. The unit test runs both on the same boxes.
 */

/** The current page's entry in a list of links. */
export const CURRENT_ENTRY_SELECTOR = 'a[aria-current="page"]';

/** How far down the list's visible part the entry is put: about a third. */
const PLACE = 0.3;

/** Scrolls `list` (a scrolling element) so that its entry marked as the current page is in sight, when it is not. */
export function revealCurrentEntry(list: HTMLElement): void {
  const entry = list.querySelector(CURRENT_ENTRY_SELECTOR);
  // Not drawn (inside a category about to open): no box to bring into sight yet.
  if (!entry || entry.getClientRects().length === 0) return;
  const box = list.getBoundingClientRect();
  // A sticky list taller than what is left of the window below the announcement is seen only down to the window's edge.
  const bottom = Math.min(box.bottom, window.innerHeight);
  const { top, bottom: entryBottom } = entry.getBoundingClientRect();
  if (top >= box.top && entryBottom <= bottom) return;
  list.scrollTop += top - box.top - (bottom - box.top) * PLACE;
}

/**
 * {@link revealCurrentEntry} as an inline script, for the element that holds it (`document.currentScript`'s
 * parent). Its text is hashed into the Content-Security-Policy (src/gatsby/deploy-files.ts), so it is the same on
 * every page.
 */
export const CURRENT_ENTRY_SCRIPT =
  `(function(l){var e=l.querySelector(${JSON.stringify(CURRENT_ENTRY_SELECTOR)});if(!e||e.getClientRects().length===0)return;` +
  "var b=l.getBoundingClientRect(),m=Math.min(b.bottom,window.innerHeight),r=e.getBoundingClientRect();" +
  `if(r.top>=b.top&&r.bottom<=m)return;l.scrollTop+=r.top-b.top-(m-b.top)*${PLACE}})(document.currentScript.parentNode)`;
