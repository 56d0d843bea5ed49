import React, { useRef, useState } from "react";
import type { NavbarItemConfig } from "../../config/site-config.types";
import { useDialogKeyboard } from "../../state/dialog-keyboard";
import { useIsomorphicLayoutEffect } from "../../state/isomorphic-layout-effect";
import { ColorModeToggle } from "../ColorModeToggle";
import { NavbarBrand } from "../NavbarBrand";
import { NavbarItem } from "../NavbarItem";
import { BackIcon, CloseIcon } from "../../ui/icons";
import { CURRENT_ENTRY_SELECTOR, revealCurrentEntry } from "../DocSidebar/current-entry";
import * as styles from "./styles.module.css";

interface MobileSidebarProps {
  items: { item: NavbarItemConfig; index: number }[];
  /** The current section's sidebar (docs or API), shown first when present. */
  secondaryMenu?: React.ReactNode;
  onClose: () => void;
}

/**
 * Navigation for the mobile layout: a primary menu with the navbar items
 * and a secondary menu with the current section's sidebar, switched with
 * "Back to main menu". Keyboard focus stays inside while it is open and
 * Escape closes it.
 */
export function MobileSidebar({ items, secondaryMenu, onClose }: MobileSidebarProps) {
  const [secondaryShown, setSecondaryShown] = useState(Boolean(secondaryMenu));
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Focus moves in with the render, not in an effect's later task: a key pressed at once (Escape) reaches the dialog.
  useIsomorphicLayoutEffect(() => {
    closeRef.current?.focus();
  }, []);

  const onKeyDown = useDialogKeyboard(panelRef, onClose);

  // The section's list opens on the current page's entry, as the desktop sidebar does, before it is painted; or,
  // opened before the list's code had loaded, when the list arrives.
  const bodyRef = useRef<HTMLDivElement>(null);
  useIsomorphicLayoutEffect(() => {
    const body = bodyRef.current;
    if (!secondaryShown || !body) return;
    const current = () => body.querySelector(CURRENT_ENTRY_SELECTOR);
    if (current()) return revealCurrentEntry(body);
    const arrival = new MutationObserver(() => {
      if (!current()) return;
      arrival.disconnect();
      revealCurrentEntry(body);
    });
    arrival.observe(body, { childList: true, subtree: true });
    return () => arrival.disconnect();
  }, [secondaryShown]);

  return (
    <>
      <div className={styles.backdrop} role="presentation" onClick={onClose} />
      {/* The dialog handles Escape and keeps Tab inside itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div ref={panelRef} className={styles.sidebar} role="dialog" aria-modal="true" aria-label="Site navigation" onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <NavbarBrand />
          <ColorModeToggle />
          <button ref={closeRef} type="button" className="icon-button" aria-label="Close navigation bar" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {secondaryShown && secondaryMenu ? (
            <div>
              <button type="button" className={styles.back} onClick={() => setSecondaryShown(false)}>
                <BackIcon /> Back to main menu
              </button>
              {secondaryMenu}
            </div>
          ) : (
            <ul className={styles.menu}>
              {items.map(({ item, index }) => (
                <NavbarItem key={index} item={item} index={index} mobile />
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
