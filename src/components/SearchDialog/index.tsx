import { navigate, withPrefix } from "gatsby";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { isHashEdition, toHashHref } from "../../hash-edition/address";
import type { SearchHit } from "../../search/pagefind-client";
import { loadSearchEngine } from "../../search/search-engine";
import { SearchField } from "../SearchField";
import * as styles from "./styles.module.css";

type Status = { kind: "idle" } | { kind: "searching" } | { kind: "done"; hits: SearchHit[]; query: string } | { kind: "unavailable" };

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
}

/**
 * The search box: results as you type from the search index, with
 * keyboard navigation (arrows, Enter, Escape) in the combobox/listbox
 * pattern. Each result shows the page, the section and an excerpt with the
 * matches highlighted, and opens at that section.
 */
export default function SearchDialog({ query, onQueryChange, onClose }: SearchDialogProps) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
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

  // Start fetching the index as soon as the box opens.
  useEffect(() => {
    loadSearchEngine()
      .then((engine) => engine.load())
      .catch(() => setStatus({ kind: "unavailable" }));
  }, [attempt]);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setStatus((s) => (s.kind === "unavailable" ? s : { kind: "idle" }));
      return undefined;
    }
    let cancelled = false;
    setStatus((s) => (s.kind === "unavailable" ? s : { kind: "searching" }));
    loadSearchEngine()
      .then((engine) => engine.search(text))
      .then(
        (hits) => {
          if (cancelled || hits === null) return;
          setActive(0);
          setStatus({ kind: "done", hits, query: text });
        },
        () => {
          if (!cancelled) setStatus({ kind: "unavailable" });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [query, attempt]);

  const hits = status.kind === "done" ? status.hits : [];

  const open = (hit: SearchHit) => {
    onClose();
    void navigate(sitePath(hit.url));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && hits.length > 0) {
      event.preventDefault();
      setActive((a) => (a + 1) % hits.length);
    } else if (event.key === "ArrowUp" && hits.length > 0) {
      event.preventDefault();
      setActive((a) => (a - 1 + hits.length) % hits.length);
    } else if (event.key === "Enter" && hits[active]) {
      event.preventDefault();
      open(hits[active]);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <div className={styles.dialog}>
      <SearchField
        ref={inputRef}
        value={query}
        onValueChange={onQueryChange}
        onClose={onClose}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
        onKeyDown={onKeyDown}
      />
      <div className={styles.body}>
        <p className={styles.status} role="status">
          {status.kind === "idle" && "Type to search endpoints, parameters, fields and error messages."}
          {status.kind === "searching" && "Searching…"}
          {status.kind === "done" && hits.length === 0 && `No results for “${status.query}”.`}
          {status.kind === "done" && hits.length > 0 && `${hits.length} result${hits.length === 1 ? "" : "s"} for “${status.query}”.`}
          {status.kind === "unavailable" &&
            "Search is unavailable: the search index could not be loaded. Check your connection and try again."}
        </p>
        {status.kind === "unavailable" && (
          <button type="button" className={`button-primary ${styles.retry}`} onClick={() => setAttempt((a) => a + 1)}>
            Try again
          </button>
        )}
        <div id={listId} role="listbox" aria-label="Search results" className={styles.results}>
          {hits.map((hit, i) => (
            <a
              key={hit.url}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              href={isHashEdition() ? toHashHref(sitePath(hit.url)) : withPrefix(sitePath(hit.url))}
              tabIndex={-1}
              className={i === active ? `${styles.result} ${styles.active}` : styles.result}
              onMouseMove={() => setActive(i)}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                open(hit);
              }}
            >
              <span className={styles.resultTitle}>
                {hit.title}
                {hit.heading && <span className={styles.heading}> › {hit.heading}</span>}
              </span>
              {hit.section && <span className={styles.section}>{hit.section}</span>}
              <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
            </a>
          ))}
        </div>
      </div>
      <p className={styles.help} aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
      </p>
    </div>
  );
}
