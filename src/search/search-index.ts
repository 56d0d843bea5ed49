/**
 * The index the search engine (document-search.ts) scores: a record per
 * section of every page, each word with the weight it has in each record,
 * each page's names, and the words for matching a query's words to the
 * index's (same stem, the start of a longer word, a reader's word for the
 * service's). Pure and small: it runs in the search's chunk, in the offline
 * edition and in the MCP server.
 */
import type { SearchPage } from "./search-documents";
import { buildVocabulary, type Vocabulary } from "./spelling";
import { READERS_WORDS, STOP_WORDS, indexedWords, isCode, queryWords, readSameNames, withSameNames, wordStem } from "./words";

/** How much a part of a compound word counts in the text, against a word as written ("name" in the field `name_1`). */
const PART_WEIGHT = 0.5;
/** How much a query word that starts a longer word counts ("lat" in "latitude"), against one of the same stem. */
const PREFIX_MATCH = 0.5;
/** How much a service's word counts when a query says the reader's word for it (words.ts, READERS_WORDS). */
const READERS_WORD_MATCH = 0.8;

/** One section of one page, as scored: where it is and how many words it has. */
export interface SectionRecord {
  page: number;
  section: number;
  length: number;
}

export interface SearchIndex {
  pages: readonly SearchPage[];
  records: readonly SectionRecord[];
  /** Per page, its first record (its top). */
  firstRecords: readonly number[];
  /** Every word of the text, with its summed weight in each record that holds it. */
  postings: ReadonlyMap<string, ReadonlyMap<number, number>>;
  /** Per page: the words of its title and its sidebar label with its category, two name words also as one ("lookup"). */
  names: readonly ReadonlySet<string>[];
  /** Per page: each of its names (title, label with category) as its words that count (no stop words). */
  nameLists: readonly (readonly string[])[][];
  /** Per page: its operationId and path, each as one word ("nearestpostcode"), matched only whole; and all of them. */
  codeNames: readonly ReadonlySet<string>[];
  allCodeNames: ReadonlySet<string>;
  /** Every indexed word (text and names), and the pages that hold it. */
  pagesWith: ReadonlyMap<string, ReadonlySet<number>>;
  /** Every indexed word in order (to find the words a query word starts), and the words of each stem. */
  sortedWords: readonly string[];
  stems: ReadonlyMap<string, readonly string[]>;
  averageLength: number;
  /** Every indexed word and how often it occurs, for the spelling correction. */
  vocabulary: Vocabulary;
}

/** A hyphen that joins two words ("docker-compose", "self-host"): a query reads them as two. */
const HYPHEN_BETWEEN_LETTERS = /(?<=\p{L})-(?=\p{L})/gu;

/** The words of a query as the search reads them: with the service's names, a word joined by hyphens as its parts. */
export const searchedWords = (query: string): string[] => queryWords(withSameNames(query).replace(HYPHEN_BETWEEN_LETTERS, " "));

/** The words of a query that count: {@link searchedWords} once each, without stop words (unless it is all stop words). */
export function contentTerms(query: string): string[] {
  const words = [...new Set(searchedWords(query))];
  const content = words.filter((word) => !STOP_WORDS.has(word));
  return content.length > 0 ? content : words;
}

/**
 * A run of text's words with how much each counts: a word as written 1,
 * a part of a compound {@link PART_WEIGHT}; the service's names for what
 * it says in several words count as words ("outward code" is "outcode"),
 * and the words of those as a compound's parts.
 */
function weightedTextWords(text: string): [word: string, share: number][] {
  const words: [string, number][] = [];
  // Read with the service's names ("outcode" for "outward code"), whose own words count as a compound's parts.
  const { named, phrases } = readSameNames(text);
  for (const raw of named.split(/\s+/)) {
    const [whole] = queryWords(raw);
    if (whole === undefined) continue;
    for (const word of indexedWords(raw)) words.push([word, word === whole ? 1 : PART_WEIGHT]);
  }
  for (const phrase of phrases) for (const word of phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word) words.push([word, PART_WEIGHT]);
  return words;
}

