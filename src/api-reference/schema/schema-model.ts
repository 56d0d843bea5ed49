import { escapePointerToken } from "../../json/json-pointer";
import { refOf, resolveSchemaRef, schemaRefTarget } from "../../json/json-refs";
import { isJsonObject } from "../../json/json-values";

/**
 * The one model of a JSON Schema as the site shows it. Serialised schemas
 * (as the OpenAPI plugin stores them: named schemas as
 * `{"$ref": "#/components/schemas/Name"}`) are read here once: type label,
 * nullability, constraints, anchors, fields, variants, items and circular
 * references. The schema viewer, the field-reference pages and the
 * parameter list only render what this gives them.
 */

/** A schema (or any value where one is expected), as stored: plain JSON. */
export type SchemaValue = unknown;
/** Named schemas by name. */
export type SchemaRegistry = ReadonlyMap<string, SchemaValue>;
type SchemaObject = Readonly<Record<string, unknown>>;

/** Makes a string safe as an HTML id fragment. */
export const anchorId = (...parts: string[]) =>
  parts
    .join("-")
    .replace(/[^A-Za-z0-9_.-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");

/** Path segment of an array's items (not a plausible property name, so anchors never clash). */
const ARRAY_ITEM = "array-item";

interface Resolved {
  schema: SchemaObject;
  /** Name of the named schema it is, when the last reference points at a whole one. */
  name: string | null;
  /**
   * What the last reference points at, to tell a loop: a named schema's name, or the name and the
   * keys inside it (`Point/properties/x`). Null when no reference was followed.
   */
  key: string | null;
  /** True when following the reference would loop back into an ancestor. */
  circular: boolean;
  /** The named schema the last reference points into, and the keys inside it (`["properties", "x"]`); null when none was followed. */
  target: { name: string; inside: string[] } | null;
}

/** Follows `$ref`s through the registry (src/json/json-refs.ts reads them), stopping at what `ancestors` already holds. */
function resolve(schema: unknown, registry: SchemaRegistry, ancestors: readonly string[]): Resolved {
  let current = schema;
  let name: string | null = null;
  let key: string | null = null;
  let last: Resolved["target"] = null;
  const seen = new Set<string>();
  for (let ref = refOf(current); ref !== null; ref = refOf(current)) {
    const target = schemaRefTarget(ref);
    last = target;
    const whole = target !== null && target.inside.length === 0;
    key = target ? [target.name, ...target.inside].map(escapePointerToken).join("/") : ref;
    name = whole ? target.name : null;
    if (ancestors.includes(key) || seen.has(key)) return { schema: {}, name: name ?? key, key, circular: true, target: last };
    seen.add(key);
    current = resolveSchemaRef(ref, registry);
    if (current === undefined)
      return { schema: { description: `Unresolved reference to ${ref}` }, name, key, circular: false, target: last };
  }
  return { schema: isJsonObject(current) ? current : {}, name, key, circular: false, target: last };
}

/** Type names of a schema, with `null` for nullable (3.0 `nullable`, 3.1 type arrays). */
function schemaTypes(schema: SchemaObject): string[] {
  const types = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === "string" ? [schema.type] : [];
  if (schema.nullable === true && !types.includes("null")) types.push("null");
  if (types.length === 0) {
    if (isJsonObject(schema.properties)) types.push("object");
    else if (isJsonObject(schema.items)) types.push("array");
  }
  return types;
}

const isNullType = (schema: unknown) => isJsonObject(schema) && schemaTypes(schema).join() === "null";

/** The `oneOf` (or else `anyOf`) branches of a schema, or null. */
function variantsOf(schema: SchemaObject): { combinator: "oneOf" | "anyOf"; schemas: readonly unknown[] } | null {
  if (Array.isArray(schema.oneOf)) return { combinator: "oneOf", schemas: schema.oneOf };
  if (Array.isArray(schema.anyOf)) return { combinator: "anyOf", schemas: schema.anyOf };
  return null;
}

/** Whether a value may be null: its type says so, or one of its variants is the null type. */
function isNullable(schema: SchemaObject): boolean {
  return schemaTypes(schema).includes("null") || (variantsOf(schema)?.schemas.some(isNullType) ?? false);
}

const withName = (ancestors: readonly string[], key: string | null) => (key ? [...ancestors, key] : ancestors);

/** Short, readable type: "string", "integer | null", "array of Postcode", "Postcode | null", "one of 4 types". */
function typeLabel(schema: unknown, registry: SchemaRegistry, ancestors: readonly string[]): string {
  const { schema: s, name, key, circular } = resolve(schema, registry, ancestors);
  if (circular) return `${name} (circular)`;
  const variants = variantsOf(s);
  if (variants) {
    const labels = variants.schemas.map((v) => typeLabel(v, registry, withName(ancestors, key)));
    return labels.length <= 3 ? labels.join(" | ") : `one of ${labels.length} types`;
  }
  if (name && (s.properties || s.allOf)) return name;
  if (Array.isArray(s.allOf) && s.allOf.length === 1) return typeLabel(s.allOf[0], registry, ancestors);
  const all = schemaTypes(s);
  if (all.join() === "null") return "null";
  const types = all.filter((t) => t !== "null");
  let label = types.length > 0 ? types.join(" | ") : s.const !== undefined ? typeof s.const : Array.isArray(s.enum) ? "enum" : "any";
  if (types.length === 1 && types[0] === "array") label = `array of ${typeLabel(s.items, registry, withName(ancestors, key))}`;
  else if (name && types.length === 1 && types[0] === "object") label = name;
  return isNullable(s) ? `${label} | null` : label;
}

interface RawField {
  name: string;
  schema: unknown;
  required: boolean;
}

/** Properties of an object schema, merging `allOf` parts; each with whether it is required. */
function objectProperties(schema: SchemaObject, registry: SchemaRegistry, ancestors: readonly string[]): RawField[] {
  const out = new Map<string, RawField>();
  const visit = (s: SchemaObject, trail: readonly string[]) => {
    for (const part of Array.isArray(s.allOf) ? s.allOf : []) {
      const resolved = resolve(part, registry, trail);
      if (!resolved.circular) visit(resolved.schema, withName(trail, resolved.key));
    }
    const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
    for (const [key, value] of Object.entries(isJsonObject(s.properties) ? s.properties : {})) {
      out.set(key, { name: key, schema: value, required: required.has(key) || (out.get(key)?.required ?? false) });
    }
    for (const key of required) {
      const existing = out.get(key);
      if (existing) existing.required = true;
    }
  };
  visit(schema, ancestors);
  return [...out.values()];
}

export interface Constraint {
  label: string;
  value: string;
}

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

const NUMBER_CONSTRAINTS = [
  ["minimum", "Minimum"],
  ["exclusiveMinimum", "Greater than"],
  ["maximum", "Maximum"],
  ["exclusiveMaximum", "Less than"],
  ["minLength", "Min length"],
  ["maxLength", "Max length"],
  ["minItems", "Min items"],
  ["maxItems", "Max items"],
] as const;

/** Constraints worth showing beside a type ("Default: 10", "Maximum: 100", "Pattern: ^[0-9]{6}$"). */
function schemaConstraints(schema: SchemaObject): Constraint[] {
  const list: Constraint[] = [];
  if (schema.default !== undefined) list.push({ label: "Default", value: show(schema.default) });
  for (const [key, label] of NUMBER_CONSTRAINTS) if (typeof schema[key] === "number") list.push({ label, value: String(schema[key]) });
  if (typeof schema.pattern === "string") list.push({ label: "Pattern", value: schema.pattern });
  if (typeof schema.format === "string") list.push({ label: "Format", value: schema.format });
  if (schema.const !== undefined) list.push({ label: "Always", value: show(schema.const) });
  if (Array.isArray(schema.enum)) list.push({ label: "One of", value: schema.enum.map(show).join(", ") });
  return list;
}

const htmlOf = (schema: SchemaObject): string | null =>
  typeof schema["x-description-html"] === "string" ? schema["x-description-html"] : null;
const markdownOf = (schema: SchemaObject): string | null => (typeof schema.description === "string" ? schema.description : null);

/** A schema as the site shows it. */
export interface SchemaNode {
  /** Readable type ("string | null", "array of Postcode"). */
  label: string;
  /** Type names of the (resolved) schema, `null` included when nullable. */
  types: readonly string[];
  nullable: boolean;
  deprecated: boolean;
  /** The schema's own description, else that of the named schema it refers to. */
  descriptionHtml: string | null;
  /** The same description as written (CommonMark), for views that are not HTML. */
  description: string | null;
  constraints: readonly Constraint[];
  example: unknown;
  /** id of the element this schema's body hangs from. */
  anchor: string;
  /** Following its reference would loop back into a schema it is part of. */
  circular: boolean;
  /** Name of the named schema it is, after references. */
  name: string | null;
  /** How many fields or variants it has below its one-line summary (an array counts its items'). */
  childCount: number;
  /** What those children are called in a summary. */
  childNoun: "fields" | "variants";
  /** What is shown below the summary; null when there is nothing, or when `sameAs` or `circular` says why. */
  content: SchemaContent | null;
  /** This named schema is expanded elsewhere on the page: the anchor of that expansion. */
  sameAs: string | null;
  /** This is a field of the named schema `partOf` (a reference to `Postcode/properties/x`): `sameAs` is then that field's row. */
  partOf: string | null;
  /**
   * A guide describes this named schema, or this field of one, field by field ({@link SchemaGuides}):
   * it is named and linked there (`href`: the guide, or the field's row on it) and not expanded here.
   * `fields`: the path of its row on the guide (none for the guide's whole schema).
   */
  documentedOn: DocumentedOn | null;
}

/** Where a guide describes a schema or field: see {@link SchemaNode.documentedOn}. */
export interface DocumentedOn {
  href: string;
  title: string;
  path: string;
  fields: string[];
}

/**
 * The named schemas that a guide describes field by field (its front matter's `schema`, and the
 * named schemas that schema's fields hold, `within` the field): the guide's path and title. An
 * operation page names such a schema and links its guide instead of repeating its fields (Stripe's
 * reference links its objects the same way), so a page of a few endpoints returning postcodes stays
 * one fetch for an agent. See schema-guides.ts.
 */
export type SchemaGuides = ReadonlyMap<string, { path: string; title: string; within?: readonly string[] }>;

/** Which way a schema's values travel: sent by the client (a request body, a parameter) or by the service (a response). */
export type SchemaSide = "request" | "response";

/** Whether a field is always there, in the words of its side. */
export type FieldPresence = "required" | "optional" | "always present";

/**
 * A field's presence as said on its side: what a client must send ("required", a request word), or what the
 * service always sends ("always present", as the guides say).
 */
export const presenceOf = (required: boolean, side: SchemaSide): FieldPresence =>
  required ? (side === "request" ? "required" : "always present") : "optional";

export interface FieldNode {
  name: string;
  required: boolean;
  node: SchemaNode;
}

export interface VariantNode {
  anchor: string;
  /** The variant's title, else its type label. */
  title: string;
  descriptionHtml: string | null;
  description: string | null;
  node: SchemaNode;
}

export type SchemaContent =
  | { kind: "variants"; combinator: "oneOf" | "anyOf"; discriminator: string | null; variants: VariantNode[] }
  | {
      kind: "fields";
      fields: FieldNode[];
      /** Type of keys other than the listed fields (`additionalProperties`). */ otherKeys: string | null;
    }
  | { kind: "items"; anchor: string; label: string; items: SchemaNode };

/**
 * Where each named schema is expanded first on a page. A page's trees are
 * built in the order they are rendered; later occurrences of a named schema
 * link to its first expansion instead of repeating it (GitHub's API repeats
 * large schemas dozens of times on one page).
 */
export type PageExpansions = Map<string, string>;

interface BuildState {
  registry: SchemaRegistry;
  expansions: PageExpansions | null;
  guides?: SchemaGuides;
  /** Summaries only: no bodies (a parameter's schema). */
  shallow?: boolean;
}

function childCount(schema: unknown, state: BuildState, ancestors: readonly string[]): number {
  const { schema: s, key, circular } = resolve(schema, state.registry, ancestors);
  if (circular) return 0;
  const next = withName(ancestors, key);
  const variants = variantsOf(s);
  if (variants) return variants.schemas.length;
  const fields = objectProperties(s, state.registry, next).length;
  if (fields > 0) return fields;
  return schemaTypes(s).includes("array") && s.items !== undefined ? childCount(s.items, state, next) : 0;
}

function buildContent(s: SchemaObject, path: readonly string[], next: readonly string[], state: BuildState): SchemaContent | null {
  const variants = variantsOf(s);
  if (variants) {
    const discriminator =
      isJsonObject(s.discriminator) && typeof s.discriminator.propertyName === "string" ? s.discriminator.propertyName : null;
    return {
      kind: "variants",
      combinator: variants.combinator,
      discriminator,
      variants: variants.schemas.map((variant, i) => {
        const resolved = resolve(variant, state.registry, next).schema;
        const node = buildNode(variant, [...path, `option${i + 1}`], next, state);
        return {
          anchor: node.anchor,
          title: typeof resolved.title === "string" ? resolved.title : node.label,
          descriptionHtml: htmlOf(resolved),
          description: markdownOf(resolved),
          node,
        };
      }),
    };
  }
  const properties = objectProperties(s, state.registry, next);
  if (properties.length > 0) {
    const extra = s.additionalProperties;
    return {
      kind: "fields",
      fields: properties.map((p) => ({ name: p.name, required: p.required, node: buildNode(p.schema, [...path, p.name], next, state) })),
      otherKeys: isJsonObject(extra) && Object.keys(extra).length > 0 ? typeLabel(extra, state.registry, next) : null,
    };
  }
  if (schemaTypes(s).includes("array") && s.items !== undefined) {
    const items = buildNode(s.items, [...path, ARRAY_ITEM], next, state);
    return { kind: "items", anchor: items.anchor, label: items.label, items };
  }
  return null;
}

/** The guide's row for what a reference points at: the guided schema itself, or a field of it (properties all the way down). */
function guideOf(target: Resolved["target"], guides: SchemaGuides | undefined): DocumentedOn | null {
  const guide = target ? guides?.get(target.name) : undefined;
  if (!target || !guide) return null;
  const { inside } = target;
  if (inside.length % 2 !== 0 || inside.some((token, i) => i % 2 === 0 && token !== "properties")) return null;
  const fields = [...(guide.within ?? []), ...inside.filter((_, i) => i % 2 === 1)];
  const href = fields.length === 0 ? guide.path : `${guide.path}#${anchorId(...fields)}`;
  return { href, title: guide.title, path: guide.path, fields };
}

/** A field shown again by reference: only what the referring schema says of it itself (its own description, constraints, example). */
function sameField(node: SchemaNode, own: SchemaObject): SchemaNode {
  const descriptionHtml = htmlOf(own);
  return {
    ...node,
    descriptionHtml,
    description: descriptionHtml !== null ? markdownOf(own) : null,
    constraints: schemaConstraints(own),
    example: own.example,
  };
}

function buildNode(schema: unknown, path: readonly string[], ancestors: readonly string[], state: BuildState, root = false): SchemaNode {
  const own = isJsonObject(schema) ? schema : {};
  const { schema: resolved, name, key, circular, target } = resolve(schema, state.registry, ancestors);
  const merged = { ...resolved, ...own };
  const count = childCount(schema, state, ancestors);
  const anchor = root ? anchorId(...path, "schema") : anchorId(...path);
  const node: SchemaNode = {
    label: typeLabel(schema, state.registry, ancestors),
    types: schemaTypes(resolved),
    nullable: isNullable(resolved),
    deprecated: own.deprecated === true || resolved.deprecated === true,
    descriptionHtml: htmlOf(own) ?? htmlOf(resolved),
    description: htmlOf(own) !== null ? markdownOf(own) : markdownOf(resolved),
    constraints: schemaConstraints(merged),
    example: merged.example,
    anchor,
    circular,
    name,
    childCount: count,
    childNoun: variantsOf(resolved) ? "variants" : "fields",
    content: null,
    sameAs: null,
    partOf: null,
    documentedOn: null,
  };
  // Described by a guide: named and linked there (a field keeps only what the referring schema says of it).
  const guide = root ? null : guideOf(target, state.guides);
  if (guide) return { ...(target && target.inside.length > 0 ? sameField(node, own) : node), documentedOn: guide };
  // A field of a named schema (a reference to `Postcode/properties/x`) whose row is already on the page: named and linked, not repeated.
  const field = target && target.inside.length > 0 && key !== null ? key : null;
  if (!root && field !== null) {
    const row = state.expansions?.get(field);
    if (row !== undefined && row !== anchor) return { ...sameField(node, own), sameAs: row, partOf: target?.name ?? null };
    if (row === undefined) state.expansions?.set(field, anchor);
  }
  // A body is shown for the root, and below any schema with something to show.
  if (circular || state.shallow || (!root && count === 0)) return node;
  const first = name ? state.expansions?.get(name) : undefined;
  if (name && first !== undefined && first !== anchor) return { ...node, sameAs: first };
  if (name && first === undefined) {
    state.expansions?.set(name, anchor);
    // Its fields' rows too, for the references to one of them further down (FilteredPostcode's fields are Postcode's).
    for (const property of Object.keys(isJsonObject(resolved.properties) ? resolved.properties : {}))
      state.expansions?.set([name, "properties", property].map(escapePointerToken).join("/"), anchorId(...path, property));
  }
  return { ...node, content: buildContent(resolved, path, withName(ancestors, key), state) };
}

/** Fewest fields taken from one guide's schema that are named together instead of a row each. */
export const MIN_NAMED_TOGETHER = 3;

/** A field of a guided schema that says nothing of its own: its name is enough, the guide's row says the rest. */
const borrowed = ({ node }: FieldNode) =>
  node.documentedOn !== null &&
  node.documentedOn.fields.length > 0 &&
  node.descriptionHtml === null &&
  node.constraints.length === 0 &&
  node.example === undefined;

/** The fields of an object as shown: a row each, except the fields taken from a guide's schema, named together (see fieldRuns). */
export type FieldRun =
  | { kind: "field"; field: FieldNode }
  | { kind: "borrowed"; guide: { path: string; title: string }; required: boolean; fields: FieldNode[] };

/**
 * An object's fields in order, with the fields that are a guided schema's own (FilteredPostcode's
 * and NearestPostcode's are Postcode's) named together, one list per guide and presence, where the
 * first of them stands: the guide's rows describe each, so a page lists 24 names instead of 24 rows.
 * Fewer than {@link MIN_NAMED_TOGETHER} keep a row each, linked to their guide's row.
 */
export function fieldRuns(fields: readonly FieldNode[]): FieldRun[] {
  const keyOf = (field: FieldNode) =>
    field.node.documentedOn && borrowed(field) ? `${field.required} ${field.node.documentedOn.path}` : null;
  const counts = new Map<string, number>();
  for (const field of fields) {
    const key = keyOf(field);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const runs: FieldRun[] = [];
  const groups = new Map<string, Extract<FieldRun, { kind: "borrowed" }>>();
  for (const field of fields) {
    const key = keyOf(field);
    const on = field.node.documentedOn;
    if (key === null || !on || (counts.get(key) ?? 0) < MIN_NAMED_TOGETHER) {
      runs.push({ kind: "field", field });
      continue;
    }
    const group = groups.get(key);
    if (group) group.fields.push(field);
    else {
      const created = { kind: "borrowed" as const, guide: { path: on.path, title: on.title }, required: field.required, fields: [field] };
      groups.set(key, created);
      runs.push(created);
    }
  }
  return runs;
}

/**
 * The model of a schema shown as a tree whose element ids start with
 * `anchorPrefix` (the tree itself is `<prefix>-schema`, a field
 * `<prefix>-<field>-<field>`). Pass the page's `expansions` to expand each
 * named schema only once per page.
 */
export function schemaTree(
  schema: SchemaValue,
  registry: SchemaRegistry,
  anchorPrefix: string,
  expansions?: PageExpansions,
  guides?: SchemaGuides,
): SchemaNode {
  return buildNode(schema, [anchorPrefix], [], { registry, expansions: expansions ?? null, guides }, true);
}

/**
 * The fields of a named schema, each with its nested fields, anchored by
 * field name (`codes-admin_district`): the field-reference pages. Null when
 * the registry has no such schema.
 */
export function namedSchemaFields(name: string, registry: SchemaRegistry): FieldNode[] | null {
  const schema = registry.get(name);
  if (!isJsonObject(schema)) return null;
  const state = { registry, expansions: null };
  return objectProperties(schema, registry, [name]).map((p) => ({
    name: p.name,
    required: p.required,
    node: buildNode(p.schema, [p.name], [name], state),
  }));
}

/** The one-line summary of a schema (a parameter's): label, constraints, description; no body. */
export function schemaSummary(schema: SchemaValue, registry: SchemaRegistry): SchemaNode {
  return buildNode(schema, [], [], { registry, expansions: null, shallow: true });
}
