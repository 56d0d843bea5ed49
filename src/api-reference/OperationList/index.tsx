import { apiOperationPath } from "../../navigation/api-paths";
import { Link } from "../../ui/Link";
import { MethodBadge } from "../../ui/MethodBadge";
import { ShownWhenRead } from "../../ui/ShownWhenRead";
import { TextOnly } from "../../ui/TextOnly";
import * as styles from "./styles.module.css";

export interface OperationSummary {
  slug: string;
  method: string;
  path: string;
  summary: string;
}

/** Operations as a list: method, path and summary, each linking to its page. */
export function OperationList({ operations }: { operations: readonly OperationSummary[] }) {
  return (
    <ul className={styles.list}>
      {operations.map((op) => (
        // Shown once read whole: the badge sits on the baseline of the path after it, and moved when the path arrived.
        <ShownWhenRead as="li" key={op.slug} className={styles.item}>
          <Link to={apiOperationPath(op.slug)} className={styles.link}>
            {/* Spaces and a colon between the grid's items keep the words apart for the search index, screen readers and
                the twin ("GET /ping: Check the service is running"). */}
            <MethodBadge method={op.method} /> <code className={styles.path}>{op.path}</code>
            <TextOnly>:</TextOnly> <span className={styles.summary}>{op.summary}</span>
          </Link>
        </ShownWhenRead>
      ))}
    </ul>
  );
}
