import { rankByTitle, toSearchHit } from "../ranking";
import { isSearchShortcut } from "../search-shortcuts";

describe("search results", () => {
  it("shows an escaped line break of a quoted error string as a space, not as \\n", () => {
    const hit = toSearchHit({
      url: "/docs/postcode/bulk",
      excerpt: "",
      meta: { title: "Bulk postcode lookup" },
      sub_results: [
        {
          title: "Errors",
          url: "/docs/postcode/bulk#errors",
          excerpt: "<mark>Invalid</mark> JSON query submitted. \\nYou need to submit",
          weighted_locations: [{ balanced_score: 3 }],
        },
      ],
    });
    expect(hit.excerpt).toBe("<mark>Invalid</mark> JSON query submitted. You need to submit");
  });

  it("lands on the section that matched best", () => {
    const hit = toSearchHit({
      url: "/docs/api/lookup-postcode",
      excerpt: "page excerpt",
      meta: { title: "Look up a postcode" },
      filters: { section: ["API reference"] },
      sub_results: [
        { title: "Look up a postcode", url: "/docs/api/lookup-postcode", excerpt: "top", weighted_locations: [{ balanced_score: 1 }] },
        {
          title: "404 Not Found",
          url: "/docs/api/lookup-postcode#response-404-title",
          excerpt: "<mark>Invalid</mark> postcode",
          weighted_locations: [{ balanced_score: 3 }, { balanced_score: 2 }],
        },
      ],
    });
    expect(hit).toEqual({
      title: "Look up a postcode",
      section: "API reference",
      url: "/docs/api/lookup-postcode#response-404-title",
      heading: "404 Not Found",
      excerpt: "<mark>Invalid</mark> postcode",
    });
  });

  it("lands on the page when the title matched best", () => {
    const hit = toSearchHit({
      url: "/docs/api/lookup-terminated-postcode",
      excerpt: "e",
      meta: { title: "Look up a terminated postcode" },
      sub_results: [
        {
          title: "Look up a terminated postcode",
          url: "/docs/api/lookup-terminated-postcode",
          excerpt: "t",
          weighted_locations: [{ balanced_score: 9 }],
        },
        {
          title: "200 OK",
          url: "/docs/api/lookup-terminated-postcode#response-200",
          excerpt: "x",
          weighted_locations: [{ balanced_score: 1 }],
        },
      ],
    });
    expect(hit.url).toBe("/docs/api/lookup-terminated-postcode");
    expect(hit.heading).toBeNull();
  });
});

describe("search shortcuts", () => {
  const input = { tagName: "INPUT" };
  const body = { tagName: "BODY" };
  const editable = { tagName: "DIV", isContentEditable: true };
  it("opens on / and on Ctrl or Cmd + K", () => {
    expect(isSearchShortcut({ key: "/", ctrlKey: false, metaKey: false, altKey: false, target: body })).toBe(true);
    expect(isSearchShortcut({ key: "k", ctrlKey: true, metaKey: false, altKey: false, target: body })).toBe(true);
    expect(isSearchShortcut({ key: "K", ctrlKey: false, metaKey: true, altKey: false, target: input })).toBe(true);
  });
  it("leaves / alone while typing in a field, and ignores other keys", () => {
    expect(isSearchShortcut({ key: "/", ctrlKey: false, metaKey: false, altKey: false, target: input })).toBe(false);
    expect(isSearchShortcut({ key: "/", ctrlKey: false, metaKey: false, altKey: false, target: editable })).toBe(false);
    expect(isSearchShortcut({ key: "k", ctrlKey: false, metaKey: false, altKey: false, target: body })).toBe(false);
  });
});

