import { operationTwin } from "../../../markdown-twins/operation-twin";
import { stringifyMarkdown } from "../../../markdown-twins/markdown-tree";
import { ourRecords, schemaLookup } from "../../../api-console/__tests__/our-spec";
import { fieldRuns, type FieldNode, type SchemaContent, type SchemaNode, schemaTree } from "../schema-model";
import { schemaGuideList, schemaGuideMap } from "../schema-guides";

const POSTCODE_GUIDE = { schema: "Postcode", path: "/docs/postcode/schema", title: "Postcode fields" };

function fieldsOf(node: SchemaNode): readonly FieldNode[] {
  const content = node.content as SchemaContent | null;
  if (content?.kind !== "fields") throw new Error(`expected fields, got ${content?.kind ?? "none"}`);
  return content.fields;
}
const named = (fields: readonly FieldNode[], name: string) => {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found.node;
};

describe("schemas a guide describes field by field", () => {
  it("are the guides' own schemas and the named schemas their fields hold, under that field", async () => {
    const registry = schemaLookup(await ourRecords());
    const list = schemaGuideList([POSTCODE_GUIDE, { schema: "NotInTheDescription", path: "/docs/x", title: "X" }], registry);
    expect(list).toEqual([
      { name: "Postcode", path: "/docs/postcode/schema", title: "Postcode fields", within: [] },
      { name: "PostcodeCodes", path: "/docs/postcode/schema", title: "Postcode fields", within: ["codes"] },
    ]);
  });

  it("are named and linked on an operation page, not expanded; a reference to one of their fields links its row", async () => {
    const records = await ourRecords();
    const registry = schemaLookup(records);
    const guides = schemaGuideMap(schemaGuideList([POSTCODE_GUIDE], registry));
    const lookup = records.operations.find((o) => o.slug === "lookup-postcode");
    const tree = schemaTree(lookup?.responses[0].content[0].schema, registry, "response-200", new Map(), guides);
    const result = named(fieldsOf(tree), "result");
    expect(result).toMatchObject({ label: "Postcode", content: null, documentedOn: { href: "/docs/postcode/schema", fields: [] } });
    expect(result.childCount).toBeGreaterThan(40);

    // The bulk lookup's FilteredPostcode is Postcode's fields by reference: each links its row, and they are named together.
    const bulk = records.operations.find((o) => o.slug === "bulk-postcode-lookup");
    const bulkTree = schemaTree(bulk?.responses[0].content[0].schema, registry, "response-200", new Map(), guides);
    const filtered = (function find(node: SchemaNode): SchemaNode | null {
      if (node.name === "FilteredPostcode") return node;
      const content = node.content;
      if (!content) return null;
      const children =
        content.kind === "fields"
          ? content.fields.map((f) => f.node)
          : content.kind === "items"
            ? [content.items]
            : content.variants.map((v) => v.node);
      for (const child of children) {
        const found = find(child);
        if (found) return found;
      }
      return null;
    })(bulkTree);
    if (!filtered) throw new Error("no FilteredPostcode in the bulk lookup's answer");
    const fields = fieldsOf(filtered);
    expect(named(fields, "quality").documentedOn).toMatchObject({ href: "/docs/postcode/schema#quality", fields: ["quality"] });
    expect(named(fields, "codes").documentedOn).toMatchObject({ href: "/docs/postcode/schema#codes", fields: ["codes"] });
    const runs = fieldRuns(fields);
    const together = runs.filter((run) => run.kind === "borrowed");
    expect(together).toHaveLength(1);
    expect(together[0]).toMatchObject({ guide: { path: "/docs/postcode/schema" }, required: false });
    expect(together[0].kind === "borrowed" && together[0].fields.map((f) => f.name)).toContain("admin_district");
    // codes says something of its own (its description), so it keeps its row.
    expect(runs.some((run) => run.kind === "field" && run.field.name === "codes")).toBe(true);
  });

  it("are linked the same way in the operation's Markdown twin", async () => {
    const records = await ourRecords();
    const registry = schemaLookup(records);
    const guides = schemaGuideMap(schemaGuideList([POSTCODE_GUIDE], registry));
    const operation = records.operations.find((o) => o.slug === "bulk-postcode-lookup");
    if (!operation) throw new Error("no bulk lookup");
    const markdown = stringifyMarkdown(operationTwin({ operation, schemas: registry, tags: records.tags, samples: [], guides }));
    expect(markdown).toContain("Its 42 fields are described in [Postcode fields](/docs/postcode/schema).");
    expect(markdown).toMatch(
      /\d+ fields \(optional\), each described in \[Postcode fields\]\(\/docs\/postcode\/schema\): `postcode`, `quality`, /,
    );
    expect(markdown).not.toContain("How precisely the grid reference places the postcode");
  });
});

describe("fieldRuns", () => {
  const node = (documentedOn: SchemaNode["documentedOn"], descriptionHtml: string | null = null) =>
    ({ documentedOn, descriptionHtml, constraints: [], example: undefined }) as unknown as SchemaNode;
  const on = (field: string) => ({ href: `/g#${field}`, title: "G", path: "/g", fields: [field] });
  it("names together three or more fields of one guide and presence, where the first stands; fewer keep their rows", () => {
    const fields: FieldNode[] = [
      { name: "own", required: true, node: node(null, "<p>Own.</p>") },
      ...["a", "b", "c"].map((name) => ({ name, required: false, node: node(on(name)) })),
      { name: "d", required: true, node: node(on("d")) },
      { name: "e", required: false, node: node(on("e"), "<p>Says more.</p>") },
    ];
    expect(fieldRuns(fields).map((run) => (run.kind === "field" ? run.field.name : run.fields.map((f) => f.name).join("+")))).toEqual([
      "own",
      "a+b+c",
      "d",
      "e",
    ]);
  });
});
