import { schemaClosure, serialiseWithRefs, toPlainJson } from "../src/serialise-schema";

const renderMarkdown = (md: string) => `<p>${md}</p>`;

describe("serialiseWithRefs", () => {
  const pet: Record<string, unknown> = { type: "object", properties: { name: { type: "string", description: "The *name*." } } };
  const names = {
    nameOf: (v: object) => (v === pet ? "Pet" : undefined),
    resolveRef: (ref: string) => (ref.endsWith("/Pet") ? "Pet" : undefined),
  };

  it("replaces named schemas by references and records them", () => {
    const { json, refs } = serialiseWithRefs({ type: "array", items: pet }, { names, renderMarkdown });
    expect(json).toEqual({ type: "array", items: { $ref: "#/components/schemas/Pet" } });
    expect([...refs]).toEqual(["Pet"]);
  });

  it("keeps a named schema's own definition and renders descriptions", () => {
    const { json } = serialiseWithRefs(pet, { names, renderMarkdown, rootName: "Pet" });
    expect(json).toEqual({
      type: "object",
      properties: { name: { type: "string", description: "The *name*.", "x-description-html": "<p>The *name*.</p>" } },
    });
  });

  it("normalises leftover circular $refs and never loops on object cycles", () => {
    const loop: Record<string, unknown> = { type: "object" };
    loop.properties = { self: loop, other: { $ref: "./pet.yaml#/components/schemas/Pet" } };
    const { json } = serialiseWithRefs(loop, { names, renderMarkdown });
    expect(json).toEqual({ type: "object", properties: { self: { "x-circular": true }, other: { $ref: "#/components/schemas/Pet" } } });
  });

  it("keeps a reference to another named schema's property, but not to the schema's own", () => {
    const petName = (pet.properties as Record<string, object>).name;
    const withProperty = {
      ...names,
      propertyOf: (v: object) => (v === petName ? { name: "Pet", property: "name" } : undefined),
    };
    const summary = { type: "object", properties: { title: petName } };
    const { json, refs } = serialiseWithRefs(summary, { names: withProperty, renderMarkdown });
    expect(json).toEqual({ type: "object", properties: { title: { $ref: "#/components/schemas/Pet/properties/name" } } });
    expect([...refs]).toEqual(["Pet"]);
    const own = serialiseWithRefs(pet, { names: withProperty, renderMarkdown, rootName: "Pet" }).json as { properties: { name: unknown } };
    expect(own.properties.name).toEqual({ type: "string", description: "The *name*.", "x-description-html": "<p>The *name*.</p>" });
    const renamed = serialiseWithRefs({ ...pet, properties: { alias: petName } }, { names: withProperty, renderMarkdown, rootName: "Pet" });
    expect(renamed.json).toEqual({ ...pet, properties: { alias: { $ref: "#/components/schemas/Pet/properties/name" } } });
  });

  it("copies examples verbatim, even when they contain description keys", () => {
    const { json } = serialiseWithRefs({ type: "object", example: { description: "data" } }, { names, renderMarkdown });
    expect(json).toEqual({ type: "object", example: { description: "data" } });
  });

  it("makes plain JSON of shared and cyclic data", () => {
    const shared = { a: 1 };
    const cyclic: Record<string, unknown> = { shared, again: shared };
    cyclic.self = cyclic;
    expect(toPlainJson(cyclic)).toEqual({ shared: { a: 1 }, again: { a: 1 }, self: null });
  });

  it("computes the closure of referenced schemas", () => {
    const refs = new Map([
      ["A", ["B"]],
      ["B", ["C", "A"]],
      ["C", []],
    ]);
    expect(schemaClosure(["A"], (n) => refs.get(n))).toEqual(["A", "B", "C"]);
  });
});
