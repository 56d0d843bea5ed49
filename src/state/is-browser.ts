import { useEffect, useState } from "react";

/**
 * False during server rendering and the hydration pass, true afterwards.
 * Use it for UI that must not be interactive before React has taken over
 * (the colour-mode toggle is disabled until then).
 */
export function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
