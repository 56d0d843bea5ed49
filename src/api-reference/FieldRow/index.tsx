import React, { type ReactNode } from "react";
import type { Constraint, FieldPresence } from "../schema/schema-model";
import { anchorHref } from "../../navigation/edition-address";
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
        {/* The spaces between the items (a flex row shows none) keep the words apart where the page is read as
            text: the search index, screen readers, a copy. */}
        <a href={anchorHref(id)} className={styles.name}>
          <code>{name}</code>
        </a>{" "}
        <span className={styles.type}>{type}</span>{" "}
        <span className={presence === "required" ? styles.required : styles.optional}>{presence}</span>
        {mayBeNull && (
          <>
            {" "}
            <span className={styles.optional}>may be null</span>
          </>
        )}
        {deprecated && (
          <>
            {" "}
            <span className={styles.deprecated}>deprecated</span>
          </>
        )}
      </div>
      {before}
      {descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />}
      {children}
    </li>
  );
}

/** A schema's default, limits, enum and format, and an example when there is one. */
export function FieldConstraints({ constraints, example }: { constraints: readonly Constraint[]; example?: unknown }) {
  if (constraints.length === 0 && example === undefined) return null;
  return (
    <p className={styles.constraints}>
      {constraints.map((c) => (
        <React.Fragment key={c.label}>
          <span>
            {c.label}: <code>{c.value}</code>
          </span>{" "}
        </React.Fragment>
      ))}
      {example !== undefined && (
        <span>
          Example: <code>{show(example)}</code>
        </span>
      )}
    </p>
  );
}
