import Ajv2020 from "ajv/dist/2020";
import { describeProblem, validateAgainstSchema } from "../schema-validator";
import { ourRecords, schemaLookup } from "./our-spec";

const pointLookup = new Map<string, unknown>([
  ["Point", { type: "object", properties: { x: { type: "number" }, "a/b": { type: "string" } } }],
]);

const messages = (value: unknown, schema: unknown, lookup?: Map<string, unknown>) =>
  validateAgainstSchema(value, schema, lookup).map(describeProblem);

describe("the console's schema validator", () => {
  it("names the rule a value breaks", () => {
    const limit = { type: "integer", minimum: 0, maximum: 100 };
    expect(messages(101, limit)).toEqual(["at most 100"]);
    expect(messages(-1, limit)).toEqual(["at least 0"]);
    expect(messages(2.5, limit)).toEqual(["must be a whole number"]);
    // Each type named as a person would ("must be a array" once).
    expect(messages("x", { type: "array" })).toEqual(["must be a list ([…])"]);
    expect(messages([], { type: "object" })).toEqual(["must be an object ({…})"]);
    expect(messages(1, { type: "boolean" })).toEqual(["must be true or false"]);
    expect(messages(1, { type: ["string", "null"] })).toEqual(["must be a string or null"]);
    expect(messages(100, limit)).toEqual([]);
    expect(messages("b", { enum: ["a", 1] })).toEqual(["must be one of a, 1"]);
    expect(messages("ab", { type: "string", pattern: "^[0-9]+$", maxLength: 1 })).toEqual([
      "at most 1 characters",
      "must match the pattern ^[0-9]+$",
    ]);
    expect(messages(null, { type: ["string", "null"] })).toEqual([]);
    expect(messages(null, { type: "string", nullable: true })).toEqual([]);
    expect(messages(1, { type: "string", nullable: true })).toEqual(["must be a string or null"]);
    expect(messages(3, { exclusiveMaximum: 3, exclusiveMinimum: 3 })).toEqual(["more than 3", "less than 3"]);
  });

  it("points at the part of an object or array that breaks a rule", () => {
    const schema = {
      type: "object",
      required: ["postcodes"],
      properties: { postcodes: { type: "array", maxItems: 2, items: { type: "string" } } },
      additionalProperties: false,
    };
    expect(messages({ postcodes: ["a", 3, "c"], extra: 1 }, schema)).toEqual([
      "/postcodes: at most 2 items",
      "/postcodes/1: must be a string",
      "/extra: is not an allowed property",
    ]);
    expect(messages({}, schema)).toEqual(['must have the property "postcodes"']);
    expect(messages({ "a/b": 1 }, { properties: { "a/b": { type: "string" } } })).toEqual(["/a~1b: must be a string"]);
  });

  it("reads the names Object itself has as fields like any other", () => {
    const closed = { type: "object", properties: { postcode: { type: "string" } }, additionalProperties: false };
    // "constructor" was read as the schema's property (Object's function), whose check said "expected an object".
    expect(messages({ postcode: "SW1A 2AA", constructor: "x" }, closed)).toEqual(["/constructor: is not an allowed property"]);
    expect(messages({ toString: 1, hasOwnProperty: 2 }, closed)).toEqual([
      "/toString: is not an allowed property",
      "/hasOwnProperty: is not an allowed property",
    ]);
    // A required field is the value's own: Object's "constructor" does not count as given.
    expect(messages({}, { type: "object", required: ["constructor"] })).toEqual(['must have the property "constructor"']);
  });

  it("follows references and tells oneOf, anyOf and allOf apart", () => {
    const lookup = new Map<string, unknown>([["Point", { type: "object", required: ["x"], properties: { x: { type: "number" } } }]]);
    const oneOf = { oneOf: [{ $ref: "#/components/schemas/Point" }, { type: "object", required: ["y"] }] };
    expect(messages({ x: 1 }, oneOf, lookup)).toEqual([]);
    expect(messages({ x: 1, y: 2 }, oneOf, lookup)).toEqual(["must match only one variant (it matches 2)"]);
    expect(messages({ z: 1 }, oneOf, lookup)).toEqual(["must match one of 2 variants (it matches none)"]);
    expect(messages("s", { anyOf: [{ type: "number" }, { type: "boolean" }] })).toEqual(["must match at least one of 2 variants"]);
    expect(messages({ x: "1" }, { allOf: [{ $ref: "#/components/schemas/Point" }] }, lookup)).toEqual(["/x: must be a number"]);
    expect(messages({ x: 1 }, { $ref: "#/components/schemas/Unknown" }, lookup)).toEqual([]);
  });

  it("agrees with a full validator (ajv) on every request body and parameter of our description, valid or broken", async () => {
    const records = await ourRecords();
    const lookup = schemaLookup(records);
    const ajv = new Ajv2020({ strict: false });
    const ajvValid = (value: unknown, schema: unknown) => ajv.validate(schema as object, value) as boolean;
    const cases: [unknown, unknown][] = [];
    for (const op of records.operations) {
      for (const p of op.parameters)
        for (const v of [...p.examples.map((e) => e.value), -1, 101, 2.5, "text", ""]) cases.push([v, p.schema]);
      for (const media of op.requestBody?.content ?? []) {
        for (const e of media.examples) {
          cases.push([e.value, media.schema]);
          cases.push([{ ...(e.value as object), postcodes: "x" }, media.schema]);
          cases.push([{ geolocations: [{ longitude: "a" }] }, media.schema]);
          cases.push([{ postcodes: Array.from({ length: 101 }, () => "A") }, media.schema]);
          cases.push([{ postcodes: ["a"], geolocations: [] }, media.schema]);
        }
      }
    }
    // Our schemas reference each other as #/components/schemas/Name; point ajv at the copies under "spec".
    const rewrite = (schema: unknown): unknown =>
      JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\//g, '"spec#/components/schemas/'));
    ajv.addSchema({ $id: "spec", components: { schemas: Object.fromEntries([...lookup].map(([k, v]) => [k, rewrite(v)])) } });
    expect(cases.length).toBeGreaterThan(100);
    for (const [value, schema] of cases) {
      expect([JSON.stringify(value).slice(0, 80), validateAgainstSchema(value, schema, lookup).length === 0]).toEqual([
        JSON.stringify(value).slice(0, 80),
        ajvValid(value, rewrite(schema)),
      ]);
    }
  });

  it("lets the validator check against a part of a named schema", () => {
    expect(validateAgainstSchema("1", { $ref: "#/components/schemas/Point/properties/x" }, pointLookup)).toEqual([
      { pointer: "", keyword: "type", message: "must be a number", expected: "a number" },
    ]);
    expect(validateAgainstSchema(1, { $ref: "#/components/schemas/Point/properties/a~1b" }, pointLookup)).toHaveLength(1);
  });
});
