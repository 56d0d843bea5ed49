import { useEffect, useState } from "react";
import type { SearchHit } from "../../search/pagefind-client";
import { loadSearchEngine } from "../../search/search-engine";

export type SearchStatus =
  { kind: "idle" } | { kind: "searching" } | { kind: "done"; hits: SearchHit[]; query: string } | { kind: "unavailable" };

/**
 * Searches the index (Pagefind on the site, the offline edition's own in the
 * hash-routed edition) as the query changes: starts loading the index at
 * once, ignores answers to queries that have since changed, and reports an
 * index that cannot load as `unavailable` (`retry` tries again).
 */
export function useSearch(query: string): { status: SearchStatus; retry: () => void } {
  const [status, setStatus] = useState<SearchStatus>({ kind: "idle" });
  const [attempt, setAttempt] = useState(0);

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
          if (!cancelled && hits !== null) setStatus({ kind: "done", hits, query: text });
        },
        () => {
          if (!cancelled) setStatus({ kind: "unavailable" });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [query, attempt]);

  return { status, retry: () => setAttempt((a) => a + 1) };
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
      const count = status.hits.length;
      return count === 0 ? `No results for “${status.query}”.` : `${count} result${count === 1 ? "" : "s"} for “${status.query}”.`;
    }
  }
}
