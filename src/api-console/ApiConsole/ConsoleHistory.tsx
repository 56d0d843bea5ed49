import { apiOperationPath } from "../../navigation/api-paths";
import { clearHistory, readHistory, storedHistory } from "../console-history";
import { useBrowserStore } from "../../state/browser-store";
import { Link } from "../../ui/Link";
import * as styles from "./styles.module.css";

/** The last requests sent from any console of the site, newest first; each link restores its inputs. */
export function ConsoleHistory() {
  const history = readHistory(useBrowserStore(storedHistory, null));
  return (
    <details className={styles.history}>
      <summary>History ({history.length})</summary>
      {history.length === 0 ? (
        <p className={styles.note}>Requests you send are kept here, the last 20, in this browser only.</p>
      ) : (
        <>
          <ol className={styles.historyList}>
            {history.map((entry) => (
              <li key={`${entry.slug} ${entry.search}`}>
                <Link to={`${apiOperationPath(entry.slug)}${entry.search}`}>
                  <span className={styles.historyMethod}>{entry.method}</span> {entry.url}
                </Link>{" "}
                <span className={styles.note}>{entry.status ?? "no answer"}</span>
              </li>
            ))}
          </ol>
          <button type="button" className="button-secondary" onClick={clearHistory}>
            Clear history
          </button>
        </>
      )}
    </details>
  );
}
