import React, { type ComponentType, useCallback, useMemo, useState } from "react";
import { apiTagPath } from "../../navigation/api-paths";
import { moreSamplesPath } from "../code-samples/more-samples-path";
import { statusKind, statusReason } from "../http-status";
import { type PageExpansions, type SchemaNode, type SchemaRegistry, schemaTree } from "../schema/schema-model";
import { successExample } from "../success-example";
import { useRevealHashTarget } from "../../state/open-details-for-hash";
import { useRouteLocation } from "../../state/route-location";
import { ApiPage } from "../ApiPage";
import { HydrationSlice } from "../../rendering/hydration-slices";
import { CodeBlock } from "../../ui/CodeBlock";
import { CodeSamples, type SampleRewrite } from "../CodeSamples";
import { Link } from "../../ui/Link";
import { MethodBadge } from "../../ui/MethodBadge";
import { ShownWhenRead } from "../../ui/ShownWhenRead";
import { ParameterList } from "../ParameterList";
import { SchemaTree } from "../SchemaTree";
import { anchorHref } from "../../navigation/edition-address";
import type { ExampleView, MediaView, OperationTrees, OperationView, TryItProps } from "./operation-view";
import * as styles from "./styles.module.css";
import { ENDPOINT_PATH_WEIGHT, ENDPOINT_TITLE_WEIGHT, ERROR_MESSAGES_WEIGHT } from "../../search/search-weights";

export type { OperationTrees, OperationView } from "./operation-view";

/** The colour of each kind of status (static names, so only the classes used reach the page's JavaScript). */
const STATUS_CLASSES: Record<ReturnType<typeof statusKind>, string> = {
  success: styles.success,
  redirect: styles.redirect,
  clientError: styles.clientError,
  serverError: styles.serverError,
  other: styles.other,
};

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

/** The id of the example shown beside the code samples, which the response it belongs to links to instead of showing it again. */
const BESIDE_EXAMPLE_ID = "example-response";

function Examples({
  examples,
  heading,
  shownBeside = null,
}: {
  examples: readonly ExampleView[];
  heading: string;
  /** The name of the example already shown beside the code samples: a link takes its place. */
  shownBeside?: string | null;
}) {
  return (
    <>
      {examples.map((example) => (
        <div key={example.name}>
          {example.descriptionHtml && <div className={styles.exampleNote} dangerouslySetInnerHTML={{ __html: example.descriptionHtml }} />}
          {example.name === shownBeside ? (
            <p className={styles.exampleNote}>
              {heading}
              {example.summary ? `: ${example.summary}` : ""} is the example{" "}
              <a href={anchorHref(BESIDE_EXAMPLE_ID)}>shown with the code samples</a>.
            </p>
          ) : (
            <CodeBlock
              language="json"
              languageLabel="JSON"
              title={`${heading}${example.summary ? `: ${example.summary}` : example.generated ? ": example generated from the schema" : ""}`}
              html={example.valueHtml}
            />
          )}
        </div>
      ))}
    </>
  );
}

/** Each media type of a request body or response: its schema as a tree, then its examples. */
function MediaTypes({
  content,
  trees,
  heading,
  shownBeside = null,
}: {
  content: readonly MediaView[];
  trees: readonly (SchemaNode | null)[];
  heading: string;
  /** The media type and example shown beside the code samples, if one of these. */
  shownBeside?: { mediaType: string; example: string } | null;
}) {
  return (
    <>
      {content.map((media, i) => {
        const tree = trees[i];
        return (
          <div key={media.mediaType} className={styles.media}>
            <p className={styles.mediaType}>
              Content type: <code>{media.mediaType}</code>
            </p>
            {tree && <SchemaTree tree={tree} />}
            <Examples
              examples={media.examples}
              heading={heading}
              shownBeside={shownBeside?.mediaType === media.mediaType ? shownBeside.example : null}
            />
          </div>
        );
      })}
    </>
  );
}

/** The schema trees of an operation's request body and responses, built in the order they are rendered. */
function useSchemaTrees(operation: OperationView, schemas: SchemaRegistry): OperationTrees {
  return useMemo(() => {
    const expansions: PageExpansions = new Map();
    const trees = (content: readonly MediaView[], anchorPrefix: string) =>
      content.map((m) => (m.schema === null ? null : schemaTree(m.schema, schemas, anchorPrefix, expansions)));
    return {
      body: trees(operation.requestBody?.content ?? [], "body"),
      responses: operation.responses.map((r) => trees(r.content, `response-${r.status}`)),
    };
  }, [operation, schemas]);
}

function OperationIntro({ operation, tags }: { operation: OperationView; tags: readonly { name: string; slug: string }[] }) {
  return (
    <header className={styles.intro}>
      <h1 className={styles.title} data-pagefind-weight={ENDPOINT_TITLE_WEIGHT}>
        {operation.summary}
      </h1>
      <p className={styles.endpoint} data-pagefind-weight={ENDPOINT_PATH_WEIGHT}>
        {/* The space (the flex row shows none) makes "GET /postcodes" two words where the page is read as text: the
            search index finds the path as readers paste it. */}
        <MethodBadge method={operation.method} size="large" /> <PathTemplate path={operation.path} />
      </p>
      {operation.deprecated && <p className={styles.deprecated}>Deprecated: avoid this operation in new code.</p>}
      {operation.descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />}
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
  );
}

