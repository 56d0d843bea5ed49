import { childPointer } from "../json/json-pointer";
import { isJsonObject, type JsonObject as SchemaObject } from "../json/json-values";
import { followRefs, MAX_SCHEMA_DEPTH, type SchemaLookup } from "./schema-refs";

export type { SchemaLookup } from "./schema-refs";

/**
 * A small JSON Schema validator for what the API console checks before it
 * sends anything: a parameter's value, a request body. It covers the subset
 * OpenAPI descriptions use for requests (type with 3.0 `nullable` and 3.1
 * type arrays, enum, const, required, properties, additionalProperties,
 * items, minimum/maximum and their exclusive forms, minLength/maxLength,
 * minItems/maxItems, pattern, oneOf, anyOf, allOf and `$ref`s, read as
 * JSON Pointers into the named schemas). Keywords outside it are ignored, so an unknown keyword never
 * blocks a request; the server has the last word. A full validator (ajv)
 * is five times the size of the whole console.
 */

/** One broken rule: where (a JSON Pointer, "" for the value itself), which keyword, and what it says. */
export interface SchemaProblem {
  pointer: string;
  keyword: string;
  message: string;
}

const show = (value: unknown) => JSON.stringify(value);

/** How a value's JSON type is named in a schema; integers are also numbers. */
function jsonTypes(value: unknown): string[] {
  if (value === null) return ["null"];
  if (Array.isArray(value)) return ["array"];
  if (typeof value === "number") return Number.isInteger(value) ? ["integer", "number"] : ["number"];
  return [typeof value];
}

function declaredTypes(schema: SchemaObject): string[] | null {
  const types = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === "string" ? [schema.type] : null;
  if (types && schema.nullable === true) types.push("null");
  return types;
}

/** Each JSON type as a sentence names it: "must be a whole number", "must be a list ([…])". */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  integer: "a whole number",
  number: "a number",
  string: "a string",
  boolean: "true or false",
  array: "a list ([…])",
  object: "an object ({…})",
};

class Validation {
  readonly problems: SchemaProblem[] = [];

  constructor(private readonly lookup: SchemaLookup) {}

  private report(pointer: string, keyword: string, message: string) {
    this.problems.push({ pointer, keyword, message });
  }

  /** Follows `$ref`s; one that points nowhere accepts anything. */
  private resolve(schema: unknown): SchemaObject {
    const resolved = followRefs(schema, this.lookup);
    return isJsonObject(resolved) ? resolved : {};
  }

  /** Whether `value` is valid against `schema`, without reporting anything. */
  private passes(value: unknown, schema: unknown, depth: number): boolean {
    const probe = new Validation(this.lookup);
    probe.check(value, schema, "", depth + 1);
    return probe.problems.length === 0;
  }

  check(value: unknown, rawSchema: unknown, pointer: string, depth = 0): void {
    if (depth > MAX_SCHEMA_DEPTH) return;
    const schema = this.resolve(rawSchema);
    const before = this.problems.length;
    this.checkType(value, schema, pointer);
    if (this.problems.length > before) return;
    this.checkValue(value, schema, pointer);
    if (typeof value === "number") this.checkNumber(value, schema, pointer);
    if (typeof value === "string") this.checkString(value, schema, pointer);
    if (Array.isArray(value)) this.checkArray(value, schema, pointer, depth);
    if (isJsonObject(value)) this.checkObject(value, schema, pointer, depth);
    this.checkCombinators(value, schema, pointer, depth);
  }

  private checkType(value: unknown, schema: SchemaObject, pointer: string) {
    const types = declaredTypes(schema);
    if (types && !jsonTypes(value).some((t) => types.includes(t))) {
      const wanted = types.filter((t) => t !== "null");
      const label = wanted.length > 0 ? wanted.map((t) => TYPE_WORDS[t] ?? `of type ${t}`).join(" or ") : "null";
      this.report(pointer, "type", `must be ${label}${types.includes("null") && wanted.length > 0 ? " or null" : ""}`);
    }
  }

  private checkValue(value: unknown, schema: SchemaObject, pointer: string) {
    const same = (other: unknown) => show(other) === show(value);
    if (Array.isArray(schema.enum) && !schema.enum.some(same))
      this.report(pointer, "enum", `must be one of ${schema.enum.map((v) => (typeof v === "string" ? v : show(v))).join(", ")}`);
    if (schema.const !== undefined && !same(schema.const)) this.report(pointer, "const", `must be ${show(schema.const)}`);
  }

