import { createContext, useContext } from "react";
import { categoryCardId, type SidebarItem } from "../../sidebars/sidebar-items";
import { Link } from "../../ui/Link";
import * as styles from "./styles.module.css";

const SidebarContext = createContext<readonly SidebarItem[] | null>(null);
/** Gives MDX components the sidebar of the page being shown. */
export const PageSidebarProvider = SidebarContext.Provider;

/**
 * The page's sidebar as cards: one per category with its pages, and one for
 * the loose pages. A category's card has the id its guides' breadcrumbs link
 * to (`categoryCardId`).
 */
export function SidebarCards() {
  const items = useContext(SidebarContext);
  if (!items || items.length === 0) throw new Error("<SidebarCards /> is on a page that belongs to no sidebar, so it has nothing to list.");
  const loose = items.filter((item): item is Extract<SidebarItem, { type: "link" }> => item.type === "link");
  const categories = items.filter((item): item is Extract<SidebarItem, { type: "category" }> => item.type === "category");
  const card = (title: string, links: readonly SidebarItem[]) => (
    <section key={title} id={categoryCardId(title)} className={styles.card} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <ul className={styles.links}>
        {links.map((link) =>
          link.type === "link" ? (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
  return (
    <div className={styles.cards}>
      {categories.map((category) => card(category.label, category.items))}
      {loose.length > 0 && card("More", loose)}
    </div>
  );
}
