import { buildSearchIndex, documentSearchEngine, holdsPhrase, searchDocuments } from "../document-search";
import { POSTCODE_INPUT_KINDS } from "../../input-kinds/postcode-input-kinds";
import { SearchUnavailableError } from "../ranking";
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

const guide = (url: string, title: string, order: number, sections: [anchor: string, heading: string, text: string][]): SearchPage => ({
  url,
  title,
  meta: {},
  filters: { section: "Guides", order: String(order) },
  sections: [
    { anchor: "", heading: title, runs: [[7, title]] },
    ...sections.map(([anchor, heading, text]) => ({
      anchor,
      heading,
      runs: [[6, heading] as [number, string], [1, text] as [number, string]],
    })),
  ],
});

/** Guides where a question's words are spread, or together in one section. */
const QUESTIONS: SearchPage[] = [
  guide("/docs/terminated-postcode/lookup", "Look up a terminated postcode", 20, [
    [
      "when-a-postcode-stops-working",
      "When a postcode stops working",
      "A postcode no longer in use is terminated; the lookup answers 404.",
    ],
  ]),
  guide("/docs/self-host", "Self-hosting", 30, [
    ["quick-start", "Quick start", "Start the database, then the API. The database takes a while to restore."],
    ["metrics", "Metrics", "The API counts requests; a postcode lookup is a request like any other."],
  ]),
  guide("/docs/place/query", "Search places", 10, [["request", "Request", "Find a town or a village by its name and get its latitude."]]),
];

const index = buildSearchIndex(PAGES);
const urls = (query: string, options = {}) => searchDocuments(index, query, options).hits.map((hit) => hit.url);
const questions = buildSearchIndex([...PAGES, ...QUESTIONS]);
const firstFor = (query: string) => searchDocuments(questions, query, { inputKinds: POSTCODE_INPUT_KINDS }).hits[0]?.url;

