import Ajv2020 from "ajv/dist/2020";
import { type AnswerCheck, checkAnswer, type CheckedAnswer, differenceLine } from "../answer-check";
import { validateAgainstSchema } from "../schema-validator";
import { ourRecords, schemaLookup, toConsoleOperation } from "./our-spec";

const json = (status: number, body: unknown): CheckedAnswer => ({
  status,
  contentType: "application/json; charset=utf-8",
  text: JSON.stringify(body),
  json: body,
});

const lines = (check: AnswerCheck, status: number) =>
  check.kind === "differs" ? check.differences.map((d) => differenceLine(d, status)) : [check.kind];

async function ourOperations() {
  const records = await ourRecords();
  const schemas = schemaLookup(records);
  const operation = (slug: string) => {
    const record = records.operations.find((o) => o.slug === slug);
    if (!record) throw new Error(`no operation ${slug}`);
    return { record, console: toConsoleOperation(record) };
  };
  return { records, schemas, operation };
}

/** The success example of an operation, copied so that a test can change it. */
const successExample = (record: Awaited<ReturnType<typeof ourOperations>>["records"]["operations"][number]) =>
  structuredClone(record.responses.find((r) => r.status === "200")?.content[0].examples[0].value) as {
    status: number;
    result: Record<string, unknown> & Record<number, Record<string, unknown>>;
  };

