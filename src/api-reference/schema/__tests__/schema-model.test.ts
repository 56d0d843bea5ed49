import path from "node:path";
import { buildApiRecords, loadSpec, renderMarkdown } from "../../../../plugins/gatsby-source-openapi";
import {
  anchorId,
  type FieldNode,
  namedSchemaFields,
  type PageExpansions,
  type SchemaContent,
  type SchemaNode,
  type SchemaRegistry,
  schemaSummary,
  schemaTree,
} from "../schema-model";

/** The named schemas and operations of a fixture description, as the plugin stores them. */
async function fixture(file: string) {
  const loaded = await loadSpec(file);
  const records = buildApiRecords({ ...loaded, renderMarkdown });
  const registry: SchemaRegistry = new Map(records.schemas.map((s) => [s.name, s.schema]));
  const responseSchema = (slug: string, status = "200") =>
    records.operations.find((op) => op.slug === slug)?.responses.find((r) => r.status === status)?.content[0].schema;
  return { registry, responseSchema };
}

const POLYMORPHIC = path.join(__dirname, "fixtures/polymorphic.yaml");
const PLUGIN_FIXTURES = path.resolve(__dirname, "../../../../plugins/gatsby-source-openapi/__tests__/fixtures");

function contentOf<K extends SchemaContent["kind"]>(node: SchemaNode, kind: K): Extract<SchemaContent, { kind: K }> {
  if (node.content?.kind !== kind) throw new Error(`expected ${kind} content, got ${node.content?.kind ?? "none"}`);
  return node.content as Extract<SchemaContent, { kind: K }>;
}
const field = (fields: readonly FieldNode[], name: string) => {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe("schema model of a polymorphic description", () => {
  it("labels, anchors and counts the fields of an object, with required ones", async () => {
    const { registry, responseSchema } = await fixture(POLYMORPHIC);
    const tree = schemaTree(responseSchema("list-shapes"), registry, "response-200");
    expect(tree).toMatchObject({ label: "Drawing", name: "Drawing", anchor: "response-200-schema", childCount: 6, nullable: false });
    const fields = contentOf(tree, "fields").fields;
    expect(fields.map((f) => [f.name, f.node.label, f.required, f.node.anchor])).toEqual([
      ["shapes", "array of Circle | Square", true, "response-200-shapes"],
      ["author", "Person | null", false, "response-200-author"],
      ["label", "one of 4 types", false, "response-200-label"],
      ["tags", "object", false, "response-200-tags"],
      ["owner", "Person", false, "response-200-owner"],
      ["grid", "array of array of integer", false, "response-200-grid"],
    ]);
  });

  it("decides nullability from the schema, not from its label", async () => {
    const { registry, responseSchema } = await fixture(POLYMORPHIC);
    const fields = contentOf(schemaTree(responseSchema("list-shapes"), registry, "r"), "fields").fields;
    expect(fields.filter((f) => f.node.nullable).map((f) => f.name)).toEqual(["author", "label"]);
    // Four variants make the label "one of 4 types", which does not end in "| null": the model still knows.
    expect(field(fields, "label").node.label.endsWith("| null")).toBe(false);
  });

  it("gives oneOf variants with their discriminator, titles and own anchors, and merges allOf parts", async () => {
    const { registry, responseSchema } = await fixture(POLYMORPHIC);
    const shapes = field(contentOf(schemaTree(responseSchema("list-shapes"), registry, "r"), "fields").fields, "shapes").node;
    expect(shapes).toMatchObject({ childCount: 2, childNoun: "fields" });
    const items = contentOf(shapes, "items");
    expect(items).toMatchObject({ anchor: "r-shapes-array-item", label: "Circle | Square" });
    const variants = contentOf(items.items, "variants");
    expect(variants).toMatchObject({ combinator: "oneOf", discriminator: "kind" });
    expect(variants.variants.map((v) => [v.anchor, v.title, v.descriptionHtml])).toEqual([
      ["r-shapes-array-item-option1", "A circle", "<p>Round.</p>"],
      ["r-shapes-array-item-option2", "Square", null],
    ]);
    const circle = contentOf(variants.variants[0].node, "fields").fields;
    expect(circle.map((f) => [f.name, f.required])).toEqual([
      ["kind", true],
      ["radius", true],
    ]);
    expect(field(circle, "radius").node).toMatchObject({
      descriptionHtml: "<p>In <em>pixels</em>.</p>",
      constraints: [{ label: "Greater than", value: "0" }],
    });
    expect(field(contentOf(variants.variants[1].node, "fields").fields, "side").node.deprecated).toBe(true);
  });

  it("counts a field's variants, its array's items and the type of other keys", async () => {
    const { registry, responseSchema } = await fixture(POLYMORPHIC);
    const fields = contentOf(schemaTree(responseSchema("list-shapes"), registry, "r"), "fields").fields;
    expect(field(fields, "label").node).toMatchObject({ childCount: 4, childNoun: "variants" });
    expect(field(fields, "tags").node).toMatchObject({ childCount: 0, content: null });
    // Arrays of arrays of numbers have nothing to open: the label says it all.
    expect(field(fields, "grid").node).toMatchObject({ label: "array of array of integer", childCount: 0, content: null });
    const shapes = contentOf(field(fields, "shapes").node, "items");
    expect(shapes.items).toMatchObject({ childCount: 2, childNoun: "variants" });
  });

  it("expands each named schema once per page and points later occurrences at it", async () => {
    const { registry, responseSchema } = await fixture(POLYMORPHIC);
    const expansions: PageExpansions = new Map();
    const tree = schemaTree(responseSchema("list-shapes"), registry, "response-200", expansions);
    const fields = contentOf(tree, "fields").fields;
    const author = contentOf(field(fields, "author").node, "variants").variants[0].node;
    expect(author).toMatchObject({ name: "Person", anchor: "response-200-author-option1", sameAs: null });
    expect(field(fields, "owner").node).toMatchObject({ name: "Person", sameAs: "response-200-author-option1", content: null });
    expect(Object.fromEntries(expansions)).toMatchObject({ Drawing: "response-200-schema", Person: "response-200-author-option1" });
    // A later tree of the same page (another response) links to it too.
    const later = schemaTree({ $ref: "#/components/schemas/Person" }, registry, "response-201", expansions);
    expect(later).toMatchObject({ anchor: "response-201-schema", sameAs: "response-200-author-option1", content: null });
    // Without a page, every occurrence is expanded.
    expect(
      field(contentOf(schemaTree(responseSchema("list-shapes"), registry, "r"), "fields").fields, "owner").node.content,
    ).not.toBeNull();
  });

  it("reads constants, enums and examples", async () => {
    const { registry, responseSchema } = await fixture(POLYMORPHIC);
    const error = contentOf(schemaTree(responseSchema("list-shapes", "404"), registry, "response-404"), "fields").fields[0].node;
    expect(error).toMatchObject({ label: "string", constraints: [{ label: "Always", value: "Not found" }] });
    expect(namedSchemaFields("Person", registry)?.[0].node).toMatchObject({ label: "string | null", nullable: true, example: "Ada" });
  });
});

describe("schema model of circular descriptions", () => {
  it("stops at a schema that contains itself and marks it circular", async () => {
    const { registry, responseSchema } = await fixture(path.join(PLUGIN_FIXTURES, "circular.yaml"));
    const tree = schemaTree(responseSchema("get-tree"), registry, "t");
    const children = field(contentOf(tree, "fields").fields, "children").node;
    expect(children).toMatchObject({ label: "array of Node (circular)", childCount: 0, content: null });
    const pair = schemaTree(responseSchema("get-pair"), registry, "p");
    const b = field(contentOf(pair, "fields").fields, "b").node;
    expect(b).toMatchObject({ label: "B", childCount: 1 });
    const backToA = field(contentOf(b, "fields").fields, "a").node;
    expect(backToA).toMatchObject({ label: "A (circular)", circular: true, childCount: 0, content: null });
  });

  it("lists a field-reference page's fields without looping", async () => {
    const { registry } = await fixture(path.join(PLUGIN_FIXTURES, "circular.yaml"));
    const fields = namedSchemaFields("A", registry);
    expect(fields?.map((f) => [f.name, f.node.anchor, f.node.label])).toEqual([["b", "b", "B"]]);
    const nested = fields && contentOf(fields[0].node, "fields").fields[0];
    expect(nested?.node).toMatchObject({ anchor: "b-a", circular: true });
    expect(namedSchemaFields("Missing", registry)).toBeNull();
  });
});

describe("schema model of a $ref into a part of a named schema", () => {
  it("shows the part it points at, as the console reads it", async () => {
    const { registry, responseSchema } = await fixture(path.join(__dirname, "fixtures/part-refs.yaml"));
    const fields = contentOf(schemaTree(responseSchema("get-place"), registry, "p"), "fields").fields;
    expect(field(fields, "east").node).toMatchObject({ label: "number", description: "Metres east of the grid's origin." });
    expect(field(fields, "slashed").node).toMatchObject({ label: "string" });
    const neighbours = field(fields, "neighbours").node;
    expect(neighbours).toMatchObject({ label: "array of Point", circular: false });
    // Inside the part, the schema it belongs to is followed once, then marked circular.
    const point = contentOf(neighbours, "items").items;
    const near = field(contentOf(point, "fields").fields, "near").node;
    expect(near.label).toBe("array of Point (circular)");
  });
});

describe("schema model of a reference to a field whose row is already on the page", () => {
  it("names the field and links that row instead of repeating it", async () => {
    const { registry } = await fixture(path.join(__dirname, "fixtures/part-refs.yaml"));
    const expansions: PageExpansions = new Map();
    const first = schemaTree({ type: "array", items: { $ref: "#/components/schemas/Point" } }, registry, "a", expansions);
    expect(first.content?.kind).toBe("items");
    const place = contentOf(schemaTree({ $ref: "#/components/schemas/Place" }, registry, "b", expansions), "fields").fields;
    expect(field(place, "east").node).toMatchObject({ label: "number", sameAs: "a-array-item-x", partOf: "Point", description: null });
    // Without the page's expansions, the field is shown in full.
    const alone = contentOf(schemaTree({ $ref: "#/components/schemas/Place" }, registry, "b"), "fields").fields;
    expect(field(alone, "east").node).toMatchObject({ sameAs: null, description: "Metres east of the grid's origin." });
  });
});

describe("schema model of the Pet Store (OpenAPI 3.0)", () => {
  it("reads 3.0 nullable, a property's oneOf and a parameter's summary", async () => {
    const { registry } = await fixture(path.join(PLUGIN_FIXTURES, "petstore-30.yaml"));
    const pet = namedSchemaFields("Pet", registry) ?? [];
    expect(pet.map((f) => [f.name, f.node.label, f.node.nullable, f.required])).toEqual([
      ["id", "integer", false, true],
      ["name", "string | null", true, true],
      ["kind", "string", false, false],
      ["owner", "Person | string", false, false],
    ]);
    expect(schemaSummary({ type: "integer", maximum: 100, default: 20 }, registry)).toMatchObject({
      label: "integer",
      constraints: [
        { label: "Default", value: "20" },
        { label: "Maximum", value: "100" },
      ],
      content: null,
    });
    expect(schemaSummary({}, registry).label).toBe("any");
  });

  it("makes safe anchor ids", () => {
    expect(anchorId("response-200", "result", "codes", "admin district")).toBe("response-200-result-codes-admin-district");
  });
});
