import { useEffect, useRef, useState } from "react";
import { NAVBAR_ALWAYS_VISIBLE_SCROLL_PX } from "../shell-constants";

/** How long scroll events caused by jumping to an anchor are ignored. */
const ANCHOR_JUMP_GRACE_MS = 150;

/**
 * Decides whether a hide-on-scroll navbar is visible: hidden while the
 * reader scrolls down, shown again when they scroll up, when they are near
 * the top of the page, or right after a jump to an `#anchor`.
 */
export function useHideableNavbar(hideOnScroll: boolean, locationHash: string): boolean {
  const [visible, setVisible] = useState(true);
  const lastScrollY = useRef(0);
  const ignoreScrollUntil = useRef(0);

  // A jump to an anchor through the router (a Link to "#id") changes the hash
  // without a hashchange event.
  useEffect(() => {
    if (!hideOnScroll || !locationHash) return;
    ignoreScrollUntil.current = Date.now() + ANCHOR_JUMP_GRACE_MS;
    setVisible(true);
  }, [hideOnScroll, locationHash]);

  useEffect(() => {
    if (!hideOnScroll) return undefined;
    lastScrollY.current = window.scrollY;
    let frame = 0;

    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const previous = lastScrollY.current;
        lastScrollY.current = y;
        if (y < NAVBAR_ALWAYS_VISIBLE_SCROLL_PX) {
          setVisible(true);
        } else if (Date.now() < ignoreScrollUntil.current) {
          setVisible(true);
        } else if (y > previous) {
          setVisible(false);
        } else if (y < previous) {
          setVisible(true);
        }
      });
    };

    const onAnchorJump = () => {
      ignoreScrollUntil.current = Date.now() + ANCHOR_JUMP_GRACE_MS;
      setVisible(true);
    };

    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("hashchange", onAnchorJump);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("hashchange", onAnchorJump);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [hideOnScroll]);

  return visible;
}
