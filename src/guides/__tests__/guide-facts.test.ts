import { readdirSync, readFileSync } from "node:fs";
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

  it("counts a filter given twice among the 500s, on a request that would otherwise succeed, and a POST with no body at all", () => {
    expect(overview).toContain("a `filter` parameter given more than once on a request that would otherwise succeed (a 404 stays a 404)");
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
    expect(guide("postcode/nearest.mdx")).toContain("given more than once, it turns an answer that would have been a 200 into a 500");
    expect(guide("postcode/query.mdx")).toContain("or `filter` given more than once | 500 |");
    expect(guide("postcode/reverse-geocode.mdx")).toContain("`filter` given more than once | 500 |");
    expect(guide("outcode/reverse-geocode.mdx")).toContain("a `filter` given more than once still turns a successful answer into a 500");
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

describe("the third audit (out-of-range coordinates, percent escapes, body errors, spaces, metrics, unaccent, the echo)", () => {
  /** Every guide, flattened, keyed by its path under content/docs. */
  const everyGuide = (dir = path.resolve(__dirname, "../../../content/docs")): [string, string][] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] =>
      entry.isDirectory()
        ? everyGuide(path.join(dir, entry.name))
        : entry.name.endsWith(".mdx")
          ? [[entry.name, guide(path.relative(path.resolve(__dirname, "../../../content/docs"), path.join(dir, entry.name)))]]
          : [],
    );

  it("no guide says a point off the map finds nothing: out-of-range values are folded into range", () => {
    for (const [name, text] of everyGuide()) {
      expect({ name, claim: /off the map (returns|finds|simply)/.test(text) }).toEqual({ name, claim: false });
    }
    expect(guide("overview.mdx")).toContain("a longitude of 359.92 is read as -0.08 and a latitude of 128.5 as 51.5");
    expect(guide("postcode/reverse-geocode.mdx")).toContain(
      "`lon=359.92&lat=128.5` is read as -0.08, 51.5 and returns postcodes in London",
    );
    expect(guide("outcode/reverse-geocode.mdx")).toContain("A point out of range is folded back into range by the database");
  });

  it("counts a broken percent escape among the 500s, and no longer promises validation or autocomplete never fail", () => {
    expect(guide("overview.mdx")).toContain("A broken percent escape in the path is a **500** too, on every route with a path parameter");
    const lookup = guide("postcode/lookup.mdx");
    expect(lookup).not.toContain("The answer is always a 200");
    expect(lookup).toContain("The two exceptions are the 500s of every route: a broken percent escape in the path");
    expect(guide("overview.mdx")).toContain("A NUL character (`%00`) in a value that goes to the database unchecked is a **500**");
    const autocomplete = guide("postcode/autocomplete.mdx");
    expect(autocomplete).not.toContain("This route never returns an error for bad input");
    expect(autocomplete).not.toContain("Only two inputs fail");
    expect(autocomplete).toContain("| A NUL character (`%00`) in the partial: the database refuses it | 500 |");
    expect(autocomplete).toContain("| `filter` given more than once | 500 |");
  });

  it("bulk: a single form key without brackets is a string, a JSON primitive is 'Invalid JSON submitted', latin1 is a 500", () => {
    const bulk = guide("postcode/bulk.mdx");
    expect(bulk).toContain("`postcodes=AB101AB` on its own arrives as a plain string");
    expect(bulk).toContain('or is JSON but neither an object nor an array (`null`, `"SE1P 5ZZ"`, `42`)');
    expect(bulk).toContain("a `charset` not spelt `utf-…`, such as `latin1` or `utf8`");
  });

  it("bulk reverse geocoding: the echo keeps keys in any case, and does not prove they applied", () => {
    const bulk = guide("postcode/bulk-reverse-geocode.mdx");
    expect(bulk).not.toContain("(spelt as you sent it) are kept");
    expect(bulk).toContain("**in any case** is kept");
    expect(bulk).toContain('`"Limit": 5` comes back in `query` while the point gets the default 10 results');
  });

  it("search and autocomplete: a space other than the one between the halves usually finds nothing", () => {
    const query = guide("postcode/query.mdx");
    expect(query).not.toContain("spacing mostly does not");
    expect(query).toContain("`SW1A 2 AA` or `S W1A 2AA` usually finds nothing (`null`)");
    expect(guide("postcode/autocomplete.mdx")).toContain("a space anywhere else (`SW1A 2 AA`, `S W1A`) usually gives `null`");
    expect(guide("overview.mdx")).not.toContain("ignore spaces inside a postcode");
  });

  it("self-hosting: the nine metrics templates and the routes counted as other; unaccent only for the place import", () => {
    const selfHost = guide("self-host.mdx");
    expect(selfHost).not.toContain("**unaccent** extension (for place search)");
    expect(selfHost).toContain("The **unaccent** extension only if you load place data yourself");
    expect(selfHost).toContain("The service knows only nine path templates");
    expect(selfHost).toContain("Everything else is labelled `other`, and that is 9 of the 19 operations");
    for (const template of [
      "/postcodes/lon/:lon/lat/:lat",
      "/postcodes/:postcode",
      "/postcodes/:postcode/validate",
      "/postcodes/:postcode/nearest",
      "/postcodes/:postcode/autocomplete",
      "/outcodes/:outcode",
      "/outcodes/:outcode/nearest",
      "/terminated_postcodes/:postcode",
      "/places/:code",
    ]) {
      expect(selfHost).toContain(`| \`${template}\` |`);
    }
  });

  it("the pages a newcomer looked for exist: moving to a new dump, and using the public API in production", () => {
    const update = guide("self-host/update-data.mdx");
    expect(update).toContain("--renew-anon-volumes");
    expect(update).toContain("## What is lost, and what is not");
    expect(guide("self-host.mdx")).toContain("(/docs/self-host/update-data)");
    const publicApi = guide("public-api.mdx");
    expect(publicApi).toContain("We found no published quota, fair-use policy, rate limit for the public deployment");
    expect(guide("overview.mdx")).toContain("(/docs/public-api)");
  });

  it("one name per feature across guide and reference, and the pairs readers confuse link each other near the top", () => {
    const top = (file: string) => guide(file).split("## ")[0];
    expect(top("postcode/nearest.mdx")).toContain("[reverse geocoding](/docs/postcode/reverse-geocode)");
    expect(top("postcode/reverse-geocode.mdx")).toContain("[nearest postcodes](/docs/postcode/nearest)");
    expect(top("outcode/nearest.mdx")).toContain("(/docs/outcode/reverse-geocode)");
    expect(top("outcode/reverse-geocode.mdx")).toContain("(/docs/outcode/nearest)");
    expect(top("postcode/nearest.mdx")).toContain('title: "Nearest postcodes to a postcode"');
  });
});