describe("ranking by name", () => {
  /** A result as the engine gives it, in reading order `order` (guides first, API pages from 1000). */
  const result = (
    title: string,
    order: number,
    more: { label?: string; category?: string; operation?: string; path?: string; hub?: boolean } = {},
  ) => ({
    meta: { title, label: more.label, operation: more.operation, path: more.path },
    filters: { order: [String(order)], category: more.category ? [more.category] : undefined, hub: more.hub ? ["true"] : undefined },
    sub_results: [] as { title: string }[],
  });
  const lookupGuide = result("Look up a postcode", 2, { label: "Lookup and validation", category: "Postcodes" });
  const bulkGuide = result("Bulk postcode lookup", 3, { label: "Bulk lookup", category: "Postcodes" });
  const nearestGuide = result("Nearest postcodes to a postcode", 5, { label: "Nearest postcodes", category: "Postcodes" });
  const outcodeGuide = result("Look up an outward code", 10, { label: "Lookup", category: "Outward codes" });
  const outcodeNearestGuide = result("Nearest outward codes to an outward code", 11, {
    label: "Nearest outward codes",
    category: "Outward codes",
  });
  const outcodeFields = result("Outward code fields", 13, { label: "Outward code fields", category: "Outward codes" });
  const placeGuide = result("Look up a place", 20, { label: "Lookup", category: "Places" });
  const lookupEndpoint = result("Look up a postcode", 1001, { operation: "lookupPostcode", path: "GET /postcodes/{postcode}" });
  const searchEndpoint = result("Postcode search and reverse geocoding", 1005, { operation: "postcodeLookup", path: "GET /postcodes" });
  const nearestEndpoint = result("Nearest postcodes to a postcode", 1006, {
    operation: "nearestPostcode",
    path: "GET /postcodes/{postcode}/nearest",
  });
  const outcodesTag = result("Outward Codes", 1010, { hub: true });
  const all = [
    searchEndpoint,
    outcodesTag,
    bulkGuide,
    placeGuide,
    nearestEndpoint,
    outcodeFields,
    outcodeNearestGuide,
    outcodeGuide,
    lookupEndpoint,
    nearestGuide,
    lookupGuide,
  ];
  const firsts = (query: string, n = 3) =>
    rankByTitle(all, query)
      .slice(0, n)
      .map((r) => r.meta.title + (Number(r.filters.order[0]) >= 1000 ? " (API)" : ""));

  it("puts first the page the query says most of, a guide before the endpoint of the same name", () => {
    expect(firsts("postcode lookup")).toEqual(["Look up a postcode", "Look up a postcode (API)", "Bulk postcode lookup"]);
    expect(firsts("postocde lookup".replace("postocde", "postcode"))).toEqual(firsts("postcode lookup"));
    expect(firsts("lookup")).toEqual(["Look up a postcode", "Look up an outward code", "Look up a place"]);
    expect(firsts("nearest", 2)).toEqual(["Nearest postcodes to a postcode", "Nearest outward codes to an outward code"]);
    expect(firsts("bulk", 1)).toEqual(["Bulk postcode lookup"]);
  });

  it("reads a category's whole name as naming each of its pages, in the sidebar's order: its first guide first", () => {
    expect(firsts("postcode", 2)).toEqual(["Look up a postcode", "Bulk postcode lookup"]);
    expect(firsts("outward codes", 1)).toEqual(["Look up an outward code"]);
    expect(firsts("places", 1)).toEqual(["Look up a place"]);
  });

  it("reads an operationId or a path as a name only when the query is written as code", () => {
    // The search endpoint's operationId is postcodeLookup: words typed are not its name.
    const ranked = rankByTitle(all, "postcode lookup");
    expect(ranked.indexOf(searchEndpoint)).toBeGreaterThan(ranked.indexOf(bulkGuide));
    expect(firsts("postcodeLookup", 1)).toEqual(["Postcode search and reverse geocoding (API)"]);
    expect(firsts("GET /postcodes/{postcode}/nearest", 1)).toEqual(["Nearest postcodes to a postcode (API)"]);
    expect(firsts("/postcodes/{postcode}", 1)).toEqual(["Look up a postcode (API)"]);
  });

  it("knows an outcode is an outward code, and a label by its category", () => {
    expect(firsts("outcode", 1)).toEqual(["Look up an outward code"]);
    expect(firsts("outcode nearest", 1)).toEqual(["Nearest outward codes to an outward code"]);
    expect(firsts("nearest outw", 1)).toEqual(["Nearest outward codes to an outward code"]);
  });

  it("takes no hub for the answer: a tag's page lists the pages that are", () => {
    expect(firsts("outward codes", 3)).not.toContain("Outward Codes (API)");
  });

  it("puts a page with a section headed as the query after the pages it names, and the rest in the engine's order", () => {
    const metrics = { ...result("Self-hosting", 40), sub_results: [{ title: "Metrics" }] };
    const other = result("Overview", 1);
    expect(rankByTitle([other, metrics], "metrics")).toEqual([metrics, other]);
    expect(rankByTitle([other, metrics], "prometheus")).toEqual([other, metrics]);
  });

  it("takes a section headed by a one-word query and at most one word more as about it: an API page's before a guide's mention", () => {
    const intro = { ...result("Postcodes.io API", 1001), sub_results: [{ title: "The OpenAPI description" }] };
    const guide = { ...result("Postcode fields", 12), sub_results: [{ title: "Fields" }] };
    expect(rankByTitle([guide, intro], "openapi")).toEqual([intro, guide]);
    // Not for a heading that says much more, nor for a query of two words.
    const long = { ...result("Postcodes.io API", 1001), sub_results: [{ title: "Where the OpenAPI description is published" }] };
    expect(rankByTitle([guide, long], "openapi")).toEqual([guide, long]);
    expect(rankByTitle([guide, intro], "openapi spec")).toEqual([guide, intro]);
  });

  it("puts guides, and the API reference's introduction, before API pages among the pages a question names none of, each in the engine's order", () => {
    const bulkEndpoint = result("Bulk lookup or bulk reverse geocoding", 1003, {
      operation: "bulkPostcodeLookup",
      path: "POST /postcodes",
    });
    const bulkGuideFor = result("Bulk postcode lookup", 3);
    const overview = result("Overview", 1);
    expect(rankByTitle([bulkEndpoint, bulkGuideFor, overview], "only 10 results")).toEqual([bulkGuideFor, overview, bulkEndpoint]);
    // The API reference's introduction describes no operation: it is read as a guide, in the engine's order among them.
    const intro = result("Postcodes.io API", 1001);
    const fields = result("Postcode fields", 12);
    expect(rankByTitle([bulkEndpoint, intro, fields], "openapi json")).toEqual([intro, fields, bulkEndpoint]);
    expect(rankByTitle([bulkEndpoint, outcodesTag, fields], "openapi json")).toEqual([fields, bulkEndpoint, outcodesTag]);
  });

  it("lands on the page itself, not a section, when the query names it", () => {
    const hit = toSearchHit(
      {
        url: "/docs/api/nearest-postcode",
        excerpt: "",
        meta: nearestEndpoint.meta,
        sub_results: [
          {
            title: nearestEndpoint.meta.title,
            url: "/docs/api/nearest-postcode",
            excerpt: "",
            weighted_locations: [{ balanced_score: 1 }],
          },
          { title: "200 OK", url: "/docs/api/nearest-postcode#response-200", excerpt: "", weighted_locations: [{ balanced_score: 5 }] },
        ],
      },
      "nearestPostcode",
    );
    expect(hit).toMatchObject({ url: "/docs/api/nearest-postcode", heading: null });
  });
});
