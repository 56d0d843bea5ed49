import { didYouMean, nearNames } from "../near-names";

const OPERATIONS = ["postcodeLookup", "bulkPostcodeLookup", "lookupPostcode", "nearestPostcode", "findOutcode", "ping"];

describe("the names near one that is none", () => {
  it("puts the same letters, then a letter or two away, then shared words first", () => {
    expect(nearNames("lookup_postcode", OPERATIONS)[0]).toBe("lookupPostcode");
    expect(nearNames("lookupPostcodes", OPERATIONS)[0]).toBe("lookupPostcode");
    expect(nearNames("nearestPostcodes", OPERATIONS)[0]).toBe("nearestPostcode");
    expect(nearNames("bulk lookup", OPERATIONS)[0]).toBe("bulkPostcodeLookup");
    expect(nearNames("Postcodes", ["Postcode", "PostcodeSearchResponse", "Place"])).toEqual(["Postcode", "PostcodeSearchResponse"]);
  });

  it("says nothing for a name near none, and at most three otherwise", () => {
    expect(nearNames("xyz", OPERATIONS)).toEqual([]);
    expect(didYouMean("no_such_tool", OPERATIONS)).toBe("");
    expect(nearNames("postcode", OPERATIONS).length).toBeLessThanOrEqual(3);
    expect(didYouMean("findOutcodes", OPERATIONS, (name) => `${name} (GET /outcodes/{outcode})`)).toBe(
      " Did you mean findOutcode (GET /outcodes/{outcode})?",
    );
  });
});
