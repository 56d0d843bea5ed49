import { useEffect, useId, useRef, useState } from "react";
import { isSamePagePath } from "../../navigation/paths";
import { categoryContains, type SidebarItem } from "../../sidebars/sidebar-items";
import { useRouteLocation } from "../../state/route-location";
import { Collapsible } from "../../ui/Collapsible";
import { Link } from "../../ui/Link";
import { MethodBadge } from "../../ui/MethodBadge";
import { ShownWhenRead } from "../../ui/ShownWhenRead";
import { ChevronIcon } from "../../ui/icons";
import { CURRENT_ENTRY_SCRIPT, revealCurrentEntry } from "./current-entry";
import * as styles from "./styles.module.css";

function SidebarLink({ item }: { item: Extract<SidebarItem, { type: "link" }> }) {
  const { pathname } = useRouteLocation();
  const active = isSamePagePath(item.href, pathname);
  return (
    <li className={styles.item}>
      <Link to={item.href} isActive={active} className={styles.link} activeClassName={styles.active}>
        {item.badge && <MethodBadge method={item.badge} />}
        <span>{item.label}</span>
      </Link>
    </li>
  );
}

/**
 * A category opens and closes on its own: opening one never closes the
 * others. It starts open unless configured collapsed, and always opens
 * when the page being shown is inside it.
 */
function SidebarCategory({ item, level }: { item: Extract<SidebarItem, { type: "category" }>; level: number }) {
  const { pathname } = useRouteLocation();
  const containsActive = categoryContains(item, pathname);
  const [collapsed, setCollapsed] = useState(item.collapsed && !containsActive);
  // A category that starts collapsed renders its links only once opened.
  const [opened, setOpened] = useState(!collapsed);
  const listId = useId();

  useEffect(() => {
    if (containsActive) setCollapsed(false);
  }, [containsActive]);

  useEffect(() => {
    if (!collapsed) setOpened(true);
  }, [collapsed]);

  const active = item.href !== undefined && isSamePagePath(item.href, pathname);
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={!collapsed}
      aria-controls={listId}
      aria-label={`${collapsed ? "Expand" : "Collapse"} sidebar category "${item.label}"`}
      onClick={() => setCollapsed((c) => !c)}
    >
      <ChevronIcon className={collapsed ? styles.chevronCollapsed : styles.chevron} />
    </button>
  );
  return (
    <li className={styles.category}>
      <div className={styles.categoryRow}>
        {item.href ? (
          <Link to={item.href} isActive={active} className={`${styles.categoryLabel} ${styles.link}`} activeClassName={styles.active}>
            {item.label}
          </Link>
        ) : (
          <button
            type="button"
            className={styles.categoryLabel}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => setCollapsed((c) => !c)}
          >
            {item.label}
          </button>
        )}
        {toggle}
      </div>
      <Collapsible collapsed={collapsed} id={listId}>
        {opened && <SidebarItems items={item.items} level={level + 1} />}
      </Collapsible>
    </li>
  );
}

/** A sidebar's tree as nested lists (used by the desktop sidebar and the mobile menu). */
export function SidebarItems({ items, level = 0 }: { items: readonly SidebarItem[]; level?: number }) {
  return (
    <ul className={level === 0 ? styles.list : styles.nestedList}>
      {items.map((item, i) =>
        item.type === "link" ? <SidebarLink key={i} item={item} /> : <SidebarCategory key={i} item={item} level={level} />,
      )}
    </ul>
  );
}

/** The desktop sidebar beside the content; always visible on desktop, replaced by the mobile menu below it. */
export function DocSidebar({ items, label }: { items: readonly SidebarItem[]; label: string }) {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useRouteLocation();
  // After a move within the site (Next, a link in the text) the new page's entry may be out of the list's sight.
  // At hydration the inline script has placed it already, unless the HTML had no script to run (the author's
  // preview renders in the browser): a list scrolled by then, by the script or the reader, is left as it is.
  const hydrated = useRef(false);
  useEffect(() => {
    const list = navRef.current;
    const first = !hydrated.current;
    hydrated.current = true;
    if (list && !(first && list.scrollTop > 0)) revealCurrentEntry(list);
  }, [pathname]);
  return (
    <aside className={styles.sidebar}>
      <nav ref={navRef} aria-label={label} className={styles.nav}>
        {/* Shown once read whole: painted while the HTML arrived, a link's method badge was drawn before its label and
            moved when the label came (a layout shift at desktop width, e2e/layout-shift.spec.ts). It comes before the main
            content, which is shown once read too, so it is never later than the page. */}
        <ShownWhenRead>
          <SidebarItems items={items} />
        </ShownWhenRead>
        {/* The first paint shows the current page's entry (current-entry.ts): run as the HTML is read, inert once hydrated. */}
        <script dangerouslySetInnerHTML={{ __html: CURRENT_ENTRY_SCRIPT }} />
      </nav>
    </aside>
  );
}
