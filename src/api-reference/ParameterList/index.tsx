import React from "react";
import { parameterGroups } from "../parameter-groups";
import { anchorId, presenceOf, schemaSummary, type SchemaRegistry } from "../schema/schema-model";
import { FieldConstraints, FieldRow } from "../FieldRow";
import * as styles from "./styles.module.css";

export interface ParameterView {
  name: string;
  location: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml: string | null;
  schema: unknown;
  examples: readonly { value: unknown }[];
  aliases: readonly string[];
  aliasOf: string | null;
  /** `x-input-kind`, for the API console. */
  inputKind?: string | null;
  /** `style` and `explode` as written (null for the defaults), for the API console. */
  style?: string | null;
  explode?: boolean | null;
}

/**
 * Parameters grouped by where they go (path, query, header, cookie). An
 * alias (`x-alias-of`) is folded into the parameter it stands for.
 */
export function ParameterList({ parameters, schemas }: { parameters: readonly ParameterView[]; schemas: SchemaRegistry }) {
  const groups = parameterGroups(parameters);
  if (groups.length === 0) return <p className={styles.none}>This operation takes no parameters.</p>;
  return (
    <>
      {groups.map(({ location, title, items }) => (
        <section key={location} className={styles.group} aria-labelledby={`parameters-${location}`}>
          <h3 id={`parameters-${location}`} className={styles.groupTitle}>
            {title}
          </h3>
          <ul className={styles.list}>
            {items.map(({ parameter: p, aliases }) => {
              const id = anchorId("param", location, p.name);
              const summary = schemaSummary(p.schema, schemas);
              return (
                <FieldRow
                  key={p.name}
                  id={id}
                  name={p.name}
                  type={summary.label}
                  presence={presenceOf(p.required, "request")}
                  deprecated={p.deprecated}
                  descriptionHtml={p.descriptionHtml}
                  before={
                    aliases.length > 0 && (
                      <p className={styles.aliases}>
                        Also accepted as{" "}
                        {aliases.map((a, i) => (
                          <React.Fragment key={a}>
                            {i > 0 && ", "}
                            <code>{a}</code>
                          </React.Fragment>
                        ))}
                      </p>
                    )
                  }
                >
                  <FieldConstraints constraints={summary.constraints} example={p.examples[0]?.value} />
                </FieldRow>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
