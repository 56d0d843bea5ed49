import { useEffect, useRef, useState } from "react";
import { NAVBAR_ALWAYS_VISIBLE_SCROLL_PX } from "../shell-constants";
import { useScrollPosition } from "./scroll-position";

/** How long scroll events caused by jumping to an anchor are ignored. */
const ANCHOR_JUMP_GRACE_MS = 150;

/**
 * Whether a hide-on-scroll navbar shows after the page scrolled from
 * `previousScrollY` to `scrollY`: shown near the top and on the way up,
 * hidden on the way down; null when the page did not move (it stays as it was).
 */
export function navbarVisibleAfterScroll({ scrollY, previousScrollY }: { scrollY: number; previousScrollY: number }): boolean | null {
  if (scrollY < NAVBAR_ALWAYS_VISIBLE_SCROLL_PX) return true;
  if (scrollY === previousScrollY) return null;
  return scrollY < previousScrollY;
}

/**
 * Decides whether a hide-on-scroll navbar is visible: hidden while the
 * reader scrolls down, shown again when they scroll up, when they are near
 * the top of the page, or right after a jump to an `#anchor`.
 */
export function useHideableNavbar(hideOnScroll: boolean, locationHash: string): boolean {
  const [visible, setVisible] = useState(true);
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
    const onAnchorJump = () => {
      ignoreScrollUntil.current = Date.now() + ANCHOR_JUMP_GRACE_MS;
      setVisible(true);
    };
    window.addEventListener("hashchange", onAnchorJump);
    return () => window.removeEventListener("hashchange", onAnchorJump);
  }, [hideOnScroll]);

  useScrollPosition(
    hideOnScroll
      ? (position) => {
          const next = Date.now() < ignoreScrollUntil.current ? true : navbarVisibleAfterScroll(position);
          if (next !== null) setVisible(next);
        }
      : null,
    [hideOnScroll],
  );

  return visible;
}
