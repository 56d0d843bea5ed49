/** True when the keyboard event should open the search box: "/" or Ctrl/Cmd+K, except while typing in a field. */
export function isSearchShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">): boolean {
  const target = event.target as HTMLElement | null;
  const typing =
    target !== null &&
    typeof target === "object" &&
    "tagName" in target &&
    (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable === true);
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typing;
}
