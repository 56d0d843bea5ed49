/**
 * How far the service's nearest searches reach, in metres, for drawing the
 * searched circle. A unit test checks these against the `radius`
 * parameters of our OpenAPI description, so the two cannot drift apart.
 */
export const SEARCH_RADIUS = {
  /** Nearest postcodes (reverse geocoding, `/postcodes/{postcode}/nearest`, bulk reverse geocoding). */
  postcodes: { default: 100, maximum: 2000 },
  /** Nearest outward codes. */
  outcodes: { default: 5000, maximum: 25000 },
} as const;

/** With wide search on, the service widens its search step by step up to this distance and ignores `radius`. */
export const WIDE_SEARCH_REACH = 20000;
