/**
 * Spelling correction for the search box, on the site (Pagefind) and in the
 * offline edition (MiniSearch): a query word that is not a word of the
 * index becomes the nearest word that is, by Damerau–Levenshtein distance,
 * within a limit that grows with the word's length. Pure: the vocabulary
 * (every indexed word and how often it occurs) is built from the same text
 * the search indexes (src/gatsby/search-index.ts writes the site's; the
 * edition makes its own from its search documents).
 */

import type { SearchPage } from "./search-documents";
import { indexedWords, isCode, wordRuns } from "./words";
import { editDistance } from "../text/edit-distance";

/** Every indexed word (lower case) and how often it occurs. */
export type Vocabulary = ReadonlyMap<string, number>;

/** The vocabulary as the site serves it: for each count, the words that occur that often, apart by spaces. */
export type VocabularyFile = Record<string, string>;

/** Where the site's vocabulary is, beside Pagefind's index (relative to the site's root; cached like it). */
export const VOCABULARY_FILE = "pagefind/vocabulary.json";

/** Words shorter than this are never corrected (and not kept in the vocabulary below it minus one). */
const SHORTEST_CORRECTED = 4;

/** The edits a word of `length` letters may be away from its correction: none under 4 letters, 1 up to 7, 2 from 8. */
export function maxEdits(length: number): number {
  if (length < SHORTEST_CORRECTED) return 0;
  return length < 8 ? 1 : 2;
}

/** A word that may be a correction or need one: letters (and underscores), no digits, long enough. */
const isCorrectable = (word: string, shortest: number) => word.length >= shortest && /^[\p{L}_]+$/u.test(word);

/** The vocabulary of some texts: their indexed words of three letters or more, without digits, with their counts. */
export function buildVocabulary(texts: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const word of indexedWords(text)) if (isCorrectable(word, SHORTEST_CORRECTED - 1)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** The vocabulary of the pages the search indexes: their text (the title is its <h1>) and their searched metadata (label, operationId, path). */
export const pagesVocabulary = (pages: readonly SearchPage[]) =>
  buildVocabulary(pages.flatMap((page) => [...Object.values(page.meta), ...page.sections.flatMap((s) => s.runs.map(([, text]) => text))]));

/** The vocabulary as a small file: words grouped by count, most of them under "1" (gzip does the rest). */
export function packVocabulary(vocabulary: Vocabulary): VocabularyFile {
  const groups: Record<string, string[]> = {};
  for (const [word, count] of [...vocabulary].sort(([a], [b]) => (a < b ? -1 : 1))) (groups[count] ??= []).push(word);
  return Object.fromEntries(Object.entries(groups).map(([count, words]) => [count, words.join(" ")]));
}

/** The vocabulary from its file. */
export function unpackVocabulary(file: VocabularyFile): Map<string, number> {
  const vocabulary = new Map<string, number>();
  for (const [count, words] of Object.entries(file)) for (const word of words.split(" ")) if (word) vocabulary.set(word, Number(count));
  return vocabulary;
}

/**
 * The correction of one word (lower case), or null when it needs none or
 * has none: a word of the vocabulary, or, for the word being typed
 * (`partial`), the start of one, is right; otherwise the nearest word of
 * the vocabulary within {@link maxEdits}, the commonest of the nearest.
 */
export function correctWord(word: string, vocabulary: Vocabulary, partial = false): string | null {
  const max = maxEdits(word.length);
  if (max === 0 || !isCorrectable(word, SHORTEST_CORRECTED) || vocabulary.has(word)) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestCount = 0;
  for (const [candidate, count] of vocabulary) {
    if (partial && candidate.startsWith(word)) return null;
    const distance = editDistance(word, candidate, Math.min(max, bestDistance));
    if (distance < bestDistance || (distance === bestDistance && distance <= max && count > bestCount)) {
      best = candidate;
      bestDistance = distance;
      bestCount = count;
    }
  }
  return bestDistance <= max ? best : null;
}

/** Whether a query has a word the vocabulary could correct (so whether to load it): one of four letters or more, no digits. */
export const mayNeedCorrection = (query: string) => wordRuns(query).some(({ run }) => isCorrectable(run, SHORTEST_CORRECTED));

/** A correction written the way the reader wrote the word: in capitals, with a capital, or in lower case. */
function likeTyped(typed: string, correction: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase()) return correction.toUpperCase();
  if (typed[0] !== typed[0].toLowerCase()) return correction[0].toUpperCase() + correction.slice(1);
  return correction;
}

