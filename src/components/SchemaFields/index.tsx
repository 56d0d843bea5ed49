import { withPrefix } from "gatsby";
import { siteFileHref } from "../../hash-edition/address";
import { createContext, useContext } from "react";
import {
  anchorId,
  isSchemaObject,
  type Json,
  objectProperties,
  resolveSchema,
  type SchemaObject,
  schemaConstraints,
  schemaTypes,
  typeLabel,
} from "../../api-reference/schema/schema-model";
import * as styles from "./styles.module.css";

/** The schema a field-reference page documents, with every schema it refers to. */
export interface SchemaPageData {
  name: string;
  schemas: ReadonlyMap<string, Json>;
}

const SchemaPageContext = createContext<SchemaPageData | null>(null);
export const SchemaPageProvider = SchemaPageContext.Provider;

const show = (value: Json) => (typeof value === "string" ? value : JSON.stringify(value));

function Field({
  name,
  schema,
  required,
  prefix,
  level,
  schemas,
}: {
  name: string;
  schema: Json;
  required: boolean;
  prefix: string[];
  level: 3 | 4;
  schemas: ReadonlyMap<string, Json>;
}) {
  const own: SchemaObject = isSchemaObject(schema) ? schema : {};
  const { schema: resolved, name: refName } = resolveSchema(schema, schemas);
  const merged = { ...resolved, ...own };
  const id = anchorId(...prefix, name);
  const Heading = level === 3 ? "h3" : "h4";
  const description = typeof merged["x-description-html"] === "string" ? merged["x-description-html"] : null;
  const children = schemaTypes(resolved).includes("object") ? objectProperties(resolved, schemas, refName ? [refName] : []) : [];
  const constraints = schemaConstraints(merged);
  const nullable = typeLabel(schema, schemas).endsWith("| null");
  return (
    <section className={styles.field} aria-labelledby={id}>
      <Heading id={id} className={styles.name} data-pagefind-weight="10">
        <code>{prefix.length > 0 ? `${prefix.join(".")}.${name}` : name}</code>
      </Heading>
      <p className={styles.meta}>
        <span className={styles.type}>{typeLabel(schema, schemas)}</span>
        <span>{nullable ? "can be null" : "never null"}</span>
        <span>{required ? "always present" : "optional"}</span>
      </p>
      {description && <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />}
      {constraints.length > 0 && (
        <p className={styles.constraints}>
          {constraints.map((c) => (
            <span key={c.label}>
              {c.label}: <code>{c.value}</code>
            </span>
          ))}
        </p>
      )}
      {merged.example !== undefined && !children.length && (
        <p className={styles.example}>
          Example: <code>{show(merged.example)}</code>
        </p>
      )}
      {children.length > 0 && (
        <div className={styles.children}>
          {children.map((child) => (
            <Field
              key={child.name}
              name={child.name}
              schema={child.schema}
              required={child.required}
              prefix={[...prefix, name]}
              level={4}
              schemas={schemas}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * Every field of the page's schema (front matter `schema:`), generated from
 * the OpenAPI description so it cannot drift: type, whether it can be null,
 * meaning, constraints and an example, each with its own #anchor (the field
 * name; nested fields as `codes-admin_district`).
 */
export function SchemaFields() {
  const data = useContext(SchemaPageContext);
  if (!data)
    throw new Error("<SchemaFields /> needs `schema: <Name>` in the page's front matter, naming a schema of the OpenAPI description.");
  const root = data.schemas.get(data.name);
  // Only reachable when the build uses another API's description: with ours, the build checks the name.
  if (!isSchemaObject(root ?? null)) {
    return (
      <p>
        This list comes from the <code>{data.name}</code> schema, which the OpenAPI description used for this build does not have.
      </p>
    );
  }
  const fields = objectProperties(root as SchemaObject, data.schemas, [data.name]);
  return (
    <div>
      <p className={styles.count}>
        {fields.length} fields, in the order the API returns them. Generated from the <code>{data.name}</code> schema of the{" "}
        <a href={siteFileHref("/openapi.yaml", withPrefix)}>OpenAPI description</a>.
      </p>
      {fields.map((field) => (
        <Field
          key={field.name}
          name={field.name}
          schema={field.schema}
          required={field.required}
          prefix={[]}
          level={3}
          schemas={data.schemas}
        />
      ))}
    </div>
  );
}
