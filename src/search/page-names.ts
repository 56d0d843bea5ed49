/**
 * How well a query names a page: the weight the search's ranking gives a
 * page's names over its text (pagefind-client.ts, rankByTitle). A page is
 * known by its title, its sidebar label read with its category ("Outward
 * codes › Lookup"), and, when the query is written as code (an operationId,
 * a path), by its operationId and path. A query names a page when every
 * word of it is in one of those names; the more of the name it says, the
 * better ("postcode lookup" says all of "Look up a postcode", two thirds of
 * "Bulk postcode lookup"). Hub pages (the API index and tag pages) list
 * other pages and are named by none.
 */

import { queryWords, sameWord, wordStem } from "./words";

/** What the ranking reads of a result: its searched names and its filters. */
export interface NamedResult {
  meta: { title?: string; label?: string; operation?: string; path?: string };
  filters?: { category?: string[]; hub?: string[] };
}

/** Words that say nothing of what a page is about: a query need not match them, a name's coverage does not count them. */
const STOP_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "from", "in", "is", "it", "of", "on", "or", "the", "to", "with"]);

/** The service's own names for some things readers write in words (and the other way round): one word each when compared. */
const SAME_AS: readonly [RegExp, string][] = [[/\boutward\s+code(s?)\b/gi, "outcode$1"]];

const withSameNames = (text: string) => SAME_AS.reduce((t, [pattern, name]) => t.replace(pattern, name), text);

/** The words of a name or a query that count: as the search reads them (with the service's names for things), no stop words. */
function contentWords(text: string, sameNames: boolean): string[] {
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
  if (asCode) coverage = Math.max(coverage, ...[operation, path].map((name) => (name ? nameCoverage(query, name, true) : 0)));
  return coverage > 0 ? { kind: "name", coverage } : null;
}

/**
 * How a page's outline names a query of two words or more that no single name of it says: every
 * word of the query is in the page's title, its sidebar label or the heading of a section where
 * the query matched (`headings`), and one word at least in a heading. "incode outcode" is named
 * by the postcode fields' sections `incode` and `outcode`; "outcode parliamentary constituency" by
 * the outward code fields' title and their `parliamentary_constituency`. Returns the share of the
 * query's words in the page's own names (the outward code fields say "outcode", the postcode
 * fields do not), or null when the outline does not name the query. Never a hub page.
 */
export function outlineNaming(result: NamedResult, headings: readonly string[], query: string): number | null {
  if (result.filters?.hub?.[0] === "true") return null;
  const names = [result.meta.title, labelInCategory(result)].filter((text): text is string => Boolean(text));
  const best = (sameNames: boolean): number | null => {
    const terms = contentWords(query, sameNames);
    if (terms.length < 2) return null;
    // Each text's words once, not once per query word.
    const wordsOf = (texts: readonly string[]) => texts.map((text) => contentWords(text.replace(/[._]/g, " "), sameNames));
    const [nameWords, headingWords] = [wordsOf(names), wordsOf(headings)];
    const has = (texts: readonly string[][], term: string, last: boolean) =>
      texts.some((words) => words.some((_, at) => matchesAt(term, words, at, last) > 0));
    let inNames = 0;
    let inHeadings = 0;
    for (const [i, term] of terms.entries()) {
      const last = i === terms.length - 1;
      if (has(nameWords, term, last)) inNames++;
      else if (has(headingWords, term, last)) inHeadings++;
      else return null;
    }
    return inHeadings > 0 ? inNames / terms.length : null;
  };
  const shares = [best(false), best(true)].filter((share): share is number => share !== null);
  return shares.length > 0 ? Math.max(...shares) : null;
}
