/**
 * The console's part of the address bar: it writes its inputs there as it
 * goes (in the form of src/navigation/console-address.ts) and copies the
 * address to share. The operation page's Try it section needs it too, to
 * tell a shared address from one the console wrote.
 */

import { hashWithSearch, isHashEdition } from "../navigation/edition-address";

let written: string | null = null;

/** The query string the console last put in the address bar, so that the page does not take it for a new shared request. */
export const lastWrittenSearch = () => written;

/**
 * Puts the console's query string in the address bar without a navigation
 * (and without a history entry). In the hash-routed edition the query goes
 * with the route, inside the hash (`index.html#/docs/api/x?try`).
 */
export function replaceAddressSearch(search: string): void {
  if (typeof window === "undefined") return;
  written = search;
  const { pathname, hash, search: current } = window.location;
  if (isHashEdition()) {
    const next = hashWithSearch(hash, search);
    if (next !== hash) window.history.replaceState(window.history.state, "", `${pathname}${current}${next}`);
    return;
  }
  if (current === search) return;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
}

/** The page's address with the console's query string, to share ("Copy link"): without the anchor on the site. */
export function addressWithSearch(search: string): string {
  const { origin, pathname, hash, href } = window.location;
  // A page opened from disk has the origin "null": the edition's address is its href up to the hash.
  return isHashEdition() ? `${href.split("#")[0]}${hashWithSearch(hash, search)}` : `${origin}${pathname}${search}`;
}
