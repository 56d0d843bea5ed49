/**
 * Every knob of search ranking in one place. Pagefind reads the weights
 * from `data-pagefind-weight` attributes in the built HTML (1 is an ordinary
 * word), the names a page is known by from `data-pagefind-meta` and the
 * reading order from `data-pagefind-filter="order:…"` (src/search/SearchMeta),
 * and the ranking options when the search code loads; rankByTitle
 * (pagefind-client.ts) re-ranks its results by name and reading order.
 */

/** An endpoint's name on its page: a search for it lands there. */
export const ENDPOINT_TITLE_WEIGHT = "10";
/** An endpoint's method and path, as readers paste them. */
export const ENDPOINT_PATH_WEIGHT = "8";
/**
 * The exact error strings of an endpoint, as readers paste them: ordinary text. A pasted string is
 * found as a phrase, which comes first (pagefind-client.ts, search); at 10, the tables' common words
 * ("postcode", "invalid", "not found") put an endpoint's error table first for questions in words
 * (issue 46: "outcode response country", "bulk lookup only 10 results").
 */
export const ERROR_MESSAGES_WEIGHT = "1";
/** A field's name on a field-reference guide: a search for a field lands there. */
export const FIELD_REFERENCE_WEIGHT = "10";
/** Schema trees of API pages: still searchable, but below the field-reference guides. */
export const API_SCHEMA_WEIGHT = "0.5";
/** API pages come after every guide in reading order (guides explain, the reference details). */
export const API_READING_ORDER_OFFSET = 1000;
/** How much a long page is pushed down for its length (Pagefind's default is 0.75): the API reference is long. */
export const PAGE_LENGTH_RANKING = 0.2;

/**
 * Pagefind's `metaWeights`: a page whose title, sidebar label, operationId
 * or path (src/search/SearchMeta) holds the query's words gains this
 * much times their rarity, times the square of the share of the query they
 * cover. Pagefind's default is 5 for the title and 1 for other fields; at
 * these, "nearest postcodes" put two endpoints above the guide labelled so
 * (scores 13.3 and 12.0 against 6.4); rankByTitle (pagefind-client.ts) then
 * puts a page named exactly as the query first.
 */
export const META_WEIGHTS: Readonly<Record<string, number>> = {
  title: 20,
  label: 20,
  operation: 20,
  path: 20,
};

/** Weights Pagefind gives headings by default; other text weighs 1. The offline edition's search uses the same. */
export const HEADING_WEIGHTS: Readonly<Record<string, number>> = { h1: 7, h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 };

/** Weight of text with no heading or `data-pagefind-weight` around it. */
export const DEFAULT_TEXT_WEIGHT = 1;

/** Words in a result's excerpt. */
export const EXCERPT_WORDS = 24;

/**
 * MiniSearch's BM25 in the offline edition (src/search/offline-search.ts),
 * set as Pagefind ranks: term frequency saturates like Pagefind's default
 * `termSaturation` (1.4), and length counts as little as {@link PAGE_LENGTH_RANKING}.
 */
export const OFFLINE_BM25 = { k: 1.4, b: PAGE_LENGTH_RANKING, d: 0.5 } as const;

/**
 * The offline edition's boost of a metadata field, per unit of its
 * {@link META_WEIGHTS}: MiniSearch multiplies the field's BM25 score by its
 * boost, where Pagefind adds weight × rarity × coverage². At 1, the label
 * "Bulk lookup" put its guide above the bulk endpoint, which both searches
 * must answer first (e2e/search-relevance.ts); at 0.1 to 0.5 both
 * searches agree on those and on the relevance queries.
 */
export const OFFLINE_META_BOOST = 0.5;
