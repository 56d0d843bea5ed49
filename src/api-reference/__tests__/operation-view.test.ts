import { samplesForPage } from "../operation-view";

const lookup = {
  method: "get",
  path: "/postcodes/{postcode}",
  servers: ["https://api.postcodes.io"],
  parameters: [
    { name: "postcode", location: "path", required: true, aliasOf: null, examples: [{ value: "SE1P 5ZZ" }], schema: { type: "string" } },
  ],
  requestBody: null,
  codeSampleValues: null,
  codeSamples: [],
  responses: [{ status: "200", content: [{ mediaType: "application/json", examples: [{ value: { status: 200, result: {} } }] }] }],
};

describe("samples field of an operation", () => {
  it("gives pages the highlighted samples without their plain source", () => {
    const samples = samplesForPage(lookup);
    expect(samples).toHaveLength(9);
    for (const sample of samples) {
      expect(Object.keys(sample).sort()).toEqual(["html", "id", "label", "languageLabel", "live", "prism"]);
      expect(sample.live).toBe(true);
      expect(sample.html).toContain("code-line");
    }
  });

  it("narrows the list to the languages a page asks for", () => {
    expect(samplesForPage(lookup, ["curl"]).map((s) => s.id)).toEqual(["curl"]);
    expect(samplesForPage(lookup, null)).toHaveLength(9);
  });
});
