import { graphql, useStaticQuery } from "gatsby";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { isSearchShortcut, OPEN_SEARCH_EVENT } from "../search-shortcuts";
import { HTML_ATTRIBUTES, SEARCH_BUTTON_ATTRIBUTE } from "../../shell-constants";
import { useDialogKeyboard } from "../../state/dialog-keyboard";
import { useIsomorphicLayoutEffect } from "../../state/isomorphic-layout-effect";
import { createChunkComponent } from "../../ui/ChunkLoader";
import type { SiteSearchDialogProps } from "../SearchDialog/site-search-dialog";
import { SearchField } from "../SearchField";
import * as styles from "./styles.module.css";

/** Until the dialog's code has loaded, its input alone: focused at once, so every key typed counts. */
function SearchFieldWhileLoading({ query, onQueryChange, onClose }: SiteSearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => inputRef.current?.focus(), []);
  return <SearchField ref={inputRef} value={query} onValueChange={onQueryChange} onClose={onClose} />;
}

/** The search box itself is a separate chunk, downloaded the first time a reader opens search. */
const SearchDialog = createChunkComponent<SiteSearchDialogProps>(() => import("../SearchDialog/site-search-dialog"), "Search", {
  placeholder: (props) => <SearchFieldWhileLoading {...props} />,
});

const SearchIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

/**
 * From the first render on, the search listens itself: the pre-paint script's early listeners
 * stand down, and a press they kept (Search, or its shortcut, before the page's code ran) is
 * handed to `onPress` now.
 */
function useKeptPress(onPress: () => void) {
  useIsomorphicLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute(HTML_ATTRIBUTES.searchReady, "");
    if (root.hasAttribute(HTML_ATTRIBUTES.searchWanted)) {
      root.removeAttribute(HTML_ATTRIBUTES.searchWanted);
      onPress();
    }
    // Once, at the first render: a press kept is handed over once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The navbar's search button. Opens the search dialog on click, "/" or
 * Ctrl/Cmd+K; the dialog's code and the index load only then. The query
 * lives here, so what the reader types while the code loads is kept.
 */
export function NavbarSearch() {
  const quickLookups = useStaticQuery<Queries.QuickLookupsQuery>(graphql`
    query QuickLookups {
      openApiSpec {
        quickLookups {
          kind
          slug
          parameter
        }
      }
    }
  `).openApiSpec?.quickLookups;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // A layout effect: the listener that knows the dialog is closed is in place as soon as it has closed, so a
  // shortcut pressed at once still opens it (a plain effect may wait for a task, or a frame, after the render).
  useIsomorphicLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!open && isSearchShortcut(event)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    // A page that offers a search (the not-found page) opens it with its words typed in (openSearch).
    const onOpenSearch = (event: Event) => {
      const query = (event as CustomEvent<unknown>).detail;
      setQuery(typeof query === "string" ? query : "");
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener(OPEN_SEARCH_EVENT, onOpenSearch);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener(OPEN_SEARCH_EVENT, onOpenSearch);
    };
  }, [open]);

  useKeptPress(() => setOpen(true));

  const close = useCallback(() => {
    setOpen(false);
    setQuery("");
    buttonRef.current?.focus();
  }, []);
  const onDialogKeyDown = useDialogKeyboard(panelRef, close);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        {...{ [SEARCH_BUTTON_ATTRIBUTE]: "" }}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /"
      >
        {/* Named by what it shows (WCAG 2.5.3, label in name): "Search, Ctrl K" (on Apple's systems "Search, ⌘ K", the
            attribute the pre-paint script sets) where the hint is in sight, "Search" on a narrow or touch screen. */}
        <SearchIcon />
        <span className={styles.label}>
          Search<span className={`${styles.shortcut} ${styles.separator}`}>,</span>
        </span>
        <span className={styles.shortcut}>
          <kbd>
            <span className={styles.ctrl}>Ctrl</span>
            <span className={styles.cmd}>⌘</span> K
          </kbd>
        </span>
      </button>
      {open && (
        <div className={styles.overlay}>
          <div className={styles.backdrop} role="presentation" onClick={close} />
          {/* The dialog handles Escape and keeps Tab inside itself. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <div
            ref={panelRef}
            className={styles.panel}
            role="dialog"
            aria-modal="true"
            aria-label="Search the documentation"
            onKeyDown={onDialogKeyDown}
          >
            <SearchDialog query={query} onQueryChange={setQuery} onClose={close} quickLookups={quickLookups ?? []} />
          </div>
        </div>
      )}
    </>
  );
}
