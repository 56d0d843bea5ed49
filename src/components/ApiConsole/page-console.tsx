import { useMemo } from "react";
import type { ConsoleOperation } from "../../api-console/console-request";
import { resolveServerUrl } from "../../api-console/console-servers";
import { POSTCODE_INPUT_KINDS } from "../../api-console/postcode-input-kinds";
import type { OperationTrees, OperationView } from "../ApiOperationPage";
import type { CodeSampleView } from "../CodeSamples";
import ApiConsole from ".";
import { PostcodeFacts, type PostcodeFactsProps } from "./PostcodeFacts";

/**
 * The entry of the console's chunk (TryIt and the home page's lookup load
 * this module, not the index, which it imports: no import cycle).
 * What this site adds to the generic console, in the console's own chunk:
 * the operation page's data turned into the console's model, and the input
 * kinds of our description (postcodes, outward codes). Nothing here is in
 * a page's own JavaScript.
 */

export interface PageConsoleProps {
  operation: OperationView;
  schemas: ReadonlyMap<string, unknown>;
  /** The page's schema trees, to link an answer's fields to their rows. */
  trees: OperationTrees;
  /** Receives the code samples written for the console's inputs, and null when it closes. */
  onSamples: (samples: CodeSampleView[] | null) => void;
  /** The page's query string when the console opened (a shared request). */
  search: string;
  /** Whether the focus moves into the console as it opens. */
  focusOnOpen: boolean;
  onClose: () => void;
}

const RESPONSE_KINDS = ["envelope", "json", "text"] as const;

/** The operation as the console reads it, its servers resolved against the site's origin. */
function consoleOperation(operation: OperationView, origin: string): ConsoleOperation {
  return {
    ...operation,
    servers: operation.servers.map((server) => resolveServerUrl(server, origin)),
    parameters: operation.parameters.map((p) => ({
      ...p,
      inputKind: p.inputKind ?? null,
      style: p.style ?? null,
      explode: p.explode ?? null,
    })),
    requestBody: operation.requestBody && {
      required: operation.requestBody.required,
      content: operation.requestBody.content.map((m) => ({
        mediaType: m.mediaType,
        schema: m.schema,
        examples: m.examples.map((e) => ({ summary: e.summary, value: e.value })),
      })),
    },
    responseKind: RESPONSE_KINDS.find((k) => k === operation.sampleResponseKind) ?? "json",
  };
}

/** The console of an operation page's operation, its data worked out once per page. */
export function PageConsole({ operation, schemas, trees, onSamples, search, focusOnOpen, onClose }: PageConsoleProps) {
  const forConsole = useMemo(() => consoleOperation(operation, window.location.origin), [operation]);
  const responseTrees = useMemo(
    () => new Map(operation.responses.map((r, i) => [r.status, trees.responses[i]?.[0] ?? null])),
    [operation, trees],
  );
  const allTrees = useMemo(() => [...trees.body, ...trees.responses.flat()], [trees]);
  return (
    <ApiConsole
      key={search}
      operation={forConsole}
      schemas={schemas}
      inputKinds={POSTCODE_INPUT_KINDS}
      samples={operation.samples}
      onSamples={onSamples}
      responseTrees={responseTrees}
      allTrees={allTrees}
      search={search}
      focusOnOpen={focusOnOpen}
      onClose={onClose}
    />
  );
}

/** The home page's live example, with the postcode input kind. */
export function HomePostcodeFacts(props: Omit<PostcodeFactsProps, "inputKinds">) {
  return <PostcodeFacts {...props} inputKinds={POSTCODE_INPUT_KINDS} />;
}
