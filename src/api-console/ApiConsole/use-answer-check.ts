import { useCallback, useEffect, useState } from "react";

type CheckModule = typeof import("../answer-check-chunk");

let loaded: CheckModule | null = null;

const load = () => import(/* webpackChunkName: "answer-check" */ "../answer-check-chunk");

export type CheckModuleState = { status: "loading" } | { status: "loaded"; module: CheckModule } | { status: "failed"; message: string };

/**
 * The answer check's code, downloaded when `wanted` first turns true (the
 * console's first answer), then kept. A failed download says so and can be
 * tried again; the answer shows as usual meanwhile.
 */
export function useAnswerCheckModule(wanted: boolean): { state: CheckModuleState; retry: () => void } {
  const [state, setState] = useState<CheckModuleState>(() => (loaded ? { status: "loaded", module: loaded } : { status: "loading" }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || state.status !== "loading") return undefined;
    let cancelled = false;
    load().then(
      (module) => {
        loaded = module;
        if (!cancelled) setState({ status: "loaded", module });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: "failed", message: error instanceof Error ? error.message : String(error) });
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
}
