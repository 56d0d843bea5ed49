import React, { useId, useRef, useState } from "react";
import { useIsomorphicLayoutEffect } from "../../state/isomorphic-layout-effect";
import type { ResolvedLink } from "../../navbar/resolve-navbar-item";
import { Link } from "../Link";
import { ChevronIcon, ExternalLinkIcon } from "../icons";
import * as styles from "./styles.module.css";
import { classNames } from "../class-names";

/**
 * Calls `onDismiss` when a click, touch or focus lands outside `ref` while
 * `active` is true. The listeners go on with the render that makes it
 * active (a layout effect): effects run in a later task, and a touch that
 * came before it would leave the menu open.
 */
export function useOutsideDismiss(ref: React.RefObject<HTMLElement>, active: boolean, onDismiss: () => void): void {
  useIsomorphicLayoutEffect(() => {
    if (!active) return undefined;
    const handler = (event: Event) => {
      const target = event.target as Node | null;
      if (ref.current && target && !ref.current.contains(target)) onDismiss();
    };
    document.addEventListener("mousedown", handler);
    document.addEventListener("touchstart", handler);
    document.addEventListener("focusin", handler);
    return () => {
      document.removeEventListener("mousedown", handler);
      document.removeEventListener("touchstart", handler);
      document.removeEventListener("focusin", handler);
    };
  }, [ref, active, onDismiss]);
}

interface DropdownProps {
  label: string;
  items: ResolvedLink[];
  active: boolean;
  className?: string;
}

export function DropdownLink({ link, className, onClick }: { link: ResolvedLink; className: string; onClick?: () => void }) {
  if (link.html !== undefined) {
    return <span className={className} dangerouslySetInnerHTML={{ __html: link.html }} />;
  }
  return (
    <Link
      to={link.to ?? link.href ?? "#"}
      target={link.target}
      className={className}
      isActive={link.active}
      activeClassName={styles.activeLink}
      onClick={onClick}
      download={link.download || undefined}
    >
      {/* One piece of text: the link is a flex box, where the size would be a column of its own beside the label on a phone.
          The size wraps as a whole, after the label (<wbr>: the space is inside the span the build fills in). */}
      <span>
        {link.label}
        {link.size !== undefined && <wbr />}
        {link.size !== undefined && <span data-offline-edition-size="">{` (${link.size})`}</span>}
      </span>
      {link.target === "_blank" && <ExternalLinkIcon className={styles.externalIcon} />}
    </Link>
  );
}

/**
 * A navbar disclosure menu for the desktop layout: opens on click or
 * Enter/Space, closes on Escape, on choosing an item, and on any click,
 * touch or focus outside it.
 */
export function NavbarDropdown({ label, items, active, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = React.useCallback(() => setOpen(false), []);
  useOutsideDismiss(ref, open, close);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    // Escape handling for the whole widget, including the links inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={ref} className={classNames(styles.dropdown, className)} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.button, active ? styles.buttonActive : ""].join(" ")}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <ChevronIcon className={styles.chevron} />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {items.map((item, i) => (
          <li key={i}>
            <DropdownLink link={item} className={styles.menuLink} onClick={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The same menu inside the mobile sidebar: a collapsible list that starts
 * open when it holds the page being shown.
 */
export function MobileDropdown({ label, items, active }: DropdownProps) {
  const [expanded, setExpanded] = useState(active);
  const listId = useId();
  return (
    <li className={styles.mobileItem}>
      <button
        type="button"
        className={[styles.mobileButton, active ? styles.buttonActive : ""].join(" ")}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
      >
        {label}
        <ChevronIcon className={expanded ? styles.chevronOpen : styles.chevron} />
      </button>
      <ul id={listId} className={styles.mobileList} hidden={!expanded}>
        {items.map((item, i) => (
          <li key={i}>
            <DropdownLink link={item} className={styles.mobileLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}
