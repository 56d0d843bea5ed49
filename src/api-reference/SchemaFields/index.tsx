import { withPrefix } from "gatsby";
import { anchorHref, siteFileHref } from "../../navigation/edition-address";
import React, { useContext } from "react";
import { type FieldNode, namedSchemaFields } from "../schema/schema-model";
import { childFields, type Counterpart, counterparts } from "./counterparts";
import { TextOnly } from "../../ui/TextOnly";
import { listedFieldNames, selectFields } from "./field-lists";
import { SchemaPageContext } from "./schema-page";
import * as styles from "./styles.module.css";
import { FIELD_COUNT_WEIGHT, FIELD_REFERENCE_WEIGHT } from "../../search/search-weights";

export { counterparts } from "./counterparts";

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

type FieldLevel = 3 | 4 | 5;

function Field({
  field,
  prefix,
  level,
  pairs,
}: {
  field: FieldNode;
  prefix: string[];
  level: FieldLevel;
  pairs: Map<string, Counterpart>;
}) {
  const { node, name } = field;
  const counterpart = pairs.get(node.anchor);
  const Heading = `h${level}` as const;
  const children = childFields(field);
  return (
    <section className={styles.field} aria-labelledby={node.anchor}>
      <Heading id={node.anchor} className={styles.name} data-search-weight={FIELD_REFERENCE_WEIGHT}>
        <code>{prefix.length > 0 ? `${prefix.join(".")}.${name}` : name}</code>
      </Heading>
      {/* Spaces and commas between the items (the flex row shows neither) keep the words apart where the page is read as
          text: the search index, screen readers, a copy, and the twin says the same (src/markdown-twins/schema-markdown.ts). */}
      <p className={styles.meta}>
        <span className={styles.type}>{node.label}</span>
        <TextOnly>,</TextOnly> <span>{node.nullable ? "can be null" : "never null"}</span>
        <TextOnly>,</TextOnly> <span>{field.required ? "always present" : "optional"}</span>
      </p>
      {node.descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{ __html: node.descriptionHtml }} />}
      {counterpart && (
        <p className={styles.counterpart} data-search-ignore="">
          {counterpart.is === "code" ? "Its code: " : "Its name: "}
          <a href={anchorHref(counterpart.anchor)}>
            <code>{counterpart.label}</code>
          </a>
        </p>
      )}
      {node.constraints.length > 0 && (
        <p className={styles.constraints}>
          {node.constraints.map((c, i) => (
            <React.Fragment key={c.label}>
              {i > 0 && (
                <>
                  <TextOnly>;</TextOnly>{" "}
                </>
              )}
              <span>
                {c.label}: <code>{c.value}</code>
              </span>
            </React.Fragment>
          ))}
        </p>
      )}
      {node.example !== undefined && !children.length && (
        <p className={styles.example}>
          Example: <code>{show(node.example)}</code>
        </p>
      )}
      {children.length > 0 && (
        <div className={styles.children}>
          {children.map((child) => (
            <Field key={child.name} field={child} prefix={[...prefix, name]} level={level === 3 ? 4 : 5} pairs={pairs} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The fields of the page's schema (front matter `schema:`), generated from
 * the OpenAPI description so they cannot drift: type, whether it can be null,
 * meaning, constraints and an example, each with its own #anchor (the field
 * name; nested fields as `codes-admin_district`). Every field, or with
 * `fields` those it names, in the API's order: a guide that lists its fields
 * by subject puts one list under each subject's heading (field-lists.ts), and
 * its fields are then headings a level below it.
 */
export function SchemaFields({ fields: listed }: { fields?: string }) {
  const data = useContext(SchemaPageContext);
  if (!data)
    throw new Error("<SchemaFields /> needs `schema: <Name>` in the page's front matter, naming a schema of the OpenAPI description.");
  const fields = namedSchemaFields(data.name, data.schemas);
  // Only reachable when the build uses another API's description: with ours, the build checks the name.
  if (!fields) {
    return (
      <p>
        This list comes from the <code>{data.name}</code> schema, which the OpenAPI description used for this build does not have.
      </p>
    );
  }
  // Name and code link to each other across lists: the pairs come from every field of the schema.
  const pairs = counterparts(fields);
  const names = listedFieldNames(listed);
  if (names !== null) {
    const { shown, unknown } = selectFields(fields, names);
    return (
      <div>
        {/* Only reachable in gatsby develop: a build stops on it (src/gatsby/build-problems.ts). */}
        {unknown.length > 0 && (
          <p role="alert">
            The <code>{data.name}</code> schema has no field {unknown.map((name) => `“${name}”`).join(", ")}: correct the list of this
            &lt;SchemaFields fields=&quot;…&quot; /&gt;.
          </p>
        )}
        {shown.map((field) => (
          <Field key={field.name} field={field} prefix={[]} level={4} pairs={pairs} />
        ))}
      </div>
    );
  }
  return (
    <div>
      <p className={styles.count} data-search-weight={FIELD_COUNT_WEIGHT}>
        {fields.length} fields, in the order the API returns them. Generated from the <code>{data.name}</code> schema of the{" "}
        <a href={siteFileHref("/openapi.yaml", withPrefix)}>OpenAPI description</a>.
      </p>
      {fields.map((field) => (
        <Field key={field.name} field={field} prefix={[]} level={3} pairs={pairs} />
      ))}
    </div>
  );
}
