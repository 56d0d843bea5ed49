import { pointerTokens, valueAtTokens } from "./json-pointer";
import { isJsonObject } from "./json-values";

/**
 * The one reader of `$ref`s, for the whole site: the reference pages, the
 * console, the Markdown twins and the build's checks of the description.
 * A `$ref` is read as a JSON Pointer (`#/components/schemas/Point`, or a
 * part of a schema such as `#/components/schemas/Point/properties/x~1y`,
 * where `~1` is `/` and `~0` is `~`), never by its last segment.
 */

/** Named schemas by name, as the OpenAPI plugin stores them (`$ref: "#/components/schemas/Name"`). */
export type SchemaLookup = ReadonlyMap<string, unknown>;

/** Most `$ref`s followed in a row: a longer chain is taken for a loop and resolves to nothing. */
export const MAX_REF_HOPS = 16;

/** Deepest nesting of a schema, and of a value read along it, that the console follows. */
export const MAX_SCHEMA_DEPTH = 64;

/** The `$ref` of a value, when it is a reference object. */
export const refOf = (value: unknown): string | null => (isJsonObject(value) && typeof value.$ref === "string" ? value.$ref : null);

/**
 * Where a `$ref` into the named schemas points: the schema's name, and the
 * keys inside it (none for the whole schema). Null for anything else
 * (another document, another part of the description).
 */
export function schemaRefTarget(ref: string): { name: string; inside: string[] } | null {
  const tokens = pointerTokens(ref);
  if (!tokens || tokens.length < 3 || tokens[0] !== "components" || tokens[1] !== "schemas") return null;
  return { name: tokens[2], inside: tokens.slice(3) };
}

/** What a `$ref` into the named schemas points at; undefined for another document or a missing schema or key. */
export function resolveSchemaRef(ref: string, lookup: SchemaLookup): unknown {
  const target = schemaRefTarget(ref);
  return target ? valueAtTokens(lookup.get(target.name), target.inside) : undefined;
}

/** A schema with its `$ref`s followed; undefined when one points nowhere or they loop. */
export function followRefs(schema: unknown, lookup: SchemaLookup): unknown {
  return followChain(schema, (ref) => resolveSchemaRef(ref, lookup));
}

/** What a local `$ref` (`#/components/parameters/x`) points at inside one whole document; undefined when nothing. */
export function resolveDocumentRef(ref: string, document: unknown): unknown {
  const tokens = pointerTokens(ref);
  return tokens && ref.startsWith("#") ? valueAtTokens(document, tokens) : undefined;
}

/** A part of a whole document with its local `$ref`s followed; undefined when one points nowhere or they loop. */
export function followDocumentRefs(value: unknown, document: unknown): unknown {
  return followChain(value, (ref) => resolveDocumentRef(ref, document));
}

function followChain(value: unknown, resolve: (ref: string) => unknown): unknown {
  let current = value;
  for (let hops = 0, ref = refOf(current); ref !== null; hops++, ref = refOf(current)) {
    if (hops === MAX_REF_HOPS) return undefined;
    current = resolve(ref);
  }
  return current;
}
