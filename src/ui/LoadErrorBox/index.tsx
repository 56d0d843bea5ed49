import React from "react";
import { CHUNK_SPINNER_DELAY_MS } from "../../shell-constants";
import { useDelayedFlag } from "../../state/delayed-flag";
import { Spinner } from "../Spinner";
import * as styles from "./styles.module.css";
import { classNames } from "../class-names";

interface LoadErrorBoxProps {
  /** What failed and why, with the error's own text. */
  message: React.ReactNode;
  onRetry: () => void;
  /** True while Retry is downloading again: a spinner shows after a short delay. */
  retrying?: boolean;
  /** What the spinner announces. */
  retryingLabel?: string;
  /** A heading above the message. */
  title?: string;
  /** Extra buttons after Retry (Close). */
  actions?: React.ReactNode;
  className?: string;
}

/**
 * The error shown when code or a page could not be downloaded: the error
 * text and a Retry button. Used for code loaded on demand (ChunkLoader) and
 * for pages (PageLoadError).
 */
export const LoadErrorBox = React.forwardRef<HTMLDivElement, LoadErrorBoxProps>(function LoadErrorBox(
  { message, onRetry, retrying = false, retryingLabel = "Loading…", title, actions, className },
  ref,
) {
  const showSpinner = useDelayedFlag(retrying, CHUNK_SPINNER_DELAY_MS);
  return (
    <div ref={ref} className={classNames(styles.box, className)} role="alert" tabIndex={-1} aria-busy={retrying}>
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button-primary"
          onClick={() => {
            if (!retrying) onRetry();
          }}
          aria-disabled={retrying}
        >
          Retry
        </button>
        {actions}
        {showSpinner && <Spinner label={retryingLabel} inline />}
      </div>
    </div>
  );
});
