import { type ComponentType, useCallback, useMemo, useState } from "react";
import { moreSamplesPath } from "../code-samples/more-samples-path";
import type { SchemaRegistry } from "../schema/schema-model";
import { useRevealHashTarget } from "../../state/open-details-for-hash";
import { useRouteLocation } from "../../state/route-location";
import { ApiPage } from "../ApiPage";
import { HydrationBoundary } from "../../rendering/hydration";
import { pagePart } from "../../rendering/page-parts";
import { CodeBlock } from "../../ui/CodeBlock";
import { CodeSamples, type SampleRewrite } from "../CodeSamples";
import { BESIDE_EXAMPLE_ID, besideExample } from "./beside-example";
import { OperationIntro } from "./OperationIntro";
import type { ConsolePlacement, OperationView, TryItProps } from "./operation-view";
import type { RequestSectionProps, ResponsesSectionProps } from "./reference";
import * as styles from "./styles.module.css";

export type { ConsolePlacement, OperationTrees, OperationView } from "./operation-view";

/** The reference sections (request, responses and their schema trees), one chunk loaded on demand. */
const reference = () => import(/* webpackChunkName: "operation-reference" */ "./reference");
const Request = pagePart<RequestSectionProps>(() => reference().then((m) => m.RequestSection));
const Responses = pagePart<ResponsesSectionProps>(() => reference().then((m) => m.ResponsesSection));

/** Loads the parts of an operation page that load on demand (the template's `preloadParts`). */
export const preloadOperationParts = (): Promise<unknown> => Promise.all([Request.load(), Responses.load()]);

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
export function ApiOperationPage({ operation, schemas, tags, TryIt }: ApiOperationPageProps) {
  const { pathname, hash } = useRouteLocation();
  useRevealHashTarget(hash);
  return (
    <ApiPage
      pathname={pathname}
      wide
      searchMeta={{
        operation: operation.operationId,
        path: `${operation.method.toUpperCase()} ${operation.path}`,
        // The sidebar's name, where it differs from the title: "Reverse geocoding, lat/lon path".
        label: operation.sidebarLabel && operation.sidebarLabel !== operation.summary ? operation.sidebarLabel : null,
      }}
    >
      <OperationContent operation={operation} schemas={schemas} tags={tags} TryIt={TryIt} />
    </ApiPage>
  );
}

/**
 * The page's content: the introduction, then the request and the
 * responses, which load on demand and hydrate after the rest (the server's
 * HTML stays on screen until then), and beside them the Try it section,
 * the code samples and the example response.
 */
function OperationContent({ operation, schemas, tags, TryIt }: ApiOperationPageProps) {
  void preloadOperationParts(); // starts the download while the page around them renders
  const beside = useMemo(() => besideExample(operation), [operation]);
  const more = useMemo(
    () => ({ languages: operation.moreSampleLanguages, src: moreSamplesPath(operation.slug) }),
    [operation.moreSampleLanguages, operation.slug],
  );
  // While the console is open, the samples are written again for its inputs.
  const [rewrite, setRewrite] = useState<SampleRewrite | null>(null);
  const onSampleRewrite = useCallback((next: SampleRewrite | null) => setRewrite(() => next), []);
  const [placement, setPlacement] = useState<ConsolePlacement>("beside");
  const [openRequests, setOpenRequests] = useState(0);
  // The Try it at the top (narrow screens): the console's column moves up under the introduction, and opens.
  const onTryIt = useCallback(() => {
    setPlacement("top");
    setOpenRequests((n) => n + 1);
  }, []);
  return (
    <div className={styles.layout} data-console={placement}>
      <OperationIntro operation={operation} tags={tags} onTryIt={onTryIt} />
      {/* The parameters come before the samples on a narrow screen; beside them (the samples in a column of their own) on a wide one. */}
      <HydrationBoundary name="request">
        <Request.Component operation={operation} schemas={schemas} />
      </HydrationBoundary>
      <aside className={styles.code} aria-label="Try it, code samples and example response">
        <TryIt
          operation={operation}
          schemas={schemas}
          onSampleRewrite={onSampleRewrite}
          placement={placement}
          onPlacement={setPlacement}
          openRequests={openRequests}
        />
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
      <HydrationBoundary name="responses">
        <Responses.Component operation={operation} schemas={schemas} beside={beside} />
      </HydrationBoundary>
    </div>
  );
}
