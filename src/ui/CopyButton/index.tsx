import { useCopyToClipboard } from "../../state/copy-to-clipboard";
import * as styles from "./styles.module.css";

const LABELS = { idle: "Copy", copied: "Copied", failed: "Copy failed" } as const;

/** Copies what `getText` returns; the label confirms the result. */
export function CopyButton({ getText, label = "Copy code to clipboard" }: { getText: () => string; label?: string }) {
  const { status, copy } = useCopyToClipboard();
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => copy(getText())}
      aria-label={status === "idle" ? label : LABELS[status]}
      title={label}
    >
      <span aria-live="polite">{LABELS[status]}</span>
    </button>
  );
}
