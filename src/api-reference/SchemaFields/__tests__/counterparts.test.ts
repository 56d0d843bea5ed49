import { namedSchemaFields } from "../../schema/schema-model";
import { counterparts } from "..";

const registry = new Map<string, unknown>([
  [
    "Area",
    {
      type: "object",
      properties: {
        postcode: { type: "string" },
        admin_district: { type: ["string", "null"] },
        parish: { type: ["string", "null"] },
        codes: {
          type: "object",
          properties: { admin_district: { type: "string" }, parish: { type: "string" }, lau2: { type: "string" } },
        },
      },
    },
  ],
]);

describe("a field's counterpart on a field-reference page", () => {
  it("pairs each name field with the field of the same name in codes, both ways, and leaves the rest alone", () => {
    const pairs = counterparts(namedSchemaFields("Area", registry as never)!);
    expect(Object.fromEntries(pairs)).toEqual({
      admin_district: { is: "code", label: "codes.admin_district", anchor: "codes-admin_district" },
      "codes-admin_district": { is: "name", label: "admin_district", anchor: "admin_district" },
      parish: { is: "code", label: "codes.parish", anchor: "codes-parish" },
      "codes-parish": { is: "name", label: "parish", anchor: "parish" },
    });
  });

  it("is none for a schema without codes", () => {
    const plain = new Map<string, unknown>([["Plain", { type: "object", properties: { a: { type: "string" } } }]]);
    expect(counterparts(namedSchemaFields("Plain", plain as never)!).size).toBe(0);
  });
});