describe("an answer checked against its documentation", () => {
  it("finds every documented example of our description matching (what the contract mock answers)", async () => {
    const { records, schemas } = await ourOperations();
    let checked = 0;
    for (const record of records.operations) {
      const { responses } = toConsoleOperation(record);
      for (const response of record.responses)
        for (const media of response.content)
          for (const example of media.examples) {
            const status = /^\d{3}$/.test(response.status) ? Number(response.status) : 400;
            const answer = { status, contentType: media.mediaType, text: JSON.stringify(example.value), json: example.value };
            expect([record.slug, response.status, example.name, lines(checkAnswer(responses, schemas, answer), status)]).toEqual([
              record.slug,
              response.status,
              example.name,
              ["matches"],
            ]);
            checked++;
          }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("names each difference where it is, with what is documented and what came back", async () => {
    const { schemas, operation } = await ourOperations();
    const lookup = operation("lookup-postcode");
    const check = (body: unknown, status = 200) => lines(checkAnswer(lookup.console.responses, schemas, json(status, body)), status);

    const nullLatitude = successExample(lookup.record);
    nullLatitude.result.latitude = null;
    expect(check(nullLatitude)).toEqual(["matches"]); // documented as nullable: no grid reference

    const changed = successExample(lookup.record);
    changed.result.postcode = null;
    changed.result.eastings = "533378";
    delete changed.result.admin_district;
    changed.result.extra = 1;
    changed.result.quality = 7;
    expect(check(changed)).toEqual([
      "/result/admin_district: documented as required, received nothing (the field is missing)",
      "/result/postcode: documented as a string, received null",
      "/result/quality: documented as one of 1, 2, 3, 4, 5, 6, 8, 9, received 7",
      '/result/eastings: documented as a whole number or null, received "533378" (a string)',
      "/result/extra: not documented (the object allows no other fields), received 1",
    ]);
    expect(check({ status: 503, error: "Boom" }, 503)).toEqual([
      "Status 503: not documented for this operation (it documents 200, 404, 500)",
    ]);
    // The generic 500 (a broken percent escape in the path, `filter` given twice) is documented: not a difference.
    const serverError = lookup.record.responses.find((r) => r.status === "500")?.content[0].examples[0].value;
    expect(check(serverError, 500)).toEqual(["matches"]);
    expect(check({ status: 404, error: "Postcode not found" }, 404)).toEqual(["matches"]);
  });

  it("reads a body that is not what the documentation's media type says", async () => {
    const { schemas, operation } = await ourOperations();
    const { responses } = operation("lookup-postcode").console;
    const html = { status: 200, contentType: "text/html", text: "<h1>Hi</h1>", json: undefined };
    expect(lines(checkAnswer(responses, schemas, html), 200)).toEqual(["Body: documented as application/json, received text/html"]);
    const broken = { status: 200, contentType: "application/json", text: "{", json: undefined };
    expect(lines(checkAnswer(responses, schemas, broken), 200)).toEqual([
      "Body: documented as application/json, received text that is not JSON",
    ]);
    const empty = { status: 200, contentType: "", text: "", json: undefined };
    expect(lines(checkAnswer(responses, schemas, empty), 200)).toEqual(["Body: documented as application/json, received an empty body"]);
    // JSONP is a script: said, not counted as a difference.
    const jsonp = { status: 200, contentType: "text/javascript", text: "/**/ f({})", json: undefined };
    expect(checkAnswer(responses, schemas, jsonp, { jsonp: true }).kind).toBe("unchecked");
    expect(checkAnswer([], schemas, json(200, {})).kind).toBe("unchecked");
  });

  it("looks inside the variant an answer comes closest to (a bulk item's postcode, filtered postcode or null)", async () => {
    const { schemas, operation } = await ourOperations();
    const bulk = operation("bulk-postcode-lookup");
    const body = successExample(bulk.record);
    body.result[0].result = { ...(body.result[0].result as object), postcode: 5 };
    expect(lines(checkAnswer(bulk.console.responses, schemas, json(200, body)), 200)).toEqual([
      "/result/0/result/postcode: documented as a string, received 5 (a whole number)",
    ]);
  });

  it("looks inside a list for a list, though null is fewer problems away (nearest postcodes each missing their fields)", async () => {
    const { schemas, operation } = await ourOperations();
    const nearest = operation("reverse-geocode-lon-lat");
    const example = successExample(nearest.record) as unknown as { result: { postcode: string; distance: number }[] };
    const body = { ...example, result: example.result.map(({ postcode, distance }) => ({ postcode, distance })) };
    const found = lines(checkAnswer(nearest.console.responses, schemas, json(200, body)), 200);
    expect(found.length).toBeGreaterThan(1);
    // Every difference is inside an entry of the list (its fields missing), none about the list itself.
    expect(found.every((line) => /^\/result\/\d+\/\w+: /.test(line))).toBe(true);
    expect(found.join("\n")).not.toContain("documented as null");
    expect(found[0]).toMatch(/^\/result\/0\/\w+: /);
  });

  it("agrees with a full validator (ajv) on every response example of our description, and on each broken a few ways", async () => {
    const { records, schemas } = await ourOperations();
    const ajv = new Ajv2020({ strict: false });
    const rewrite = (schema: unknown): unknown =>
      JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\//g, '"spec#/components/schemas/'));
    ajv.addSchema({ $id: "spec", components: { schemas: Object.fromEntries([...schemas].map(([k, v]) => [k, rewrite(v)])) } });
    const breakings = [
      (v: Record<string, unknown>) => ({ ...v, status: "200" }),
      (v: Record<string, unknown>) => ({ ...v, extra: true }),
      (v: Record<string, unknown>) => ({ ...v, result: null }),
      (v: Record<string, unknown>) => ({ ...v, result: [{}] }),
      (v: Record<string, unknown>) => ({ ...v, result: Array.isArray(v.result) ? [...v.result, 1] : { ...(v.result as object), x: 1 } }),
    ];
    let cases = 0;
    for (const record of records.operations)
      for (const response of record.responses)
        for (const media of response.content)
          for (const example of media.examples)
            for (const value of [example.value, ...breakings.map((b) => b(example.value as Record<string, unknown>))]) {
              const ours = validateAgainstSchema(value, media.schema, schemas, { variants: "closest" }).length === 0;
              expect([record.slug, response.status, JSON.stringify(value).slice(0, 60), ours]).toEqual([
                record.slug,
                response.status,
                JSON.stringify(value).slice(0, 60),
                ajv.validate(rewrite(media.schema) as object, value),
              ]);
              cases++;
            }
    expect(cases).toBeGreaterThan(200);
  });

  it("reads every keyword our response schemas use (a keyword it skipped would let a difference through as a match)", async () => {
    const { records, schemas } = await ourOperations();
    const CHECKED = new Set(
      "type nullable enum const required properties additionalProperties items minimum maximum exclusiveMinimum exclusiveMaximum minLength maxLength minItems maxItems pattern oneOf anyOf allOf $ref".split(
        " ",
      ),
    );
    const ANNOTATIONS = new Set("title description example examples default deprecated readOnly writeOnly format externalDocs".split(" "));
    const unread = new Set<string>();
    const visit = (schema: unknown, inProperties = false): void => {
      if (Array.isArray(schema)) return schema.forEach((s) => visit(s));
      if (typeof schema !== "object" || schema === null) return;
      for (const [key, value] of Object.entries(schema)) {
        if (inProperties) visit(value);
        else if (!CHECKED.has(key) && !ANNOTATIONS.has(key) && !key.startsWith("x-")) unread.add(key);
        else if (key === "properties") visit(value, true);
        else if (["items", "additionalProperties", "oneOf", "anyOf", "allOf"].includes(key)) visit(value);
      }
    };
    for (const schema of schemas.values()) visit(schema);
    for (const record of records.operations) for (const r of record.responses) for (const m of r.content) visit(m.schema);
    expect([...unread]).toEqual([]);
  });
});
