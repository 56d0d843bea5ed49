import React from "react";
import * as styles from "../styles.module.css";

/** The answer's headers, folded: their count shows, the list opens on demand. */
export function ResponseHeaders({ headers }: { headers: readonly (readonly [string, string])[] }) {
  return (
    <details className={styles.headers}>
      <summary>Response headers ({headers.length})</summary>
      <dl>
        {headers.map(([name, value]) => (
          <React.Fragment key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </React.Fragment>
        ))}
      </dl>
    </details>
  );
}
