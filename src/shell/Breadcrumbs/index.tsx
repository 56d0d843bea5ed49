import type { Crumb } from "../../sidebars/sidebar-items";
import { Link } from "../../ui/Link";
import * as styles from "./styles.module.css";

/** Home › section › categories › page. The last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  if (trail.length === 0) return null;
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }, ...trail];
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i} className={styles.item}>
              {crumb.href && !last ? (
                <Link to={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={last ? styles.current : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
