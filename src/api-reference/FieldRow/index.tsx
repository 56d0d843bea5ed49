import React, { type ReactNode } from "react";
import type { Constraint, FieldPresence } from "../schema/schema-model";
import { anchorHref } from "../../navigation/edition-address";
import { TextOnly } from "../../ui/TextOnly";
import * as styles from "./styles.module.css";

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

interface FieldRowProps {
  /** Anchor of the row; its name links to it. */
  id: string;
  name: string;
  /** Type label ("string | null", "Postcode[]"). */
  type: string;
  /**
   * Whether the field is always there: in a request, whether the client must send it ("required", in red);
   * in a response, whether the service always sends it ("always present"), which is no warning.
   */
  presence: FieldPresence;
  /** A response field whose value may be `null` (said in words as well as in the type). */
  mayBeNull?: boolean;
  deprecated?: boolean;
  descriptionHtml?: string | null;
  /** Shown between the header and the description (a parameter's aliases). */
  before?: ReactNode;
  /** Shown last (constraints, nested fields). */
  children?: ReactNode;
}

/**
 * One named field of the API reference, a parameter or a schema property:
 * an anchored list item whose header gives name, type, required or
 * optional and deprecation, then the description and what follows.
 */
export function FieldRow({
  id,
  name,
  type,
  presence,
  mayBeNull = false,
  deprecated = false,
  descriptionHtml,
  before,
  children,
}: FieldRowProps) {
  return (
    <li id={id} className={styles.row}>
      <div className={styles.header}>
        {/* The spaces and the punctuation between the items (a flex row shows neither) keep the words apart where the
            page is read as text, "postcode (string, required)": the search index, screen readers, a copy, and the
            page's Markdown twin says the same (src/markdown-twins/schema-markdown.ts). */}
        <a href={anchorHref(id)} className={styles.name}>
          <code>{name}</code>
        </a>{" "}
        <TextOnly>(</TextOnly>
        <span className={styles.type}>{type}</span>
        <TextOnly>,</TextOnly> <span className={presence === "required" ? styles.required : styles.optional}>{presence}</span>
        {mayBeNull && (
          <>
            <TextOnly>,</TextOnly> <span className={styles.optional}>may be null</span>
          </>
        )}
        {deprecated && (
          <>
            <TextOnly>,</TextOnly> <span className={styles.deprecated}>deprecated</span>
          </>
        )}
        <TextOnly>)</TextOnly>
      </div>
      {before}
      {descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />}
      {children}
    </li>
  );
}

/** A schema's default, limits, enum and format, and an example when there is one ("Default: 10; Maximum: 100", as the twin says). */
export function FieldConstraints({ constraints, example }: { constraints: readonly Constraint[]; example?: unknown }) {
  if (constraints.length === 0 && example === undefined) return null;
  return (
    <p className={styles.constraints}>
      {constraints.map((c, i) => (
        <React.Fragment key={c.label}>
          {i > 0 && <TextOnly>;</TextOnly>}
          {i > 0 && " "}
          <span>
            {c.label}: <code>{c.value}</code>
          </span>
        </React.Fragment>
      ))}
      {example !== undefined && (
        <>
          {constraints.length > 0 && (
            <>
              <TextOnly>;</TextOnly>{" "}
            </>
          )}
          <span>
            Example: <code>{show(example)}</code>
          </span>
        </>
      )}
    </p>
  );
}
