/**
 * The expected first result of named queries, and why. The site's search
 * (e2e/search.spec.ts) and the offline edition's (e2e/hash-edition-tests.ts)
 * must both put these first: the same ranking on either engine.
 */
export const EXPECTED_FIRST_RESULTS: [query: string, sitePath: RegExp][] = [
  ["bulk", /\/docs\/api\/bulk-postcode-lookup$/], // the bulk endpoint
  ["outcode nearest", /\/docs\/api\/nearest-outcode(#.*)?$/], // GET /outcodes/{outcode}/nearest
  ["reverse geocode", /\/docs\/postcode\/reverse-geocode$/], // the guide titled "Reverse geocoding", covering all three forms
  ["terminated", /\/docs\/api\/lookup-terminated-postcode$/], // the terminated postcode endpoint
  ["eastings", /\/docs\/postcode\/schema#eastings$/], // the field, on the postcode fields page
  // Three endpoints return this string; the overview explains it (a 404, not a 400).
  ["Invalid postcode", /\/docs\/overview#errors$/],
];
