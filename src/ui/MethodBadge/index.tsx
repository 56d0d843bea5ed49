import * as styles from "./styles.module.css";

/** The colour of each method that has one (static names, so no class is looked up by a computed key). */
const METHOD_CLASSES: Readonly<Record<string, string>> = {
  GET: styles.methodGet,
  POST: styles.methodPost,
  PUT: styles.methodPut,
  PATCH: styles.methodPatch,
  DELETE: styles.methodDelete,
};

/** An HTTP method as a coloured badge ("GET", "POST"). */
export function MethodBadge({ method, size = "small" }: { method: string; size?: "small" | "large" }) {
  const upper = method.toUpperCase();
  return (
    <span className={`${styles.badge} ${METHOD_CLASSES[upper] ?? ""} ${size === "large" ? styles.large : ""}`} data-method={upper}>
      {upper}
    </span>
  );
}
