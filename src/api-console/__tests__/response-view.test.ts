import { highlightToHtml } from "../../code/highlight";
import { generateCodeSamples } from "../../api-reference/code-samples/generate-code-samples";
import { schemaTree } from "../../api-reference/schema/schema-model";
import { answerAnchors, indexByAnchor } from "../response-anchors";
import { ourRecords, schemaLookup } from "./our-spec";

describe("an answer's fields link to their rows in the reference", () => {
  it("maps every key of a lookup's answer to the anchor of its field, through named schemas expanded elsewhere", async () => {
    const records = await ourRecords();
    const registry = schemaLookup(records);
    const lookup = records.operations.find((o) => o.slug === "lookup-postcode");
    const expansions = new Map<string, string>();
    const trees = (lookup?.responses ?? []).map((r) => schemaTree(r.content[0].schema, registry, `response-${r.status}`, expansions));
    const answer = lookup?.responses[0].content[0].examples[0].value;
    const anchors = answerAnchors(trees[0], answer, indexByAnchor(trees));
    expect(anchors.get("/status")).toBe("response-200-status");
    expect(anchors.get("/result")).toBe("response-200-result");
    expect(anchors.get("/result/postcode")).toBe("response-200-result-postcode");
    expect(anchors.get("/result/codes/admin_district")).toBe("response-200-result-codes-admin_district");
    const error = answerAnchors(trees[1], { status: 404, error: "Invalid postcode" }, indexByAnchor(trees));
    expect(error.get("/error")).toBe("response-404-error");
  });
});

describe("code samples highlighted in the browser", () => {
  it("look exactly as the ones highlighted at build time", async () => {
    // The browser's Prism in a module registry of its own: the build-time highlighter has already run
    // the grammar files for its own Prism, and they register only once per registry.
    let highlightInBrowser: (code: string, language: string) => string = () => "";
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      highlightInBrowser = (require("../browser-highlight") as typeof import("../browser-highlight")).highlightInBrowser;
      highlightInBrowser("", "bash");
    });
    const records = await ourRecords();
    for (const operation of records.operations) {
      for (const sample of generateCodeSamples(operation)) {
        expect([sample.id, highlightInBrowser(sample.source, sample.prism)]).toEqual([
          sample.id,
          highlightToHtml(sample.source, sample.prism),
        ]);
      }
    }
  });
});
