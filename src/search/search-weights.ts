/**
 * How search ranks, in one place for both engines: Pagefind on the site and
 * MiniSearch in the offline edition (src/hash-edition/offline-search.ts).
 * Components mark text heavier or lighter with `data-pagefind-weight`; the
 * values here are the rest.
 */

/** Weights Pagefind gives headings by default; other text weighs 1. Both engines use them. */
export const HEADING_WEIGHTS: Readonly<Record<string, number>> = { h1: 7, h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 };

/** Weight of text with no heading or `data-pagefind-weight` around it. */
export const DEFAULT_TEXT_WEIGHT = 1;

/** Pagefind's ranking options: long pages (the API reference) should not sink below short ones just for their length. */
export const PAGEFIND_RANKING = { pageLength: 0.2 } as const;

/** Words in a result's excerpt. */
export const EXCERPT_WORDS = 24;

/**
 * MiniSearch's BM25 in the offline edition, set as Pagefind ranks: term
 * frequency saturates like Pagefind's default `termSaturation` (1.4), and
 * length counts as little as {@link PAGEFIND_RANKING}'s `pageLength`.
 */
export const OFFLINE_BM25 = { k: 1.4, b: PAGEFIND_RANKING.pageLength, d: 0.5 } as const;
