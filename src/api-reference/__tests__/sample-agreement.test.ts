import path from "node:path";
import { buildApiRecords, loadSpec, type OperationRecord, renderMarkdown } from "../../../plugins/gatsby-source-openapi";
import { buildSampleRequest } from "../code-samples/request-model";
import { checkSampleAgreement, exampleMentions } from "../sample-agreement";

const OWN_SPEC = "openapi/openapi.yaml";
const DRIFTED = "src/api-reference/__tests__/fixtures/drifted-samples/openapi.yaml";

async function operationsOf(specPath: string): Promise<OperationRecord[]> {
  const loaded = await loadSpec(path.resolve(specPath));
  return buildApiRecords({ ...loaded, renderMarkdown }).operations;
}

describe("code samples agree with the example beside them", () => {
  it("compares path values the way the service matches postcodes: by prefix, without case or spaces", () => {
    const found = { status: 200, result: { postcode: "AB1 0AA", year_terminated: 1996 } };
    expect(exampleMentions(found, "AB1 0AA")).toBe(true);
    expect(exampleMentions(found, "ab10aa")).toBe(true);
    expect(exampleMentions(found, "SE1P 5ZZ")).toBe(false);
    expect(exampleMentions({ status: 200, result: ["BR8 7RA", "BR8 7RB"] }, "BR87R")).toBe(true);
  });

  it("holds for every operation of our description, and the terminated-postcode samples ask for AB1 0AA", async () => {
    const operations = await operationsOf(OWN_SPEC);
    expect(checkSampleAgreement(operations)).toEqual([]);

    const terminated = operations.find((op) => op.operationId === "lookupTerminatedPostcode");
    expect(terminated).toBeDefined();
    const request = buildSampleRequest(terminated!);
    expect(request.url).toBe("https://api.postcodes.io/terminated_postcodes/AB1%200AA");

    // Not a vacuous pass: the check really compared the record-naming path values of these operations.
    const compared = operations.filter((op) =>
      op.parameters.some((p) => p.location === "path" && p.schema?.["type" as never] === "string"),
    );
    expect(compared.map((op) => op.operationId).sort()).toEqual(
      [
        "autocompletePostcode",
        "findOutcode",
        "findPlace",
        "getScottishPostcode",
        "lookupPostcode",
        "lookupTerminatedPostcode",
        "nearestOutcode",
        "nearestPostcode",
        "validatePostcode",
      ].sort(),
    );
  });

  it("fails a drifted description, naming the file, the operation, both values and what to do", async () => {
    const problems = checkSampleAgreement(await operationsOf(DRIFTED));
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(
      problem.startsWith(
        "src/api-reference/__tests__/fixtures/drifted-samples/paths/terminated-postcode.yaml #/paths/~1terminated_postcodes~1{postcode}/get: ",
      ),
    ).toBe(true);
    expect(problem).toContain('the code samples of lookupTerminatedPostcode request postcode "SE1P 5ZZ"');
    expect(problem).toContain('the 200 example "found" shown beside them never mentions it');
    expect(problem).toContain("declare the parameter in the operation with that example instead of a shared $ref");
    expect(problem).toContain("x-sample-values.path.postcode");
  });

  it("passes once the operation has its own value, as an x-sample-values or as its own parameter", async () => {
    const operations = await operationsOf(DRIFTED);
    const fix = (change: (op: OperationRecord) => OperationRecord) =>
      operations.map((op) => (op.operationId === "lookupTerminatedPostcode" ? change(op) : op));

    const withSampleValue = fix((op) => ({ ...op, codeSampleValues: { path: { postcode: "AB1 0AA" }, query: null } }));
    expect(checkSampleAgreement(withSampleValue)).toEqual([]);

    const withOwnParameter = fix((op) => ({
      ...op,
      parameters: op.parameters.map((p) => (p.name === "postcode" ? { ...p, examples: [{ ...p.examples[0], value: "AB1 0AA" }] } : p)),
    }));
    expect(checkSampleAgreement(withOwnParameter)).toEqual([]);
  });

  it("names the root file for a path written inline", async () => {
    const fileOf = new Map((await operationsOf(DRIFTED)).map((op) => [op.path, op.file]));
    expect(fileOf.get("/postcodes/{postcode}")).toBe(DRIFTED);
    expect(fileOf.get("/terminated_postcodes/{postcode}")).toBe(
      "src/api-reference/__tests__/fixtures/drifted-samples/paths/terminated-postcode.yaml",
    );
  });
});