/**
 * A name's words, read with the service's names ("Outward Codes Lookup" is "outcodes" and "lookup"): its words and their
 * parts, and each two of them also as one ("look up" is "lookup" too). The words of such a name are not the page's names
 * apart: "Outward Codes" read word by word named every outward-code page by "codes" ("error codes" found their errors first).
 */
function nameWords(text: string): string[] {
  const named = withSameNames(text);
  // A word written with a hyphen keeps its parts as names ("Self-hosting" is "hosting" too): they are words of their own.
  const words = [
    ...indexedWords(named),
    ...text
      .split(/\s+/)
      .filter((raw) => raw.includes("-"))
      .flatMap(indexedWords),
  ];
  const plain = queryWords(named);
  for (let i = 0; i + 1 < plain.length; i++) words.push(plain[i] + plain[i + 1]);
  return words;
}

const addTo = <K, V>(map: Map<K, V>, key: K, make: () => V): V => map.get(key) ?? (map.set(key, make()), map.get(key) as V);

/** The names of a page: its title, and its sidebar label read with its category ("Outward Codes Lookup"). */
const pageNames = (page: SearchPage): string[] => {
  const { label } = page.meta;
  const category = page.filters.category;
  return [page.title, label && category ? `${category} ${label}` : label].filter((name): name is string => Boolean(name));
};

/** Builds the index from the search documents (src/search/extract-search-page.ts made them from the built pages). */
export function buildSearchIndex(pages: readonly SearchPage[]): SearchIndex {
  const records: SectionRecord[] = [];
  const firstRecords: number[] = [];
  const postings = new Map<string, Map<number, number>>();
  const pagesWith = new Map<string, Set<number>>();
  const names: Set<string>[] = [];
  const nameLists: string[][][] = [];
  const codeNames: Set<string>[] = [];
  const texts: string[] = [];
  pages.forEach((page, p) => {
    const ownNames = new Set(pageNames(page).flatMap(nameWords));
    names.push(ownNames);
    nameLists.push(pageNames(page).map(contentTerms));
    const { operation, path } = page.meta;
    codeNames.push(new Set([operation, path, path?.replace(/^[A-Z]+ /, "")].flatMap((name) => (name ? [queryWords(name).join("")] : []))));
    for (const word of ownNames) addTo(pagesWith, word, () => new Set()).add(p);
    firstRecords.push(records.length);
    page.sections.forEach((section, s) => {
      const id = records.length;
      const weights = new Map<string, number>();
      let length = 0;
      // A section's heading is a name of its own: "look up" in it is "lookup" too.
      for (const word of nameWords(section.heading)) weights.set(word, weights.get(word) ?? 0);
      for (const [weight, text] of section.runs) {
        texts.push(text);
        for (const [word, share] of weightedTextWords(text)) {
          weights.set(word, (weights.get(word) ?? 0) + weight * share);
          length++;
        }
      }
      records.push({ page: p, section: s, length });
      for (const [word, weight] of weights) {
        addTo(postings, word, () => new Map()).set(id, weight);
        addTo(pagesWith, word, () => new Set()).add(p);
      }
    });
  });
  const sortedWords = [...pagesWith.keys()].sort();
  const stems = new Map<string, string[]>();
  for (const word of sortedWords) addTo(stems, wordStem(word), () => []).push(word);
  const vocabulary = buildVocabulary([...texts, ...pages.flatMap((page) => Object.values(page.meta))]);
  // A reader's word for one the pages use is a word of the index too: it is not corrected into another, nor left out.
  for (const [word, serviceWords] of READERS_WORDS)
    if (!vocabulary.has(word) && serviceWords.some((service) => pagesWith.has(service))) vocabulary.set(word, 1);
  return {
    pages,
    records,
    firstRecords,
    postings,
    names,
    nameLists,
    codeNames,
    allCodeNames: new Set(codeNames.flatMap((set) => [...set])),
    pagesWith,
    sortedWords,
    stems,
    averageLength: records.reduce((sum, r) => sum + r.length, 0) / Math.max(1, records.length),
    vocabulary,
  };
}

