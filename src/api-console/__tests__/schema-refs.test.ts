import { followRefs, MAX_REF_HOPS, resolveSchemaRef } from "../schema-refs";
import { validateAgainstSchema } from "../schema-validator";

const lookup = new Map<string, unknown>([
  ["Point", { type: "object", properties: { x: { type: "number" }, "a/b": { type: "string" }, "c~d": { type: "boolean" } } }],
  ["Alias", { $ref: "#/components/schemas/Point" }],
  ["Loop", { $ref: "#/components/schemas/Loop" }],
]);

describe("$ref resolution", () => {
  it("reads a $ref as a JSON Pointer into the named schemas, not by its last segment", () => {
    expect(resolveSchemaRef("#/components/schemas/Point/properties/x", lookup)).toEqual({ type: "number" });
    expect(resolveSchemaRef("#/components/schemas/Point/properties/a~1b", lookup)).toEqual({ type: "string" });
    expect(resolveSchemaRef("#/components/schemas/Point/properties/c~0d", lookup)).toEqual({ type: "boolean" });
    expect(resolveSchemaRef("#/components/parameters/Point", lookup)).toBeUndefined();
    expect(resolveSchemaRef("#/definitions/x", lookup)).toBeUndefined();
  });

  it("follows chains of references, and gives up on a loop", () => {
    expect(followRefs({ $ref: "#/components/schemas/Alias" }, lookup)).toBe(lookup.get("Point"));
    expect(followRefs({ $ref: "#/components/schemas/Loop" }, lookup)).toBeUndefined();
    expect(MAX_REF_HOPS).toBeGreaterThan(1);
  });

  it("lets the validator check against a part of a named schema", () => {
    expect(validateAgainstSchema("1", { $ref: "#/components/schemas/Point/properties/x" }, lookup)).toEqual([
      { pointer: "", keyword: "type", message: "must be a number", expected: "a number" },
    ]);
    expect(validateAgainstSchema(1, { $ref: "#/components/schemas/Point/properties/a~1b" }, lookup)).toHaveLength(1);
  });
});
