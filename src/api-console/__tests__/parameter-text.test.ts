import { fieldText, parseParameterValue, requestValue, textFormat } from "../parameter-text";

const lookup = new Map<string, unknown>([["Limit", { type: "integer", maximum: 100 }]]);
const arrayOf = (items: unknown) => ({ schema: { type: "array", items } });

describe("a parameter's text", () => {
  it("reads numbers and booleans as typed values, and says when the text is not one", () => {
    expect(parseParameterValue({ schema: { type: "integer" } }, "10")).toEqual({ value: 10 });
    expect(parseParameterValue({ schema: { type: ["number", "null"] } }, "2.5")).toEqual({ value: 2.5 });
    expect(parseParameterValue({ schema: { $ref: "#/components/schemas/Limit" } }, "ten", lookup)).toEqual({
      error: "must be a whole number",
    });
    expect(parseParameterValue({ schema: { type: "boolean" } }, "yes")).toEqual({ error: "must be true or false" });
    expect(parseParameterValue({ schema: { type: "string" } }, "a,b")).toEqual({ value: "a,b" });
  });

  it("reads an array as items separated by commas, each of the items' type", () => {
    expect(parseParameterValue(arrayOf({ type: "string" }), "postcode, longitude")).toEqual({ value: ["postcode", "longitude"] });
    expect(parseParameterValue(arrayOf({ $ref: "#/components/schemas/Limit" }), "1,2", lookup)).toEqual({ value: [1, 2] });
    expect(parseParameterValue(arrayOf({ type: "integer" }), "1,x")).toEqual({
      error: "item 2 must be a whole number (items are separated by commas)",
    });
    expect(requestValue(arrayOf({ type: "number" }), "2.50, 3")).toEqual(["2.50", "3"]);
    expect(textFormat(arrayOf({ type: "string" }))).toBe("items separated by commas");
  });

  it("reads an object as name=value pairs, each of its property's type", () => {
    const point = { schema: { type: "object", properties: { lat: { type: "number" }, label: { type: "string" } } } };
    expect(parseParameterValue(point, "lat=51.5, label=a=b")).toEqual({ value: { lat: 51.5, label: "a=b" } });
    expect(parseParameterValue(point, "lat")).toEqual({ error: "must be name=value pairs separated by commas" });
    expect(parseParameterValue(point, "lat=north")).toEqual({ error: "lat must be a number" });
    expect(requestValue(point, "lat=51.50")).toEqual({ lat: "51.50" });
    expect(textFormat(point)).toBe("name=value pairs separated by commas");
    expect(textFormat({ schema: { type: "string" } })).toBeNull();
  });

  it("writes examples back as the text of their field", () => {
    expect(fieldText(["SW1A 1AA", 3])).toBe("SW1A 1AA,3");
    expect(fieldText({ lat: 51.5, lon: -0.1 })).toBe("lat=51.5,lon=-0.1");
    expect(fieldText(10)).toBe("10");
    expect(fieldText("text")).toBe("text");
  });
});
