import { scalar } from "../api-reference/code-samples/request-model";
import { isJsonObject } from "../json/json-values";
import { followRefs, type SchemaLookup } from "../json/json-refs";

/**
 * A parameter's value as the reader types it in the console: one line of
 * text per field. Numbers and booleans as written; an array as its items
 * separated by commas (`postcode,longitude`), as OpenAPI's `form` and
 * `simple` styles write it; an object as `name=value` pairs separated by
 * commas (`lat=51.5,lon=-0.1`). How the value then goes into the request
 * (`name=a&name=b`, `a,b`, `.a.b`…) follows the parameter's `style` and
 * `explode` (request-model.ts).
 */

type Parsed = { value: unknown } | { error: string };

/** The type a schema names first (`integer` for `[integer, null]`), after its `$ref`s, or null. */
function schemaType(schema: unknown): string | null {
  if (!isJsonObject(schema)) return null;
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== "null") : [schema.type];
  return typeof types[0] === "string" ? types[0] : null;
}

const NUMBER = /^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

/** One value of a scalar type: a number, a boolean or text. */
function parseScalar(type: string | null, text: string): Parsed {
  if (type === "integer" || type === "number") {
    const number = NUMBER.test(text) ? Number(text) : NaN;
    if (Number.isNaN(number)) return { error: `must be ${type === "integer" ? "a whole number" : "a number"}` };
    return { value: number };
  }
  if (type === "boolean") {
    if (text !== "true" && text !== "false") return { error: "must be true or false" };
    return { value: text === "true" };
  }
  return { value: text };
}

/** Items separated by commas, trimmed. */
const listItems = (text: string) => text.split(",").map((item) => item.trim());

/** `name=value` pairs separated by commas, or null when a part has no `=`. */
function pairs(text: string): [string, string][] | null {
  const parts = listItems(text);
  if (parts.some((part) => !part.includes("="))) return null;
  return parts.map((part) => {
    const at = part.indexOf("=");
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
  });
}

/** The schema of an object's property: its own, else `additionalProperties`. */
function propertySchema(schema: Readonly<Record<string, unknown>>, name: string, lookup: SchemaLookup): unknown {
  const own = isJsonObject(schema.properties) ? schema.properties[name] : undefined;
  return followRefs(own ?? schema.additionalProperties, lookup);
}

/** The typed value of a parameter's text (for checking against its schema), or a message when the text is not of its type. */
export function parseParameterValue(parameter: { schema: unknown }, text: string, lookup: SchemaLookup = new Map()): Parsed {
  const schema = followRefs(parameter.schema, lookup);
  const type = schemaType(schema);
  if (type === "array" && isJsonObject(schema)) {
    const itemType = schemaType(followRefs(schema.items, lookup));
    const items: unknown[] = [];
    for (const [i, item] of listItems(text).entries()) {
      const parsed = parseScalar(itemType, item);
      if ("error" in parsed) return { error: `item ${i + 1} ${parsed.error} (items are separated by commas)` };
      items.push(parsed.value);
    }
    return { value: items };
  }
  if (type === "object" && isJsonObject(schema)) {
    const entries = pairs(text);
    if (!entries) return { error: "must be name=value pairs separated by commas" };
    const value: Record<string, unknown> = {};
    for (const [name, itemText] of entries) {
      const parsed = parseScalar(schemaType(propertySchema(schema, name, lookup)), itemText);
      if ("error" in parsed) return { error: `${name} ${parsed.error}` };
      value[name] = parsed.value;
    }
    return { value };
  }
  return parseScalar(type, text);
}

/**
 * What of a parameter's text goes into the request: the items of an
 * array and the pairs of an object, as typed (so `2.50` is not sent as
 * `2.5`); any other value is the text itself.
 */
export function requestValue(parameter: { schema: unknown }, text: string, lookup: SchemaLookup = new Map()): unknown {
  const type = schemaType(followRefs(parameter.schema, lookup));
  if (type === "array") return listItems(text);
  if (type === "object") return Object.fromEntries(pairs(text) ?? []);
  return text;
}

/** How an array or object is typed in its field, for the field's hint; null for other values. */
export function textFormat(parameter: { schema: unknown }, lookup: SchemaLookup = new Map()): string | null {
  const type = schemaType(followRefs(parameter.schema, lookup));
  if (type === "array") return "items separated by commas";
  if (type === "object") return "name=value pairs separated by commas";
  return null;
}

/** A value (an example, a code sample's choice) as the text of its field. */
export function fieldText(value: unknown): string {
  if (Array.isArray(value)) return value.map(scalar).join(",");
  if (isJsonObject(value))
    return Object.entries(value)
      .map(([name, v]) => `${name}=${scalar(v)}`)
      .join(",");
  return scalar(value);
}