  private checkNumber(value: number, schema: SchemaObject, pointer: string) {
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
    if (typeof minimum === "number" && value < minimum) this.report(pointer, "minimum", `at least ${minimum}`);
    if (typeof maximum === "number" && value > maximum) this.report(pointer, "maximum", `at most ${maximum}`);
    if (typeof exclusiveMinimum === "number" && value <= exclusiveMinimum)
      this.report(pointer, "exclusiveMinimum", `more than ${exclusiveMinimum}`);
    if (typeof exclusiveMaximum === "number" && value >= exclusiveMaximum)
      this.report(pointer, "exclusiveMaximum", `less than ${exclusiveMaximum}`);
  }

  private checkString(value: string, schema: SchemaObject, pointer: string) {
    const length = [...value].length;
    if (typeof schema.minLength === "number" && length < schema.minLength)
      this.report(pointer, "minLength", `at least ${schema.minLength} characters`);
    if (typeof schema.maxLength === "number" && length > schema.maxLength)
      this.report(pointer, "maxLength", `at most ${schema.maxLength} characters`);
    if (typeof schema.pattern === "string") {
      let pattern: RegExp | null = null;
      try {
        pattern = new RegExp(schema.pattern, "u");
      } catch {
        // A pattern this browser cannot compile is left to the server.
      }
      if (pattern && !pattern.test(value)) this.report(pointer, "pattern", `must match the pattern ${schema.pattern}`);
    }
  }

  private checkArray(value: unknown[], schema: SchemaObject, pointer: string, depth: number) {
    if (typeof schema.minItems === "number" && value.length < schema.minItems)
      this.report(pointer, "minItems", `at least ${schema.minItems} item${schema.minItems === 1 ? "" : "s"}`);
    if (typeof schema.maxItems === "number" && value.length > schema.maxItems)
      this.report(pointer, "maxItems", `at most ${schema.maxItems} item${schema.maxItems === 1 ? "" : "s"}`);
    if (schema.items !== undefined && !Array.isArray(schema.items))
      value.forEach((item, i) => this.check(item, schema.items, childPointer(pointer, i), depth + 1));
  }

  private checkObject(value: SchemaObject, schema: SchemaObject, pointer: string, depth: number) {
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    for (const name of Array.isArray(schema.required) ? schema.required.map(String) : []) {
      if (!(name in value)) this.report(pointer, "required", `must have the property "${name}"`);
    }
    for (const [name, child] of Object.entries(value)) {
      const at = childPointer(pointer, name);
      if (name in properties) this.check(child, properties[name], at, depth + 1);
      else if (schema.additionalProperties === false) this.report(at, "additionalProperties", `is not an allowed property`);
      else if (isJsonObject(schema.additionalProperties)) this.check(child, schema.additionalProperties, at, depth + 1);
    }
  }

  private checkCombinators(value: unknown, schema: SchemaObject, pointer: string, depth: number) {
    if (Array.isArray(schema.allOf)) for (const part of schema.allOf) this.check(value, part, pointer, depth + 1);
    if (Array.isArray(schema.anyOf) && !schema.anyOf.some((s) => this.passes(value, s, depth)))
      this.report(pointer, "anyOf", `must match at least one of ${schema.anyOf.length} variants`);
    if (Array.isArray(schema.oneOf)) {
      const matching = schema.oneOf.filter((s) => this.passes(value, s, depth)).length;
      if (matching !== 1)
        this.report(
          pointer,
          "oneOf",
          matching === 0
            ? `must match one of ${schema.oneOf.length} variants (it matches none)`
            : `must match only one variant (it matches ${matching})`,
        );
    }
  }
}

/** Every rule `value` breaks in `schema` (empty when it is valid). */
export function validateAgainstSchema(value: unknown, schema: unknown, lookup: SchemaLookup = new Map()): SchemaProblem[] {
  const validation = new Validation(lookup);
  validation.check(value, schema, "");
  return validation.problems;
}

/** A problem as one line: "/postcodes/3: must be a string", or the message alone for the value itself. */
export const describeProblem = (problem: SchemaProblem) => (problem.pointer ? `${problem.pointer}: ${problem.message}` : problem.message);
