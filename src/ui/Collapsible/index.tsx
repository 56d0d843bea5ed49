import { useRef, useState, type ReactNode } from "react";
import { useIsomorphicLayoutEffect } from "../../state/isomorphic-layout-effect";
import { usePrefersReducedMotion } from "../../state/reduced-motion";

/** Easing of every collapse animation. */
export const COLLAPSE_EASING = "ease-in-out";

/**
 * Duration of a collapse/expand animation for content `height` pixels tall:
 * longer for taller content, in the curve Material UI uses. 1 ms when the
 * reader prefers reduced motion (so transition events still fire).
 */
export function collapseDurationMs(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

interface CollapsibleProps {
  collapsed: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Shows or hides its children with a height animation. Collapsed content is
 * `hidden` (out of the tab order and the accessibility tree), and is
 * already hidden in the server HTML.
 */
export function Collapsible({ collapsed, id, className, children }: CollapsibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [hidden, setHidden] = useState(collapsed);
  const previous = useRef(collapsed);

  useIsomorphicLayoutEffect(() => {
    const el = ref.current;
    if (!el || previous.current === collapsed) return undefined;
    previous.current = collapsed;
    // Expanding: show the content now (React's render agrees below) so it can be measured.
    if (!collapsed) {
      el.hidden = false;
      setHidden(false);
    }
    const height = el.scrollHeight;
    const duration = collapseDurationMs(height, reducedMotion);
    el.style.overflow = "hidden";
    el.style.transition = `height ${duration}ms ${COLLAPSE_EASING}`;
    el.style.height = collapsed ? `${height}px` : "0px";
    void el.offsetHeight; // commit the start height before animating
    el.style.height = collapsed ? "0px" : `${height}px`;

    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      el.style.transition = "";
      el.style.height = "";
      el.style.overflow = "";
      if (collapsed) setHidden(true);
    };
    el.addEventListener("transitionend", finish, { once: true });
    // transitionend never fires when nothing moves (empty content); finish anyway.
    const timer = setTimeout(finish, duration + 50);
    return () => {
      clearTimeout(timer);
      el.removeEventListener("transitionend", finish);
      finish();
    };
  }, [collapsed, reducedMotion]);

  return (
    <div ref={ref} id={id} className={className} hidden={hidden} data-collapsed={collapsed ? "true" : "false"}>
      {children}
    </div>
  );
}