describe("the search engine", () => {
  it("finds pages by their words, the last one possibly unfinished, and nothing for unknown words", () => {
    expect(urls("bulk")).toEqual(["/docs/api/bulk-postcode-lookup"]);
    expect(urls("eastin")).toEqual(["/docs/postcode/schema#eastings"]);
    expect(urls("xylophone")).toEqual([]);
    expect(urls("zzzzqx")).toEqual([]);
    expect(urls("   ")).toEqual([]);
  });

  it("ranks an exact title first, and lands on a section headed as the query", () => {
    expect(urls("look up a postcode")[0]).toBe("/docs/api/lookup-postcode");
    expect(urls("postcode fields")[0]).toBe("/docs/postcode/schema");
    const [hit] = searchDocuments(index, "eastings").hits;
    expect(hit).toMatchObject({ title: "Postcode fields", heading: "eastings", section: "Guides" });
    // The excerpt is the section's text, not its heading again (the result shows the heading above it).
    expect(hit.excerpt).toBe("Metres east of the origin.");
  });

  it("finds an endpoint by its operationId or its path, which its text does not hold, and counts every page found", () => {
    expect(urls("lookupPostcode")).toEqual(["/docs/api/lookup-postcode"]);
    expect(urls("/postcodes/{postcode}")[0]).toBe("/docs/api/lookup-postcode");
    expect(searchDocuments(index, "postcode", { limit: 1 })).toMatchObject({ total: 4, hits: [expect.anything()] });
  });

  it("puts pages with the words as a phrase first, in reading order, landing where the phrase is", () => {
    expect(urls("Invalid postcode").slice(0, 2)).toEqual(["/docs/overview#errors", "/docs/api/lookup-postcode#error-messages"]);
    const errors = PAGES[1].sections[1];
    expect(holdsPhrase(errors, ["invalid", "postcode"])).toBe(true);
    expect(holdsPhrase(errors, ["postcode", "invalid"])).toBe(false);
  });

  it("finds the page named as the query among many that mention its words", () => {
    // As "reverse geocode": twenty API pages mention the phrase before the guide of that title, which says "geocoding" only.
    const mentions: SearchPage[] = Array.from({ length: 20 }, (_, i) => ({
      url: `/docs/api/op-${i}`,
      title: `Operation ${i}`,
      meta: {},
      filters: { section: "API reference", order: String(1000 + i) },
      sections: [{ anchor: "", heading: `Operation ${i}`, runs: [[1, "Off the map, a reverse geocode still answers with postcodes."]] }],
    }));
    const reverse = guide("/docs/postcode/reverse-geocode", "Reverse geocoding", 2000, [
      ["", "Reverse geocoding", "Postcodes near a point."],
    ]);
    const many = buildSearchIndex([...mentions, reverse]);
    expect(searchDocuments(many, "reverse geocode").hits[0]?.url).toBe("/docs/postcode/reverse-geocode");
  });

  it("finds a word with another ending", () => {
    expect(urls("fields postcode")[0]).toBe("/docs/postcode/schema");
  });

  it("answers a question with the section that holds all of its rare words, not the one with most of its common ones", () => {
    // "postcode" and "lookup" are everywhere; "terminated" and "404" are together in one section.
    expect(firstFor("postcode lookup terminated 404")).toBe("/docs/terminated-postcode/lookup#when-a-postcode-stops-working");
  });

  it("still shows the pages that answer a question when its rarest word is only on a page that mentions it in passing", () => {
    // "convert" is on one page, where a field's row says "converted"; latitude and longitude are on nine of twenty pages.
    const fields = guide("/docs/place/schema", "Place fields", 18, [
      ["longitude", "longitude", "The latitude and longitude of a postcode, converted from the grid."],
    ]);
    const lookup = guide("/docs/postcode/lookup", "Look up a postcode", 1, [
      ["latitude-and-longitude", "Latitude and longitude", "A postcode's latitude and longitude, in degrees."],
    ]);
    const others = Array.from({ length: 18 }, (_, i) =>
      guide(`/docs/page-${i}`, `Page ${i}`, 100 + i, [
        ["", `Page ${i}`, i < 7 ? "A postcode has a latitude and a longitude." : "A postcode."],
      ]),
    );
    const found = searchDocuments(buildSearchIndex([fields, lookup, ...others]), "convert postcode to latitude longitude").hits.map(
      (hit) => hit.url,
    );
    expect(found).toContain("/docs/postcode/lookup#latitude-and-longitude");
    expect(found).toContain("/docs/place/schema#longitude");
  });

  it("reads a reader's word as the service's word for it, and the service's phrases as its names", () => {
    expect(firstFor("retired postcode")).toBe("/docs/terminated-postcode/lookup");
    expect(firstFor("town latitude")).toBe("/docs/place/query#request");
    // The page says "no longer in use": the same as terminated.
    expect(firstFor("terminated")).toBe("/docs/terminated-postcode/lookup");
  });

  it("corrects a misspelt word, leaves out a word no page has, and says what it searched", () => {
    expect(searchDocuments(questions, "eastngs")).toMatchObject({ correction: "eastings" });
    expect(searchDocuments(questions, "metrics xylophone")).toMatchObject({ correction: "metrics" });
    expect(searchDocuments(questions, "metrics").correction).toBeUndefined();
    // A number with its unit is its number.
    expect(searchDocuments(questions, "100kb postcodes")).toMatchObject({ correction: "100 postcodes" });
  });

  it("matches a code only by words that start with all of it, and searches a postcode the pages lack as a postcode", () => {
    expect(searchDocuments(questions, "se17ew", { asTyped: true }).total).toBe(0);
    expect(searchDocuments(questions, "se17ew stops working", { inputKinds: POSTCODE_INPUT_KINDS })).toMatchObject({
      correction: "postcode stops working",
      hits: [expect.objectContaining({ url: "/docs/terminated-postcode/lookup#when-a-postcode-stops-working" })],
    });
    // An outward code may as well be a name: it is left out, not read as one.
    expect(searchDocuments(questions, "ab10 metrics", { inputKinds: POSTCODE_INPUT_KINDS })).toMatchObject({ correction: "metrics" });
  });

  it("as typed, corrects nothing and finds only pages with a section holding every word", () => {
    expect(searchDocuments(questions, "eastngs", { asTyped: true }).total).toBe(0);
    expect(searchDocuments(questions, "database restore", { asTyped: true }).hits.map((hit) => hit.url)).toEqual([
      "/docs/self-host#quick-start",
    ]);
  });

  it("counts a page's names once: its other sections add their own text, not its title again", () => {
    // A field page of many sections, each holding its title's words as names, against the guide whose text says the rest.
    const fields = guide(
      "/docs/scottish-postcode/schema",
      "Scottish postcode fields",
      22,
      Array.from({ length: 8 }, (_, i): [string, string, string] => [
        `field-${i}`,
        `field_${i}`,
        `The value of field ${i} for the postcode.`,
      ]),
    );
    const lookup = guide("/docs/scottish-postcode/lookup", "Look up a Scottish postcode", 21, [
      ["request", "Request", "A postcode from outside Scotland answers 404."],
    ]);
    const pages = buildSearchIndex([fields, lookup]);
    // "scotland" is a reader's word for "scottish": both pages hold the query, the lookup's text more of it.
    expect(searchDocuments(pages, "postcode scotland").hits.map((hit) => hit.url)).toEqual([
      "/docs/scottish-postcode/lookup",
      "/docs/scottish-postcode/schema",
    ]);
  });

  it("searches a GSS code the pages lack as a GSS code, and one they hold as itself", () => {
    const fields = guide("/docs/postcode/schema", "Postcode fields", 9, [
      ["gss-codes", "GSS codes", "The codes object holds each area's GSS code, such as E09000028 for Southwark."],
    ]);
    const overview = guide("/docs/overview", "Overview", 0, [["errors", "Errors", "An error has a code and a message."]]);
    const pages = buildSearchIndex([overview, fields]);
    const answer = searchDocuments(pages, "E09000033");
    expect(answer.correction).toBe("gss code");
    expect(answer.hits[0]?.url).toBe("/docs/postcode/schema#gss-codes");
    expect(searchDocuments(pages, "E09000028").correction).toBeUndefined();
    // Not nine characters of a letter and digits: no GSS code, and nothing found.
    expect(searchDocuments(pages, "E0900003").total).toBe(0);
  });

  it("reads a name that says a query word twice as saying it once", () => {
    const errors: [string, string, string] = ["errors", "Errors", "An unknown postcode answers 404 Postcode not found."];
    // Pages whose text says nothing of their names: only the names, and so their shares, tell them apart.
    const inPostcodes = (page: SearchPage, label: string): SearchPage => ({
      ...page,
      meta: { label },
      filters: { ...page.filters, category: "Postcodes" },
      sections: [{ anchor: "", heading: "About", runs: [[7, "About"]] }, ...page.sections.slice(1)],
    });
    // Each says half of a name, "postcode(s)", in its sidebar label with its category ("Lookup", "Postcodes").
    const lookup = inPostcodes(guide("/docs/postcode/lookup", "Look up a postcode", 1, [errors]), "Lookup");
    // Its title holds the word twice ("postcodes", "postcode"): two thirds of it said by "postcode" alone, were each
    // counted. The same text and place in reading order.
    const nearest = inPostcodes(guide("/docs/postcode/nearest", "Nearest postcodes to a postcode", 1, [errors]), "Nearest");
    const pages = buildSearchIndex([lookup, nearest]);
    expect(searchDocuments(pages, "postcode not found").hits[0]?.url).toBe("/docs/postcode/lookup#errors");
    expect(searchDocuments(pages, "nearest postcode").hits[0]?.url).toBe("/docs/postcode/nearest");
  });

  it("reads the service's name for words (“outward code”) as one word: its own words do not name the page", () => {
    const outcodes: SearchPage = {
      ...guide("/docs/outcode/lookup", "Look up an outward code", 11, [["errors", "Errors", "An unknown outward code answers 404."]]),
      meta: { label: "Lookup" },
      filters: { section: "Guides", order: "11", category: "Outward Codes" },
    };
    const overview = guide("/docs/overview", "Overview", 0, [["errors", "Errors", "An error has its HTTP status code and a message."]]);
    // A rival whose text says "code lookup": the outward-code page wins by its name, read as the service reads it.
    const rival = guide("/docs/libraries", "Client libraries", 23, [["php", "PHP", "A code lookup in PHP for outward code searches."]]);
    const pages = buildSearchIndex([outcodes, overview, rival]);
    expect(searchDocuments(pages, "error codes").hits[0]?.url).toBe("/docs/overview#errors");
    expect(searchDocuments(pages, "outward code lookup").hits[0]?.url).toBe("/docs/outcode/lookup");
  });

  it("loads its documents once, searches them with spelling corrected, and tries again after a failed load", async () => {
    let loads = 0;
    let fail = true;
    const engine = documentSearchEngine(async () => {
      loads++;
      if (fail) throw new Error("HTTP 503");
      return PAGES;
    });
    await expect(engine.load()).rejects.toBeInstanceOf(SearchUnavailableError);
    fail = false;
    await engine.load();
    const answer = await engine.search("eastngs");
    expect(answer).toMatchObject({ correction: "eastings", hits: [expect.objectContaining({ url: "/docs/postcode/schema#eastings" })] });
    expect(loads).toBe(2);
  });
});
