import { refOf, resolveSchemaRef, type SchemaLookup } from "../json/json-refs";
import { isJsonObject } from "../json/json-values";

/** Deepest nesting an inlined schema keeps; below it, any value is allowed (none of the API's inputs comes near). */
const MAX_DEPTH = 12;

/**
 * A schema with its references into the named schemas replaced by what they point at, for a tool's
 * arguments (an MCP client need not resolve references): the description's own words kept, its
 * extensions (`x-…`) and rendered HTML left out, an OpenAPI `example` written as JSON Schema's
 * `examples`. A schema met again inside itself becomes `{}` (anything).
 */
export function inlineSchema(schema: unknown, lookup: SchemaLookup, seen: readonly string[] = [], depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineSchema(item, lookup, seen, depth + 1));
  if (!isJsonObject(schema)) return schema;
  if (depth > MAX_DEPTH) return {};
  const ref = refOf(schema);
  if (ref !== null) {
    if (seen.includes(ref)) return {};
    const { $ref: _ref, ...siblings } = schema;
    const target = inlineSchema(resolveSchemaRef(ref, lookup) ?? {}, lookup, [...seen, ref], depth + 1);
    return { ...(isJsonObject(target) ? target : {}), ...(inlineSchema(siblings, lookup, seen, depth) as object) };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith("x-")) continue;
    if (key === "example") out.examples = [value];
    else if (key === "examples" || key === "enum" || key === "const" || key === "default") out[key] = value;
    else if (key === "properties" && isJsonObject(value))
      out.properties = Object.fromEntries(Object.entries(value).map(([name, v]) => [name, inlineSchema(v, lookup, seen, depth + 1)]));
    else out[key] = inlineSchema(value, lookup, seen, depth + 1);
  }
  return out;
}