/** The index's words that start with `prefix`, from its sorted words. */
function wordsStartingWith(index: SearchIndex, prefix: string): string[] {
  const words = index.sortedWords;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < words.length && words[i].startsWith(prefix); i++) found.push(words[i]);
  return found;
}

/**
 * The index's words a query word matches, each with how much the match
 * counts: the word itself and those of its stem (1); while it may be
 * unfinished (the last word) or when the index lacks it as a word, those it
 * starts ({@link PREFIX_MATCH}: "post" before "/postcodes" is the method,
 * not the start of "postcode"; a word of one or two letters starts too many
 * words, unless it is all the query says); and a word it starts with, of
 * five letters or more and most of it ("filterable" for "filter"). A code (a
 * postcode, a GSS code) matches only words that start with all of it; an
 * operationId or a path only whole.
 */
export function termMatches(index: SearchIndex, term: string, { alone = false, last = false } = {}): Map<string, number> {
  const matches = new Map<string, number>();
  const set = (word: string, weight: number) => matches.set(word, Math.max(matches.get(word) ?? 0, weight));
  if (index.allCodeNames.has(term)) set(term, 1);
  if (index.pagesWith.has(term)) set(term, 1);
  const code = isCode(term);
  const stem = wordStem(term);
  if (!code) for (const word of index.stems.get(stem) ?? []) set(word, 1);
  if ((last || !index.pagesWith.has(term)) && (term.length >= 3 || alone)) {
    for (const word of wordsStartingWith(index, term)) set(word, PREFIX_MATCH);
    if (!code && stem.length >= 4) for (const word of wordsStartingWith(index, stem)) set(word, PREFIX_MATCH);
  }
  if (!code)
    for (let length = Math.max(5, Math.ceil(term.length * 0.6)); length < term.length; length++)
      if (index.pagesWith.has(term.slice(0, length))) set(term.slice(0, length), PREFIX_MATCH);
  return matches;
}

/** A word of the query as matched. */
export interface QueryTerm {
  term: string;
  /** The index's words it matches, each with how much the match counts. */
  matches: ReadonlyMap<string, number>;
  /** Per record holding it, its weight there: the words' weights times how well each matches. */
  records: ReadonlyMap<number, number>;
  /** Per page whose names hold it, how well (1 for the same stem or its operationId or path, less for a word it starts). */
  named: ReadonlyMap<number, number>;
  /** The pages that hold it, in their text or names. */
  pages: ReadonlySet<number>;
  /** Inverse document frequency over the pages' text and names, and over their names alone. */
  idf: number;
  nameIdf: number;
}

const inverseFrequency = (pageCount: number, holding: number) => Math.log(1 + (pageCount - holding + 0.5) / (holding + 0.5));

/** The query's words as matched ({@link termMatches}), each also finding the service's words for a reader's word ("retired" finds "terminated"). */
export function queryTerms(index: SearchIndex, words: readonly string[]): QueryTerm[] {
  const pageCount = index.pages.length;
  return words.map((term, i) => {
    const matches = termMatches(index, term, { alone: words.length === 1, last: i === words.length - 1 });
    for (const word of READERS_WORDS.get(term) ?? [])
      for (const [match, weight] of termMatches(index, word))
        matches.set(match, Math.max(matches.get(match) ?? 0, weight * READERS_WORD_MATCH));
    const records = new Map<number, number>();
    const pages = new Set<number>();
    for (const [word, match] of matches) {
      for (const [record, weight] of index.postings.get(word) ?? []) records.set(record, (records.get(record) ?? 0) + match * weight);
      for (const page of index.pagesWith.get(word) ?? []) pages.add(page);
    }
    const named = new Map<number, number>();
    index.names.forEach((names, page) => {
      let best = index.codeNames[page].has(term) ? 1 : 0;
      for (const word of names) best = Math.max(best, matches.get(word) ?? 0);
      if (best > 0) named.set(page, best);
    });
    return {
      term,
      matches,
      records,
      named,
      pages,
      idf: inverseFrequency(pageCount, pages.size),
      nameIdf: inverseFrequency(pageCount, named.size),
    };
  });
}
