import type { ListItem, Paragraph, PhrasingContent } from "mdast";
import {
  type Constraint,
  type FieldNode,
  type FieldRun,
  fieldRuns,
  presenceOf,
  type SchemaContent,
  type SchemaNode,
  type SchemaSide,
} from "../api-reference/schema/schema-model";
import { selectFields } from "../api-reference/SchemaFields/field-lists";
import { childFields, type Counterpart, counterparts } from "../api-reference/SchemaFields/counterparts";
import { type Block, heading, inlineCode, joined, link, list, listItem, markdownBlocks, paragraph, text } from "./markdown-tree";

/**
 * The Markdown view of the schema model (schema-model.ts): what the schema
 * tree, the parameter list and the field-reference pages show, as nested
 * lists and headings. Nothing is worked out here that the model does not
 * already say.
 */

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** A heading paragraph followed by a description: the description's first paragraph joins the heading line. */
export function withDescription(lead: PhrasingContent[], description: string | null): Block[] {
  const [first, ...rest] = markdownBlocks(description);
  if (first?.type === "paragraph") return [paragraph(...lead, text(": "), ...first.children), ...rest];
  return [paragraph(...lead), ...(first ? [first, ...rest] : [])];
}

/** "Default: `10`; Maximum: `100`; Example: `SW1A 2AA`", or nothing. */
export function constraintsParagraph(constraints: readonly Constraint[], example?: unknown): Paragraph[] {
  const parts: PhrasingContent[][] = constraints.map((c) => [text(`${c.label}: `), inlineCode(c.value)]);
  if (example !== undefined) parts.push([text("Example: "), inlineCode(show(example))]);
  if (parts.length === 0) return [];
  return [paragraph(...parts.flatMap((part, i) => (i === 0 ? part : [text("; "), ...part])))];
}

/** Why a schema or field is not repeated (its row or expansion is above). */
const sameAsParagraph = (node: SchemaNode): Paragraph =>
  node.partOf
    ? paragraph(text("The same field as in "), inlineCode(node.partOf), text(" above."))
    : paragraph(text("The same "), inlineCode(node.name ?? ""), text(" as above."));

/** "Described in [Postcode fields](…)", or "Its 29 fields are described in …" for a whole schema. */
const documentedOnParagraph = (node: SchemaNode): Paragraph[] => {
  if (!node.documentedOn) return [];
  const { href, title, fields } = node.documentedOn;
  const lead = fields.length === 0 && node.childCount > 0 ? `Its ${node.childCount} ${node.childNoun} are described in ` : "Described in ";
  return [paragraph(text(lead), link(href, text(title)), text("."))];
};

/** The fields a guide's schema lends an object, named together (fieldRuns). */
const borrowedItem = (run: Extract<FieldRun, { kind: "borrowed" }>, side: SchemaSide): ListItem =>
  listItem(
    paragraph(
      text(`${run.fields.length} fields (${presenceOf(run.required, side)}), each described in `),
      link(run.guide.path, text(run.guide.title)),
      text(": "),
      ...joined(run.fields.map(({ name }) => inlineCode(name))),
      text("."),
    ),
  );

function fieldItem(field: FieldNode, side: SchemaSide): ListItem {
  const { node, name } = field;
  const facts = [
    node.label,
    presenceOf(field.required, side),
    ...(side === "response" && node.nullable ? ["may be null"] : []),
    ...(node.deprecated ? ["deprecated"] : []),
  ];
  return listItem(
    ...withDescription([inlineCode(name), text(` (${facts.join(", ")})`)], node.description),
    // Its example, an object's too, as the page's schema tree shows it (src/api-reference/SchemaTree).
    ...constraintsParagraph(node.constraints, node.example),
    ...(node.documentedOn
      ? documentedOnParagraph(node)
      : node.sameAs && node.childCount === 0
        ? [sameAsParagraph(node)]
        : schemaBodyBlocks(node, side)),
  );
}

