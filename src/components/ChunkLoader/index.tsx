import React, { useCallback, useEffect, useState } from "react";
import { CHUNK_SPINNER_DELAY_MS } from "../../shell-constants";
import { Spinner } from "../Spinner";
import * as styles from "./styles.module.css";

type Loader<P> = () => Promise<{ default: React.ComponentType<P> }>;

type LoadState<P> = { status: "loading" } | { status: "loaded"; Component: React.ComponentType<P> } | { status: "failed"; error: Error };

/**
 * Makes a component whose code is downloaded on first use. While the chunk
 * loads, a spinner appears after a short delay (fast loads show nothing);
 * if the download fails, the error and a Retry button that downloads it
 * again take its place. Once loaded, the component renders at once.
 */
export function createChunkComponent<P extends object>(load: Loader<P>, label: string): React.ComponentType<P> {
  let loaded: React.ComponentType<P> | null = null;

  function ChunkComponent(props: P) {
    const [state, setState] = useState<LoadState<P>>(() => (loaded ? { status: "loaded", Component: loaded } : { status: "loading" }));
    const [showSpinner, setShowSpinner] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (state.status !== "loading") return undefined;
      let cancelled = false;
      const spinnerTimer = setTimeout(() => setShowSpinner(true), CHUNK_SPINNER_DELAY_MS);
      load().then(
        (module) => {
          loaded = module.default;
          if (!cancelled) setState({ status: "loaded", Component: module.default });
        },
        (error: unknown) => {
          if (!cancelled) setState({ status: "failed", error: error instanceof Error ? error : new Error(String(error)) });
        },
      );
      return () => {
        cancelled = true;
        clearTimeout(spinnerTimer);
      };
      // `attempt` restarts the download after Retry.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [attempt]);

    const retry = useCallback(() => {
      setShowSpinner(false);
      setState({ status: "loading" });
      setAttempt((a) => a + 1);
    }, []);

    if (state.status === "loaded") return <state.Component {...props} />;
    if (state.status === "failed") {
      return (
        <div className={styles.error} role="alert">
          <p className={styles.message}>
            {label} could not be loaded: {state.error.message}
          </p>
          <button type="button" className="button-primary" onClick={retry}>
            Retry
          </button>
        </div>
      );
    }
    return showSpinner ? <Spinner label={`Loading ${label.toLowerCase()}…`} /> : null;
  }

  ChunkComponent.displayName = `Chunk(${label})`;
  return ChunkComponent;
}
