/**
 * Reading serialised JSON Schemas (as the OpenAPI plugin stores them: named
 * schemas as `{"$ref": "#/components/schemas/Name"}`) for display. Pure
 * functions, shared by the schema viewer and the guides' schema pages.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type SchemaObject = { [key: string]: Json };

const PREFIX = "#/components/schemas/";

export const isSchemaObject = (value: Json | undefined): value is SchemaObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The component name a `$ref` points at, or null. */
export function refName(schema: Json | undefined): string | null {
  if (!isSchemaObject(schema) || typeof schema.$ref !== "string") return null;
  return schema.$ref.startsWith(PREFIX) ? schema.$ref.slice(PREFIX.length) : schema.$ref.replace(/^.*\//, "");
}

export interface Resolved {
  schema: SchemaObject;
  /** Name of the named schema it came from, if any. */
  name: string | null;
  /** True when following the reference would loop back into an ancestor. */
  circular: boolean;
}

/** Follows `$ref`s through `schemas`, stopping at names already in `ancestors`. */
export function resolveSchema(schema: Json | undefined, schemas: ReadonlyMap<string, Json>, ancestors: readonly string[] = []): Resolved {
  let current: Json | undefined = schema;
  let name: string | null = null;
  const seen = new Set<string>();
  for (;;) {
    const next = refName(current);
    if (next === null) break;
    if (ancestors.includes(next) || seen.has(next)) return { schema: {}, name: next, circular: true };
    seen.add(next);
    name = next;
    current = schemas.get(next);
    if (current === undefined) return { schema: { description: `Unresolved reference to ${next}` }, name: next, circular: false };
  }
  return { schema: isSchemaObject(current) ? current : {}, name, circular: false };
}

/** Type names of a schema, with `null` for nullable (3.0 `nullable`, 3.1 type arrays). */
export function schemaTypes(schema: SchemaObject): string[] {
  const types = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === "string" ? [schema.type] : [];
  if (schema.nullable === true && !types.includes("null")) types.push("null");
  if (types.length === 0) {
    if (isSchemaObject(schema.properties)) types.push("object");
    else if (isSchemaObject(schema.items)) types.push("array");
  }
  return types;
}

export const isNullable = (schema: SchemaObject) =>
  schemaTypes(schema).includes("null") ||
  (Array.isArray(schema.oneOf) && schema.oneOf.some((s) => isSchemaObject(s) && schemaTypes(s).join() === "null")) ||
  (Array.isArray(schema.anyOf) && schema.anyOf.some((s) => isSchemaObject(s) && schemaTypes(s).join() === "null"));

/** Short, readable type: "string", "integer | null", "array of Postcode", "Postcode | null", "one of 2 types". */
export function typeLabel(schema: Json | undefined, schemas: ReadonlyMap<string, Json>, ancestors: readonly string[] = []): string {
  const { schema: s, name, circular } = resolveSchema(schema, schemas, ancestors);
  if (circular) return `${name} (circular)`;
  const variants = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : null) as Json[] | null;
  if (variants) {
    const labels = variants.map((v) => typeLabel(v, schemas, name ? [...ancestors, name] : ancestors));
    return labels.length <= 3 ? labels.join(" | ") : `one of ${labels.length} types`;
  }
  if (name && (s.properties || s.allOf)) return name;
  if (Array.isArray(s.allOf) && s.allOf.length === 1) return typeLabel(s.allOf[0], schemas, ancestors);
  if (schemaTypes(s).join() === "null") return "null";
  const types = schemaTypes(s).filter((t) => t !== "null");
  let label = types.length > 0 ? types.join(" | ") : s.const !== undefined ? typeof s.const : Array.isArray(s.enum) ? "enum" : "any";
  if (types.length === 1 && types[0] === "array")
    label = `array of ${typeLabel(s.items, schemas, name ? [...ancestors, name] : ancestors)}`;
  else if (name && types.length === 1 && types[0] === "object") label = name;
  return isNullable(s) ? `${label} | null` : label;
}

/** Properties of an object schema, merging `allOf` parts; each with whether it is required. */
export function objectProperties(
  schema: SchemaObject,
  schemas: ReadonlyMap<string, Json>,
  ancestors: readonly string[] = [],
): { name: string; schema: Json; required: boolean }[] {
  const out = new Map<string, { name: string; schema: Json; required: boolean }>();
  const visit = (s: SchemaObject, trail: readonly string[]) => {
    if (Array.isArray(s.allOf)) {
      for (const part of s.allOf) {
        const resolved = resolveSchema(part, schemas, trail);
        if (!resolved.circular) visit(resolved.schema, resolved.name ? [...trail, resolved.name] : trail);
      }
    }
    const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
    if (isSchemaObject(s.properties)) {
      for (const [key, value] of Object.entries(s.properties)) {
        const previous = out.get(key);
        out.set(key, { name: key, schema: value, required: required.has(key) || (previous?.required ?? false) });
      }
    }
    for (const key of required) {
      const existing = out.get(key);
      if (existing) existing.required = true;
    }
  };
  visit(schema, ancestors);
  return [...out.values()];
}

