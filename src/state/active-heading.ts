import { useCallback, useEffect, useState } from "react";
import { useScrollPosition } from "./scroll-position";

/**
 * The id of the heading the reader is in: the last of `ids` whose heading
 * has scrolled above a line just under the navbar. Updates on scroll.
 */
export function useActiveHeading(ids: readonly string[], offsetPx = 100): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join("\n");
  const update = useCallback(() => {
    if (ids.length === 0) return;
    let current: string | null = null;
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el && el.getBoundingClientRect().top <= offsetPx) current = id;
    }
    // At the very bottom the last sections may never reach the line.
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    setActive(atBottom ? ids[ids.length - 1] : (current ?? ids[0]));
    // `key` stands for the contents of `ids`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, offsetPx]);
  useEffect(update, [update]);
  useScrollPosition(ids.length > 0 ? update : null, [update]);
  return active;
}
