import type React from "react";
import { useEffect } from "react";
import { CHUNK_SPINNER_DELAY_MS } from "../../shell-constants";
import { useDelayedFlag } from "../../state/delayed-flag";
import { LoadErrorBox } from "../LoadErrorBox";
import { Spinner } from "../Spinner";
import { createOnDemandModule } from "./on-demand-module";

type Loader<P> = () => Promise<{ default: React.ComponentType<P> }>;

interface ChunkOptions<P> {
  /** The part of the UI that exists before the code does (the search input), shown while it loads and above its error. */
  placeholder?: (props: P) => React.ReactNode;
  /**
   * Whether the spinner is announced (a status region; the default). False
   * for a part that loads by itself inside a region that announces its own
   * news, such as the map of a console answer.
   */
  announceLoading?: boolean;
  /** Called once each time the download fails (what waited for the part, such as hidden content, stops waiting). */
  onFailed?: () => void;
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
  { placeholder, announceLoading = true, onFailed }: ChunkOptions<P> = {},
): React.ComponentType<P> {
  const useComponentModule = createOnDemandModule(load);

  function ChunkComponent(props: P) {
    const { state, retry } = useComponentModule(true);
    const showSpinner = useDelayedFlag(state.status === "loading", CHUNK_SPINNER_DELAY_MS);
    const failed = state.status === "failed";
    useEffect(() => {
      if (failed) onFailed?.();
    }, [failed]);

    if (state.status === "loaded") return <state.module.default {...props} />;
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
