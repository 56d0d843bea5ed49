import { navigate, withPrefix } from "gatsby";
import { isHashEdition, toHashHref } from "../../navigation/edition-address";
import { noteSiteLink } from "../../navigation/site-sent-link";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { OfferedPage } from "../asked-about-pages";
import type { QuickLookup } from "../quick-lookups";
import type { InputKinds } from "../../input-kinds/input-kinds";
import { quickLookupAction } from "./quick-lookup";
import { SearchField } from "../SearchField";
import { movedActive, type SearchOption, searchOptions } from "./search-options";
import * as styles from "./styles.module.css";
import { statusText, useSearch } from "./use-search";

export interface SearchDialogProps {
  /** The query, kept by the navbar's search button so that typing before this code loaded counts. */
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  /** Lookup pages a value typed as the query (a postcode, an outward code) can open. */
  quickLookups?: readonly QuickLookup[];
  /** The kinds of value the site knows (`x-input-kind`), to tell such a query; the dialog itself knows none. */
  inputKinds?: InputKinds;
  /** Pages offered when a search finds nothing. */
  whenNothingFound?: readonly OfferedPage[];
}

/** Site address of a path, in either edition. */
/** No kinds of code, as one value: a default made afresh on each render would search again on each. */
const NO_INPUT_KINDS: InputKinds = {};

const hrefOf = (path: string) => (isHashEdition() ? toHashHref(path) : withPrefix(path));

/** A link's click that opens its page in place: a plain left click; a modified one (a new tab) is the browser's. */
const inPlace = (open: () => void) => (event: React.MouseEvent) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  open();
};

/** The props every option link shares: its id, selection, and opening in place on a plain click. */
function optionProps(id: string, index: number, active: number, onActivate: (index: number) => void, onOpen: () => void) {
  return {
    id: `${id}-option-${index}`,
    role: "option",
    "aria-selected": index === active,
    tabIndex: -1,
    className: index === active ? `${styles.result} ${styles.active}` : styles.result,
    onMouseMove: () => onActivate(index),
    onClick: inPlace(onOpen),
  };
}

/** The results as options of a listbox; the input keeps focus and points at the active one. */
function SearchResults({
  id,
  options,
  active,
  onActivate,
  onOpen,
}: {
  id: string;
  options: readonly SearchOption[];
  active: number;
  onActivate: (index: number) => void;
  onOpen: (option: SearchOption) => void;
}) {
  return (
    <div id={id} role="listbox" aria-label="Search results" className={styles.results}>
      {options.map((option, i) =>
        option.kind === "lookup" ? (
          <a key={option.action.to} href={hrefOf(option.action.to)} {...optionProps(id, i, active, onActivate, () => onOpen(option))}>
            <span className={styles.resultTitle}>{option.action.label}</span>
            <span className={styles.section}>Send the request in the API console</span>
          </a>
        ) : (
          <a key={option.hit.url} href={hrefOf(option.hit.url)} {...optionProps(id, i, active, onActivate, () => onOpen(option))}>
            <span className={styles.resultTitle}>
              {option.hit.title}
              {option.hit.heading && <span className={styles.heading}> › {option.hit.heading}</span>}
            </span>
            {option.hit.section && <span className={styles.section}>{option.hit.section}</span>}
            <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: option.hit.excerpt }} />
          </a>
        ),
      )}
    </div>
  );
}

/** The pages offered when a search finds nothing, opened in place on a plain click. */
function OfferedPages({ id, pages, onOpen }: { id: string; pages: readonly OfferedPage[]; onOpen: (path: string) => void }) {
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.offered}>
      <h3 id={id} className={styles.offeredHeading}>
        The pages readers ask about most
      </h3>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <a href={hrefOf(page.path)} onClick={inPlace(() => onOpen(page.path))}>
              {page.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The search box: results as you type from the search index, with
 * keyboard navigation (arrows, Enter, Escape) in the combobox/listbox
 * pattern. Each result shows the page, the section and an excerpt with the
 * matches highlighted, and opens at that section. When misspelt words were
 * corrected, the status says what was searched and a button searches the
 * words as typed.
 */
export default function SearchDialog({
  query,
  onQueryChange,
  onClose,
  quickLookups = [],
  inputKinds = NO_INPUT_KINDS,
  whenNothingFound = [],
}: SearchDialogProps) {
  const { status, retry, showMore, searchAsTyped } = useSearch(query, inputKinds);
  const hits = status.kind === "done" ? status.hits : [];
  const lookup = quickLookupAction(query, quickLookups, inputKinds);
  const { options, firstActive } = searchOptions(hits, lookup);
  const count = options.length;
  const [active, setActive] = useState(firstActive);
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
  // New results start at the default option.
  useEffect(() => setActive(firstActive), [status, lookup?.to, firstActive]);

  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  const open = (option: SearchOption) => {
    if (option.kind !== "hit") noteSiteLink(option.action.to);
    go(option.kind === "hit" ? option.hit.url : option.action.to);
  };
  const foundNothing = status.kind === "done" && status.total === 0 && count === 0;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const move = ({ ArrowDown: 1, ArrowUp: -1 } as const)[event.key as "ArrowDown" | "ArrowUp"];
    if (move && count > 0) {
      event.preventDefault();
      setActive((a) => movedActive(a, move, count));
    } else if (event.key === "Enter" && count > 0) {
      event.preventDefault();
      if (options[active]) open(options[active]);
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
        aria-activedescendant={options[active] ? `${listId}-option-${active}` : undefined}
        onKeyDown={onKeyDown}
      />
      <div className={styles.body}>
        <p className={styles.status} role="status">
          {statusText(status)}
        </p>
        {status.kind === "done" && status.correction !== null && (
          <button
            type="button"
            className={styles.asTyped}
            onClick={() => {
              searchAsTyped();
              inputRef.current?.focus();
            }}
          >
            Search for “{status.query}” instead
          </button>
        )}
        {status.kind === "unavailable" && (
          <button type="button" className={`button-primary ${styles.retry}`} onClick={retry}>
            Try again
          </button>
        )}
        <SearchResults id={listId} options={options} active={active} onActivate={setActive} onOpen={open} />
        {foundNothing && <OfferedPages id={`${listId}-offered`} pages={whenNothingFound} onOpen={go} />}
        {status.kind === "done" && status.total > status.hits.length && (
          <button type="button" className={styles.more} onClick={showMore}>
            Show more results ({status.total - status.hits.length} more)
          </button>
        )}
      </div>
      <p className={styles.help} aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
      </p>
    </div>
  );
}
