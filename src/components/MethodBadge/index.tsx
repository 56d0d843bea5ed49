import * as styles from "./styles.module.css";

/** An HTTP method as a coloured badge ("GET", "POST"). */
export function MethodBadge({ method, size = "small" }: { method: string; size?: "small" | "large" }) {
  const upper = method.toUpperCase();
  return (
    <span
      className={`${styles.badge} ${styles[`method${upper.charAt(0)}${upper.slice(1).toLowerCase()}`] ?? ""} ${size === "large" ? styles.large : ""}`}
      data-method={upper}
    >
      {upper}
    </span>
  );
}
