/** Where named schemas live in an OpenAPI document. */
export const COMPONENT_SCHEMA_PREFIX = "#/components/schemas/";

/** Knows which (dereferenced) objects are named component schemas. */
export interface SchemaNames {
  /** The component name of `value` when it is (the very same object as) a named schema. */
  nameOf(value: object): string | undefined;
  /** The component name a leftover `$ref` string points at, when known. */
  resolveRef(ref: string): string | undefined;
  /**
   * The named schema and property name when `value` is (the very same object as) one of a named
   * schema's top-level properties: what a `$ref: "Postcode.yaml#/properties/postcode"` dereferences to.
   */
  propertyOf?(value: object): { name: string; property: string } | undefined;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Keys whose values are data, not schema: copied verbatim, never annotated. */
const DATA_KEYS = new Set(["example", "examples", "default", "enum", "const", "x-codeSamples", "x-code-samples"]);

export interface SerialiseOptions {
  names: SchemaNames;
  renderMarkdown: (markdown: string) => string;
  /** The object being serialised is this named schema's own definition: do not replace it by a reference. */
  rootName?: string;
}

export interface Serialised {
  json: Json;
  /** Names of the component schemas referenced (directly) from the value. */
  refs: Set<string>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Plain JSON copy of data (examples, defaults); shared objects are copied, cycles cut. */
export function toPlainJson(value: unknown, seen: Set<object> = new Set()): Json {
  if (value === null || typeof value === "boolean" || typeof value === "number" || typeof value === "string") return value;
  if (typeof value !== "object") return null;
  if (seen.has(value)) return null;
  seen.add(value);
  const out: Json = Array.isArray(value)
    ? value.map((item) => toPlainJson(item, seen))
    : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlainJson(v, seen)]));
  seen.delete(value);
  return out;
}

/**
 * Copies a dereferenced part of an OpenAPI document into plain JSON that is
 * safe to store and to send to the browser:
 * - a named component schema found inside it becomes `{"$ref": "#/components/schemas/Name"}`
 *   (so each schema is stored once, and circular schemas stay finite);
 * - a named schema's property found elsewhere (written as a `$ref` to it) becomes
 *   `{"$ref": "#/components/schemas/Name/properties/field"}`, so readers still see where it comes from;
 * - a `$ref` the dereferencer left in place (a circular reference) is
 *   normalised to the same form;
 * - every Markdown `description` gets an `x-description-html` sibling.
 */
export function serialiseWithRefs(value: unknown, options: SerialiseOptions): Serialised {
  const refs = new Set<string>();
  const ancestors = new Set<object>();

  const refTo = (name: string, ...inside: string[]): Json => {
    refs.add(name);
    // A component's name is a plain token (OpenAPI allows [A-Za-z0-9._-] only); a leftover `$ref`'s "name" may carry its own pointer.
    const pointer = [name, ...inside.map((token) => token.replace(/~/g, "~0").replace(/\//g, "~1"))].join("/");
    return { $ref: `${COMPONENT_SCHEMA_PREFIX}${pointer}` };
  };

  /** `ownField`: `node` is the root schema's own property of that name (itself, not a reference to it). */
  const walk = (node: unknown, isRoot: boolean, ownField?: string): Json => {
    if (node === null || typeof node !== "object") return toPlainJson(node);
    if (Array.isArray(node)) return node.map((item) => walk(item, false));

    const name = options.names.nameOf(node);
    if (name !== undefined && !(isRoot && name === options.rootName)) return refTo(name);
    const property = options.names.propertyOf?.(node);
    if (property !== undefined && !(property.name === options.rootName && property.property === ownField))
      return refTo(property.name, "properties", property.property);

    const record = node as Record<string, unknown>;
    if (typeof record.$ref === "string") {
      const target = options.names.resolveRef(record.$ref);
      return target !== undefined ? refTo(target) : { $ref: record.$ref };
    }
    if (ancestors.has(node)) return { "x-circular": true };

    ancestors.add(node);
    const out: { [key: string]: Json } = {};
    for (const [key, child] of Object.entries(record)) {
      if (DATA_KEYS.has(key)) {
        out[key] = toPlainJson(child);
      } else if (key === "description" && typeof child === "string") {
        out.description = child;
        out["x-description-html"] = options.renderMarkdown(child);
      } else if (key === "properties" && isRoot && options.rootName !== undefined && isPlainObject(child)) {
        out.properties = Object.fromEntries(Object.entries(child).map(([field, schema]) => [field, walk(schema, false, field)]));
      } else {
        out[key] = walk(child, false);
      }
    }
    ancestors.delete(node);
    return out;
  };

  return { json: walk(value, true), refs };
}

/**
 * Names of every component schema reachable from `start` through the
 * schemas' own references (the closure an endpoint page needs).
 */
export function schemaClosure(start: Iterable<string>, refsOf: (name: string) => Iterable<string> | undefined): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const next of refsOf(name) ?? []) if (!seen.has(next)) queue.push(next);
  }
  return [...seen].sort();
}
