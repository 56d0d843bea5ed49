import * as styles from "./styles.module.css";

/** An indeterminate spinner with an accessible label; `inline` is a small one that sits beside a button. */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <div className={inline ? styles.inlineWrapper : styles.wrapper} role="status">
      <span className={inline ? `${styles.spinner} ${styles.small}` : styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
