import { SAMPLE_LANGUAGE_LIST } from "../../api-reference/code-samples/sample-language-list";
import type { CodeSampleView } from "../../api-reference/CodeSamples";
import { invalidBody, liveSamples } from "../live-samples";

const request = {
  method: "POST",
  url: "http://localhost:8000/postcodes",
  baseUrl: "http://localhost:8000/postcodes",
  query: [],
  headers: [["Content-Type", "application/json"]] as [string, string][],
  body: '{"postcodes": ["SE1P 5ZZ"]}',
  bodyMediaType: "application/json",
  bodyValue: { postcodes: ["SE1P 5ZZ"] },
  responseKind: "envelope" as const,
};

const samples = SAMPLE_LANGUAGE_LIST.slice(0, 3).map((l): CodeSampleView => ({
  id: l.id,
  label: l.label,
  prism: "none",
  languageLabel: l.label,
  html: "",
  live: true,
}));
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&quot;/g, '"');

describe("the console's samples of a body that is not JSON", () => {
  it("writes none, and says why", () => {
    const broken = { ...request, body: '{"postcodes": ["SE1P 5ZZ",]}', bodyValue: null };
    expect(invalidBody(broken)).toMatch(/^the body is not valid JSON \(.+\)\.$/);
    for (const sample of liveSamples(broken, samples))
      expect(text(sample.html)).toMatch(/^No sample: the body is not valid JSON \(.+\)\. Fix the body in the console above\.$/);
  });

  it("writes them for a JSON body and for a request without one", () => {
    expect(invalidBody(request)).toBeNull();
    expect(invalidBody({ body: null, bodyMediaType: null })).toBeNull();
    expect(text(liveSamples(request, samples)[0]?.html ?? "")).toContain("SE1P 5ZZ");
  });
});
