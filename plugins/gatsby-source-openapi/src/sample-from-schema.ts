import { COMPONENT_SCHEMA_PREFIX, type Json } from "./serialise-schema";

type Schema = { [key: string]: Json };

const isSchema = (value: Json | undefined): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);

const FORMAT_SAMPLES: Record<string, Json> = {
  "date-time": "2025-01-31T12:00:00Z",
  date: "2025-01-31",
  time: "12:00:00",
  email: "user@example.com",
  uri: "https://example.com",
  url: "https://example.com",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  hostname: "example.com",
};

const MAX_DEPTH = 8;

/**
 * Builds a plausible example value from a (serialised) schema, for
 * operations whose description gives none. Follows `$ref`s through
 * `schemas`, uses `example`/`default`/`enum` first, takes the first branch
 * of `oneOf`/`anyOf`, merges `allOf`, and stops at circular references.
 */
export function sampleFromSchema(schema: Json | undefined, schemas: ReadonlyMap<string, Json>, seen: readonly string[] = []): Json {
  if (!isSchema(schema) || seen.length > MAX_DEPTH) return null;
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.startsWith(COMPONENT_SCHEMA_PREFIX) ? schema.$ref.slice(COMPONENT_SCHEMA_PREFIX.length) : undefined;
    if (!name || seen.includes(name)) return null;
    return sampleFromSchema(schemas.get(name), schemas, [...seen, name]);
  }
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => sampleFromSchema(part, schemas, seen));
    if (parts.every((p) => isSchema(p) || p === null)) {
      return Object.assign({}, ...parts.filter(isSchema)) as Json;
    }
    return parts.find((p) => p !== null) ?? null;
  }
  for (const key of ["oneOf", "anyOf"] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) return sampleFromSchema(branches[0], schemas, seen);
  }
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== "null") : [schema.type];
  const type = types[0] ?? (isSchema(schema.properties) ? "object" : isSchema(schema.items) ? "array" : undefined);
  switch (type) {
    case "object": {
      const out: { [key: string]: Json } = {};
      if (isSchema(schema.properties)) {
        for (const [key, property] of Object.entries(schema.properties)) out[key] = sampleFromSchema(property, schemas, seen);
      }
      return out;
    }
    case "array":
      return isSchema(schema.items) ? [sampleFromSchema(schema.items, schemas, seen)] : [];
    case "integer":
      return typeof schema.minimum === "number" ? Math.ceil(schema.minimum) : 0;
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 0;
    case "boolean":
      return true;
    case "string":
      return typeof schema.format === "string" && FORMAT_SAMPLES[schema.format] !== undefined ? FORMAT_SAMPLES[schema.format] : "string";
    default:
      return null;
  }
}
