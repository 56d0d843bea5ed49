import { buildOfflineIndex, excerpt, searchOffline, sectionScore } from "../offline-search";
import type { SearchPage } from "../search-documents";

const PAGES: SearchPage[] = [
  {
    url: "/docs/overview",
    title: "Overview",
    meta: {},
    filters: { section: "Guides", order: "0" },
    sections: [
      {
        anchor: "",
        heading: "Overview",
        runs: [
          [7, "Overview"],
          [1, "Postcodes.io is an HTTP API for UK postcodes."],
        ],
      },
      {
        anchor: "errors",
        heading: "Errors",
        runs: [
          [6, "Errors"],
          [1, "A postcode that fails the format check is a 404 with Invalid postcode, not a 400."],
        ],
      },
    ],
  },
  {
    url: "/docs/api/lookup-postcode",
    title: "Look up a postcode",
    meta: { operation: "lookupPostcode", path: "GET /postcodes/{postcode}" },
    filters: { section: "API reference", order: "1004" },
    sections: [
      {
        anchor: "",
        heading: "Look up a postcode",
        runs: [
          [10, "Look up a postcode"],
          [1, "Returns one postcode."],
        ],
      },
      {
        anchor: "error-messages",
        heading: "Error messages",
        runs: [
          [6, "Error messages"],
          [10, "404 Invalid postcode"],
        ],
      },
    ],
  },
  {
    url: "/docs/postcode/schema",
    title: "Postcode fields",
    meta: {},
    filters: { section: "Guides", order: "9" },
    sections: [
      {
        anchor: "",
        heading: "Postcode fields",
        runs: [
          [7, "Postcode fields"],
          [1, "Every field of a postcode result, eastings included."],
        ],
      },
      {
        anchor: "eastings",
        heading: "eastings",
        runs: [
          [10, "eastings"],
          [1, "Metres east of the origin."],
        ],
      },
    ],
  },
  {
    url: "/docs/api/bulk-postcode-lookup",
    title: "Bulk postcode lookup",
    meta: {},
    filters: { section: "API reference", order: "1003" },
    sections: [
      {
        anchor: "",
        heading: "Bulk postcode lookup",
        runs: [
          [10, "Bulk postcode lookup"],
          [1, "Up to 100 postcodes."],
        ],
      },
    ],
  },
];

const index = buildOfflineIndex(PAGES);
const urls = (query: string) => searchOffline(index, query).hits.map((hit) => hit.url);

describe("the offline edition's search", () => {
  it("finds pages by their words, the last one possibly unfinished, and nothing for unknown words", () => {
    expect(urls("bulk")).toEqual(["/docs/api/bulk-postcode-lookup"]);
    expect(urls("eastin")).toEqual(["/docs/postcode/schema#eastings"]);
    expect(urls("xylophone")).toEqual([]);
    expect(urls("   ")).toEqual([]);
  });

  it("ranks like the site: an exact title, then titles containing the query, then a section headed as the query", () => {
    expect(urls("look up a postcode")[0]).toBe("/docs/api/lookup-postcode");
    expect(urls("postcode fields")[0]).toBe("/docs/postcode/schema");
    const [hit] = searchOffline(index, "eastings").hits;
    expect(hit).toMatchObject({ title: "Postcode fields", heading: "eastings", section: "Guides" });
    expect(hit.excerpt).toContain("<mark>eastings</mark>");
  });

  it("finds an endpoint by its operationId or its path, which its text does not hold, and counts every page found", () => {
    expect(urls("lookupPostcode")).toEqual(["/docs/api/lookup-postcode"]);
    expect(urls("/postcodes/{postcode}")[0]).toBe("/docs/api/lookup-postcode");
    expect(searchOffline(index, "postcode", 1)).toMatchObject({ total: 4, hits: [expect.anything()] });
  });

  it("puts pages with the words as a phrase first, in reading order, landing where the phrase is", () => {
    expect(urls("Invalid postcode").slice(0, 2)).toEqual(["/docs/overview#errors", "/docs/api/lookup-postcode#error-messages"]);
  });

  it("finds the page named as the query among more phrase matches than it re-ranks, wherever it comes in reading order", () => {
    // As "reverse geocode" in the edition: twenty API pages mention the phrase before the guide of that title, which
    // says "geocoding" only (Pagefind's stemmed index finds it; so must the edition's).
    const mentions: SearchPage[] = Array.from({ length: 20 }, (_, i) => ({
      url: `/docs/api/op-${i}`,
      title: `Operation ${i}`,
      meta: {},
      filters: { section: "API reference", order: String(1000 + i) },
      sections: [{ anchor: "", heading: `Operation ${i}`, runs: [[1, "Off the map, a reverse geocode still answers with postcodes."]] }],
    }));
    const guide: SearchPage = {
      url: "/docs/postcode/reverse-geocode",
      title: "Reverse geocoding",
      meta: {},
      filters: { section: "Guides", order: "2000" },
      sections: [
        {
          anchor: "",
          heading: "Reverse geocoding",
          runs: [
            [7, "Reverse geocoding"],
            [1, "Postcodes near a point."],
          ],
        },
      ],
    };
    const many = buildOfflineIndex([...mentions, guide]);
    expect(searchOffline(many, "reverse geocode").hits[0]?.url).toBe("/docs/postcode/reverse-geocode");
  });

  it("finds a word with another ending, as Pagefind's stemmed index does", () => {
    expect(urls("fields postcode")[0]).toBe("/docs/postcode/schema");
  });

  it("scores a section by the weight of its matches, or of its phrase matches", () => {
    const errors = PAGES[1].sections[1];
    expect(sectionScore(errors, ["invalid"], false)).toBe(10);
    expect(sectionScore(errors, ["invalid", "postcode"], true)).toBe(20);
    expect(sectionScore(errors, ["postcode", "invalid"], true)).toBe(0);
  });

  it("writes excerpts around the first match, escaped, with matches marked", () => {
    const section = { anchor: "", heading: "x", runs: [[1, "one two <three> four"]] as [number, string][] };
    expect(excerpt(section, ["four"])).toBe("one two &lt;three&gt; <mark>four</mark>");
  });
});
