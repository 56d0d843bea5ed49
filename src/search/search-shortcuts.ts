/** What the shortcut reads of the element a key was pressed in. */
interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
}

/** True while the reader types in a field: "/" is text there, not a shortcut. */
function isTyping(target: EventTarget | KeyTarget | null): boolean {
  if (target === null) return false;
  const tagName = "tagName" in target ? target.tagName : undefined;
  return (
    (typeof tagName === "string" && /^(INPUT|TEXTAREA|SELECT)$/.test(tagName)) ||
    ("isContentEditable" in target && target.isContentEditable === true)
  );
}

/** True when the keyboard event should open the search box: "/" or Ctrl/Cmd+K, except while typing in a field. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey"> & { target: EventTarget | KeyTarget | null },
): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}

/** The event that asks the navbar's search to open (its `detail` is the query to start with). */
export const OPEN_SEARCH_EVENT = "postcodes-docs:open-search";

/** Opens the navbar's search with `query` typed in: for a page that offers a search (the not-found page). */
export function openSearch(query: string): void {
  document.dispatchEvent(new CustomEvent<string>(OPEN_SEARCH_EVENT, { detail: query }));
}
