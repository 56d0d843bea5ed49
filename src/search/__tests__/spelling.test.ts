import type { SearchEngine } from "../engine";
import type { SearchPage } from "../search-documents";
import {
  buildVocabulary,
  correctQuery,
  correctWord,
  maxEdits,
  mayNeedCorrection,
  narrowerQueries,
  packVocabulary,
  pagesVocabulary,
  unpackVocabulary,
  type Vocabulary,
} from "../spelling";
import { withSpelling } from "../spelling-engine";

/**
 * Words of the site's index around the relevance test's misspellings
 * (e2e/search-relevance.ts), with the words a wrong correction would pick:
 * "near" and "nearby" beside "nearest", "license" (the OpenAPI
 * description's field, rarer than the site's "licences").
 */
const VOCABULARY = new Map<string, number>([
  ["nearest", 120],
  ["near", 40],
  ["nearby", 3],
  ["reset", 2],
  ["postcodes", 400],
  ["postcode", 900],
  ["autocomplete", 30],
  ["licences", 12],
  ["licence", 9],
  ["license", 1],
  ["terminated", 60],
  ["fields", 80],
  ["field", 70],
  ["outward", 90],
  ["outcode", 50],
  ["admin_district", 20],
  ["nearestpostcode", 2],
  ["lookup", 100],
  ["look", 10],
]);

