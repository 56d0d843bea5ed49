import MiniSearch from "minisearch";
import {
  RESULTS_PAGE,
  type SearchAnswer,
  type SearchResultData,
  type SearchSubResult,
  SearchUnavailableError,
  topHits,
} from "./pagefind-client";
import type { SearchEngine } from "./engine";
import { EXCERPT_WORDS, META_WEIGHTS, OFFLINE_BM25, OFFLINE_META_BOOST } from "./search-weights";
import { dataScripts } from "../navigation/data-scripts";
import { loadDataScript } from "../navigation/load-data-script";
import type { SearchPage, SearchSection } from "./search-documents";
import { pagesVocabulary, type Vocabulary } from "./spelling";
import { withSpelling } from "./spelling-engine";
import { indexedWords, queryWords, wordStem } from "./words";
import { loadOnce } from "../ui/ChunkLoader/load-once";

const fieldOf = (weight: number) => `w${weight}`;
const metaFieldOf = (name: string) => `meta:${name}`;
/** The searched metadata of a page (src/search/SearchMeta): its title and the names of META_WEIGHTS. */
const META_FIELDS = Object.keys(META_WEIGHTS).filter((name) => META_WEIGHTS[name] > 0);

/** A page as MiniSearch indexes it: its number (`id`), its text by weight (`w10`, `w1`) and its searched metadata. */
type OfflineDocument = Record<string, string | number>;

/**
 * The index: one document per page, one field per weight, each field
 * boosted by its weight, and one field per searched metadata (title, label,
 * operationId, path), boosted by its META_WEIGHTS (times OFFLINE_META_BOOST).
 */
export interface OfflineIndex {
  pages: readonly SearchPage[];
  miniSearch: MiniSearch<OfflineDocument>;
  boost: Record<string, number>;
}

