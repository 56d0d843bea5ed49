import React from "react";
import { statusKind, statusReason } from "../../http-status";
import { ParameterList } from "../../ParameterList";
import { operationTrees } from "../../schema/operation-trees";
import type { SchemaRegistry } from "../../schema/schema-model";
import type { BesideExample } from "../beside-example";
import type { OperationTrees, OperationView } from "../operation-view";
import * as styles from "../styles.module.css";
import { ErrorMessages } from "./ErrorMessages";
import { MediaTypes } from "./MediaTypes";

/**
 * The reference sections of an operation page, the request and the
 * responses with their schema trees: loaded on demand, after the page
 * (src/rendering/page-parts.ts), as is the code that builds the trees.
 */

/** The colour of each kind of status (static names, so only the classes used reach the page's JavaScript). */
const STATUS_CLASSES: Record<ReturnType<typeof statusKind>, string> = {
  success: styles.success,
  redirect: styles.redirect,
  clientError: styles.clientError,
  serverError: styles.serverError,
  other: styles.other,
};

/** The page's trees, built once for both sections (their anchors are numbered across the page). */
const built = new WeakMap<OperationView, OperationTrees>();
function treesOf(operation: OperationView, schemas: SchemaRegistry): OperationTrees {
  let trees = built.get(operation);
  if (!trees) {
    trees = operationTrees(operation, schemas);
    built.set(operation, trees);
  }
  return trees;
}

export interface RequestSectionProps {
  operation: OperationView;
  schemas: SchemaRegistry;
}

/** The request: base URLs, parameters and body. */
export function RequestSection({ operation, schemas }: RequestSectionProps) {
  const body = operation.requestBody;
  return (
    <section aria-labelledby="request" className={styles.request}>
      <h2 id="request">Request</h2>
      <p className={styles.servers}>
        <span className={styles.serverLabel}>Base URL:</span>{" "}
        {operation.servers.map((server, i) => (
          <React.Fragment key={server}>
            {i > 0 && " or "}
            <code>{server}</code>
          </React.Fragment>
        ))}
      </p>
      <ParameterList parameters={operation.parameters} schemas={schemas} />
      {body && (
        <section aria-labelledby="request-body">
          <h3 id="request-body">Request body {body.required ? <span className={styles.required}>required</span> : null}</h3>
          {body.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: body.descriptionHtml }} />}
          <MediaTypes content={body.content} trees={treesOf(operation, schemas).body} heading="Request body" side="request" />
        </section>
      )}
    </section>
  );
}

export interface ResponsesSectionProps {
  operation: OperationView;
  schemas: SchemaRegistry;
  /** The example shown beside the code samples, which its response links to instead of showing it again. */
  beside: BesideExample;
}

/** Every response: the error strings, then each status with its schema and examples. */
export function ResponsesSection({ operation, schemas, beside }: ResponsesSectionProps) {
  const trees = treesOf(operation, schemas).responses;
  return (
    <section aria-labelledby="responses" className={styles.responses}>
      <h2 id="responses">Responses</h2>
      <ErrorMessages messages={operation.errorMessages} />
      {operation.responses.map((response, i) => (
        <section
          key={response.status}
          id={`response-${response.status}`}
          className={styles.response}
          aria-labelledby={`response-${response.status}-title`}
        >
          <h3 id={`response-${response.status}-title`} className={styles.responseTitle}>
            <span className={`${styles.status} ${STATUS_CLASSES[statusKind(response.status)]}`}>{response.status}</span>{" "}
            {statusReason(response.status)}
          </h3>
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />
          <MediaTypes
            content={response.content}
            trees={trees[i]}
            heading={`Response ${response.status}`}
            side="response"
            shownBeside={beside?.response === response ? { mediaType: beside.mediaType, example: beside.example.name } : null}
          />
        </section>
      ))}
    </section>
  );
}