function Request({
  operation,
  schemas,
  trees,
}: {
  operation: OperationView;
  schemas: SchemaRegistry;
  trees: readonly (SchemaNode | null)[];
}) {
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
          <MediaTypes content={body.content} trees={trees} heading="Request body" />
        </section>
      )}
    </section>
  );
}

function ErrorMessages({ messages }: { messages: OperationView["errorMessages"] }) {
  if (messages.length === 0) return null;
  return (
    <>
      <h3 id="error-messages">Error messages</h3>
      <p>
        The exact <code>error</code> strings this endpoint returns:
      </p>
      {/* Shown once read whole: a table painted from its first rows moves its cells when the rest arrives. */}
      <ShownWhenRead>
        <table className={styles.errors} data-pagefind-weight={ERROR_MESSAGES_WEIGHT}>
          <thead>
            <tr>
              {/* Pagefind separates table cells (td) but not headers: the space keeps "Status" and "error" apart. */}
              <th scope="col">Status </th>
              <th scope="col">
                <code>error</code>
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.map(({ status, message }) => (
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
      </ShownWhenRead>
    </>
  );
}

/** The example an operation page shows beside its code samples, and where it is among the responses. */
function besideExample(operation: OperationView) {
  const beside = successExample(operation.responses);
  if (!beside) return null;
  const media = beside.response.content.find((m) => m.examples.includes(beside.example));
  return { ...beside, mediaType: media?.mediaType ?? "" };
}

function Responses({
  operation,
  trees,
  beside,
}: {
  operation: OperationView;
  trees: readonly (readonly (SchemaNode | null)[])[];
  beside: ReturnType<typeof besideExample>;
}) {
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
            shownBeside={beside?.response === response ? { mediaType: beside.mediaType, example: beside.example.name } : null}
          />
        </section>
      ))}
    </section>
  );
}

interface ApiOperationPageProps {
  operation: OperationView;
  schemas: SchemaRegistry;
  tags: readonly { name: string; slug: string }[];
  TryIt: ComponentType<TryItProps>;
}

/**
 * One API operation: what it does, the request (parameters, body), every
 * response with its schema and examples, and ready-to-copy code samples.
 * `TryIt` is its Try it section, the console's entry, which the template
 * gives it.
 */
export function ApiOperationPage(props: ApiOperationPageProps) {
  const { pathname, hash } = useRouteLocation();
  useRevealHashTarget(hash);
  const { operation } = props;
  return (
    <ApiPage
      pathname={pathname}
      wide
      searchMeta={{ operation: operation.operationId, path: `${operation.method.toUpperCase()} ${operation.path}` }}
    >
      <OperationContent {...props} />
    </ApiPage>
  );
}

/**
 * The page's content, with the models it is built from (schema trees, the
 * example beside the samples): built where they are rendered, inside the
 * layout's main column, which hydrates in a slice of its own
 * (src/rendering/hydration-slices.ts), not before the navbar.
 */
function OperationContent({ operation, schemas, tags, TryIt }: ApiOperationPageProps) {
  const beside = useMemo(() => besideExample(operation), [operation]);
  const trees = useSchemaTrees(operation, schemas);
  const more = useMemo(
    () => ({ languages: operation.moreSampleLanguages, src: moreSamplesPath(operation.slug) }),
    [operation.moreSampleLanguages, operation.slug],
  );
  // While the console is open, the samples are written again for its inputs.
  const [rewrite, setRewrite] = useState<SampleRewrite | null>(null);
  const onSampleRewrite = useCallback((next: SampleRewrite | null) => setRewrite(() => next), []);
  return (
    <div className={styles.layout}>
      <OperationIntro operation={operation} tags={tags} />
      {/* The parameters come before the samples on a narrow screen; beside them (the samples in a column of their own) on a wide one. */}
      <HydrationSlice name="request">
        <Request operation={operation} schemas={schemas} trees={trees.body} />
      </HydrationSlice>
      <aside className={styles.code} aria-label="Try it, code samples and example response">
        <TryIt operation={operation} schemas={schemas} trees={trees} onSampleRewrite={onSampleRewrite} />
        <CodeSamples samples={operation.samples} more={more} rewrite={rewrite} />
        {beside && (
          <div id={BESIDE_EXAMPLE_ID}>
            <CodeBlock
              language="json"
              languageLabel="JSON"
              title={`Response ${beside.response.status}${beside.example.summary ? `: ${beside.example.summary}` : ""}`}
              html={beside.example.valueHtml}
            />
          </div>
        )}
      </aside>
      <HydrationSlice name="responses">
        <Responses operation={operation} trees={trees.responses} beside={beside} />
      </HydrationSlice>
    </div>
  );
}
