import type React from "react";
import { anchorHref } from "../../navigation/edition-address";
import { useActiveHeading } from "../../state/active-heading";
import * as styles from "./styles.module.css";

export interface TocEntry {
  url?: string | null;
  title?: string | null;
  items?: readonly TocEntry[] | null;
}

interface FlatEntry {
  id: string;
  title: string;
  level: 2 | 3;
}

/** Headings of levels 2 and 3 from a table of contents tree (its first level being h2). */
export function flattenToc(items: readonly TocEntry[] | null | undefined, level: 2 | 3 = 2): FlatEntry[] {
  return (items ?? []).flatMap((item) => {
    const self = item.url && item.title ? [{ id: decodeURIComponent(item.url.replace(/^#/, "")), title: item.title, level }] : [];
    return level === 2 ? [...self, ...flattenToc(item.items, 3)] : self;
  });
}

function TocList({ entries, active, className }: { entries: FlatEntry[]; active: string | null; className: string }) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.id} className={entry.level === 3 ? styles.level3 : undefined}>
          <a
            href={anchorHref(entry.id)}
            className={entry.id === active ? `${styles.link} ${styles.active}` : styles.link}
            aria-current={entry.id === active ? "location" : undefined}
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A jump from the box closes it: left open, it stays in the way of the section the reader went to. */
const closeAfterJump = (event: React.MouseEvent<HTMLElement>) => {
  if ((event.target as Element).closest("a")) event.currentTarget.closest("details")?.removeAttribute("open");
};

/**
 * "On this page": headings of levels 2 to 3, the one being read
 * highlighted. Beside the content on desktop; on mobile a collapsible box
 * above it (a native <details>, so it works before scripts load) that
 * closes after a jump and stays at the top of the screen while the page scrolls.
 */
export function TableOfContents({ items, placement }: { items: readonly TocEntry[] | null | undefined; placement: "desktop" | "mobile" }) {
  const entries = flattenToc(items);
  const active = useActiveHeading(entries.map((e) => e.id));
  if (entries.length === 0) return null;
  if (placement === "mobile") {
    return (
      <details className={styles.mobile}>
        <summary className={styles.summary}>On this page</summary>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the links inside take the keys; this only hears their clicks (Enter on a link is one) */}
        <nav aria-label="On this page" onClick={closeAfterJump}>
          <TocList entries={entries} active={active} className={styles.list} />
        </nav>
      </details>
    );
  }
  return (
    <div className={styles.desktop}>
      <nav aria-label="On this page" className={styles.sticky}>
        <p className={styles.heading}>On this page</p>
        <TocList entries={entries} active={active} className={styles.list} />
      </nav>
    </div>
  );
}
