import { useCallback, useEffect, useState } from "react";

/** A module downloaded on demand: loading, loaded (with the module) or failed (with why). */
export type OnDemandState<M> = { status: "loading" } | { status: "loaded"; module: M } | { status: "failed"; error: Error };

/**
 * Makes a hook for one module of code downloaded on demand (a webpack chunk).
 * The hook downloads it when `wanted` first turns true, and every later use
 * gets it at once: the module is kept once it has come. A failed download
 * is reported, and `retry` downloads it again.
 */
export function createOnDemandModule<M>(load: () => Promise<M>): (wanted: boolean) => { state: OnDemandState<M>; retry: () => void } {
  let loaded: { module: M } | null = null;

  return function useOnDemandModule(wanted) {
    const [state, setState] = useState<OnDemandState<M>>(() =>
      loaded ? { status: "loaded", module: loaded.module } : { status: "loading" },
    );
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (!wanted || state.status !== "loading") return undefined;
      let cancelled = false;
      load().then(
        (module) => {
          loaded = { module };
          if (!cancelled) setState({ status: "loaded", module });
        },
        (error: unknown) => {
          if (!cancelled) setState({ status: "failed", error: error instanceof Error ? error : new Error(String(error)) });
        },
      );
      return () => {
        cancelled = true;
      };
      // `attempt` downloads again after Retry.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [wanted, attempt]);

    const retry = useCallback(() => {
      setState({ status: "loading" });
      setAttempt((a) => a + 1);
    }, []);

    return { state, retry };
  };
}
