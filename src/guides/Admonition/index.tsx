import React from "react";
import * as styles from "./styles.module.css";
import { classNames } from "../../ui/class-names";

const TITLES = { note: "Note", tip: "Tip", warning: "Warning", danger: "Danger" } as const;

/** The colours of each type (static names, so no class is looked up by a computed key); a note has the plain look. */
const TYPE_CLASSES: Record<keyof typeof TITLES, string> = {
  note: "",
  tip: styles.tip,
  warning: styles.warning,
  danger: styles.danger,
};

/** A callout box in a guide: `<Admonition type="warning">…</Admonition>`. */
export function Admonition({ type = "note", title, children }: { type?: keyof typeof TITLES; title?: string; children: React.ReactNode }) {
  return (
    <aside className={classNames(styles.admonition, TYPE_CLASSES[type])} aria-label={title ?? TITLES[type]}>
      <p className={styles.title}>{title ?? TITLES[type]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
