import { readFileSync } from "node:fs";
import path from "node:path";

// Facts of the service (ideal-postcodes/postcodes.io 18.0.1, read in its code) that guides once got
// wrong or left out. Each test names the guide and the rule, so a rewrite that drops or contradicts
// one fails here rather than in a reader's code.

/** A guide's text with Markdown table padding and line breaks folded into single spaces. */
const guide = (file: string) =>
  readFileSync(path.resolve(__dirname, "../../../content/docs", file), "utf8")
    .replace(/\s*\|\s*/g, " | ")
    .replace(/\s+/g, " ");

describe("the overview", () => {
  const overview = guide("overview.mdx");

  it("says the service serves its bundled documentation site for paths no route matches, and 404s only the rest", () => {
    expect(overview).not.toMatch(/Any path that matches no route is a 404/);
    expect(overview).toContain("`/` is a 200 HTML page");
    expect(overview).toContain("`/openapi.json` is the service's own (older) OpenAPI description");
    expect(overview).toContain("Only a path that matches neither a route nor a file is a 404 `Resource not found`");
  });

  it("limits the 400 for non-numbers to searches around a point: search, autocomplete and places fall back to 10", () => {
    expect(overview).not.toMatch(/Parameters that are not numbers give a 400/);
    expect(overview).not.toMatch(/A value with no number at all counts as invalid/);
    expect(overview).toContain("a `limit` that is not a number, or is below 1, quietly becomes 10");
    // The 400 rule names the routes it holds for, and the routes that fall back are named apart.
    const flat = overview.replace(/\s+/g, " ");
    expect(flat).toContain(
      "On the routes that search around a point (nearest postcodes and outward codes, reverse geocoding, bulk included), a coordinate, `limit` or `radius` that is not a number is a 400",
    );
    expect(flat).toContain("Postcode search, autocomplete and place search are more forgiving");
  });

  it("counts a filter given twice among the 500s, on any route, and a POST with no body at all", () => {
    expect(overview).toContain("a `filter` parameter given more than once, on any route");
    expect(overview).toContain("a `POST` with no body at all");
  });
});

describe("the endpoint guides", () => {
  it("bulk reverse geocoding lists the 500 for a negative limit, on a point or in the query string", () => {
    expect(guide("postcode/bulk-reverse-geocode.mdx")).toContain("| A negative `limit`, on one point or in the query string | 500 |");
  });

  it("bulk lookup: a falsy postcodes counts as absent, only a truthy non-array is 'not an array', an empty JSON body is a 400", () => {
    const bulk = guide("postcode/bulk.mdx");
    expect(bulk).not.toMatch(/If a body has both `postcodes` and `geolocations`, only `postcodes` is used/);
    expect(bulk).toContain("`postcodes` is truthy but not an array");
    expect(bulk).toContain('a falsy `postcodes` (`null`, `""`, `0`, `false`) with no `geolocations`');
    expect(bulk).toContain('`{"postcodes": null, "geolocations": [...]}` is reverse geocoded');
    expect(bulk).toContain("an empty body (`Content-Length: 0`) sent as JSON or form | 400 | `Invalid JSON query submitted.");
  });

  it("place search: only á among the acute vowels is folded in the query", () => {
    const places = guide("place/query.mdx");
    expect(places).not.toMatch(/circumflex, grave and acute vowels/);
    expect(places).toContain(
      "of the acute vowels, `á` alone. A prefix typed with `é`, `í`, `ó`, `ú` or `ý` keeps its accent and matches nothing",
    );
  });

  it("random postcode: outcode=null shares the cache slot of no outcode", () => {
    const random = guide("postcode/random.mdx");
    expect(random).toContain("`?outcode=null` returns a random postcode from anywhere in the UK instead of `null`");
    expect(random).toContain("they all return `null` until the service restarts");
  });

  it("autocomplete: a partial of only spaces returns postcodes, not null", () => {
    expect(guide("postcode/autocomplete.mdx")).toContain(
      "A partial of nothing but spaces (`/postcodes/%20/autocomplete`) is not treated as empty",
    );
  });

  it("every guide that says filter has no effect says that giving it twice is a 500", () => {
    expect(guide("postcode/lookup.mdx")).toContain("except that giving it more than once turns the answer into a 500");
    expect(guide("postcode/nearest.mdx")).toContain("given more than once, it is a 500");
    expect(guide("postcode/query.mdx")).toContain("or `filter` given more than once | 500 |");
    expect(guide("postcode/reverse-geocode.mdx")).toContain("`filter` given more than once | 500 |");
    expect(guide("outcode/reverse-geocode.mdx")).toContain("a `filter` given more than once still fails the request with a 500");
  });
});

describe("self-hosting", () => {
  const selfHost = guide("self-host.mdx");

  it("warns that a NODE_ENV other than the three profiles crashes the server at start", () => {
    expect(selfHost).toContain("Any other value, such as `staging`");
    expect(selfHost).toContain("it crashes as it starts");
  });

  it("says the container's health check reads URL_PREFIX and PORT from the real environment only, not .env", () => {
    expect(selfHost).toContain("it reads `URL_PREFIX` and `PORT` from its real environment only, never from the `.env` file");
    expect(selfHost).toContain("marks the container unhealthy");
  });

  it("names the up gauge and the negative-coordinate paths labelled other", () => {
    expect(selfHost).toContain("an `up` gauge that is always 1");
    expect(selfHost).toContain("a reverse geocode by path with a negative coordinate");
  });
});
