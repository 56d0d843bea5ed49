import { useEffect } from "react";

/** Opens every <details> around the element the URL's #fragment names, then scrolls it into view. */
export function revealHashTarget(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (!id) return;
  const target = document.getElementById(id);
  if (!target) return;
  let opened = false;
  for (let el: HTMLElement | null = target.parentElement; el; el = el.parentElement) {
    if (el instanceof HTMLDetailsElement && !el.open) {
      el.open = true;
      opened = true;
    }
  }
  if (opened) target.scrollIntoView({ block: "start" });
}

/**
 * Deep links into collapsed parts of a page (a schema field inside a
 * closed <details>) open those parts so the target is visible.
 */
export function useRevealHashTarget(locationHash: string): void {
  useEffect(() => {
    revealHashTarget(locationHash);
    const onHashChange = () => revealHashTarget(window.location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [locationHash]);
}
