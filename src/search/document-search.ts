/**
 * The search engine of the site, the offline edition and the MCP server,
 * over the search documents (src/search/search-documents.ts): the text of
 * the built pages, section by section, with its weights. One engine, so
 * every place that searches gives the same answers, and the relevance test
 * judges all of them. Pure: where the documents come from is the caller's
 * (src/search/search-engine.ts in the browser).
 *
 * How it scores, as documentation search services do (a record per section,
 * its page's names beside its own text):
 * - each section is scored by BM25 over its words, each counted with the
 *   weight of the text it is in (a field's name, an endpoint's path, a
 *   heading), plus its page's names (title, sidebar label) at
 *   {@link NAME_WEIGHT}; a word of the query matches a word of the page with
 *   the same stem, or, less, one it starts ("lat" for "latitude");
 * - a section that holds more of the query's rare words beats one that holds
 *   more of its common ones: the score is multiplied by the share of the
 *   query's rarity (IDF) it holds, squared ({@link COVERAGE_POWER}), so a
 *   question finds the section that answers all of it;
 * - a page is as good as its best section, and lands there (its other
 *   sections' text adds a little, {@link OTHER_SECTIONS});
 * - then the ranking by what the query names (src/search/ranking.ts).
 * A word no page holds is corrected when a word of the index is near it
 * (src/search/spelling.ts), else left out; the answer says what it searched.
 */
import { RESULTS_PAGE, type SearchAnswer, type SearchResultData, SearchUnavailableError, topHits } from "./ranking";
import type { SearchEngine } from "./engine";
import { API_READING_ORDER_OFFSET, BM25, EXCERPT_WORDS, NAME_WEIGHT } from "./search-weights";
import type { SearchPage, SearchSection } from "./search-documents";
import { type QueryTerm, type SearchIndex, buildSearchIndex, contentTerms, queryTerms, searchedWords, termMatches } from "./search-index";
import { correctQuery, knownWordsQuery } from "./spelling";
import { indexedWords, queryWords } from "./words";
import { loadOnce } from "../ui/ChunkLoader/load-once";
import type { InputKinds } from "../input-kinds/input-kinds";

export { buildSearchIndex, type SearchIndex } from "./search-index";

/** The power of the share of the query's rarity a section holds (see the module's comment). */
const COVERAGE_POWER = 2;
/**
 * The most one word's rarity (IDF) counts in the share of the query a section holds: a word on
 * about a quarter of the pages or fewer (16 of 56 today) is as rare as one on a single page. How
 * rare it is still weighs in the score (BM25), but the rarest word of a question is often
 * incidental where it is found ("convert" in "convert postcode to latitude longitude" is only in
 * the place fields' `longitude` row): uncapped, it made every page without it hold less than half
 * of the question, and the pages that answer the rest were not shown at all.
 */
const RARITY_CAP = 1.25;
/** How much the section's own share of the query's rarity counts in it, against its page's share. */
const SECTION_SHARE = 0.75;
/** Pages found count only when they hold at least this share of the rarity the best page holds. */
const LEAST_COVERAGE = 0.5;
/**
 * How much a page's other sections add to its best one's score: a page that answers in several places is more
 * about it. Only their own text counts (scaled, as all of a section's score, by the share of the query it holds): the
 * page's names, which every section holds, count once, in the best one
 * (counted in each, they put the Scottish postcode fields, 9 sections, before the Scottish lookup for the reader's
 * question "postcode not from scotland").
 */
const OTHER_SECTIONS = 0.1;
/** How much more the first page in reading order weighs than the last (guides go from the general to the particular). */
const READING_ORDER_PRIOR = 0.2;
/** The name bonus a page gets for a query that says little of its name, against one that says all of it ({@link nameShare}). */
const NAME_FLOOR = 0.25;
/** A page under a category whose own page is found too, for a query that says none of its names ({@link underFoundParent}). */
const CHILD_PAGE_FACTOR = 0.8;
/** An API page against a guide, for a query in words: guides explain, the reference details. */
const API_PAGE_FACTOR = 0.7;

/** The largest share of one of a page's names that the query says ("bulk lookup" says two thirds of "Bulk postcode lookup"). */
function nameShare(index: SearchIndex, page: number, terms: readonly QueryTerm[]): number {
  let best = 0;
  for (const name of index.nameLists[page]) {
    if (name.length === 0) continue;
    // A name that says a query word twice ("Nearest postcodes to a postcode") says it once: its share is no larger for it.
    const saidBy = name.map((word) => terms.findIndex((term) => term.matches.has(word)));
    const said = new Set(saidBy.filter((term) => term >= 0)).size;
    const repeats = saidBy.filter((term) => term >= 0).length - said;
    best = Math.max(best, said / (name.length - repeats));
  }
  return best;
}

