import { Link } from "../../ui/Link";
import * as styles from "./styles.module.css";

interface PageLink {
  href: string;
  label: string;
}

/** Previous and next pages in the section's reading order. */
export function PaginationNav({ previous, next, label }: { previous: PageLink | null; next: PageLink | null; label: string }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      {previous ? (
        <Link to={previous.href} className={styles.card} rel="prev">
          <span className={styles.kicker}>Previous</span>
          <span className={styles.label}>{previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.kicker}>Next</span>
          <span className={styles.label}>{next.label}</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
