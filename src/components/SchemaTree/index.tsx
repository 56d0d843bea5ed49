import {
  anchorId,
  ARRAY_ITEM,
  bodyAnchor,
  isSchemaObject,
  type Json,
  objectProperties,
  resolveSchema,
  type SchemaObject,
  schemaTypes,
  typeLabel,
} from "../../api-reference/schema/schema-model";
import { anchorHref } from "../../hash-edition/address";
import { FieldConstraints, FieldRow } from "../FieldRow";
import * as styles from "./styles.module.css";

interface TreeContext {
  schemas: ReadonlyMap<string, Json>;
  /** Named schema → anchor of its one full expansion on the page (see planSchemaExpansions). */
  plan?: ReadonlyMap<string, string>;
}

const htmlOf = (schema: SchemaObject): string | null =>
  typeof schema["x-description-html"] === "string" ? schema["x-description-html"] : null;

/** Whether a schema has anything to show below its one-line summary. */
function childCount(schema: Json, ctx: TreeContext, ancestors: readonly string[]): number {
  const { schema: s, name, circular } = resolveSchema(schema, ctx.schemas, ancestors);
  if (circular) return 0;
  const next = name ? [...ancestors, name] : ancestors;
  if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return ((s.oneOf ?? s.anyOf) as Json[]).length;
  const props = objectProperties(s, ctx.schemas, next).length;
  if (props > 0) return props;
  if (schemaTypes(s).includes("array") && s.items !== undefined) return childCount(s.items, ctx, next);
  return 0;
}

function PropertyRow({
  name,
  schema,
  required,
  path,
  ancestors,
  ctx,
}: {
  name: string;
  schema: Json;
  required: boolean;
  path: readonly string[];
  ancestors: readonly string[];
  ctx: TreeContext;
}) {
  const id = anchorId(...path, name);
  const own = isSchemaObject(schema) ? schema : {};
  const resolved = resolveSchema(schema, ctx.schemas, ancestors);
  const description = htmlOf(own) ?? htmlOf(resolved.schema);
  const count = childCount(schema, ctx, ancestors);
  const merged = { ...resolved.schema, ...own };
  return (
    <FieldRow
      id={id}
      name={name}
      type={typeLabel(schema, ctx.schemas, ancestors)}
      required={required}
      deprecated={own.deprecated === true || resolved.schema.deprecated === true}
      descriptionHtml={description}
    >
      <FieldConstraints schema={merged} example={merged.example} />
      {count > 0 && (
        <details className={styles.children}>
          <summary className={styles.summary}>
            {resolved.circular
              ? "Circular reference"
              : `${count} ${Array.isArray(resolved.schema.oneOf) || Array.isArray(resolved.schema.anyOf) ? "variants" : "fields"}`}{" "}
            in <code>{name}</code>
          </summary>
          <SchemaBody schema={schema} path={[...path, name]} ancestors={ancestors} ctx={ctx} />
        </details>
      )}
    </FieldRow>
  );
}

function SchemaBody({
  schema,
  path,
  ancestors,
  ctx,
}: {
  schema: Json;
  path: readonly string[];
  ancestors: readonly string[];
  ctx: TreeContext;
}) {
  const { schema: s, name, circular } = resolveSchema(schema, ctx.schemas, ancestors);
  if (circular) {
    return (
      <p className={styles.note}>
        Circular reference: this is a <code>{name}</code> again, described above.
      </p>
    );
  }
  if (name && ctx.plan && ctx.plan.has(name) && ctx.plan.get(name) !== bodyAnchor(path)) {
    return (
      <p className={styles.note}>
        The same <a href={anchorHref(ctx.plan.get(name) ?? "")}>{name}</a> as above.
      </p>
    );
  }
  const next = name ? [...ancestors, name] : ancestors;

  const variants = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : null) as Json[] | null;
  if (variants) {
    const discriminator = isSchemaObject(s.discriminator) ? s.discriminator : null;
    return (
      <div>
        <p className={styles.note}>
          {Array.isArray(s.oneOf) ? "Exactly one of these:" : "Any of these:"}
          {discriminator && typeof discriminator.propertyName === "string" && (
            <>
              {" "}
              chosen by <code>{discriminator.propertyName}</code>
            </>
          )}
        </p>
        <ol className={styles.variantList}>
          {variants.map((variant, i) => {
            const v = resolveSchema(variant, ctx.schemas, next);
            const title = typeof v.schema.title === "string" ? v.schema.title : typeLabel(variant, ctx.schemas, next);
            const count = childCount(variant, ctx, next);
            return (
              <li key={i} id={anchorId(...path, `option${i + 1}`)} className={styles.variant}>
                <span className={styles.variantTitle}>{title}</span>
                {htmlOf(v.schema) && <div className={styles.description} dangerouslySetInnerHTML={{ __html: htmlOf(v.schema) ?? "" }} />}
                {count > 0 && <SchemaBody schema={variant} path={[...path, `option${i + 1}`]} ancestors={next} ctx={ctx} />}
              </li>
            );
          })}
        </ol>
      </div>
    );
  }

  const properties = objectProperties(s, ctx.schemas, next);
  if (properties.length > 0) {
    const extra = s.additionalProperties;
    return (
      <>
        <ul className={styles.properties}>
          {properties.map((p) => (
            <PropertyRow key={p.name} name={p.name} schema={p.schema} required={p.required} path={path} ancestors={next} ctx={ctx} />
          ))}
        </ul>
        {isSchemaObject(extra) && Object.keys(extra).length > 0 && (
          <p className={styles.note}>
            Other keys: <code>{typeLabel(extra, ctx.schemas, next)}</code>
          </p>
        )}
      </>
    );
  }

  if (schemaTypes(s).includes("array") && s.items !== undefined) {
    return (
      <div className={styles.items} id={anchorId(...path, ARRAY_ITEM)}>
        <p className={styles.note}>
          Each item: <code>{typeLabel(s.items, ctx.schemas, next)}</code>
        </p>
        {childCount(s.items, ctx, next) > 0 && <SchemaBody schema={s.items} path={[...path, ARRAY_ITEM]} ancestors={next} ctx={ctx} />}
      </div>
    );
  }
  return null;
}

/**
 * A schema as a tree of fields. Each field shows its type, whether it is
 * required or nullable, its constraints and description, and has its own
 * #anchor; nested objects and arrays open and close (native disclosure
 * widgets, so they work by keyboard, mouse and without JavaScript).
 */
export function SchemaTree({
  schema,
  schemas,
  anchorPrefix,
  plan,
}: {
  schema: Json;
  schemas: ReadonlyMap<string, Json>;
  anchorPrefix: string;
  plan?: ReadonlyMap<string, string>;
}) {
  const ctx: TreeContext = { schemas, plan };
  const { schema: s } = resolveSchema(schema, schemas);
  const description = htmlOf(s);
  return (
    // Field names stay searchable on API pages, but the field reference guides rank above them.
    <div className={styles.tree} id={bodyAnchor([anchorPrefix])} data-pagefind-weight="0.5">
      <p className={styles.rootType}>
        <span className={styles.type}>{typeLabel(schema, schemas)}</span>
      </p>
      {description && <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />}
      <SchemaBody schema={schema} path={[anchorPrefix]} ancestors={[]} ctx={ctx} />
    </div>
  );
}
