import { useCallback, useEffect, useState } from "react";
import type { ConsoleOperation } from "../../api-console/console-request";
import { POSTCODE_INPUT_KINDS } from "../../api-console/postcode-input-kinds";
import { lastWrittenSearch, replaceAddressSearch, wantsConsole } from "../../api-console/share-url";
import type { SchemaNode } from "../../api-reference/schema/schema-model";
import { useRouteLocation } from "../../state/route-location";
import type { ApiConsoleProps } from "../ApiConsole";
import { createChunkComponent } from "../ChunkLoader";
import type { CodeSampleView } from "../CodeSamples";
import * as styles from "./styles.module.css";

/** The console's code is its own chunk, downloaded when a reader opens it. */
const ApiConsole = createChunkComponent<ApiConsoleProps>(
  () => import(/* webpackChunkName: "api-console" */ "../ApiConsole"),
  "The API console",
);

export interface TryItProps {
  operation: ConsoleOperation;
  schemas: ReadonlyMap<string, unknown>;
  samples: readonly CodeSampleView[];
  onSamples: (samples: CodeSampleView[] | null) => void;
  responseTrees: ReadonlyMap<string, SchemaNode | null>;
  allTrees: readonly (SchemaNode | null)[];
  /** A ready-made URL of a GET request, to open directly (shown without JavaScript too). */
  exampleUrl: string | null;
}

/**
 * "Try it" on an operation page: a button that opens the API console, and
 * for a GET, an example URL to open as it is. An address with `?try` (a
 * shared request, the search dialog's "Look up") opens the console at once
 * with the inputs it holds.
 */
export function TryIt({ exampleUrl, onSamples, ...props }: TryItProps) {
  const { search } = useRouteLocation();
  const [opened, setOpened] = useState<{ search: string } | null>(null);

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
        <ApiConsole
          key={opened.search}
          {...props}
          inputKinds={POSTCODE_INPUT_KINDS}
          search={opened.search}
          onSamples={onSamples}
          onClose={close}
        />
      )}
    </section>
  );
}
