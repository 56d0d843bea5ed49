import { addressWords, type KnownPage, nearestPages } from "../nearest-pages";

const PAGES: KnownPage[] = [
  { path: "/docs/overview", title: "Overview" },
  { path: "/docs/postcode/lookup", title: "Look up a postcode" },
  { path: "/docs/postcode/nearest", title: "Postcodes near a postcode" },
  { path: "/docs/postcode/reverse-geocode", title: "Postcodes near a point (reverse geocoding)" },
  { path: "/docs/outcode/lookup", title: "Look up an outward code" },
  { path: "/docs/api/lookup-postcode", title: "Look up a postcode" },
  { path: "/docs/api/bulk-postcode-lookup", title: "Bulk postcode lookup" },
  { path: "/docs/self-host", title: "Self-hosting" },
  { path: "/docs/api", title: "API reference, all endpoints" },
  { path: "/docs/api/ping", title: "Ping" },
];
const paths = (pathname: string) => nearestPages(pathname, PAGES, 3).map((p) => p.path);

describe("the pages nearest an address that has none", () => {
  it("reads the words of an address, without what every page has", () => {
    expect(addressWords("/docs/postcodes/lookup/")).toEqual(["postcodes", "lookup"]);
    expect(addressWords("/docs/self%20host.html")).toEqual(["self", "host"]);
    expect(addressWords("/docs/bad%E0escape")).toEqual(["bad%e0escape"]);
  });

  it("puts the page meant first: another ending, a typo, a word in another place", () => {
    expect(paths("/docs/postcodes/lookup")[0]).toBe("/docs/postcode/lookup");
    expect(paths("/docs/postcode/lookpu")[0]).toBe("/docs/postcode/lookup");
    expect(paths("/docs/api/lookup-postcodes")[0]).toBe("/docs/api/lookup-postcode");
    expect(paths("/docs/api/postcode-lookup-bulk")[0]).toBe("/docs/api/bulk-postcode-lookup");
    expect(paths("/docs/outcodes/lookup")[0]).toBe("/docs/outcode/lookup");
    expect(paths("/docs/selfhost")[0]).toBe("/docs/self-host"); // the title's "Self-hosting" read as one word
    expect(paths("/docs/reverse-geocoding")[0]).toBe("/docs/postcode/reverse-geocode");
    // The reference's index by its address and by the sidebar's name for it.
    expect(paths("/api")[0]).toBe("/docs/api");
    expect(paths("/endpoints")[0]).toBe("/docs/api");
  });

  it("offers nothing for an address that says nothing the pages say", () => {
    expect(paths("/")).toEqual([]);
    expect(paths("/docs")).toEqual([]);
    expect(paths("/wp-admin")).toEqual([]);
  });
});
