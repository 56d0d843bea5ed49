import {
  anchorId,
  isNullable,
  type Json,
  objectProperties,
  planSchemaExpansions,
  resolveSchema,
  schemaConstraints,
  typeLabel,
} from "../schema-model";

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

describe("planSchemaExpansions", () => {
  const page = new Map<string, Json>([
    ["User", { type: "object", properties: { login: { type: "string" } } }],
    [
      "Repo",
      {
        type: "object",
        properties: {
          owner: { $ref: "#/components/schemas/User" },
          parent: { $ref: "#/components/schemas/Repo" },
          org: { $ref: "#/components/schemas/User" },
        },
      },
    ],
  ]);

  it("expands each named schema once, at its first place in rendering order", () => {
    const plan = planSchemaExpansions(
      [
        { schema: { $ref: "#/components/schemas/Repo" }, anchorPrefix: "response-200" },
        { schema: { type: "array", items: { $ref: "#/components/schemas/User" } }, anchorPrefix: "response-201" },
      ],
      page,
    );
    expect(Object.fromEntries(plan)).toEqual({ Repo: "response-200-schema", User: "response-200-owner" });
  });

  it("records variants by their own anchor", () => {
    const plan = planSchemaExpansions(
      [{ schema: { oneOf: [{ $ref: "#/components/schemas/User" }, { type: "null" }] }, anchorPrefix: "body" }],
      page,
    );
    expect(plan.get("User")).toBe("body-option1");
  });
});
