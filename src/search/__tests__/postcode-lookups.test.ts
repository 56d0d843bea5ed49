import { POSTCODE_INPUT_KINDS } from "../../input-kinds/postcode-input-kinds";
import { searchToInputs } from "../../navigation/console-address";
import { quickLookupAction } from "../SearchDialog/quick-lookup";
import { quickLookups } from "../quick-lookups";
import { ourRecords } from "../../api-console/__tests__/our-spec";

const { postcode, outcode } = POSTCODE_INPUT_KINDS;

describe("postcode input kinds", () => {
  it("normalise as the service does, and reject what its format check rejects", () => {
    expect(postcode.check("sw1a1aa")).toEqual({ valid: true, normalised: "SW1A 1AA" });
    expect(postcode.check("  SW1A   1aa ")).toEqual({ valid: true, normalised: "SW1A 1AA" });
    expect(postcode.check("SW1A 1AAA")).toEqual({ valid: false, message: "not a valid UK postcode" });
    expect(postcode.check("SW1A 1 AA").valid).toBe(false);
    expect(postcode.check("GIR 0AA").valid).toBe(false);
    expect(outcode.check("sw1a")).toEqual({ valid: true, normalised: "SW1A" });
    expect(outcode.check("AB 10")).toEqual({ valid: true, normalised: "AB10" });
    expect(outcode.check("N1")).toEqual({ valid: true, normalised: "N1" });
    expect(outcode.check("SW1A 1AA").valid).toBe(false);
  });

  it("say which postcode a text holding one whole was likely meant as, and guess at nothing else", () => {
    const meant = (text: string) => postcode.check(text);
    // A plus, a hyphen or an underscore for the space; quotes; the town after it; a full stop.
    for (const text of ["SW1A+1AA", "SW1A-1AA", "sw1a_1aa", '"SW1A 1AA"', "SW1A 1AA, London", "SW1A1AA."])
      expect([text, meant(text)]).toEqual([text, { valid: false, message: "not a valid UK postcode (did you mean “SW1A 1AA”?)" }]);
    // Letters running on, two postcodes, a space inside a half, no postcode: no guess.
    for (const text of ["SW1A 1AAA", "SW1A 1AA SW1A 2AA", "SW1A 1 AA", "hello"])
      expect([text, meant(text)]).toEqual([text, { valid: false, message: "not a valid UK postcode" }]);
    // A whole postcode where an outward code is wanted: its outward code.
    expect(outcode.check("sw1a 1aa")).toEqual({
      valid: false,
      message: "not a valid UK outward code (a full postcode: its outward code is “SW1A”)",
    });
    expect(outcode.check("hello")).toEqual({ valid: false, message: "not a valid UK outward code" });
  });
});

describe("the search dialog's lookups", () => {
  it("are the plain lookups of our description: postcode and outward code", async () => {
    const records = await ourRecords();
    expect(quickLookups(records.operations)).toEqual([
      { kind: "postcode", slug: "lookup-postcode", parameter: "postcode" },
      { kind: "outcode", slug: "find-outcode", parameter: "outcode" },
    ]);
  });

  it("offer to look up a full postcode or an outward code, prefilled and sent", () => {
    const lookups = [
      { kind: "outcode", slug: "find-outcode", parameter: "outcode" },
      { kind: "postcode", slug: "lookup-postcode", parameter: "postcode" },
    ];
    const action = quickLookupAction(" sw1a1aa ", lookups, POSTCODE_INPUT_KINDS);
    expect(action?.label).toBe("Look up SW1A 1AA");
    expect(action?.preferred).toBe(true);
    expect(action?.to.startsWith("/docs/api/lookup-postcode?try&")).toBe(true);
    expect(searchToInputs(action?.to.split("?")[1] ?? "")).toEqual({ inputs: { values: { "path.postcode": "SW1A 1AA" } }, send: true });
    // An outward code can as well be a word searched for ("ES6", "H1"): offered, but not the search's first answer.
    expect(quickLookupAction("sw1a", lookups, POSTCODE_INPUT_KINDS)).toMatchObject({ label: "Look up SW1A", preferred: false });
    expect(quickLookupAction("ES6", lookups, POSTCODE_INPUT_KINDS)?.preferred).toBe(false);
    expect(quickLookupAction("terminated", lookups, POSTCODE_INPUT_KINDS)).toBeNull();
    expect(quickLookupAction("SW1A 1AA", [], POSTCODE_INPUT_KINDS)).toBeNull();
  });
});
