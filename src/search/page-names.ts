/**
 * How well a query names a page: the weight the search's ranking gives a
 * page's names over its text (ranking.ts, rankByTitle). A page is
 * known by its title, its sidebar label read with its category ("Outward
 * codes › Lookup"), and, when the query is written as code (an operationId,
 * a path), by its operationId and path. A query names a page when every
 * word of it is in one of those names; the more of the name it says, the
 * better ("postcode lookup" says all of "Look up a postcode", two thirds of
 * "Bulk postcode lookup"). Hub pages (the API index and tag pages) list
 * other pages and are named by none.
 */

import { STOP_WORDS, queryWords, sameWord, withSameNames, wordStem } from "./words";

/** What the ranking reads of a result: its searched names and its filters. */
export interface NamedResult {
  meta: { title?: string; label?: string; operation?: string; path?: string };
  filters?: { category?: string[]; hub?: string[] };
}

/** The words of a name or a query that count: as the search reads them (with the service's names for things), no stop words. */
export function contentWords(text: string, sameNames: boolean): string[] {
  const words = queryWords(sameNames ? withSameNames(text) : text);
  const content = words.filter((word) => !STOP_WORDS.has(word));
  return content.length > 0 ? content : words;
}

/** The words of a name written as code ("nearestPostcode", "GET /postcodes/{postcode}"): its parts, lower-cased, without the method. */
const codeWords = (text: string) =>
  text
    .replace(/^[A-Z]+\s+/, "")
    .split(/[^\p{L}\p{N}_]+|(?<=\p{Ll})(?=\p{Lu})/u)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/** A query written as code: a path, a method and a path, an identifier in camelCase or snake_case. */
const isCodeQuery = (query: string) => /[/{}_]/.test(query) || /\p{Ll}\p{Lu}/u.test(query) || /^\s*[A-Z]+\s+\//.test(query);

/** Whether a query word is a name's word, or two of them written as one ("lookup" for "look up"); the last may be unfinished. */
function matchesAt(term: string, name: readonly string[], at: number, partial: boolean): number {
  for (const length of [1, 2]) {
    if (at + length > name.length) break;
    const word = name.slice(at, at + length).join("");
    if (sameWord(term, word) || (partial && word.startsWith(term))) return length;
  }
  return 0;
}

/**
 * How much of a name the query says, from 0 (not every query word is in
 * it) to 1 (every word of the name is in the query): the share of the
 * name's distinct words (by stem) that a query word matches.
 */
function nameCoverage(query: string, name: string, asCode = false): number {
  if (asCode) return coverage(codeWords(query), codeWords(name));
  // As written, and with the service's names ("outcode" for "outward code"): an unfinished "outw" is the start of "outward".
  return Math.max(
    coverage(contentWords(query, false), contentWords(name, false)),
    coverage(contentWords(query, true), contentWords(name, true)),
  );
}

/** The share of a name's distinct words (by stem) that the query's words match; 0 unless each of them matches. */
function coverage(terms: readonly string[], words: readonly string[]): number {
  if (terms.length === 0 || words.length === 0) return 0;
  const covered = new Set<number>();
  for (const [i, term] of terms.entries()) {
    let found = false;
    for (let at = 0; at < words.length; at++) {
      const length = matchesAt(term, words, at, i === terms.length - 1);
      if (length > 0) {
        for (let k = at; k < at + length; k++) covered.add(k);
        found = true;
      }
    }
    if (!found) return 0;
  }
  const stems = new Set(words.map(wordStem));
  const coveredStems = new Set([...covered].map((k) => wordStem(words[k])));
  return coveredStems.size / stems.size;
}

/** A name for comparing as code: lower case, letters and digits only ("/postcodes/{postcode}", "nearestPostcode"). */
const nameKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** How a query names a page: exactly as code (its operationId or path), by how much of a name, or not at all. */
export type Naming = { kind: "code" } | { kind: "name"; coverage: number } | null;

/** The label as the sidebar shows it: in its category ("Outward codes Lookup"). */
const labelInCategory = (result: NamedResult) => {
  const category = result.filters?.category?.[0];
  const { label } = result.meta;
  return label && category ? `${category} ${label}` : label;
};

/** How `query` names the page of `result` ({@link Naming}). */
export function pageNaming(result: NamedResult, query: string): Naming {
  if (result.filters?.hub?.[0] === "true") return null;
  const { title, operation, path } = result.meta;
  const asCode = isCodeQuery(query);
  // One word is an operationId when it is one ("ping"), and the page's name then; a path has its slashes.
  if (asCode || /^\s*\S+\s*$/.test(query)) {
    const key = nameKey(query);
    const codeNames = asCode ? [operation, path, path?.replace(/^[A-Z]+ /, "")] : [operation];
    if (key !== "" && codeNames.some((name) => name !== undefined && nameKey(name) === key)) return { kind: "code" };
  }
  const names = [title, labelInCategory(result)];
  let coverage = Math.max(0, ...names.map((name) => (name ? nameCoverage(query, name) : 0)));
  // A query that is a category's whole name ("postcode", "outward codes", "places") names each of its pages
  // whole: they come in the sidebar's order, its first guide first, not the page whose title is shortest.
  const category = result.filters?.category?.[0];
  if (category && nameCoverage(query, category) === 1) coverage = 1;
  if (asCode) coverage = Math.max(coverage, ...[operation, path].map((name) => (name ? nameCoverage(query, name, true) : 0)));
  return coverage > 0 ? { kind: "name", coverage } : null;
}
