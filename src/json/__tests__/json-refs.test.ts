import { followDocumentRefs, followRefs, MAX_REF_HOPS, resolveDocumentRef, resolveSchemaRef } from "../json-refs";

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

  it("reads a local $ref inside a whole document, and follows chains of them", () => {
    const document = { components: { parameters: { a: { $ref: "#/components/parameters/b" }, b: { name: "b" }, "c/d": { name: "c" } } } };
    expect(resolveDocumentRef("#/components/parameters/c~1d", document)).toEqual({ name: "c" });
    expect(followDocumentRefs({ $ref: "#/components/parameters/a" }, document)).toEqual({ name: "b" });
    expect(followDocumentRefs({ $ref: "#/components/parameters/x" }, document)).toBeUndefined();
    expect(resolveDocumentRef("other.yaml#/a", document)).toBeUndefined();
    expect(followDocumentRefs({ name: "plain" }, document)).toEqual({ name: "plain" });
  });
});
