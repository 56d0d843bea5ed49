import React from "react";
import {
  type FieldNode,
  type FieldRun,
  fieldRuns,
  presenceOf,
  type SchemaContent,
  type SchemaNode,
  type SchemaSide,
} from "../schema/schema-model";
import { FieldConstraints, FieldRow } from "../FieldRow";
import { anchorHref } from "../../navigation/edition-address";
import { Link } from "../../ui/Link";
import { useServerHtml } from "../../rendering/server-html";
import * as styles from "./styles.module.css";
import { API_SCHEMA_WEIGHT } from "../../search/search-weights";

/** Why a schema or field is not repeated: where on the page it is described. */
function SameAs({ node, anchor }: { node: SchemaNode; anchor: string }) {
  return node.partOf ? (
    <p className={styles.note}>
      The same field as in <a href={anchorHref(anchor)}>{node.partOf}</a> above.
    </p>
  ) : (
    <p className={styles.note}>
      The same <a href={anchorHref(anchor)}>{node.name}</a> as above.
    </p>
  );
}

/** Where a guide describes a schema or field: "Its 42 fields are described in Postcode fields", linking the guide or the row. */
function DocumentedOn({ node }: { node: SchemaNode }) {
  if (!node.documentedOn) return null;
  const { href, title, fields } = node.documentedOn;
  return (
    <p className={styles.note}>
      {fields.length === 0 && node.childCount > 0 ? `Its ${node.childCount} ${node.childNoun} are described in ` : "Described in "}
      <Link to={href}>{title}</Link>.
    </p>
  );
}

/** The fields a guide's schema lends an object, named together and each linked to its row on the guide. */
function BorrowedFields({ run, side }: { run: Extract<FieldRun, { kind: "borrowed" }>; side: SchemaSide }) {
  return (
    <li className={styles.borrowed}>
      <p className={styles.note}>
        {`${run.fields.length} fields (${presenceOf(run.required, side)}), each described in `}
        <Link to={run.guide.path}>{run.guide.title}</Link>
        {": "}
        {run.fields.map(({ name, node }, i) => (
          <React.Fragment key={name}>
            {i > 0 && ", "}
            <Link to={node.documentedOn?.href ?? run.guide.path} id={node.anchor}>
              <code>{name}</code>
            </Link>
          </React.Fragment>
        ))}
        .
      </p>
    </li>
  );
}

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
      {node.sameAs && node.childCount === 0 && <SameAs node={node} anchor={node.sameAs} />}
      <DocumentedOn node={node} />
      {node.childCount > 0 && !node.documentedOn && (
        <details className={styles.children}>
          {/* The control that opens the fields; the twin lists them as nested items without one. */}
          <summary className={styles.summary} data-markdown-ignore="">
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
            {fieldRuns(content.fields).map((run) =>
              run.kind === "field" ? (
                <FieldItem key={run.field.name} field={run.field} side={side} />
              ) : (
                <BorrowedFields key={run.fields[0].name} run={run} side={side} />
              ),
            )}
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
  if (node.sameAs) return <SameAs node={node} anchor={node.sameAs} />;
  if (node.documentedOn) return <DocumentedOn node={node} />;
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
