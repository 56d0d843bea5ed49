import type { APIRequestContext } from "@playwright/test";

/**
 * Every address of the service's earlier documentation site: the files of its Docusaurus `build/` folder
 * (github:ideal-postcodes/postcodes.io at b593f05, without its hashed `assets/` and its 404 page), pages
 * by their clean address. Each must answer here, with the page or file, or with a 301 to its counterpart
 * (src/deploy/legacy-addresses.ts).
 */
export const EARLIER_SITE_ADDRESSES: readonly string[] = [
  "/",
  "/docs/api",
  "/docs/api/api-reference-postcodes-io",
  "/docs/api/bulk-postcode-lookup",
  "/docs/api/find-outcode",
  "/docs/api/find-place",
  "/docs/api/get-scottish-postcode",
  "/docs/api/lookup-postcode",
  "/docs/api/lookup-terminated-postcode",
  "/docs/api/nearest-postcode",
  "/docs/api/outward-codes",
  "/docs/api/place-query",
  "/docs/api/places",
  "/docs/api/postcode-lookup",
  "/docs/api/postcodes",
  "/docs/api/random-place",
  "/docs/api/random-postcode",
  "/docs/api/scottish-postcodes",
  "/docs/api/terminated-postcodes",
  "/docs/libraries",
  "/docs/licences",
  "/docs/outcode/lookup",
  "/docs/outcode/nearest",
  "/docs/outcode/reverse-geocode",
  "/docs/outcode/schema",
  "/docs/overview",
  "/docs/place/lookup",
  "/docs/place/query",
  "/docs/place/random",
  "/docs/place/schema",
  "/docs/postcode/autocomplete",
  "/docs/postcode/bulk",
  "/docs/postcode/bulk-reverse-geocode",
  "/docs/postcode/lookup",
  "/docs/postcode/nearest",
  "/docs/postcode/query",
  "/docs/postcode/random",
  "/docs/postcode/reverse-geocode",
  "/docs/postcode/schema",
  "/docs/scottish-postcode/lookup",
  "/docs/scottish-postcode/schema",
  "/docs/self-host",
  "/docs/terminated-postcode/lookup",
  "/docs/terminated-postcode/schema",
  "/endpoints",
  "/img/api.png",
  "/img/cmd.png",
  "/img/code.png",
  "/img/data.png",
  "/img/database.png",
  "/img/favicon.ico",
  "/img/favicon.png",
  "/img/github.png",
  "/img/house.png",
  "/img/iddqd-logo-white.svg",
  "/img/logo.svg",
  "/img/map.png",
  "/img/opensource.png",
  "/img/postcodesio.png",
  "/img/reverse_geocoding.png",
  "/img/verification.png",
  "/openapi.json",
  "/openapi.yaml",
  "/sitemap.xml",
];

/**
 * What answers wrong among {@link EARLIER_SITE_ADDRESSES} and the page of demos with a trailing slash: neither a
 * 200 nor a 301 whose target answers 200 (one line each, empty when all answer).
 */
export async function earlierSiteAddressProblems(request: APIRequestContext): Promise<string[]> {
  const wrong: string[] = [];
  for (const address of [...EARLIER_SITE_ADDRESSES, "/endpoints/"]) {
    const response = await request.get(address, { maxRedirects: 0 });
    if (response.status() === 200) continue;
    const location = response.headers().location;
    if (response.status() !== 301 || !location) {
      wrong.push(`${address}: ${response.status()}`);
      continue;
    }
    const target = await request.get(location, { maxRedirects: 0 });
    if (target.status() !== 200) wrong.push(`${address} -> ${location}: ${target.status()}`);
  }
  return wrong;
}
