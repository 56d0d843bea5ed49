import { useMemo } from "react";
import { consoleOperation } from "../console-operation";
import { POSTCODE_INPUT_KINDS } from "../../input-kinds/postcode-input-kinds";
import type { OperationView } from "../../api-reference/ApiOperationPage/operation-view";
import { operationTrees } from "../../api-reference/schema/operation-trees";
import type { SchemaRegistry } from "../../api-reference/schema/schema-model";
import type { SampleRewrite } from "../../api-reference/CodeSamples";
import siteConfig from "../../../site.config";
import { endConsoleOpening } from "../../navigation/console-flag";
import { useIsomorphicLayoutEffect } from "../../state/isomorphic-layout-effect";
import ApiConsole from ".";

/**
 * The entry of the console's chunk (TryIt loads this module, not the index,
 * which it imports: no import cycle).
 * What this site adds to the generic console, in the console's own chunk:
 * the operation page's data turned into the console's model, and the input
 * kinds of our description (postcodes, outward codes). Nothing here is in
 * a page's own JavaScript.
 */

export interface PageConsoleProps {
  operation: OperationView;
  schemas: ReadonlyMap<string, unknown>;
  /** Receives what writes the page's code samples for the console's inputs, and null when it closes. */
  onSampleRewrite: (rewrite: SampleRewrite | null) => void;
  /** The page's query string when the console opened (a shared request). */
  search: string;
  /** Whether the focus moves into the console as it opens. */
  focusOnOpen: boolean;
}

/** The console of an operation page's operation, its data worked out once per page. */
export function PageConsole({ operation, schemas, onSampleRewrite, search, focusOnOpen }: PageConsoleProps) {
  const forConsole = useMemo(() => consoleOperation(operation, window.location.origin), [operation]);
  // The page's trees, built as the page builds them, so an answer's fields link to the page's rows.
  const trees = useMemo(() => operationTrees(operation, schemas as SchemaRegistry), [operation, schemas]);
  const responseTrees = useMemo(
    () => new Map(operation.responses.map((r, i) => [r.status, trees.responses[i]?.[0] ?? null])),
    [operation, trees],
  );
  const allTrees = useMemo(() => [...trees.body, ...trees.responses.flat()], [trees]);
  // Drawn: what an address that opened it kept hidden (src/pre-paint) shows, in the same frame, in its place.
  useIsomorphicLayoutEffect(endConsoleOpening, []);
  return (
    <ApiConsole
      key={search}
      operation={forConsole}
      schemas={schemas}
      inputKinds={POSTCODE_INPUT_KINDS}
      samples={operation.samples}
      moreSampleLanguages={operation.moreSampleLanguages}
      onSampleRewrite={onSampleRewrite}
      responseTrees={responseTrees}
      allTrees={allTrees}
      reportTo={siteConfig.docs.editUrl}
      search={search}
      focusOnOpen={focusOnOpen}
    />
  );
}
