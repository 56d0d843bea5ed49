import { sampleFromSchema } from "../src/sample-from-schema";

const schemas = new Map<string, never>([
  ["Node", { type: "object", properties: { value: { type: "string" }, next: { $ref: "#/components/schemas/Node" } } } as never],
]);

describe("sampleFromSchema", () => {
  it("prefers examples, defaults and enums", () => {
    expect(sampleFromSchema({ type: "string", example: "x" }, schemas)).toBe("x");
    expect(sampleFromSchema({ type: "integer", default: 10 }, schemas)).toBe(10);
    expect(sampleFromSchema({ type: "string", enum: ["a", "b"] }, schemas)).toBe("a");
  });

  it("builds objects, arrays, formats and merges allOf", () => {
    expect(
      sampleFromSchema(
        {
          allOf: [
            { type: "object", properties: { id: { type: "integer", minimum: 1 } } },
            { type: "object", properties: { at: { type: "string", format: "date-time" } } },
          ],
        },
        schemas,
      ),
    ).toEqual({ id: 1, at: "2025-01-31T12:00:00Z" });
    expect(sampleFromSchema({ type: "array", items: { type: "boolean" } }, schemas)).toEqual([true]);
    expect(sampleFromSchema({ oneOf: [{ type: "number" }, { type: "string" }] }, schemas)).toBe(0);
  });

  it("stops at circular references", () => {
    expect(sampleFromSchema({ $ref: "#/components/schemas/Node" }, schemas)).toEqual({ value: "string", next: null });
  });
});
