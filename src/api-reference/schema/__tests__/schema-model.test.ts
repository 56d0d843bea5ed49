import { anchorId, isNullable, type Json, objectProperties, resolveSchema, schemaConstraints, typeLabel } from "../schema-model";

const schemas = new Map<string, Json>([
  [
    "Postcode",
    { type: "object", properties: { postcode: { type: "string" }, codes: { $ref: "#/components/schemas/Codes" } }, required: ["postcode"] },
  ],
  ["Codes", { type: "object", properties: { ward: { type: ["string", "null"] } } }],
  ["Node", { type: "object", properties: { child: { $ref: "#/components/schemas/Node" } } }],
  [
    "Named",
    {
      type: "object",
      allOf: [
        { $ref: "#/components/schemas/Postcode" },
        { type: "object", properties: { distance: { type: "number" } }, required: ["distance"] },
      ],
    },
  ],
]);

describe("schema model", () => {
  it("labels types readably", () => {
    expect(typeLabel({ type: "string" }, schemas)).toBe("string");
    expect(typeLabel({ type: ["integer", "null"] }, schemas)).toBe("integer | null");
    expect(typeLabel({ type: "string", nullable: true }, schemas)).toBe("string | null");
    expect(typeLabel({ $ref: "#/components/schemas/Postcode" }, schemas)).toBe("Postcode");
    expect(typeLabel({ type: "array", items: { $ref: "#/components/schemas/Postcode" } }, schemas)).toBe("array of Postcode");
    expect(typeLabel({ oneOf: [{ $ref: "#/components/schemas/Postcode" }, { type: "null" }] }, schemas)).toBe("Postcode | null");
    expect(typeLabel({ anyOf: [{ type: "string" }, { type: "number" }, { type: "boolean" }, { type: "null" }] }, schemas)).toBe(
      "one of 4 types",
    );
    expect(typeLabel({}, schemas)).toBe("any");
  });

  it("stops at circular references instead of looping", () => {
    expect(resolveSchema({ $ref: "#/components/schemas/Node" }, schemas, ["Node"])).toMatchObject({ circular: true, name: "Node" });
    expect(typeLabel({ $ref: "#/components/schemas/Node" }, schemas, ["Node"])).toBe("Node (circular)");
  });

  it("merges allOf parts and their required lists", () => {
    const props = objectProperties(schemas.get("Named") as { [k: string]: Json }, schemas);
    expect(props.map((p) => [p.name, p.required])).toEqual([
      ["postcode", true],
      ["codes", false],
      ["distance", true],
    ]);
  });

  it("recognises nullable variants", () => {
    expect(isNullable({ oneOf: [{ type: "string" }, { type: "null" }] })).toBe(true);
    expect(isNullable({ type: "string" })).toBe(false);
  });

  it("lists constraints worth showing", () => {
    expect(schemaConstraints({ type: "integer", default: 10, minimum: 0, maximum: 100, enum: [1, 2] })).toEqual([
      { label: "Default", value: "10" },
      { label: "Minimum", value: "0" },
      { label: "Maximum", value: "100" },
      { label: "One of", value: "1, 2" },
    ]);
  });

  it("makes safe anchor ids", () => {
    expect(anchorId("response-200", "result", "codes", "admin district")).toBe("response-200-result-codes-admin-district");
  });
});
