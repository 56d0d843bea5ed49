import React, { useRef } from "react";
import siteConfig from "../../../site.config";
import { NAVBAR_ITEM_DEFAULTS } from "../../config/site-config.defaults";
import type { NavbarItemConfig } from "../../config/site-config.types";
import { useHideableNavbar } from "../../state/hideable-navbar";
import { useMobileSidebar } from "../../state/mobile-sidebar";
import { useRouteLocation } from "../../state/route-location";
import { useWindowSize } from "../../state/window-size";
import { ColorModeToggle } from "../ColorModeToggle";
import { MobileSidebar } from "../MobileSidebar";
import { NavbarBrand } from "../NavbarBrand";
import { NavbarItem } from "../NavbarItem";
import { MenuIcon } from "../../ui/icons";
import { ShownWhenRead } from "../../ui/ShownWhenRead";
import * as styles from "./styles.module.css";

interface IndexedItem {
  item: NavbarItemConfig;
  index: number;
}

const indexed: IndexedItem[] = siteConfig.navbar.items.map((item, index) => ({ item, index }));
const isSearch = ({ item }: IndexedItem) => item.type === "search";
const leftItems = indexed.filter((entry) => !isSearch(entry) && (entry.item.position ?? NAVBAR_ITEM_DEFAULTS.position) === "left");
const rightItems = indexed.filter((entry) => !isSearch(entry) && entry.item.position === "right");
const searchItems = indexed.filter(isSearch);
const mobileItems = indexed.filter((entry) => !isSearch(entry));

/**
 * The fixed top bar: mobile menu button, brand, left and right items, the
 * colour-mode toggle and the search box. Hides while scrolling down when
 * `navbar.hideOnScroll` is set.
 */
export function Navbar({ secondaryMenu }: { secondaryMenu?: React.ReactNode }) {
  const { style, hideOnScroll } = siteConfig.navbar;
  const mobileSidebar = useMobileSidebar();
  const isDesktop = useWindowSize() === "desktop";
  const { hash } = useRouteLocation();
  const visible = useHideableNavbar(hideOnScroll, hash) || mobileSidebar.shown;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const classes = [
    styles.navbar,
    style === "dark" ? styles.dark : style === "primary" ? styles.primary : "",
    visible ? "" : styles.hidden,
  ].join(" ");

  const closeAndRefocus = () => {
    mobileSidebar.close();
    toggleRef.current?.focus();
  };

  return (
    // data-navbar-visible: the phone's "On this page" bar leaves with it (src/guides/TableOfContents).
    <nav aria-label="Main" className={classes} data-navbar-visible={visible ? "true" : "false"}>
      {/* Shown once read whole: its right-hand items, drawn before the search box was read, moved left when it arrived. */}
      <ShownWhenRead className={styles.inner}>
        <div className={styles.items}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-label="Toggle navigation bar"
            aria-expanded={mobileSidebar.shown}
            onClick={mobileSidebar.toggle}
          >
            <MenuIcon />
          </button>
          <NavbarBrand />
          {leftItems.map(({ item, index }) => (
            <div key={index} className={styles.desktopOnly}>
              <NavbarItem item={item} index={index} />
            </div>
          ))}
        </div>
        <div className={styles.itemsRight}>
          {rightItems.map(({ item, index }) => (
            <div key={index} className={styles.desktopOnly}>
              <NavbarItem item={item} index={index} />
            </div>
          ))}
          <ColorModeToggle className={styles.desktopOnly} />
          {searchItems.map(({ item, index }) => (
            <NavbarItem key={index} item={item} index={index} />
          ))}
        </div>
      </ShownWhenRead>
      {mobileSidebar.shown && !isDesktop && <MobileSidebar items={mobileItems} secondaryMenu={secondaryMenu} onClose={closeAndRefocus} />}
    </nav>
  );
}