/** Constraints worth showing beside a type ("default 10", "maximum 100", "matches ^[0-9]{6}$"). */
export function schemaConstraints(schema: SchemaObject): { label: string; value: string }[] {
  const show = (v: Json) => (typeof v === "string" ? v : JSON.stringify(v));
  const list: { label: string; value: string }[] = [];
  if (schema.default !== undefined) list.push({ label: "Default", value: show(schema.default) });
  if (typeof schema.minimum === "number") list.push({ label: "Minimum", value: String(schema.minimum) });
  if (typeof schema.exclusiveMinimum === "number") list.push({ label: "Greater than", value: String(schema.exclusiveMinimum) });
  if (typeof schema.maximum === "number") list.push({ label: "Maximum", value: String(schema.maximum) });
  if (typeof schema.exclusiveMaximum === "number") list.push({ label: "Less than", value: String(schema.exclusiveMaximum) });
  if (typeof schema.minLength === "number") list.push({ label: "Min length", value: String(schema.minLength) });
  if (typeof schema.maxLength === "number") list.push({ label: "Max length", value: String(schema.maxLength) });
  if (typeof schema.minItems === "number") list.push({ label: "Min items", value: String(schema.minItems) });
  if (typeof schema.maxItems === "number") list.push({ label: "Max items", value: String(schema.maxItems) });
  if (typeof schema.pattern === "string") list.push({ label: "Pattern", value: schema.pattern });
  if (typeof schema.format === "string") list.push({ label: "Format", value: schema.format });
  if (schema.const !== undefined) list.push({ label: "Always", value: show(schema.const) });
  if (Array.isArray(schema.enum)) list.push({ label: "One of", value: schema.enum.map(show).join(", ") });
  return list;
}

/** Makes a string safe as an HTML id fragment. */
export const anchorId = (...parts: string[]) =>
  parts
    .join("-")
    .replace(/[^A-Za-z0-9_.-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");

/** Path segment of an array's items (not a plausible property name, so anchors never clash). */
export const ARRAY_ITEM = "array-item";

/** Anchor of the element a schema body at `path` hangs from (a property, a variant, an array's items, or the tree itself). */
export const bodyAnchor = (path: readonly string[]) => (path.length === 1 ? anchorId(path[0], "schema") : anchorId(...path));

/**
 * Where each named schema is expanded first on a page. Walks the page's
 * schema trees in the order they are rendered and records, for every named
 * schema, the anchor of its first expansion; later occurrences link there
 * instead of repeating the whole tree (GitHub's API repeats large schemas
 * dozens of times on one page).
 */
export function planSchemaExpansions(
  roots: readonly { schema: Json; anchorPrefix: string }[],
  schemas: ReadonlyMap<string, Json>,
): Map<string, string> {
  const first = new Map<string, string>();
  const countChildren = (schema: Json, ancestors: readonly string[]): number => {
    const { schema: s, name, circular } = resolveSchema(schema, schemas, ancestors);
    if (circular) return 0;
    const next = name ? [...ancestors, name] : ancestors;
    if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return ((s.oneOf ?? s.anyOf) as Json[]).length;
    const props = objectProperties(s, schemas, next).length;
    if (props > 0) return props;
    if (schemaTypes(s).includes("array") && s.items !== undefined) return countChildren(s.items, next);
    return 0;
  };
  const body = (schema: Json, path: readonly string[], ancestors: readonly string[]) => {
    const { schema: s, name, circular } = resolveSchema(schema, schemas, ancestors);
    if (circular) return;
    if (name) {
      if (first.has(name)) return;
      first.set(name, bodyAnchor(path));
    }
    const next = name ? [...ancestors, name] : ancestors;
    const variants = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : null) as Json[] | null;
    if (variants) {
      variants.forEach((variant, i) => {
        if (countChildren(variant, next) > 0) body(variant, [...path, `option${i + 1}`], next);
      });
      return;
    }
    const properties = objectProperties(s, schemas, next);
    if (properties.length > 0) {
      for (const p of properties) if (countChildren(p.schema, next) > 0) body(p.schema, [...path, p.name], next);
      return;
    }
    if (schemaTypes(s).includes("array") && s.items !== undefined && countChildren(s.items, next) > 0)
      body(s.items, [...path, ARRAY_ITEM], next);
  };
  for (const root of roots) body(root.schema, [root.anchorPrefix], []);
  return first;
}
