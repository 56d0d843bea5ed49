/** What the shortcut reads of the element a key was pressed in. */
interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
}

/**
 * True when the keyboard event should open the search box: "/" or Ctrl/Cmd+K, except "/" while
 * typing in a field, where it is text. Self-contained (no helpers outside it): the pre-paint
 * script carries its text, to keep a shortcut pressed before the page's code has run.
 */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey"> & { target: EventTarget | KeyTarget | null },
): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") return true;
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as KeyTarget | null;
  const typing =
    target !== null &&
    ((typeof target.tagName === "string" && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) || target.isContentEditable === true);
  return !typing;
}

/** The event that asks the navbar's search to open (its `detail` is the query to start with). */
export const OPEN_SEARCH_EVENT = "postcodes-docs:open-search";

/** Opens the navbar's search with `query` typed in: for a page that offers a search (the not-found page). */
export function openSearch(query: string): void {
  document.dispatchEvent(new CustomEvent<string>(OPEN_SEARCH_EVENT, { detail: query }));
}
