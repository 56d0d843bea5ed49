import { useEffect, useState } from "react";
import { RESULTS_PAGE, type SearchHit } from "../ranking";
import { loadSearchEngine } from "../search-engine";
import type { InputKinds } from "../../input-kinds/input-kinds";

/** No kinds of code, as one value: a default made afresh on each render would run the effects again. */
const NO_KINDS: InputKinds = {};

export type SearchStatus =
  | { kind: "idle" }
  | { kind: "searching" }
  /** `query` as typed; `correction`, the query searched instead, its misspellings corrected. */
  | { kind: "done"; hits: SearchHit[]; total: number; query: string; correction: string | null }
  | { kind: "unavailable" };

/**
 * Searches the index (src/search/document-search.ts) as the query changes: starts loading the index at
 * once, ignores answers to queries that have since changed, and reports an
 * index that cannot load as `unavailable` (`retry` tries again). `showMore`
 * adds a page of hits; the results shown stay while it loads. Misspelt
 * words are corrected (the status says so); `searchAsTyped` searches the
 * query as typed instead, until it changes. `inputKinds` are the kinds of
 * code the engine searches by their kind (the first search's are kept).
 */
export function useSearch(
  query: string,
  inputKinds: InputKinds = NO_KINDS,
): { status: SearchStatus; retry: () => void; showMore: () => void; searchAsTyped: () => void } {
  const [status, setStatus] = useState<SearchStatus>({ kind: "idle" });
  const [attempt, setAttempt] = useState(0);
  const [limit, setLimit] = useState({ query, count: RESULTS_PAGE });
  const count = limit.query === query ? limit.count : RESULTS_PAGE;
  const [typedQuery, setTypedQuery] = useState<string | null>(null);
  const asTyped = typedQuery === query;

  useEffect(() => {
    loadSearchEngine(inputKinds)
      .then((engine) => engine.load())
      .catch(() => setStatus({ kind: "unavailable" }));
  }, [attempt, inputKinds]);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setStatus((s) => (s.kind === "unavailable" ? s : { kind: "idle" }));
      return undefined;
    }
    let cancelled = false;
    setStatus((s) => (s.kind === "unavailable" || (s.kind === "done" && s.query === text) ? s : { kind: "searching" }));
    loadSearchEngine(inputKinds)
      .then((engine) => engine.search(text, count, asTyped))
      .then(
        (answer) => {
          if (!cancelled && answer !== null)
            setStatus({ kind: "done", hits: answer.hits, total: answer.total, query: text, correction: answer.correction ?? null });
        },
        () => {
          if (!cancelled) setStatus({ kind: "unavailable" });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [query, attempt, count, asTyped, inputKinds]);

  return {
    status,
    retry: () => setAttempt((a) => a + 1),
    showMore: () => setLimit({ query, count: count + RESULTS_PAGE }),
    searchAsTyped: () => setTypedQuery(query),
  };
}

/** What the status line says. */
export function statusText(status: SearchStatus): string {
  switch (status.kind) {
    case "idle":
      return "Type to search endpoints, parameters, fields and error messages.";
    case "searching":
      return "Searching…";
    case "unavailable":
      return "Search is unavailable: the search index could not be loaded. Check your connection and try again.";
    case "done": {
      const { total, correction } = status;
      // The count matches the rows: "10 of 36 results" while some are not shown yet.
      const shown = status.hits.length;
      const results = `${shown < total ? `${shown} of ` : ""}${total} result${total === 1 ? "" : "s"}`;
      if (correction !== null) return `Showing results for “${correction}”: ${results}.`;
      return total === 0 ? `No results for “${status.query}”.` : `${results} for “${status.query}”.`;
    }
  }
}
