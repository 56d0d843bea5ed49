/**
 * Spelling correction for the search: a query word that is not a word of the
 * index becomes the nearest word that is, by Damerau–Levenshtein distance,
 * within a limit that grows with the word's length. Pure: the vocabulary
 * (every indexed word and how often it occurs) is made from the search
 * documents the engine indexes (src/search/document-search.ts).
 */

import { indexedWords, isCode, queryWords, wordRuns, wordStem } from "./words";
import { editDistance } from "../text/edit-distance";

/** Every indexed word (lower case) and how often it occurs. */
export type Vocabulary = ReadonlyMap<string, number>;

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

/**
 * The correction of one word (lower case), or null when it needs none or
 * has none: a word of the vocabulary, or, for the word being typed
 * (`partial`), the start of one, is right; otherwise the nearest word of
 * the vocabulary within {@link maxEdits}, the commonest of the nearest.
 */
export function correctWord(word: string, vocabulary: Vocabulary, partial = false): string | null {
  const max = maxEdits(word.length);
  if (max === 0 || !isCorrectable(word, SHORTEST_CORRECTED) || vocabulary.has(word)) return null;
  // A correction that is the word with another ending ("councils" for "council") is none: the search matches by stem.
  const stem = wordStem(word);
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestCount = 0;
  for (const [candidate, count] of vocabulary) {
    if (partial && candidate.startsWith(word)) return null;
    const distance = editDistance(word, candidate, Math.min(max, bestDistance));
    // A short word one letter off is another word unless that letter is a slip: not a candidate at all, so a commoner
    // such word cannot hide a slip ("wode" is "wide" mistyped, not "code").
    if (distance === 1 && max === 1 && !likelySlip(word, candidate)) continue;
    if (distance < bestDistance || (distance === bestDistance && distance <= max && count > bestCount)) {
      best = candidate;
      bestDistance = distance;
      bestCount = count;
    }
  }
  return best === null || bestDistance > max || wordStem(best) === stem ? null : best;
}

/** The QWERTY keyboard's rows, for which keys are neighbours. */
const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

/** Whether two letters are keys side by side or diagonally touching on a QWERTY keyboard. */
function neighbouringKeys(a: string, b: string): boolean {
  const at = (letter: string) => {
    const row = KEY_ROWS.findIndex((keys) => keys.includes(letter));
    // Each row starts about half a key right of the one above.
    return row < 0 ? null : { row, column: KEY_ROWS[row].indexOf(letter) + row / 2 };
  };
  const [p, q] = [at(a), at(b)];
  return p !== null && q !== null && Math.abs(p.row - q.row) <= 1 && Math.abs(p.column - q.column) <= 1;
}

const VOWELS = /^[aeiouy]$/;

/**
 * Whether `typed`, one edit from `word`, reads as a slip in typing it: a letter left out, doubled,
 * added or swapped with its neighbour, or a letter replaced by one of its keyboard's neighbours or a
 * vowel by a vowel ("nearist"). A short word with another letter in its place is more often another
 * word ("saving" is not "saying"): it is left as typed, and is no answer to look for.
 */
function likelySlip(typed: string, word: string): boolean {
  if (typed.length !== word.length) return true;
  const differing = [...typed].flatMap((letter, i) => (letter === word[i] ? [] : [i]));
  if (differing.length !== 1) return true;
  const [a, b] = [typed[differing[0]], word[differing[0]]];
  return neighbouringKeys(a, b) || (VOWELS.test(a) && VOWELS.test(b));
}

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

/**
 * The query without the words no page holds (`isKnown` says which, of a
 * word as the search reads it: words.ts, queryWords), or null when it holds
 * all of them. A code the index lacks is searched as the name of its kind
 * when `kindOf` knows it (a postcode, "se17ew", as "postcode"), else by the
 * words inside it that the index has (an ONS column name: "ccg19cdh" is
 * "ccg"); a number with its unit by its number ("2000m" is "2000"); words
 * joined by punctuation by those words ("latitude/longitude").
 */
export function knownWordsQuery(
  query: string,
  isKnown: (word: string) => boolean,
  kindOf: (word: string) => string | null = () => null,
): string | null {
  let dropped = false;
  const kept = codePairsJoined(query.trim().split(/\s+/), isKnown, kindOf).flatMap((typed) => {
    const [word] = queryWords(typed);
    if (word === undefined || isKnown(word)) return [typed];
    dropped = true;
    const kind = isCode(word) ? kindOf(word) : null;
    if (kind !== null && isKnown(kind)) return [kind];
    // Words joined by punctuation ("latitude/longitude", "postcode,outcode") are the words they join; not their
    // letters or numbers alone ("e.g.", "51.5074,-0.1278"), which would find anything.
    const joined = wordRuns(typed).map(({ run }) => run.toLowerCase());
    if (joined.length > 1) return joined.filter((part) => part.length > 1 && !/^\p{N}+$/u.test(part) && isKnown(part));
    const parts = isCode(word) ? word.match(/\p{L}{3,}/gu) : /^\p{N}+\p{L}+$/u.test(word) ? word.match(/^\p{N}+/u) : null;
    return (parts ?? []).filter((part) => part !== word && isKnown(part));
  });
  return dropped ? kept.join(" ") : null;
}

/**
 * The typed words with a code written in two (a postcode with its space, "EH1 1YZ") joined where
 * the index lacks either half, so that it is read as one code of its kind: "EH1" and "1YZ" alone
 * are no postcode, and "1" is no answer to one.
 */
function codePairsJoined(typed: readonly string[], isKnown: (word: string) => boolean, kindOf: (word: string) => string | null): string[] {
  const out: string[] = [];
  for (let i = 0; i < typed.length; i++) {
    const [first] = queryWords(typed[i]);
    const [second] = i + 1 < typed.length ? queryWords(typed[i + 1]) : [];
    const joined = first !== undefined && second !== undefined ? first + second : "";
    if (isCode(joined) && kindOf(joined) !== null && !(isKnown(first) && isKnown(second))) {
      out.push(joined);
      i++;
    } else out.push(typed[i]);
  }
  return out;
}
