import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { lastWrittenSearch, replaceAddressSearch } from "../address-bar";
import { endConsoleOpening, wantsConsole } from "../../navigation/console-flag";
import { isHashEdition } from "../../navigation/edition-address";
import { useRouteLocation } from "../../state/route-location";
import type { PageConsoleProps } from "../ApiConsole/page-console";
import type { TryItProps } from "../../api-reference/ApiOperationPage/operation-view";
import { createChunkComponent } from "../../ui/ChunkLoader";
import { ShownWhenRead } from "../../ui/ShownWhenRead";
import * as styles from "./styles.module.css";

/** The console's code (with what this site knows about postcodes) is its own chunk, downloaded when a reader opens it. */
const PageConsole = createChunkComponent<PageConsoleProps>(
  () => import(/* webpackChunkName: "api-console" */ "../ApiConsole/page-console").then((module) => ({ default: module.PageConsole })),
  "The API console",
  // Its error is drawn in its place: what an address that opened it kept hidden shows, and stays shown on Retry.
  { onFailed: endConsoleOpening },
);

/** The console on screen: the address it opened with, and whether the reader opened it with the button. */
interface OpenedConsole {
  search: string;
  /** Opened with the Try it button: the focus moves into it. Opened by the address (a shared link): it stays put. */
  byButton: boolean;
  /** Each opening is a new console, even for the same address. */
  id: number;
}

/**
 * Opened by the address (a shared request, the search's "Look up"), the console is not focused, but a
 * reader who followed the link should see it: on a phone it is below the whole reference, some 2,000 px
 * down. Brought into view when it is off screen; left where it is when it shows already.
 */
function useInViewWhenLinked(opened: OpenedConsole | null, section: RefObject<HTMLElement>) {
  useEffect(() => {
    if (!opened || opened.byButton) return;
    const frame = requestAnimationFrame(() => {
      const box = section.current?.getBoundingClientRect();
      if (box && (box.top >= window.innerHeight || box.bottom <= 0)) section.current?.scrollIntoView({ block: "start" });
    });
    return () => cancelAnimationFrame(frame);
  }, [opened, section]);
}

/**
 * "Try it" on an operation page: a button that opens the API console, and
 * for a GET, an example URL to open as it is. An address with `?try` (a
 * shared request, the search dialog's "Look up") opens the console at once
 * with the inputs it holds. The operation page's template hands it to the
 * page (src/templates/api-operation.tsx).
 */
export function TryIt({ operation, schemas, onSampleRewrite, placement, onPlacement, openRequests }: TryItProps) {
  const { search, key } = useRouteLocation();
  const [opened, setOpened] = useState<OpenedConsole | null>(null);
  const openings = useRef(0);
  const open = useCallback((from: string, byButton: boolean) => setOpened({ search: from, byButton, id: ++openings.current }), []);
  const panelId = useId();
  const exampleUrl = operation.exampleUrl;
  const section = useRef<HTMLElement>(null);
  const isOpen = useRef(false);
  isOpen.current = opened !== null;

  // The Try it at the top of the page: it opens the console (whose first field takes the focus, which brings it
  // into view), or, open already, brings it into view.
  useEffect(() => {
    if (openRequests === 0) return;
    if (isOpen.current) section.current?.scrollIntoView({ block: "start" });
    else open("", true);
  }, [openRequests, open]);

  // Follow addresses that ask for the console, but not the ones the console itself wrote. The console
  // writes the address without the router knowing, so a followed link can have the very query the router
  // saw last: every navigation (a new `key`) is looked at, not only a new query.
  useEffect(() => {
    if (wantsConsole(search) && search !== lastWrittenSearch()) open(search, false);
  }, [search, key, open]);

  useInViewWhenLinked(opened, section);

  const close = useCallback(() => {
    // Closed before it was drawn (its code failed to load): nothing stays hidden for it.
    endConsoleOpening();
    setOpened(null);
    onSampleRewrite(null);
    onPlacement("beside");
    replaceAddressSearch("");
  }, [onSampleRewrite, onPlacement]);

  const wide = placement === "wide";
  return (
    <section ref={section} className={styles.tryIt} aria-labelledby="try-it">
      {/* Shown once read whole: the heading is centred on the button's height, and moved when the button arrived. */}
      <ShownWhenRead className={styles.header}>
        <h2 id="try-it" className={styles.title}>
          Try it
        </h2>
        {opened && (
          // Wide screens only: the console across the page, the request beside the answer; pressed again, back to its column.
          <button
            type="button"
            className={`button-secondary ${styles.wideToggle}`}
            aria-pressed={wide}
            onClick={() => {
              onPlacement(wide ? "beside" : "wide");
              // The console stays where the reader is looking: its top, under the navbar.
              requestAnimationFrame(() => section.current?.scrollIntoView({ block: "start" }));
            }}
          >
            Wide view
          </button>
        )}
        <button
          type="button"
          className={`${opened ? "button-secondary" : "button-primary"} ${styles.toggle}`}
          aria-expanded={opened !== null}
          aria-controls={panelId}
          data-js-only=""
          onClick={() => (opened ? close() : open("", true))}
        >
          {opened ? "Close console" : "Try it"}
        </button>
      </ShownWhenRead>
      {isHashEdition() && (
        <p className={styles.example} data-offline-note="">
          This copy of the docs works without a network, but the console does not: Send needs a connection and a server that answers, the
          public API or your own.
        </p>
      )}
      {exampleUrl && !opened && (
        <p className={styles.example}>
          Open directly: <a href={exampleUrl}>{exampleUrl}</a>
        </p>
      )}
      <div id={panelId} className={styles.panel} data-console-panel="">
        {opened && (
          <PageConsole
            key={opened.id}
            operation={operation}
            schemas={schemas}
            onSampleRewrite={onSampleRewrite}
            search={opened.search}
            focusOnOpen={opened.byButton}
          />
        )}
      </div>
    </section>
  );
}
