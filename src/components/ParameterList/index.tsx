import React from "react";
import { anchorId, type Json, schemaConstraints, typeLabel } from "../../api-reference/schema/schema-model";
import * as styles from "./styles.module.css";

export interface ParameterView {
  name: string;
  location: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml: string | null;
  schema: Json;
  examples: readonly { value: Json }[];
  aliases: readonly string[];
  aliasOf: string | null;
}

const LOCATION_TITLES: Record<string, string> = {
  path: "Path parameters",
  query: "Query parameters",
  header: "Header parameters",
  cookie: "Cookie parameters",
};

const show = (value: Json) => (typeof value === "string" ? value : JSON.stringify(value));

/**
 * Parameters grouped by where they go (path, query, header, cookie). An
 * alias (`x-alias-of`) is folded into the parameter it stands for.
 */
export function ParameterList({ parameters, schemas }: { parameters: readonly ParameterView[]; schemas: ReadonlyMap<string, Json> }) {
  const groups = (["path", "query", "header", "cookie"] as const)
    .map((location) => ({ location, items: parameters.filter((p) => p.location === location && !p.aliasOf) }))
    .filter((g) => g.items.length > 0);
  if (groups.length === 0) return <p className={styles.none}>This operation takes no parameters.</p>;
  return (
    <>
      {groups.map(({ location, items }) => (
        <section key={location} className={styles.group} aria-labelledby={`parameters-${location}`}>
          <h3 id={`parameters-${location}`} className={styles.groupTitle}>
            {LOCATION_TITLES[location]}
          </h3>
          <ul className={styles.list}>
            {items.map((p) => {
              const id = anchorId("param", location, p.name);
              const constraints = p.schema && typeof p.schema === "object" && !Array.isArray(p.schema) ? schemaConstraints(p.schema) : [];
              const aliases = [
                ...p.aliases,
                ...parameters.filter((a) => a.aliasOf === p.name && !p.aliases.includes(a.name)).map((a) => a.name),
              ];
              return (
                <li key={p.name} id={id} className={styles.parameter}>
                  <div className={styles.header}>
                    <a href={`#${id}`} className={styles.name}>
                      <code>{p.name}</code>
                    </a>
                    <span className={styles.type}>{typeLabel(p.schema, schemas)}</span>
                    {p.required ? <span className={styles.required}>required</span> : <span className={styles.optional}>optional</span>}
                    {p.deprecated && <span className={styles.deprecated}>deprecated</span>}
                  </div>
                  {aliases.length > 0 && (
                    <p className={styles.aliases}>
                      Also accepted as{" "}
                      {aliases.map((a, i) => (
                        <React.Fragment key={a}>
                          {i > 0 && ", "}
                          <code>{a}</code>
                        </React.Fragment>
                      ))}
                    </p>
                  )}
                  {p.descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{ __html: p.descriptionHtml }} />}
                  {(constraints.length > 0 || p.examples.length > 0) && (
                    <p className={styles.constraints}>
                      {constraints.map((c) => (
                        <span key={c.label}>
                          {c.label}: <code>{c.value}</code>
                        </span>
                      ))}
                      {p.examples.length > 0 && (
                        <span>
                          Example: <code>{show(p.examples[0].value)}</code>
                        </span>
                      )}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
