import { buildVocabulary, correctQuery, correctWord, knownWordsQuery, maxEdits } from "../spelling";

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
    // The commoner is the word with another ending, which the search finds by its stem already: no correction.
    expect(correctWord("licenses", new Map([...VOCABULARY, ["license", 50]]))).toBeNull();
  });

  it("leaves a word whose nearest is itself with another ending: “council” is found as “councils”, and not shown corrected", () => {
    expect(correctWord("council", new Map([["councils", 3]]))).toBeNull();
    expect(
      correctQuery(
        "local council",
        new Map([
          ["councils", 3],
          ["local", 5],
        ]),
      ),
    ).toBeNull();
  });

  it("drops a letter that stands for a number or a name in a question, and keeps the words “a” and “I”", () => {
    expect(correctQuery("postcodes within x distance", VOCABULARY)).toBe("postcodes within distance");
    expect(correctQuery("nearest n postcodes", VOCABULARY)).toBe("nearest postcodes");
    expect(correctQuery("look up a postcode", VOCABULARY)).toBeNull();
    expect(correctQuery("x distance", VOCABULARY)).toBeNull(); // two words: the letter may be the point
    expect(correctQuery("x-ray postcodes here", VOCABULARY)).toBeNull(); // part of a word
  });

  it("takes a short word one letter off as a slip only where fingers slip: a key's neighbour, a vowel for a vowel, a letter left out, added or swapped", () => {
    const words = new Map([...VOCABULARY, ["saying", 4], ["bulk", 30]]);
    expect(correctQuery("bulj", words)).toBe("bulk"); // j beside k
    expect(correctQuery("nearist", words)).toBe("nearest"); // a vowel for a vowel
    expect(correctQuery("looup", words)).toBe("lookup"); // a letter left out
    // "saving" is a word, not "saying" mistyped: v and y are far apart on the keyboard.
    expect(correctWord("saving", words)).toBeNull();
    expect(correctQuery("validate before saving", words)).toBeNull();
    // A commoner word one letter off that is no slip does not hide one that is: "wode" is "wide", not "code".
    expect(correctWord("wode", new Map([...words, ["code", 239], ["wide", 12]]))).toBe("wide");
    // From eight letters two edits are allowed, and any letter may be the slip.
    expect(correctWord("terminaked", words)).toBe("terminated");
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
});

describe("the words of a query the index has", () => {
  const known = new Set(["docker", "compose", "nearest", "postcodes", "radius", "404", "2000", "ccg", "postcode"]);
  const isKnown = (word: string) => known.has(word);

  it("leaves out the words no page has, and is null when it has them all", () => {
    expect(knownWordsQuery("nearest postcodes radius", isKnown)).toBeNull();
    expect(knownWordsQuery("laravel package", isKnown)).toBe("");
    expect(knownWordsQuery("nearest xylophone postcodes", isKnown)).toBe("nearest postcodes");
  });

  it("searches a code by its kind when it can hardly be anything else, else by the known words inside it", () => {
    const kindOf = (word: string) => (/^[a-z]{1,2}\d[a-z\d]?\d[a-z]{2}$/.test(word) ? "postcode" : null);
    expect(knownWordsQuery("se17ew not working", (word) => isKnown(word) || word === "working", kindOf)).toBe("postcode working");
    // Written with its space, a postcode is two words, neither of them a postcode: read as one.
    expect(knownWordsQuery("EH1 1YZ", isKnown, kindOf)).toBe("postcode");
    expect(knownWordsQuery("is ZZ99 9ZZ valid", (word) => isKnown(word) || word === "valid", kindOf)).toBe("postcode valid");
    expect(knownWordsQuery("nearest eh1 1yz postcodes", isKnown, kindOf)).toBe("nearest postcode postcodes");
    expect(knownWordsQuery("ccg19cdh code", isKnown)).toBe("ccg");
    // A number with its unit is its number; a status code stays as it is (the pages hold it).
    expect(knownWordsQuery("nearest 2000m", isKnown)).toBe("nearest 2000");
    expect(knownWordsQuery("cf10 404 postcodes", isKnown)).toBe("404 postcodes");
  });

  it("reads words joined by punctuation as those words, where the whole is no word of the index", () => {
    expect(knownWordsQuery("nearest latitude/longitude", (word) => isKnown(word) || ["latitude", "longitude"].includes(word))).toBe(
      "nearest latitude longitude",
    );
    expect(knownWordsQuery("docker/compose/xylophone", isKnown)).toBe("docker compose");
    // Not by a letter or a number alone, which would find anything.
    expect(knownWordsQuery("e.g. docker", (word) => isKnown(word) || word === "e" || word === "g")).toBe("docker");
    expect(knownWordsQuery("51.5074,-0.1278 nearest", isKnown)).toBe("nearest");
    // The index's own word joined so stays whole.
    expect(knownWordsQuery("ccg/docker", (word) => isKnown(word) || word === "ccgdocker")).toBeNull();
  });
});
