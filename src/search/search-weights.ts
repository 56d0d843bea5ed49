/**
 * Every knob of search ranking in one place. The search documents take the
 * weights from `data-search-weight` attributes in the built HTML (1 is an
 * ordinary word; headings weigh {@link HEADING_WEIGHTS}), the names a page is
 * known by from `data-search-meta` and the reading order from
 * `data-search-filter="order:…"` (src/search/SearchMeta,
 * src/search/extract-search-page.ts); the engine (document-search.ts) scores
 * them, and rankByTitle (ranking.ts) re-ranks by name and reading order.
 */

/** An endpoint's name on its page: a search for it lands there. */
export const ENDPOINT_TITLE_WEIGHT = "10";
/** An endpoint's method and path, as readers paste them. */
export const ENDPOINT_PATH_WEIGHT = "8";
/**
 * The exact error strings of an endpoint, as readers paste them: ordinary text. A pasted string is
 * found as a phrase, which comes first (document-search.ts); at 10, the tables' common words
 * ("postcode", "invalid", "not found") put an endpoint's error table first for questions in words
 * (issue 46: "outcode response country", "bulk lookup only 10 results").
 */
export const ERROR_MESSAGES_WEIGHT = "1";
/** A field's name on a field-reference guide: a search for a field lands there. */
export const FIELD_REFERENCE_WEIGHT = "10";
/** The line a field page repeats at the top of each list (how many fields, from which schema of the OpenAPI description): searchable, barely. */
export const FIELD_COUNT_WEIGHT = "0.2";
/** Schema trees of API pages: still searchable, but below the field-reference guides. */
export const API_SCHEMA_WEIGHT = "0.5";
/** API pages come after every guide in reading order (guides explain, the reference details). */
export const API_READING_ORDER_OFFSET = 1000;
/** How much a long page is pushed down for its length (BM25's b, often 0.75): the API reference is long. */
export const PAGE_LENGTH_RANKING = 0.2;

/**
 * How much a page's names (its title, a guide's sidebar label with its
 * category) count in each of its sections, against a word of ordinary text
 * (1): a section of "Bulk postcode lookup" about errors is about bulk
 * lookup's errors.
 */
export const NAME_WEIGHT = 2;

/** Weights of headings' text (other text weighs {@link DEFAULT_TEXT_WEIGHT}, or its `data-search-weight`). */
export const HEADING_WEIGHTS: Readonly<Record<string, number>> = { h1: 7, h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 };

/** Weight of text with no heading or `data-search-weight` around it. */
export const DEFAULT_TEXT_WEIGHT = 1;

/** Words in a result's excerpt. */
export const EXCERPT_WORDS = 24;

/**
 * The engine's BM25 (src/search/document-search.ts): term frequency
 * saturates early (k), and length counts as little as {@link PAGE_LENGTH_RANKING}.
 */
export const BM25 = { k: 1.4, b: PAGE_LENGTH_RANKING, d: 0.5 } as const;

/** A guide's commands and configuration files (src/guides/mdx/mdx-components.tsx): searchable, below its prose. */
export const GUIDE_COMMAND_WEIGHT = "0.5";
