import { pointerTokens, valueAtTokens } from "../json/json-pointer";
import { isJsonObject } from "../json/json-values";

/** Named schemas by name, as the OpenAPI plugin stores them (`$ref: "#/components/schemas/Name"`). */
export type SchemaLookup = ReadonlyMap<string, unknown>;

/** Most `$ref`s followed in a row: a longer chain is taken for a loop and resolves to nothing. */
export const MAX_REF_HOPS = 16;

/** Deepest nesting of a schema, and of a value read along it, that the console follows. */
export const MAX_SCHEMA_DEPTH = 64;

/**
 * What a `$ref` points at, read as a JSON Pointer into the description's
 * named schemas: `#/components/schemas/Point`, or a part of one such as
 * `#/components/schemas/Point/properties/x~1y` (`~1` is `/`, `~0` is `~`).
 * Undefined for anything else (another document, a missing schema).
 */
export function resolveSchemaRef(ref: string, lookup: SchemaLookup): unknown {
  const tokens = pointerTokens(ref);
  if (!tokens || tokens.length < 3 || tokens[0] !== "components" || tokens[1] !== "schemas") return undefined;
  return valueAtTokens(lookup.get(tokens[2]), tokens.slice(3));
}

/** A schema with its `$ref`s followed; undefined when one points nowhere or they loop. */
export function followRefs(schema: unknown, lookup: SchemaLookup): unknown {
  let current = schema;
  for (let hops = 0; isJsonObject(current) && typeof current.$ref === "string"; hops++) {
    if (hops === MAX_REF_HOPS) return undefined;
    current = resolveSchemaRef(current.$ref, lookup);
  }
  return current;
}
