import { renderToStaticMarkup } from "react-dom/server";
import { type SchemaRegistry, schemaTree } from "../../schema/schema-model";
import { SchemaTree } from "..";

const SCHEMA = {
  type: "object",
  required: ["postcode", "ward"],
  properties: {
    postcode: { type: "string" },
    ward: { type: ["string", "null"] },
    parish: { type: "string" },
  },
};

/** Each field row's header as a reader reads it: name, type, presence and the rest, in words. */
function rowHeaders(side: "request" | "response"): string[] {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<SchemaTree tree={schemaTree(SCHEMA, new Map() as SchemaRegistry, "r")} side={side} />);
  return [...host.querySelectorAll("li > div")].map((header) => (header.textContent ?? "").replace(/\s+/g, " ").trim());
}

describe("a schema's fields say whether they are always there in the words of their side", () => {
  it("a response's: always present (no request word such as required), optional, and may be null", () => {
    expect(rowHeaders("response")).toEqual([
      "postcode (string, always present)",
      "ward (string | null, always present, may be null)",
      "parish (string, optional)",
    ]);
  });

  it("a request body's: required or optional", () => {
    expect(rowHeaders("request")).toEqual(["postcode (string, required)", "ward (string | null, required)", "parish (string, optional)"]);
  });
});
