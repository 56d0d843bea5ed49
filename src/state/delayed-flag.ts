import { useEffect, useMemo, useState } from "react";

/**
 * True once `active` has stayed true for `delayMs`; false again as soon as
 * it turns false. Loading indicators use it so that fast loads show nothing.
 *
 * The delay counts from the render that first saw `active`, not from the
 * effect that arms the timer: on a busy page (or while the page's first
 * hydration holds effects back) that effect can run much later, and the
 * indicator would then show late by as much.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  // One object per stretch of `active`, so that a new stretch never inherits the last one's "shown".
  const stretch = useMemo(() => (active ? { since: performance.now() } : null), [active]);
  const [shownFor, setShownFor] = useState<typeof stretch>(null);
  useEffect(() => {
    if (!stretch) return undefined;
    const remaining = stretch.since + delayMs - performance.now();
    if (remaining <= 0) {
      setShownFor(stretch);
      return undefined;
    }
    const timer = setTimeout(() => setShownFor(stretch), remaining);
    return () => clearTimeout(timer);
  }, [stretch, delayMs]);
  return stretch !== null && shownFor === stretch;
}