describe("how far a correction may go", () => {
  it("grows with the word: none under 4 letters, 1 up to 7, 2 from 8", () => {
    expect([1, 3, 4, 7, 8, 13].map(maxEdits)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe("correcting a query", () => {
  it.each([
    ["nearset postcodes", "nearest postcodes"],
    ["autocomplette postcodes", "autocomplete postcodes"],
    ["licenses", "licences"],
    ["terminatd postcode fields", "terminated postcode fields"],
  ])("corrects the relevance test's misspelling %j to %j", (typed, corrected) => {
    expect(correctQuery(typed, VOCABULARY)).toBe(corrected);
  });

  it("prefers the commoner of two words as near: the site's “licences” over the description's “license”", () => {
    expect(correctWord("licenses", VOCABULARY)).toBe("licences");
    expect(correctWord("licenses", new Map([...VOCABULARY, ["license", 50]]))).toBe("license");
  });

  it("drops a letter that stands for a number or a name in a question, and keeps the words “a” and “I”", () => {
    expect(correctQuery("postcodes within x distance", VOCABULARY)).toBe("postcodes within distance");
    expect(correctQuery("nearest n postcodes", VOCABULARY)).toBe("nearest postcodes");
    expect(correctQuery("look up a postcode", VOCABULARY)).toBeNull();
    expect(correctQuery("x distance", VOCABULARY)).toBeNull(); // two words: the letter may be the point
    expect(correctQuery("x-ray postcodes here", VOCABULARY)).toBeNull(); // part of a word
  });

  it("leaves gibberish, and words too far from any, as typed", () => {
    expect(correctQuery("zzzzqx", VOCABULARY)).toBeNull();
    expect(correctQuery("xylophone", VOCABULARY)).toBeNull();
  });

  it("leaves short words alone: under four letters, no correction", () => {
    expect(correctQuery("nera", VOCABULARY)).toBe("near");
    expect(correctQuery("nea", new Map([["near", 1]]))).toBeNull();
    expect(correctQuery("pst", VOCABULARY)).toBeNull();
  });

  it("never corrects numbers or postcodes", () => {
    expect(correctQuery("SW1A 1AA", VOCABULARY)).toBeNull();
    expect(correctQuery("nearset SE1P5ZZ 1000", VOCABULARY)).toBe("nearest SE1P5ZZ 1000");
    expect(mayNeedCorrection("SW1A 1AA")).toBe(false);
    expect(mayNeedCorrection("ES6 12345")).toBe(false);
    expect(mayNeedCorrection("nearset")).toBe(true);
  });

  it("takes the last word, still being typed, as right when a word starts with it", () => {
    expect(correctQuery("nearest outw", VOCABULARY)).toBeNull();
    expect(correctQuery("nearset outw", VOCABULARY)).toBe("nearest outw");
    expect(correctQuery("nearestPostc", VOCABULARY)).toBeNull();
    // A word before the last is finished: the start of a word is not one.
    expect(correctQuery("outw nearest", VOCABULARY)).toBeNull();
    expect(correctQuery("termin fields", VOCABULARY)).toBeNull();
    // Finished (a space after it), the last word is corrected like the others.
    expect(correctWord("lookp", VOCABULARY, true)).toBe("lookup");
  });

  it("keeps the rest of the query as typed: spaces, punctuation, capitals", () => {
    expect(correctQuery("Nearset  postcodes?", VOCABULARY)).toBe("Nearest  postcodes?");
    expect(correctQuery("LICENSES", VOCABULARY)).toBe("LICENCES");
    expect(correctQuery("/postcodes/{postcode}/nearset", VOCABULARY)).toBe("/postcodes/{postcode}/nearest");
    expect(correctQuery("admin_distrct", VOCABULARY)).toBe("admin_district");
  });

  it("leaves a query of known words alone", () => {
    expect(correctQuery("Nearest postcodes", VOCABULARY)).toBeNull();
    expect(correctQuery("", VOCABULARY)).toBeNull();
  });
});

describe("the vocabulary", () => {
  it("counts the words of three letters or more without digits", () => {
    expect(buildVocabulary(["The nearest postcodes, nearest first.", "SW1A 1AA is a postcode"])).toEqual(
      new Map([
        ["the", 1],
        ["nearest", 2],
        ["postcodes", 1],
        ["first", 1],
        ["postcode", 1],
      ]),
    );
  });

  it("is made of a page's text and its searched metadata", () => {
    const page: SearchPage = {
      url: "/docs/api/nearest-postcode",
      title: "Find postcodes near a postcode",
      meta: { operation: "nearestPostcode", path: "GET /postcodes/{postcode}/nearest" },
      filters: { section: "API reference" },
      sections: [{ anchor: "", heading: "Find postcodes near a postcode", runs: [[7, "Find postcodes near a postcode"]] }],
    };
    expect(Object.fromEntries(pagesVocabulary([page]))).toEqual({
      nearestpostcode: 1,
      nearest: 2,
      postcode: 3,
      get: 1,
      postcodes: 2,
      // Pagefind indexes a path as one word too (its punctuation dropped).
      postcodespostcodenearest: 1,
      find: 1,
      near: 1,
    });
  });

  it("packs into words grouped by count, and unpacks to the same", () => {
    const packed = packVocabulary(VOCABULARY);
    expect(packed["1"]).toBe("license");
    expect(packed["2"]).toBe("nearestpostcode reset");
    expect(unpackVocabulary(packed)).toEqual(VOCABULARY);
  });
});

describe("a search engine with spelling correction", () => {
  const engine = () => {
    const searched: string[] = [];
    const inner: SearchEngine = {
      load: async () => {},
      search: async (query) => {
        searched.push(query);
        const total = query.includes("nearest") || query.includes("nearset") ? 3 : 0;
        return { hits: [], total };
      },
    };
    return { searched, inner };
  };

  it("searches the corrected query and says so", async () => {
    const { searched, inner } = engine();
    await expect(withSpelling(inner, async () => VOCABULARY).search("nearset postcodes")).resolves.toEqual({
      hits: [],
      total: 3,
      correction: "nearest postcodes",
    });
    expect(searched).toEqual(["nearset postcodes", "nearest postcodes"]);
  });

  it("searches as typed while the vocabulary loads, then the correction", async () => {
    const { searched, inner } = engine();
    let deliver: (vocabulary: Vocabulary) => void = () => {};
    const vocabulary = new Promise<Vocabulary>((resolve) => (deliver = resolve));
    const answer = withSpelling(inner, () => vocabulary).search("nearset postcodes");
    // The vocabulary has not arrived: the query as typed is searched already, and nothing else.
    await Promise.resolve();
    expect(searched).toEqual(["nearset postcodes"]);
    deliver(VOCABULARY);
    await expect(answer).resolves.toEqual({ hits: [], total: 3, correction: "nearest postcodes" });
    expect(searched).toEqual(["nearset postcodes", "nearest postcodes"]);
  });

  it("answers null, searching nothing more, when a newer search overtakes the one as typed or the correction", async () => {
    for (const overtaken of ["nearset postcodes", "nearest postcodes"]) {
      const searched: string[] = [];
      const inner: SearchEngine = {
        load: async () => {},
        search: async (query) => {
          searched.push(query);
          return query === overtaken ? null : { hits: [], total: 3 };
        },
      };
      await expect(withSpelling(inner, async () => VOCABULARY).search("nearset postcodes")).resolves.toBeNull();
      expect(searched).toEqual(["nearset postcodes", "nearest postcodes"].slice(0, overtaken === "nearset postcodes" ? 1 : 2));
    }
  });

  it("searches as typed when asked, without loading the vocabulary", async () => {
    const { searched, inner } = engine();
    const load = jest.fn(async () => VOCABULARY);
    await expect(withSpelling(inner, load).search("nearset postcodes", 10, true)).resolves.toEqual({ hits: [], total: 3 });
    expect(searched).toEqual(["nearset postcodes"]);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads no vocabulary for a query it could not correct (a postcode, short words)", async () => {
    const { inner } = engine();
    const load = jest.fn(async () => VOCABULARY);
    await withSpelling(inner, load).search("SW1A 1AA");
    await withSpelling(inner, load).search("api");
    expect(load).not.toHaveBeenCalled();
  });

  it("falls back to the query as typed when the correction finds nothing, or the vocabulary cannot load", async () => {
    const { searched, inner } = engine();
    await expect(withSpelling(inner, async () => VOCABULARY).search("licenses")).resolves.toEqual({ hits: [], total: 0 });
    expect(searched).toEqual(["licenses", "licences"]);
    const failing = withSpelling(inner, () => {
      throw new Error("offline");
    });
    await expect(failing.search("nearset")).resolves.toEqual({ hits: [], total: 3 });
  });
});

describe("narrower queries, when one of several words finds nothing", () => {
  const words = new Map([
    ["docker", 4],
    ["compose", 6],
    ["nearest", 120],
    ["postcodes", 300],
    ["radius", 12],
  ]);

  it("leaves out the words no page has, parts of compounds apart, then one word at a time, the rarest first", () => {
    expect(narrowerQueries("docker-compose up", words)).toEqual(["docker compose", "compose", "docker"]);
    expect(narrowerQueries("nearest postcodes radius", words)).toEqual(["nearest postcodes", "postcodes radius", "nearest radius"]);
    expect(narrowerQueries("laravel package", words)).toEqual([]);
    expect(narrowerQueries("nearest", words)).toEqual([]);
    // A status code or a limit stays (the pages hold them); a postcode or outward code goes, as a word the vocabulary lacks.
    expect(narrowerQueries("cf10 404 postcodes", words)).toEqual(["404 postcodes", "postcodes", "404"]);
    expect(narrowerQueries("radius 20000 nearest", words)).toEqual(["radius nearest", "nearest", "radius"]);
    // An ONS column name is searched by the field it names.
    expect(narrowerQueries("radius19cdh postcodes", words)).toEqual(["radius postcodes", "postcodes", "radius"]);
  });

  it("are tried by the engine in order until one finds something, and the answer says which", async () => {
    const searched: string[] = [];
    const inner: SearchEngine = {
      load: async () => {},
      search: async (query) => {
        searched.push(query);
        return { hits: [], total: query === "compose" ? 2 : 0 };
      },
    };
    await expect(withSpelling(inner, async () => words).search("docker-compose up")).resolves.toEqual({
      hits: [],
      total: 2,
      correction: "compose",
    });
    expect(searched).toEqual(["docker-compose up", "docker compose", "compose"]);
    // Asked to search as typed, it does not narrow.
    await expect(withSpelling(inner, async () => words).search("docker-compose up", 10, true)).resolves.toEqual({ hits: [], total: 0 });
  });
});
