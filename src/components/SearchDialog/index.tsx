import { navigate, withPrefix } from "gatsby";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { QuickLookup } from "../../api-console/operation-data";
import { POSTCODE_INPUT_KINDS } from "../../api-console/postcode-input-kinds";
import { type QuickLookupAction, quickLookupAction } from "../../api-console/quick-lookup";
import type { SearchHit } from "../../search/pagefind-client";
import { SearchField } from "../SearchField";
import * as styles from "./styles.module.css";
import { statusText, useSearch } from "./use-search";

const basePath = () => withPrefix("/").replace(/\/$/, "");

/** Site path of a result URL (Pagefind URLs include the base path). */
const sitePath = (url: string) => {
  const base = basePath();
  return base && url.startsWith(base) ? url.slice(base.length) || "/" : url;
};

export interface SearchDialogProps {
  /** The query, kept by the navbar's search button so that typing before this code loaded counts. */
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  /** Lookup pages a postcode or outward code typed as the query can open. */
  quickLookups?: readonly QuickLookup[];
}

/** The results as options of a listbox; the input keeps focus and points at the active one. */
function SearchResults({
  id,
  quick,
  hits,
  active,
  onActivate,
  onOpen,
  onQuick,
}: {
  id: string;
  quick: QuickLookupAction | null;
  hits: SearchHit[];
  active: number;
  onActivate: (index: number) => void;
  onOpen: (hit: SearchHit) => void;
  onQuick: (action: QuickLookupAction) => void;
}) {
  const offset = quick ? 1 : 0;
  return (
    <div id={id} role="listbox" aria-label="Search results" className={styles.results}>
      {quick && (
        <a
          id={`${id}-option-0`}
          role="option"
          aria-selected={active === 0}
          href={withPrefix(quick.to)}
          tabIndex={-1}
          className={active === 0 ? `${styles.result} ${styles.active}` : styles.result}
          onMouseMove={() => onActivate(0)}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onQuick(quick);
          }}
        >
          <span className={styles.resultTitle}>{quick.label}</span>
          <span className={styles.section}>Send the request in the API console</span>
        </a>
      )}
      {hits.map((hit, j) => {
        const i = j + offset;
        return (
          <a
            key={hit.url}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            href={withPrefix(sitePath(hit.url))}
            tabIndex={-1}
            className={i === active ? `${styles.result} ${styles.active}` : styles.result}
            onMouseMove={() => onActivate(i)}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(hit);
            }}
          >
            <span className={styles.resultTitle}>
              {hit.title}
              {hit.heading && <span className={styles.heading}> › {hit.heading}</span>}
            </span>
            {hit.section && <span className={styles.section}>{hit.section}</span>}
            <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
          </a>
        );
      })}
    </div>
  );
}

/**
 * The search box: results as you type from the Pagefind index, with
 * keyboard navigation (arrows, Enter, Escape) in the combobox/listbox
 * pattern. Each result shows the page, the section and an excerpt with the
 * matches highlighted, and opens at that section.
 */
export default function SearchDialog({ query, onQueryChange, onClose, quickLookups = [] }: SearchDialogProps) {
  const { status, retry } = useSearch(basePath(), query);
  const hits = status.kind === "done" ? status.hits : [];
  const quick = quickLookupAction(query, quickLookups, POSTCODE_INPUT_KINDS);
  const count = hits.length + (quick ? 1 : 0);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  // This input replaces the one shown while the code loaded: take the focus (and the caret, at the end)
  // before the browser handles the next key.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  // New results start at the first one.
  useEffect(() => setActive(0), [status, quick?.to]);

  const open = (hit: SearchHit) => {
    onClose();
    void navigate(sitePath(hit.url));
  };
  const openQuick = (action: QuickLookupAction) => {
    onClose();
    void navigate(action.to);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move && count > 0) {
      event.preventDefault();
      setActive((a) => (a + move + count) % count);
    } else if (event.key === "Enter" && count > 0) {
      event.preventDefault();
      if (quick && active === 0) openQuick(quick);
      else if (hits[active - (quick ? 1 : 0)]) open(hits[active - (quick ? 1 : 0)]);
    }
  };

  return (
    <div className={styles.dialog}>
      <SearchField
        ref={inputRef}
        value={query}
        onValueChange={onQueryChange}
        onClose={onClose}
        role="combobox"
        aria-expanded={count > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={count > 0 ? `${listId}-option-${active}` : undefined}
        onKeyDown={onKeyDown}
      />
      <div className={styles.body}>
        <p className={styles.status} role="status">
          {statusText(status)}
        </p>
        {status.kind === "unavailable" && (
          <button type="button" className={`button-primary ${styles.retry}`} onClick={retry}>
            Try again
          </button>
        )}
        <SearchResults id={listId} quick={quick} hits={hits} active={active} onActivate={setActive} onOpen={open} onQuick={openQuick} />
      </div>
      <p className={styles.help} aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
      </p>
    </div>
  );
}
