import { STORAGE_KEYS } from "../shell-constants";
import { createStorageSlot } from "../storage/storage";

/**
 * A link the site makes itself to a console that sends at once (the search's "Look up", the
 * map's point actions) leaves a note, just before it is followed, that the console at that
 * address may send to the server the reader chose here. A link from anywhere else cannot leave
 * one (the note is in this site's storage), so it still waits for Send when its server is not one
 * the description lists. The note is used up by the console it was for, and is good for a minute.
 */

const slot = createStorageSlot(STORAGE_KEYS.consoleSiteLink);

/** How long a note waits for its console: the page and the console's code load in between. */
export const SITE_LINK_NOTE_MS = 60_000;

/** The query string of an address ("?try&…"), the part the console reads. */
const searchOf = (address: string) => {
  const at = address.indexOf("?");
  return at < 0 ? "" : address.slice(at).split("#")[0];
};

/** Notes that the site itself is about to open `address` (a path with its query string). */
export function noteSiteLink(address: string, now = Date.now()): void {
  slot.set(JSON.stringify({ search: searchOf(address), at: now }));
}

/** Whether the site itself opened the console at this query string a moment ago. */
export function isSiteLink(search: string, now = Date.now()): boolean {
  const text = slot.get();
  if (text === null) return false;
  try {
    const note = JSON.parse(text) as { search?: unknown; at?: unknown };
    return note.search === search && typeof note.at === "number" && now - note.at >= 0 && now - note.at <= SITE_LINK_NOTE_MS;
  } catch {
    return false;
  }
}

/** Uses the note up, once the console it was for has opened. */
export const forgetSiteLink = () => slot.del();
