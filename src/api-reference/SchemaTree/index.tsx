import { type FieldNode, presenceOf, type SchemaContent, type SchemaNode, type SchemaSide } from "../schema/schema-model";
import { FieldConstraints, FieldRow } from "../FieldRow";
import { anchorHref } from "../../navigation/edition-address";
import { useServerHtml } from "../../rendering/server-html";
import * as styles from "./styles.module.css";
import { API_SCHEMA_WEIGHT } from "../../search/search-weights";

function FieldItem({ field, side }: { field: FieldNode; side: SchemaSide }) {
  const { node, name } = field;
  return (
    <FieldRow
      id={node.anchor}
      name={name}
      type={node.label}
      presence={presenceOf(field.required, side)}
      mayBeNull={side === "response" && node.nullable}
      deprecated={node.deprecated}
      descriptionHtml={node.descriptionHtml}
    >
      <FieldConstraints constraints={node.constraints} example={node.example} />
      {node.childCount > 0 && (
        <details className={styles.children}>
          <summary className={styles.summary}>
            {`${node.childCount} ${node.childNoun}`} {"in "}
            <code>{name}</code>
          </summary>
          <SchemaBody node={node} side={side} />
        </details>
      )}
    </FieldRow>
  );
}

function Content({ content, side }: { content: SchemaContent; side: SchemaSide }) {
  switch (content.kind) {
    case "variants":
      return (
        <div>
          <p className={styles.note}>
            {content.combinator === "oneOf" ? "Exactly one of these:" : "Any of these:"}
            {content.discriminator && (
              <>
                {" "}
                chosen by <code>{content.discriminator}</code>
              </>
            )}
          </p>
          <ol className={styles.variantList}>
            {content.variants.map((variant) => (
              <li key={variant.anchor} id={variant.anchor} className={styles.variant}>
                <span className={styles.variantTitle}>{variant.title}</span>
                {variant.descriptionHtml && (
                  <div className={styles.description} dangerouslySetInnerHTML={{ __html: variant.descriptionHtml }} />
                )}
                {variant.node.childCount > 0 && <SchemaBody node={variant.node} side={side} />}
              </li>
            ))}
          </ol>
        </div>
      );
    case "fields":
      return (
        <>
          <ul className={styles.properties}>
            {content.fields.map((field) => (
              <FieldItem key={field.name} field={field} side={side} />
            ))}
          </ul>
          {content.otherKeys && (
            <p className={styles.note}>
              Other keys: <code>{content.otherKeys}</code>
            </p>
          )}
        </>
      );
    case "items":
      return (
        <div className={styles.items} id={content.anchor}>
          <p className={styles.note}>
            Each item: <code>{content.label}</code>
          </p>
          {content.items.childCount > 0 && <SchemaBody node={content.items} side={side} />}
        </div>
      );
  }
}

/** What a schema holds below its summary, or why it is not repeated here. */
function SchemaBody({ node, side }: { node: SchemaNode; side: SchemaSide }) {
  if (node.circular) {
    return (
      <p className={styles.note}>
        Circular reference: this is a <code>{node.name}</code> again, described above.
      </p>
    );
  }
  if (node.sameAs) {
    return (
      <p className={styles.note}>
        The same <a href={anchorHref(node.sameAs)}>{node.name}</a> as above.
      </p>
    );
  }
  return node.content && <Content content={node.content} side={side} />;
}

/**
 * A schema as a tree of fields (see `schemaTree` for the model). Each field
 * shows its type, whether it is always there in the words of its `side` (a
 * request's "required", a response's "always present") and whether a
 * response's value may be null, its constraints and
 * description, and has its own #anchor; nested objects and arrays open and
 * close (native disclosure widgets, so they work by keyboard, mouse and
 * without JavaScript).
 *
 * No script is needed inside, so a loaded page keeps the tree's server HTML
 * instead of hydrating it (src/rendering/server-html.ts): on an API page
 * the trees are half of the elements.
 */
export function SchemaTree({ tree, side }: { tree: SchemaNode; side: SchemaSide }) {
  const serverHtml = useServerHtml(tree);
  return (
    <div className={styles.tree} id={tree.anchor} data-search-weight={API_SCHEMA_WEIGHT} {...serverHtml}>
      {serverHtml ? null : (
        <>
          <p className={styles.rootType}>
            <span className={styles.type}>{tree.label}</span>
          </p>
          {tree.descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{ __html: tree.descriptionHtml }} />}
          <SchemaBody node={tree} side={side} />
        </>
      )}
    </div>
  );
}
