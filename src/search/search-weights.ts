/**
 * Every knob of search ranking in one place. Pagefind reads the weights
 * from `data-pagefind-weight` attributes in the built HTML (1 is an ordinary
 * word), the order from `data-pagefind-meta="order:…"`, and the ranking
 * options when the search code loads; rankByTitle (pagefind-client.ts)
 * re-ranks its results by title and reading order.
 */

/** An endpoint's name on its page: a search for it lands there. */
export const ENDPOINT_TITLE_WEIGHT = "10";
/** An endpoint's method and path, as readers paste them. */
export const ENDPOINT_PATH_WEIGHT = "8";
/** The exact error strings of an endpoint, as readers paste them. */
export const ERROR_MESSAGES_WEIGHT = "10";
/** A field's name on a field-reference guide: a search for a field lands there. */
export const FIELD_REFERENCE_WEIGHT = "10";
/** Schema trees of API pages: still searchable, but below the field-reference guides. */
export const API_SCHEMA_WEIGHT = "0.5";
/** API pages come after every guide in reading order (guides explain, the reference details). */
export const API_READING_ORDER_OFFSET = 1000;
/** How much a long page is pushed down for its length (Pagefind's default is 0.75): the API reference is long. */
export const PAGE_LENGTH_RANKING = 0.2;

/** Weights Pagefind gives headings by default; other text weighs 1. The offline edition's search uses the same. */
export const HEADING_WEIGHTS: Readonly<Record<string, number>> = { h1: 7, h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 };

/** Weight of text with no heading or `data-pagefind-weight` around it. */
export const DEFAULT_TEXT_WEIGHT = 1;

/** Words in a result's excerpt. */
export const EXCERPT_WORDS = 24;

/**
 * MiniSearch's BM25 in the offline edition (src/hash-edition/offline-search.ts),
 * set as Pagefind ranks: term frequency saturates like Pagefind's default
 * `termSaturation` (1.4), and length counts as little as {@link PAGE_LENGTH_RANKING}.
 */
export const OFFLINE_BM25 = { k: 1.4, b: PAGE_LENGTH_RANKING, d: 0.5 } as const;
