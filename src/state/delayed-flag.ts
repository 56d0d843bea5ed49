import { useEffect, useState } from "react";

/**
 * True once `active` has stayed true for `delayMs`; false again as soon as
 * it turns false. Loading indicators use it so that fast loads show nothing.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
