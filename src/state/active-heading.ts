import { useEffect, useState } from "react";

/**
 * The id of the heading the reader is in: the last of `ids` whose heading
 * has scrolled above a line just under the navbar. Updates on scroll.
 */
export function useActiveHeading(ids: readonly string[], offsetPx = 100): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join("\n");
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= offsetPx) current = id;
      }
      // At the very bottom the last sections may never reach the line.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? ids[ids.length - 1] : (current ?? ids[0]));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
    // `key` stands for the contents of `ids`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, offsetPx]);
  return active;
}
