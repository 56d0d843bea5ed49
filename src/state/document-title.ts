import { useEffect } from "react";

/**
 * Holds the document title at `title` while the component is mounted,
 * even if the page's own <head> management writes another one afterwards
 * (as Gatsby does once the crashed page's head is applied). The previous
 * title comes back on unmount.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    const observer = new MutationObserver(() => {
      if (document.title !== title) document.title = title;
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = previous;
    };
  }, [title]);
}
