import * as styles from "./styles.module.css";

/** An indeterminate spinner with an accessible label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