/** Builds the index from the pages the packager extracted (src/hash-edition/package/extract-page.ts). */
export function buildOfflineIndex(pages: readonly SearchPage[]): OfflineIndex {
  const weights = [...new Set(pages.flatMap((p) => p.sections.flatMap((s) => s.runs.map(([weight]) => weight))))];
  const fields = [...weights.map(fieldOf), ...META_FIELDS.map(metaFieldOf)];
  const documents = pages.map((page, id) => {
    const document: OfflineDocument = { id };
    const meta: Record<string, string> = { title: page.title, ...page.meta };
    for (const name of META_FIELDS) document[metaFieldOf(name)] = meta[name] ?? "";
    for (const section of page.sections) {
      for (const [weight, text] of section.runs) document[fieldOf(weight)] = `${document[fieldOf(weight)] ?? ""} ${text}`;
    }
    return document;
  });
  // The words Pagefind would index, so that both editions find the same pages (src/search/words.ts).
  const miniSearch = new MiniSearch<OfflineDocument>({
    fields,
    extractField: (document, field) => String(document[field] ?? ""),
    tokenize: indexedWords,
  });
  miniSearch.addAll(documents);
  const boost = Object.fromEntries([
    ...weights.map((w) => [fieldOf(w), w]),
    ...META_FIELDS.map((name) => [metaFieldOf(name), META_WEIGHTS[name] * OFFLINE_META_BOOST]),
  ]);
  return { pages, miniSearch, boost };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const matchesTerm = (word: string, terms: readonly string[]) => terms.some((term) => word.startsWith(term));

/** A section's words with the weight of the run each comes from. */
function weightedWords(section: SearchSection): { word: string; weight: number; raw: string }[] {
  return section.runs.flatMap(([weight, text]) =>
    text
      .split(/\s+/)
      .filter(Boolean)
      .map((raw) => ({ raw, weight, word: queryWords(raw).join("") })),
  );
}

/** About {@link EXCERPT_WORDS} words around the first match, matches in <mark>, like Pagefind's excerpts. */
export function excerpt(section: SearchSection, terms: readonly string[]): string {
  const all = weightedWords(section);
  const first = Math.max(
    0,
    all.findIndex((w) => matchesTerm(w.word, terms)),
  );
  const start = Math.max(0, Math.min(first - Math.floor(EXCERPT_WORDS / 4), all.length - EXCERPT_WORDS));
  return all
    .slice(start, start + EXCERPT_WORDS)
    .map((w) => (matchesTerm(w.word, terms) ? `<mark>${escapeHtml(w.raw)}</mark>` : escapeHtml(w.raw)))
    .join(" ");
}

/**
 * The weight of a section's matches, like Pagefind's `balanced_score` of its
 * locations summed: every matching word, or for a phrase search only the
 * words of the phrase where they follow each other.
 */
export function sectionScore(section: SearchSection, terms: readonly string[], asPhrase: boolean): number {
  const all = weightedWords(section);
  if (!asPhrase) return all.reduce((sum, w) => (matchesTerm(w.word, terms) ? sum + w.weight : sum), 0);
  let score = 0;
  for (let i = 0; i + terms.length <= all.length; i++) {
    const run = all.slice(i, i + terms.length);
    if (run.every((w, j) => w.word === terms[j] || (j === terms.length - 1 && w.word.startsWith(terms[j]))))
      score += run.reduce((sum, w) => sum + w.weight, 0);
  }
  return score;
}

/** A page as the search box's ranking expects Pagefind's results (src/search/pagefind-client.ts). */
export function toResultData(page: SearchPage, terms: readonly string[], asPhrase: boolean): SearchResultData {
  const subResults: SearchSubResult[] = page.sections.map((section) => ({
    title: section.heading,
    url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
    excerpt: excerpt(section, terms),
    weighted_locations: [{ balanced_score: sectionScore(section, terms, asPhrase) }],
  }));
  const matched = subResults.filter((s) => (s.weighted_locations?.[0]?.balanced_score ?? 0) > 0);
  return {
    url: page.url,
    excerpt: (matched[0] ?? subResults[0])?.excerpt ?? "",
    meta: { title: page.title, ...page.meta },
    filters: Object.fromEntries(Object.entries(page.filters).map(([key, value]) => [key, [value]])),
    sub_results: matched.length > 0 ? matched : subResults.slice(0, 1),
  };
}

const readingOrder = (page: SearchPage) => Number(page.filters.order ?? Number.MAX_SAFE_INTEGER);

/**
 * Searches the offline index like the site searches Pagefind: every word
 * must occur (the last may be a prefix), weighted as on the site; for
 * several words, pages with the words as a phrase first; then the same
 * re-ranking by title and choice of section ({@link topHits}).
 */
export function searchOffline(index: OfflineIndex, query: string, limit = RESULTS_PAGE): SearchAnswer {
  const terms = queryWords(query);
  if (terms.length === 0) return { hits: [], total: 0 };
  // Like Pagefind, each word also finds longer words it starts, and the word with another ending: searched as a
  // prefix without its ending ("geocode" finds "geocoding" and "geocodes").
  const found = index.miniSearch.search(query, {
    tokenize: queryWords,
    boost: index.boost,
    prefix: true,
    combineWith: "AND",
    bm25: OFFLINE_BM25,
    processTerm: wordStem,
  });
  const phrase = terms.length > 1 && !query.includes('"');
  // Pagefind gives every page with the exact phrase the same score; here they come in reading order.
  const phraseFirst = phrase
    ? found
        .filter((r) => index.pages[r.id].sections.some((section) => sectionScore(section, terms, true) > 0))
        .sort((a, b) => readingOrder(index.pages[a.id]) - readingOrder(index.pages[b.id]))
    : [];
  const phraseIds = new Set(phraseFirst.map((r) => r.id));
  const data = [
    ...phraseFirst.map((r) => toResultData(index.pages[r.id], terms, true)),
    ...found.filter((r) => !phraseIds.has(r.id)).map((r) => toResultData(index.pages[r.id], terms, false)),
  ];
  // Every page's data is here already: all of them are re-ranked, not only the window the site loads (a page named as
  // the query comes first however many pages mention its words before it in reading order: "reverse geocode").
  return { hits: topHits(data, query, limit, data.length), total: found.length };
}

/** The edition's index, loaded once (a failed attempt can be retried). */
const loadIndex = loadOnce((): Promise<OfflineIndex> =>
  loadDataScript<SearchPage[]>(dataScripts.search.key, dataScripts.search.file)
    .then(buildOfflineIndex)
    .catch((error: unknown) => {
      throw new SearchUnavailableError(error);
    }),
);

/**
 * The edition's search engine: MiniSearch over the documents of `search.js`,
 * its misspellings corrected with the vocabulary of the same documents (the
 * site's is written at build time from the same text; here the documents are
 * already loaded, so the edition carries no second copy of its words).
 */
export const offlineSearchEngine: SearchEngine = withSpelling(
  {
    load: () => loadIndex().then(() => undefined),
    search: async (query, limit) => searchOffline(await loadIndex(), query, limit),
  },
  // The words of the pages, made from them the first time a query may need a correction.
  loadOnce(async (): Promise<Vocabulary> => pagesVocabulary((await loadIndex()).pages)),
);