function contentBlocks(content: SchemaContent, side: SchemaSide): Block[] {
  switch (content.kind) {
    case "variants": {
      const lead = content.combinator === "oneOf" ? "Exactly one of these" : "Any of these";
      const chosen: PhrasingContent[] = content.discriminator ? [text(", chosen by "), inlineCode(content.discriminator)] : [];
      const variants = content.variants.map((variant) =>
        listItem(...withDescription([text(variant.title)], variant.description), ...schemaBodyBlocks(variant.node, side)),
      );
      return [paragraph(text(lead), ...chosen, text(":")), list(variants, true)];
    }
    case "fields":
      return [
        list(fieldRuns(content.fields).map((run) => (run.kind === "field" ? fieldItem(run.field, side) : borrowedItem(run, side)))),
        ...(content.otherKeys ? [paragraph(text("Other keys: "), inlineCode(content.otherKeys))] : []),
      ];
    case "items":
      return [paragraph(text("Each item: "), inlineCode(content.label)), ...schemaBodyBlocks(content.items, side)];
  }
}

/** What a schema holds below its one-line summary, or why it is not repeated; its fields' presence in the words of `side`. */
export function schemaBodyBlocks(node: SchemaNode, side: SchemaSide): Block[] {
  if (node.circular)
    return [paragraph(text("Circular reference: this is a "), inlineCode(node.name ?? ""), text(" again, described above."))];
  if (node.sameAs) return [sameAsParagraph(node)];
  if (node.documentedOn) return documentedOnParagraph(node);
  return node.content ? contentBlocks(node.content, side) : [];
}

/** A schema tree (a request or response body, `side`): its type, description and fields. */
export function schemaTreeBlocks(tree: SchemaNode, side: SchemaSide): Block[] {
  return [...withDescription([text("Schema: "), inlineCode(tree.label)], tree.description), ...schemaBodyBlocks(tree, side)];
}

function fieldReferenceBlocks(
  field: FieldNode,
  prefix: readonly string[],
  depth: 3 | 4 | 5,
  pairs: ReadonlyMap<string, Counterpart>,
): Block[] {
  const { node, name } = field;
  const children = childFields(field);
  const facts = [node.label, node.nullable ? "can be null" : "never null", field.required ? "always present" : "optional"];
  const counterpart = pairs.get(node.anchor);
  return [
    heading(depth, inlineCode([...prefix, name].join("."))),
    paragraph(text(facts.join(", "))),
    ...markdownBlocks(node.description),
    ...(counterpart ? [paragraph(text(counterpart.is === "code" ? "Its code: " : "Its name: "), inlineCode(counterpart.label))] : []),
    ...constraintsParagraph(node.constraints, children.length > 0 ? undefined : node.example),
    ...children.flatMap((child) => fieldReferenceBlocks(child, [...prefix, name], depth === 3 ? 4 : 5, pairs)),
  ];
}

/**
 * A field-reference page's <SchemaFields />: one heading per field, as on the page; with `listed`
 * (its `fields`), only those, a heading level lower, under the guide's heading of their subject.
 */
export function fieldReference(schemaName: string, fields: readonly FieldNode[] | null, listed: readonly string[] | null = null): Block[] {
  if (!fields) {
    return [
      paragraph(
        text("This list comes from the "),
        inlineCode(schemaName),
        text(" schema, which the OpenAPI description used for this build does not have."),
      ),
    ];
  }
  const pairs = counterparts(fields);
  if (listed !== null) return selectFields(fields, listed).shown.flatMap((field) => fieldReferenceBlocks(field, [], 4, pairs));
  return [
    paragraph(
      text(`${fields.length} fields, in the order the API returns them. Generated from the `),
      inlineCode(schemaName),
      text(" schema of the "),
      link("/openapi.yaml", text("OpenAPI description")),
      text("."),
    ),
    ...fields.flatMap((field) => fieldReferenceBlocks(field, [], 3, pairs)),
  ];
}
