import React from "react";
import * as styles from "./styles.module.css";

const TITLES = { note: "Note", tip: "Tip", warning: "Warning", danger: "Danger" } as const;

/** A callout box in a guide: `<Admonition type="warning">…</Admonition>`. */
export function Admonition({ type = "note", title, children }: { type?: keyof typeof TITLES; title?: string; children: React.ReactNode }) {
  return (
    <aside className={`${styles.admonition} ${styles[type]}`} aria-label={title ?? TITLES[type]}>
      <p className={styles.title}>{title ?? TITLES[type]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