/**
 * A section's score for the query: BM25 of its text, plus its page's names
 * ({@link NAME_WEIGHT} times the term's rarity among names, more when the
 * query says more of the name), times the share of the query's rarity that
 * the section and its page hold, squared; the part of it the section's own
 * text makes; and that share.
 */
function scoreRecord(
  index: SearchIndex,
  id: number,
  terms: readonly QueryTerm[],
  share: number,
  definesAll = false,
): { score: number; text: number; coverage: number } {
  const { k, b } = BM25;
  const record = index.records[id];
  const lengthNorm = 1 - b + (b * record.length) / index.averageLength;
  let text = 0;
  let names = 0;
  let inSection = 0;
  let inPage = 0;
  let rarity = 0;
  for (const term of terms) {
    const rare = Math.min(term.idf, RARITY_CAP);
    rarity += rare;
    const weight = term.records.get(id) ?? 0;
    const name = term.named.get(record.page) ?? 0;
    if (weight > 0) text += (term.idf * weight * (k + 1)) / (weight + k * lengthNorm);
    names += NAME_WEIGHT * term.nameIdf * name * share;
    if (weight > 0 || name > 0 || term.records.has(id)) inSection += rare;
    if (term.pages.has(record.page)) inPage += rare;
  }
  // A section of a page that has a section headed by each of the query's words answers all of it, with the others.
  const coverage = definesAll ? 1 : rarity > 0 ? (SECTION_SHARE * inSection + (1 - SECTION_SHARE) * inPage) / rarity : 0;
  const covered = coverage ** COVERAGE_POWER;
  return { score: (text + names) * covered, text: text * covered, coverage };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Whether a word of the text (as typed) matches one of the terms. */
const matchesAny = (raw: string, terms: readonly QueryTerm[]) => {
  const words = indexedWords(raw);
  return terms.some((term) => words.some((word) => term.matches.has(word)));
};

/** About {@link EXCERPT_WORDS} words of a section around its first match, matches in <mark>. */
function excerpt(section: SearchSection, terms: readonly QueryTerm[]): string {
  // Not the heading: the result shows it above the excerpt already.
  const heading = section.heading.trim().replace(/\s+/g, " ");
  const body = section.runs.filter(([, text]) => text.trim().replace(/\s+/g, " ") !== heading);
  const all = (body.length > 0 ? body : section.runs).flatMap(([, text]) => text.split(/\s+/).filter(Boolean));
  const first = Math.max(
    0,
    all.findIndex((raw) => matchesAny(raw, terms)),
  );
  const start = Math.max(0, Math.min(first - Math.floor(EXCERPT_WORDS / 4), all.length - EXCERPT_WORDS));
  return all
    .slice(start, start + EXCERPT_WORDS)
    .map((raw) => (matchesAny(raw, terms) ? `<mark>${escapeHtml(raw)}</mark>` : escapeHtml(raw)))
    .join(" ");
}

/** Whether a section holds the query's words one after the other (an error message pasted whole); the last may be unfinished. */
export function holdsPhrase(section: SearchSection, words: readonly string[]): boolean {
  if (words.length < 2) return false;
  const text = section.runs.flatMap(([, run]) => queryWords(run));
  for (let i = 0; i + words.length <= text.length; i++)
    if (words.every((word, j) => text[i + j] === word || (j === words.length - 1 && text[i + j].startsWith(word)))) return true;
  return false;
}

const readingOrder = (page: SearchPage) => Number(page.filters.order ?? Number.MAX_SAFE_INTEGER);
const isApiPage = (page: SearchPage) => readingOrder(page) >= API_READING_ORDER_OFFSET;

/** A page found: its score, the rarity share of its best section, its sections' scores, and whether it holds the query as a phrase. */
interface PageMatch {
  page: number;
  score: number;
  coverage: number;
  /** Each section's score, and the part of it its own text makes (without its page's names). */
  sections: { section: number; score: number; text: number }[];
  phrase: boolean;
}

/** Whether a section's heading is the term's word itself ("incode": a field's row on a field-reference guide). */
const isHeadedBy = (section: SearchSection, term: QueryTerm) => {
  const heading = queryWords(section.heading);
  return heading.length === 1 && term.matches.has(heading[0]);
};

/**
 * Whether a guide has a section headed by each word of a query of two or more ("incode outcode": the
 * postcode's fields, each a row of its field reference). Its sections so headed answer the whole query.
 */
function headsEveryWord(page: SearchPage, terms: readonly QueryTerm[]): boolean {
  if (terms.length < 2 || isApiPage(page)) return false;
  return terms.every((term) => page.sections.some((section) => isHeadedBy(section, term)));
}

/** Every page that holds a word of the query, with its sections' scores; with `every`, only sections holding every word. */
function matchPages(index: SearchIndex, terms: readonly QueryTerm[], phraseWords: readonly string[], every: boolean): PageMatch[] {
  const candidates = new Set<number>();
  for (const term of terms) for (const record of term.records.keys()) candidates.add(record);
  // A page named by the query holds its words in every section: its top counts even where its text does not say them.
  for (const term of terms) for (const page of term.named.keys()) candidates.add(index.firstRecords[page]);
  const shares = new Map<number, number>();
  const pages = new Map<number, PageMatch>();
  const headedAll = new Map<number, boolean>();
  for (const id of candidates) {
    const record = index.records[id];
    if (!record) continue;
    const share = shares.get(record.page) ?? NAME_FLOOR + (1 - NAME_FLOOR) * nameShare(index, record.page, terms);
    shares.set(record.page, share);
    const definesAll = headedAll.get(record.page) ?? headsEveryWord(index.pages[record.page], terms);
    headedAll.set(record.page, definesAll);
    const headed = definesAll && terms.some((term) => isHeadedBy(index.pages[record.page].sections[record.section], term));
    const { score, text, coverage } = scoreRecord(index, id, terms, share, headed);
    if (score <= 0 || (every && coverage < 1)) continue;
    const match = pages.get(record.page) ?? { page: record.page, score: 0, coverage: 0, sections: [], phrase: false };
    match.sections.push({ section: record.section, score, text });
    if (score > match.score) [match.score, match.coverage] = [score, coverage];
    // Only a section holding every word can hold them as a phrase.
    if (!match.phrase && coverage >= 1) match.phrase = holdsPhrase(index.pages[record.page].sections[record.section], phraseWords);
    pages.set(record.page, match);
  }
  for (const match of pages.values()) {
    const best = match.sections.find((s) => s.score === match.score);
    match.score += OTHER_SECTIONS * (match.sections.reduce((sum, s) => sum + s.text, 0) - (best?.text ?? 0));
  }
  return [...pages.values()];
}

/**
 * A page as the ranking reads it (src/search/ranking.ts): its names,
 * filters and its sections where the query matched, best first, with an
 * excerpt for those a hit may land on (the best, and one headed as the query).
 */
function toResultData(index: SearchIndex, match: PageMatch, terms: readonly QueryTerm[], query: string): SearchResultData {
  const page = index.pages[match.page];
  const sections = [...match.sections].sort((a, b) => b.score - a.score || a.section - b.section);
  const named = query.trim().toLowerCase().replace(/\s+/g, " ");
  const subResults = sections.map(({ section, score }, i) => {
    const { anchor, heading } = page.sections[section];
    const landing = i === 0 || heading.trim().toLowerCase().replace(/\s+/g, " ") === named;
    return {
      title: heading,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      excerpt: landing ? excerpt(page.sections[section], terms) : "",
      weighted_locations: [{ balanced_score: score }],
    };
  });
  return {
    url: page.url,
    excerpt: subResults[0]?.excerpt ?? "",
    meta: { title: page.title, ...page.meta },
    filters: Object.fromEntries(Object.entries(page.filters).map(([key, value]) => [key, [value]])),
    sub_results: subResults,
  };
}

/**
 * Whether a page is listed under a category whose own page (the one titled
 * as the category: "Self-hosting") is found too, and the query says none of
 * the page's own names: then the category's page, the general one, answers
 * first ("docker-compose up" is self-hosting's, not "Update the data"'s).
 */
function underFoundParent(index: SearchIndex, page: number, terms: readonly QueryTerm[], found: readonly PageMatch[]): boolean {
  const category = index.pages[page].filters.category;
  if (!category || !found.some((m) => m.page !== page && index.pages[m.page].title === category)) return false;
  const own = [index.pages[page].title, index.pages[page].meta.label].filter((name): name is string => Boolean(name)).map(contentTerms);
  return !own.some((name) => name.some((word) => terms.some((term) => term.matches.has(word))));
}

/**
 * Searches the index for the query as given (no correction): pages by
 * their best section's score (an API page's times {@link API_PAGE_FACTOR}),
 * those holding the query as a phrase first, in reading order; only pages
 * holding {@link LEAST_COVERAGE} of what the best one holds (with `every`,
 * only pages with a section holding every word); then the re-ranking by what
 * the query names and the choice of section ({@link topHits}).
 */
function searchAsGiven(index: SearchIndex, query: string, limit: number, every: boolean): SearchAnswer {
  const words = contentTerms(query);
  if (words.length === 0) return { hits: [], total: 0 };
  const terms = queryTerms(index, words);
  if (every && terms.some((term) => term.matches.size === 0)) return { hits: [], total: 0 };
  const found = matchPages(index, terms, query.includes('"') ? [] : searchedWords(query), every);
  const best = Math.max(0, ...found.map((m) => m.coverage));
  const orders = index.pages.map(readingOrder).sort((a, b) => a - b);
  const prior = (page: SearchPage) => 1 + READING_ORDER_PRIOR * (1 - orders.indexOf(readingOrder(page)) / Math.max(1, orders.length - 1));
  const kept = found
    .filter((m) => m.coverage >= best * LEAST_COVERAGE)
    .map((m) => {
      const page = index.pages[m.page];
      const factor =
        prior(page) * (isApiPage(page) ? API_PAGE_FACTOR : 1) * (underFoundParent(index, m.page, terms, found) ? CHILD_PAGE_FACTOR : 1);
      return { ...m, score: m.score * factor };
    })
    .sort(
      (a, b) =>
        Number(b.phrase) - Number(a.phrase) ||
        (a.phrase ? readingOrder(index.pages[a.page]) - readingOrder(index.pages[b.page]) : 0) ||
        b.score - a.score ||
        a.page - b.page,
    );
  return {
    hits: topHits(
      kept.map((m) => toResultData(index, m, terms, query)),
      query,
      limit,
    ),
    total: kept.length,
  };
}

export interface SearchOptions {
  /** Hits to return (the first page: {@link RESULTS_PAGE}). */
  limit?: number;
  asTyped?: boolean;
  /** Kinds of code the pages name by their kind (x-input-kind: a postcode the index does not hold is searched as "postcode"). */
  inputKinds?: InputKinds;
}

/**
 * A statistical area's code (the ONS's GSS code: a letter for the nation and eight digits, such as
 * E09000033, the fields' `codes`): one the pages do not hold is searched as what it is.
 */
const GSS_CODE = /^[EKLMNSW]\d{8}$/i;
const GSS_CODE_WORDS = "gss code";

/**
 * Searches the index ({@link searchAsGiven}). Unless `asTyped`, a word no
 * page holds is corrected to the nearest word of the index, or else left
 * out, and the answer says what was searched instead; `asTyped` searches
 * the words as typed, and finds only pages with a section holding every one.
 */
export function searchDocuments(
  index: SearchIndex,
  query: string,
  { limit = RESULTS_PAGE, asTyped = false, inputKinds = {} }: SearchOptions = {},
): SearchAnswer {
  if (asTyped) return searchAsGiven(index, query, limit, true);
  const corrected = correctQuery(query, index.vocabulary) ?? query;
  // Only a code that can hardly be anything else (a full postcode): "cf10" may be an outward code, or a model's name.
  const kindOf = (word: string) =>
    Object.entries(inputKinds).find(([, kind]) => kind.unmistakable && kind.check(word).valid)?.[0] ??
    (GSS_CODE.test(word) ? GSS_CODE_WORDS : null);
  const isKnown = (word: string) =>
    contentTerms(word).every((term) => termMatches(index, term, { last: true }).size > 0 || index.vocabulary.has(term));
  const known = knownWordsQuery(corrected, isKnown, kindOf);
  const searched = known ?? corrected;
  const answer = searchAsGiven(index, searched, limit, false);
  return searched.trim() === query.trim() || answer.total === 0 ? answer : { ...answer, correction: searched };
}

/**
 * A search engine over the documents `loadPages` gives (fetched by the
 * site, a data script in the offline edition, a file for the MCP server):
 * loaded and indexed once (a failed attempt can be tried again).
 */
export function documentSearchEngine(loadPages: () => Promise<readonly SearchPage[]>, inputKinds: InputKinds = {}): SearchEngine {
  const loadIndex = loadOnce((): Promise<SearchIndex> =>
    loadPages().then(buildSearchIndex, (error: unknown) => {
      throw new SearchUnavailableError(error);
    }),
  );
  return {
    load: () => loadIndex().then(() => undefined),
    search: async (query, limit, asTyped) => searchDocuments(await loadIndex(), query, { limit, asTyped, inputKinds }),
  };
}
