import * as styles from "./styles.module.css";

/**
 * An indeterminate spinner with an accessible label; `inline` is a small one
 * that sits beside a button. It announces itself (a status region) unless
 * `announce` is false: for a part that loads by itself beside something
 * that is announced already, where a second status would speak over it.
 */
export function Spinner({ label, inline = false, announce = true }: { label: string; inline?: boolean; announce?: boolean }) {
  return (
    <div className={inline ? styles.inlineWrapper : styles.wrapper} role={announce ? "status" : undefined}>
      <span className={inline ? `${styles.spinner} ${styles.small}` : styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
