import React, { useCallback, useEffect, useState } from "react";
import { CHUNK_SPINNER_DELAY_MS } from "../../shell-constants";
import { useDelayedFlag } from "../../state/delayed-flag";
import { LoadErrorBox } from "../LoadErrorBox";
import { Spinner } from "../Spinner";

type Loader<P> = () => Promise<{ default: React.ComponentType<P> }>;

type LoadState<P> = { status: "loading" } | { status: "loaded"; Component: React.ComponentType<P> } | { status: "failed"; error: Error };

interface ChunkOptions<P> {
  /** The part of the UI that exists before the code does (the search input), shown while it loads and above its error. */
  placeholder?: (props: P) => React.ReactNode;
  /**
   * Whether the spinner is announced (a status region; the default). False
   * for a part that loads by itself inside a region that announces its own
   * news, such as the map of a console answer.
   */
  announceLoading?: boolean;
}

/**
 * Makes a component whose code is downloaded on first use. While the chunk
 * loads, a spinner appears after a short delay (fast loads show nothing);
 * if the download fails, the error and a Retry button that downloads it
 * again take its place. Once loaded, the component renders at once.
 */
export function createChunkComponent<P extends object>(
  load: Loader<P>,
  label: string,
  { placeholder, announceLoading = true }: ChunkOptions<P> = {},
): React.ComponentType<P> {
  let loaded: React.ComponentType<P> | null = null;

  function ChunkComponent(props: P) {
    const [state, setState] = useState<LoadState<P>>(() => (loaded ? { status: "loaded", Component: loaded } : { status: "loading" }));
    const [attempt, setAttempt] = useState(0);
    const showSpinner = useDelayedFlag(state.status === "loading", CHUNK_SPINNER_DELAY_MS);

    useEffect(() => {
      if (state.status !== "loading") return undefined;
      let cancelled = false;
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
      };
      // `attempt` restarts the download after Retry.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [attempt]);

    const retry = useCallback(() => {
      setState({ status: "loading" });
      setAttempt((a) => a + 1);
    }, []);

    if (state.status === "loaded") return <state.Component {...props} />;
    return (
      <>
        {placeholder?.(props)}
        {state.status === "failed" ? (
          <LoadErrorBox message={`${label} could not be loaded: ${state.error.message}`} onRetry={retry} />
        ) : (
          showSpinner && <Spinner label={`Loading ${label.toLowerCase()}…`} announce={announceLoading} />
        )}
      </>
    );
  }

  ChunkComponent.displayName = `Chunk(${label})`;
  return ChunkComponent;
}
