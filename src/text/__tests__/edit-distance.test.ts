import { editDistance } from "../edit-distance";

describe("the edit distance (optimal string alignment)", () => {
  it.each([
    ["nearset", "nearest", 1],
    ["autocomplette", "autocomplete", 1],
    ["licenses", "licences", 1],
    ["terminatd", "terminated", 1],
    ["abcd", "badc", 2],
    ["kitten", "sitting", 3],
    ["", "abc", 3],
  ])("%s → %s is %i", (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
    expect(editDistance(b, a, 5)).toBe(distance);
  });

  it("stops at the limit, and has none by default", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("postcodes", "outcodes")).toBe(2);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});
