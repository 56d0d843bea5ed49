import { useRef } from "react";
import { pageLoadFailure } from "../../navigation/page-load";
import { useBrowserStore } from "../../state/browser-store";
import { useIsomorphicLayoutEffect } from "../../state/isomorphic-layout-effect";
import { LoadErrorBox } from "../../ui/LoadErrorBox";
import * as styles from "./styles.module.css";

/**
 * A page the reader asked for could not be downloaded (offline, a flaky
 * network): the error and Retry, over the page they are still on. Focus
 * moves to the box when it appears and back where it was when it closes.
 */
export function PageLoadError() {
  const failure = useBrowserStore(pageLoadFailure, null);
  const boxRef = useRef<HTMLDivElement>(null);
  const path = failure?.path;

  // With the render that shows the box (a layout effect), so no key reaches the page under it first.
  useIsomorphicLayoutEffect(() => {
    const box = boxRef.current;
    if (!path || !box) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.focus();
    return () => {
      const focusLeftWithTheBox = box.contains(document.activeElement) || document.activeElement === document.body;
      if (previous?.isConnected && focusLeftWithTheBox) previous.focus();
    };
  }, [path]);

  if (!failure) return null;
  return (
    <div className={styles.overlay}>
      <LoadErrorBox
        ref={boxRef}
        className={styles.box}
        title="This page could not be loaded"
        message={failure.message}
        retrying={failure.retrying}
        retryingLabel={`Loading ${failure.path}…`}
        onRetry={failure.retry}
        actions={
          <button type="button" className={styles.close} onClick={failure.dismiss}>
            Stay on this page
          </button>
        }
      />
    </div>
  );
}
