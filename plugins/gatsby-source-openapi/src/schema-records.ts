import { isObject, type JsonObject } from "./json-values";
import type { SchemaRecord } from "./records";
import { type SerialiseOptions, serialiseWithRefs } from "./serialise-schema";
import { slugify } from "./slugs";

/** One record per entry of `components.schemas`, with the named schemas it refers to directly. */
export function buildSchemas(document: JsonObject, options: Omit<SerialiseOptions, "rootName">): SchemaRecord[] {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  return Object.entries(schemas).map(([name, schema]) => {
    const { json, refs } = serialiseWithRefs(schema, { ...options, rootName: name });
    refs.delete(name);
    return { name, slug: slugify(name) || name, schema: json, refs: [...refs].sort() };
  });
}
