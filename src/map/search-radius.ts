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

/**
 * Wide search (postcodes only) ignores `radius`: the service tries 500 m,
 * then 1,500 m, 2,500 m… up to 19,500 m, and keeps the first radius that
 * holds 10 postcodes. Beyond 20 km it gives up.
 */
export const WIDE_SEARCH = { first: 500, step: 1000, reach: 20000 } as const;

/**
 * The radius a wide search used, from the distance of its farthest result:
 * the smallest of its steps that holds every result. Exact when the answer
 * holds 10 postcodes (the service stopped at the first step that held
 * them); with a smaller `limit`, the least it can have been.
 */
export function wideSearchRadius(farthest: number | null): number {
  if (farthest === null) return WIDE_SEARCH.reach;
  if (farthest <= WIDE_SEARCH.first) return WIDE_SEARCH.first;
  const steps = Math.ceil((farthest - WIDE_SEARCH.first) / WIDE_SEARCH.step);
  return Math.min(WIDE_SEARCH.first + steps * WIDE_SEARCH.step, WIDE_SEARCH.reach);
}
