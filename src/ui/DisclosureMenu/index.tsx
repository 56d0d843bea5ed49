import React, { useCallback, useId, useRef, useState } from "react";
import { useOutsideDismiss } from "../Dropdown";
import { ChevronIcon } from "../icons";
import * as styles from "./styles.module.css";

interface DisclosureMenuProps {
  /** The button's text. */
  label: React.ReactNode;
  /** What the menu shows (usually a <ul> of buttons and links); `close` closes it, `open` says whether it is open. */
  children: (close: () => void, open: boolean) => React.ReactNode;
  /** Which edge of the button the list lines up with. */
  align?: "start" | "end";
  className?: string;
}

/**
 * A button that shows a short list of actions or links under it (the
 * disclosure pattern: the items are ordinary buttons and links, reached
 * with Tab). Escape closes it and gives focus back to the button; so do a
 * click, touch or focus outside it. Without JavaScript it is not shown
 * (`data-js-only`); each use says what stands in for it. Search does not
 * index its items.
 */
export function DisclosureMenu({ label, children, align = "start", className }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideDismiss(ref, open, close);
  const closeAndFocus = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    // Escape is handled for the whole widget, the items included.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className={[styles.menu, className].filter(Boolean).join(" ")}
      data-js-only=""
      data-search-ignore=""
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) closeAndFocus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <ChevronIcon className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={listId} className={align === "end" ? `${styles.list} ${styles.end}` : styles.list} hidden={!open}>
        {children(closeAndFocus, open)}
      </div>
    </div>
  );
}

/** The look of an item of a {@link DisclosureMenu} (a button or a link inside its <li>). */
export const disclosureItemClass = styles.item;
