import { indexedWords, queryWords, sameWord, wordRuns, wordStem } from "../words";

describe("the search's words", () => {
  it("reads a query split at spaces, punctuation dropped, lower case", () => {
    expect(queryWords("Reverse  geocode")).toEqual(["reverse", "geocode"]);
    expect(queryWords("SW1A-1AA")).toEqual(["sw1a1aa"]);
    expect(queryWords("admin_district, nearest?")).toEqual(["admin_district", "nearest"]);
    expect(queryWords(' "invalid postcode" ')).toEqual(["invalid", "postcode"]);
    expect(queryWords("-- ?")).toEqual([]);
  });

  it("finds the runs of a word's characters as typed, and where each starts", () => {
    expect(wordRuns("(Postocde), /outcodes/{outcode}")).toEqual([
      { run: "Postocde", start: 1 },
      { run: "outcodes", start: 13 },
      { run: "outcode", start: 23 },
    ]);
  });

  it("indexes the words of a text, with the parts of compound words", () => {
    expect(indexedWords("nearestPostcode admin_district SE1P5ZZ.")).toEqual([
      "nearestpostcode",
      "nearest",
      "postcode",
      "admin_district",
      "admin",
      "district",
      "se1p5zz",
      "se",
      "1",
      "p",
      "5",
      "zz",
    ]);
  });

  it("finds a word's stem: its ending dropped when four letters or more are left", () => {
    expect(wordStem("geocode")).toBe("geocod");
    expect(wordStem("Postcodes")).toBe("postcod");
    expect(wordStem("geocoding")).toBe("geocod");
    expect(wordStem("validation")).toBe("validat");
    expect(wordStem("locations")).toBe("locat");
    expect(wordStem("uses")).toBe("uses"); // too short to lose its ending
    expect(wordStem("boundaries")).toBe(wordStem("boundary")); // one word, as an English stemmer has them
    expect(wordStem("city")).toBe("city");
    // The longest ending that leaves four letters: "es" would leave "cod", so "s" goes, and the plural is the singular.
    expect(wordStem("codes")).toBe("code");
    expect(wordStem("codes")).toBe(wordStem("code"));
  });

  it("indexes a word between punctuation whole, besides its parts", () => {
    expect(indexedWords("codes.lau2")).toEqual(["codeslau2", "codes", "lau2", "lau", "2"]);
    // A code field's name holds the name field's word as a query types it: "admin_district code" finds the code's row.
    expect(indexedWords("codes.admin_district")).toEqual(["codesadmin_district", "codes", "admin_district", "admin", "district"]);
  });

  it("takes a word with another ending for the same word, and a longer word for another", () => {
    expect(sameWord("geocode", "geocoding")).toBe(true);
    expect(sameWord("postcode", "postcodes")).toBe(true);
    expect(sameWord("validate", "validation")).toBe(true);
    expect(sameWord("near", "nearest")).toBe(false);
    expect(sameWord("outcode", "postcode")).toBe(false);
  });
});
