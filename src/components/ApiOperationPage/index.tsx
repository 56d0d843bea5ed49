import React from "react";
import { apiTagPath } from "../../api-reference/api-paths";
import { statusKind, statusReason } from "../../api-reference/http-status";
import { useMemo } from "react";
import { type Json, planSchemaExpansions } from "../../api-reference/schema/schema-model";
import { successExample } from "../../api-reference/success-example";
import { anchorHref } from "../../hash-edition/address";
import { useRevealHashTarget } from "../../state/open-details-for-hash";
import { useRouteLocation } from "../../state/route-location";
import { ApiPage } from "../ApiPage";
import { CodeBlock } from "../CodeBlock";
import { CodeSamples, type CodeSampleView } from "../CodeSamples";
import { Link } from "../Link";
import { MethodBadge } from "../MethodBadge";
import { ParameterList, type ParameterView } from "../ParameterList";
import { SchemaTree } from "../SchemaTree";
import * as styles from "./styles.module.css";

interface ExampleView {
  name: string;
  summary: string | null;
  descriptionHtml?: string | null;
  valueHtml: string;
  generated?: boolean;
}

interface MediaView {
  mediaType: string;
  schema: Json;
  examples: readonly ExampleView[];
}

export interface OperationView {
  slug: string;
  method: string;
  path: string;
  summary: string;
  descriptionHtml: string | null;
  deprecated: boolean;
  tags: readonly string[];
  servers: readonly string[];
  parameters: readonly ParameterView[];
  requestBody: { required: boolean; descriptionHtml: string | null; content: readonly MediaView[] } | null;
  responses: readonly { status: string; descriptionHtml: string; content: readonly MediaView[] }[];
  samples: readonly CodeSampleView[];
  /** The exact `error` strings the operation can return. */
  errorMessages: readonly { status: string; message: string }[];
}

/** "/postcodes/{postcode}" with the parameter names marked up. */
function PathTemplate({ path }: { path: string }) {
  return (
    <code className={styles.path}>
      {path.split(/(\{[^}]+\})/).map((part, i) =>
        part.startsWith("{") ? (
          <span key={i} className={styles.pathParam}>
            {part}
          </span>
        ) : (
          <React.Fragment key={i}>{part}</React.Fragment>
        ),
      )}
    </code>
  );
}

function Examples({ examples, heading }: { examples: readonly ExampleView[]; heading: string }) {
  return (
    <>
      {examples.map((example) => (
        <div key={example.name}>
          {example.descriptionHtml && <div className={styles.exampleNote} dangerouslySetInnerHTML={{ __html: example.descriptionHtml }} />}
          <CodeBlock
            language="json"
            languageLabel="JSON"
            title={`${heading}${example.summary ? `: ${example.summary}` : example.generated ? ": example generated from the schema" : ""}`}
            html={example.valueHtml}
          />
        </div>
      ))}
    </>
  );
}

/**
 * One API operation: what it does, the request (parameters, body), every
 * response with its schema and examples, and ready-to-copy code samples.
 */
