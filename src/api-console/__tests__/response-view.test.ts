import { schemaTree } from "../../api-reference/schema/schema-model";
import { schemaGuideList, schemaGuideMap } from "../../api-reference/schema/schema-guides";
import { answerAnchors, indexByAnchor } from "../response-anchors";
import { ourRecords, schemaLookup } from "./our-spec";

describe("an answer's fields link to their rows in the reference", () => {
  const treesOf = async (slug: string, guided: boolean) => {
    const records = await ourRecords();
    const registry = schemaLookup(records);
    const operation = records.operations.find((o) => o.slug === slug);
    const guides = guided
      ? schemaGuideMap(schemaGuideList([{ schema: "Postcode", path: "/docs/postcode/schema", title: "Postcode fields" }], registry))
      : undefined;
    const expansions = new Map<string, string>();
    const trees = (operation?.responses ?? []).map((r) =>
      schemaTree(r.content[0].schema, registry, `response-${r.status}`, expansions, guides),
    );
    return { trees, answer: operation?.responses[0].content[0].examples[0].value };
  };

  it("maps every key of a lookup's answer to the anchor of its field, through named schemas expanded elsewhere", async () => {
    const { trees, answer } = await treesOf("lookup-postcode", false);
    const anchors = answerAnchors(trees[0], answer, indexByAnchor(trees));
    expect(anchors.get("/status")).toBe("#response-200-status");
    expect(anchors.get("/result")).toBe("#response-200-result");
    expect(anchors.get("/result/postcode")).toBe("#response-200-result-postcode");
    expect(anchors.get("/result/codes/admin_district")).toBe("#response-200-result-codes-admin_district");
    const error = answerAnchors(trees[1], { status: 404, error: "Invalid postcode" }, indexByAnchor(trees));
    expect(error.get("/error")).toBe("#response-404-error");
  });

  it("maps the keys of a schema a guide describes to the guide's rows, its nested objects' too", async () => {
    const { trees, answer } = await treesOf("lookup-postcode", true);
    const anchors = answerAnchors(trees[0], answer, indexByAnchor(trees));
    expect(anchors.get("/status")).toBe("#response-200-status");
    expect(anchors.get("/result")).toBe("#response-200-result");
    expect(anchors.get("/result/postcode")).toBe("/docs/postcode/schema#postcode");
    expect(anchors.get("/result/codes/admin_district")).toBe("/docs/postcode/schema#codes-admin_district");
  });

  it("links a bulk answer's filtered fields (Postcode's own, by reference) to the guide's rows", async () => {
    const { trees } = await treesOf("bulk-postcode-lookup", true);
    const answer = { status: 200, result: [{ query: "PR3 0SG", result: { postcode: "PR3 0SG", codes: { admin_district: "E07000123" } } }] };
    const anchors = answerAnchors(trees[0], answer, indexByAnchor(trees));
    expect(anchors.get("/result/0/query")).toMatch(/^#response-200-/);
    expect(anchors.get("/result/0/result/postcode")).toBe("/docs/postcode/schema#postcode");
    expect(anchors.get("/result/0/result/codes/admin_district")).toBe("/docs/postcode/schema#codes-admin_district");
  });
});