/**
 * The query with its misspelt words corrected, everything else (spaces,
 * punctuation, numbers, postcodes, words of the index) as typed; null when
 * no word needed a correction. The last word may be unfinished: the start
 * of a word of the index is left as it is.
 */
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  const runs = wordRuns(query);
  let corrected = "";
  let end = 0;
  let changed = false;
  runs.forEach(({ run, start }, i) => {
    const last = i === runs.length - 1 && start + run.length === query.trimEnd().length;
    if (isPlaceholder(query, run, start, runs.length)) {
      // The placeholder and the space before it go ("postcodes within x distance" is searched as "postcodes within distance").
      corrected = corrected.trimEnd();
      end = start + run.length;
      changed = true;
      return;
    }
    const correction = correctWord(run.toLowerCase(), vocabulary, last);
    corrected += query.slice(end, start) + (correction === null ? run : likeTyped(run, correction));
    end = start + run.length;
    changed ||= correction !== null;
  });
  return changed ? (corrected + query.slice(end)).trim() : null;
}

/**
 * A letter standing for a number or a name in a question ("postcodes within x distance", "nearest n
 * postcodes"): one letter, other than the words "a" and "I", alone between spaces, in a query of three
 * words or more. No page holds it as a word, and a page that happens to hold the letter is no answer.
 */
function isPlaceholder(query: string, run: string, start: number, words: number): boolean {
  if (words < 3 || !/^\p{L}$/u.test(run) || /^[ai]$/i.test(run)) return false;
  const before = start === 0 ? " " : query[start - 1];
  const after = query[start + 1] ?? " ";
  return /\s/.test(before) && /\s/.test(after);
}

/** Whether {@link narrowerQueries} may find a narrower query: two words or more, one of them a word of letters the vocabulary may hold. */
export const mayNarrow = (query: string) => {
  const runs = wordRuns(query);
  return runs.length > 1 && runs.some(({ run }) => isCorrectable(run, SHORTEST_CORRECTED - 1));
};

/**
 * Narrower queries to try when a query of several words finds nothing (an
 * engine finds only pages with every word), best first: the query without
 * the words no page has (the parts of "docker-compose" are words of their
 * own; words of one or two letters and words with digits are left out, but
 * for numbers of up to four digits and the known words inside a code),
 * then that query without one of its words, the rarest first (the word
 * least likely to be on the page that has the others). Empty when there is
 * nothing to drop.
 */
export function narrowerQueries(query: string, vocabulary: Vocabulary): string[] {
  const typed = wordRuns(query).map(({ run }) => run.toLowerCase());
  if (typed.length < 2) return [];
  // A number of up to four digits is kept though the vocabulary has no words with digits: the pages hold
  // status codes and limits ("cf10 404 error" is searched as "404 error"). Unknown to the vocabulary, it
  // counts as the rarest word, so it is the first to go after.
  // A code the vocabulary lacks is searched by the words in it that it has: an ONS column name such as
  // "ccg19cdh" or "lsoa11cd" names its field ("ccg", "lsoa") between digits.
  const known = [
    ...new Set(
      typed.flatMap((word) => {
        if (vocabulary.has(word) || /^\d{1,4}$/.test(word)) return [word];
        return isCode(word) ? (word.match(/\p{L}{3,}/gu) ?? []).filter((part) => vocabulary.has(part)) : [];
      }),
    ),
  ];
  const queries: string[] = [];
  if (known.length > 0 && known.join(" ") !== typed.join(" ")) queries.push(known.join(" "));
  if (known.length > 1) {
    const rarestFirst = [...known].sort((a, b) => (vocabulary.get(a) ?? 0) - (vocabulary.get(b) ?? 0));
    for (const dropped of rarestFirst) queries.push(known.filter((word) => word !== dropped).join(" "));
  }
  return [...new Set(queries)].filter((q) => q !== typed.join(" "));
}
