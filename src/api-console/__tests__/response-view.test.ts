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