export function ApiOperationPage({
  operation,
  schemas,
  tags,
}: {
  operation: OperationView;
  schemas: ReadonlyMap<string, Json>;
  tags: readonly { name: string; slug: string }[];
}) {
  const { pathname, hash } = useRouteLocation();
  useRevealHashTarget(hash);
  const beside = successExample(operation.responses);
  // Trees in the order they are rendered below: request body, then responses.
  const plan = useMemo(
    () =>
      planSchemaExpansions(
        [
          ...(operation.requestBody?.content ?? []).map((m) => ({ schema: m.schema, anchorPrefix: "body" })),
          ...operation.responses.flatMap((r) => r.content.map((m) => ({ schema: m.schema, anchorPrefix: `response-${r.status}` }))),
        ].filter((root) => root.schema !== null),
        schemas,
      ),
    [operation, schemas],
  );

  return (
    <ApiPage pathname={pathname} wide>
      <div className={styles.layout}>
        <header className={styles.intro}>
          {/* Endpoint names and paths rank above passing mentions in guides. */}
          <h1 className={styles.title} data-pagefind-weight="10">
            {operation.summary}
          </h1>
          <p className={styles.endpoint} data-pagefind-weight="8">
            <MethodBadge method={operation.method} size="large" />
            <PathTemplate path={operation.path} />
          </p>
          {operation.deprecated && <p className={styles.deprecated}>Deprecated: avoid this operation in new code.</p>}
          {operation.descriptionHtml && (
            <div className={styles.description} dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />
          )}
          {operation.tags.length > 0 && (
            <p className={styles.tags}>
              Part of{" "}
              {operation.tags.map((name, i) => {
                const tag = tags.find((t) => t.name === name);
                return (
                  <React.Fragment key={name}>
                    {i > 0 && ", "}
                    {tag ? <Link to={apiTagPath(tag.slug)}>{name}</Link> : name}
                  </React.Fragment>
                );
              })}
            </p>
          )}
        </header>

        <aside className={styles.code} aria-label="Code samples and example response">
          <CodeSamples samples={operation.samples} />
          {beside && (
            <CodeBlock
              language="json"
              languageLabel="JSON"
              title={`Response ${beside.response.status}${beside.example.summary ? `: ${beside.example.summary}` : ""}`}
              html={beside.example.valueHtml}
            />
          )}
        </aside>

        <div className={styles.reference}>
          <section aria-labelledby="request">
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
            {operation.requestBody && (
              <section aria-labelledby="request-body">
                <h3 id="request-body">
                  Request body {operation.requestBody.required ? <span className={styles.required}>required</span> : null}
                </h3>
                {operation.requestBody.descriptionHtml && (
                  <div dangerouslySetInnerHTML={{ __html: operation.requestBody.descriptionHtml }} />
                )}
                {operation.requestBody.content.map((media) => (
                  <div key={media.mediaType} className={styles.media}>
                    <p className={styles.mediaType}>
                      Content type: <code>{media.mediaType}</code>
                    </p>
                    {media.schema !== null && <SchemaTree schema={media.schema} schemas={schemas} anchorPrefix="body" plan={plan} />}
                    <Examples examples={media.examples} heading="Request body" />
                  </div>
                ))}
              </section>
            )}
          </section>

          <section aria-labelledby="responses">
            <h2 id="responses">Responses</h2>
            {operation.errorMessages.length > 0 && (
              <>
                <h3 id="error-messages">Error messages</h3>
                <p>
                  The exact <code>error</code> strings this endpoint returns:
                </p>
                <table className={styles.errors} data-pagefind-weight="10">
                  <thead>
                    <tr>
                      <th scope="col">Status</th>
                      <th scope="col">
                        <code>error</code>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {operation.errorMessages.map(({ status, message }) => (
                      <tr key={`${status} ${message}`}>
                        <td>
                          <a href={anchorHref(`response-${status}`)}>{status}</a>
                        </td>
                        <td>
                          <code className={styles.errorString}>{JSON.stringify(message).slice(1, -1)}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
            {operation.responses.map((response) => (
              <section
                key={response.status}
                id={`response-${response.status}`}
                className={styles.response}
                aria-labelledby={`response-${response.status}-title`}
              >
                <h3 id={`response-${response.status}-title`} className={styles.responseTitle}>
                  <span className={`${styles.status} ${styles[statusKind(response.status)]}`}>{response.status}</span>{" "}
                  {statusReason(response.status)}
                </h3>
                <div className={styles.description} dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />
                {response.content.map((media) => (
                  <div key={media.mediaType} className={styles.media}>
                    <p className={styles.mediaType}>
                      Content type: <code>{media.mediaType}</code>
                    </p>
                    {media.schema !== null && (
                      <SchemaTree schema={media.schema} schemas={schemas} anchorPrefix={`response-${response.status}`} plan={plan} />
                    )}
                    <Examples examples={media.examples} heading={`Response ${response.status}`} />
                  </div>
                ))}
              </section>
            ))}
          </section>
        </div>
      </div>
    </ApiPage>
  );
}
