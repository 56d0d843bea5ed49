import type { FieldNode, SchemaContent, SchemaNode } from "../schema/schema-model";
import { FieldConstraints, FieldRow } from "../FieldRow";
import { anchorHref } from "../../navigation/edition-address";
import { useServerHtml } from "../../rendering/server-html";
import * as styles from "./styles.module.css";
import { API_SCHEMA_WEIGHT } from "../../search/search-weights";

function FieldItem({ field }: { field: FieldNode }) {
  const { node, name } = field;
  return (
    <FieldRow
      id={node.anchor}
      name={name}
      type={node.label}
      required={field.required}
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
          <SchemaBody node={node} />
        </details>
      )}
    </FieldRow>
  );
}

function Content({ content }: { content: SchemaContent }) {
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
                {variant.node.childCount > 0 && <SchemaBody node={variant.node} />}
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
              <FieldItem key={field.name} field={field} />
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
          {content.items.childCount > 0 && <SchemaBody node={content.items} />}
        </div>
      );
  }
}

/** What a schema holds below its summary, or why it is not repeated here. */
function SchemaBody({ node }: { node: SchemaNode }) {
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
  return node.content && <Content content={node.content} />;
}

/**
 * A schema as a tree of fields (see `schemaTree` for the model). Each field
 * shows its type, whether it is required or nullable, its constraints and
 * description, and has its own #anchor; nested objects and arrays open and
 * close (native disclosure widgets, so they work by keyboard, mouse and
 * without JavaScript).
 *
 * No script is needed inside, so a loaded page keeps the tree's server HTML
 * instead of hydrating it (src/rendering/server-html.ts): on an API page
 * the trees are half of the elements.
 */
export function SchemaTree({ tree }: { tree: SchemaNode }) {
  const serverHtml = useServerHtml(tree);
  return (
    <div className={styles.tree} id={tree.anchor} data-pagefind-weight={API_SCHEMA_WEIGHT} {...serverHtml}>
      {serverHtml ? null : (
        <>
          <p className={styles.rootType}>
            <span className={styles.type}>{tree.label}</span>
          </p>
          {tree.descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{ __html: tree.descriptionHtml }} />}
          <SchemaBody node={tree} />
        </>
      )}
    </div>
  );
}
