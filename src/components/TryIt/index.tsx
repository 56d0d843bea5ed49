import { useCallback, useEffect, useMemo, useState } from "react";
import type { ConsoleOperation } from "../../api-console/console-request";
import { POSTCODE_INPUT_KINDS } from "../../api-console/postcode-input-kinds";
import { lastWrittenSearch, replaceAddressSearch, wantsConsole } from "../../api-console/share-url";
import { useRouteLocation } from "../../state/route-location";
import type { ApiConsoleProps } from "../ApiConsole";
import type { OperationTrees, OperationView } from "../ApiOperationPage";
import { createChunkComponent } from "../ChunkLoader";
import type { CodeSampleView } from "../CodeSamples";
import * as styles from "./styles.module.css";

/** The console's code is its own chunk, downloaded when a reader opens it. */
const ApiConsole = createChunkComponent<ApiConsoleProps>(
  () => import(/* webpackChunkName: "api-console" */ "../ApiConsole"),
  "The API console",
);

export interface TryItProps {
  operation: OperationView;
  schemas: ReadonlyMap<string, unknown>;
  /** The page's schema trees, to link an answer's fields to their rows. */
  trees: OperationTrees;
  /** Receives the code samples written for the console's inputs, and null when it closes. */
  onSamples: (samples: CodeSampleView[] | null) => void;
}

const RESPONSE_KINDS = ["envelope", "json", "text"] as const;

/** The operation as the console reads it. */
function consoleOperation(operation: OperationView): ConsoleOperation {
  return {
    ...operation,
    parameters: operation.parameters.map((p) => ({ ...p, inputKind: p.inputKind ?? null })),
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

/**
 * "Try it" on an operation page: a button that opens the API console, and
 * for a GET, an example URL to open as it is. An address with `?try` (a
 * shared request, the search dialog's "Look up") opens the console at once
 * with the inputs it holds.
 */
export function TryIt({ operation, schemas, trees, onSamples }: TryItProps) {
  const { search } = useRouteLocation();
  const [opened, setOpened] = useState<{ search: string } | null>(null);
  const exampleUrl = operation.exampleUrl;

  // Follow addresses that ask for the console, but not the ones the console itself wrote.
  useEffect(() => {
    if (wantsConsole(search) && search !== lastWrittenSearch()) setOpened({ search });
  }, [search]);

  const close = useCallback(() => {
    setOpened(null);
    onSamples(null);
    replaceAddressSearch("");
  }, [onSamples]);

  return (
    <section className={styles.tryIt} aria-labelledby="try-it">
      <div className={styles.header}>
        <h2 id="try-it" className={styles.title}>
          Try it
        </h2>
        <button
          type="button"
          className={opened ? styles.toggle : `button-primary ${styles.toggle}`}
          aria-expanded={opened !== null}
          data-js-only=""
          onClick={() => (opened ? close() : setOpened({ search: "" }))}
        >
          {opened ? "Close console" : "Try it"}
        </button>
      </div>
      {exampleUrl && !opened && (
        <p className={styles.example}>
          Open directly: <a href={exampleUrl}>{exampleUrl}</a>
        </p>
      )}
      {opened && (
        <OpenConsole operation={operation} schemas={schemas} trees={trees} onSamples={onSamples} search={opened.search} onClose={close} />
      )}
    </section>
  );
}

/** The console for this page's operation, its data worked out once per page. */
function OpenConsole({ operation, schemas, trees, onSamples, search, onClose }: TryItProps & { search: string; onClose: () => void }) {
  const forConsole = useMemo(() => consoleOperation(operation), [operation]);
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
      onClose={onClose}
    />
  );
}
