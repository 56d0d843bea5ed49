import { childPointer } from "../json/json-pointer";
import { isJsonObject, type JsonObject as SchemaObject } from "../json/json-values";
import { followRefs, MAX_SCHEMA_DEPTH, type SchemaLookup } from "../json/json-refs";

/** Whether an object has a key of its own, not one of Object's ("constructor", "toString"): a value's fields and a schema's properties are data. */
const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

export type { SchemaLookup } from "../json/json-refs";

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

/**
 * One broken rule: where (a JSON Pointer, "" for the value itself), which
 * keyword, what it says as a demand ("must be a string"), and what the
 * schema asks for as a description ("a string"), which the answer check
 * writes as "documented as a string". A missing required property is
 * reported at its object, and names the property.
 */
export interface SchemaProblem {
  pointer: string;
  keyword: string;
  message: string;
  expected: string;
  property?: string;
  /**
   * What the server does with the value anyway, when the schema the rule belongs to says so
   * (its `x-when-invalid`, for example "Entries that are not strings are dropped."): the
   * request still gets an ordinary answer, so the console informs instead of refusing.
   */
  whenInvalid?: string;
}

/** The description's extension, on a schema, that says what the server does with a value the schema does not allow. */
export const WHEN_INVALID = "x-when-invalid";

export interface ValidationOptions {
  /**
   * When no variant of a `oneOf`/`anyOf` fits: "summary" says so in one
   * problem (what a form shows); "closest" reports the problems of the
   * variant the value comes closest to (fewest problems, among those that
   * name a field the object has when some do), so that an answer's wrong
   * field is named where it is.
   */
  variants?: "summary" | "closest";
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

  constructor(
    private readonly lookup: SchemaLookup,
    private readonly options: ValidationOptions,
  ) {}

  private report(pointer: string, keyword: string, message: string, expected: string, property?: string) {
    this.problems.push(
      property === undefined ? { pointer, keyword, message, expected } : { pointer, keyword, message, expected, property },
    );
  }

  /** Follows `$ref`s; one that points nowhere accepts anything. */
  private resolve(schema: unknown): SchemaObject {
    const resolved = followRefs(schema, this.lookup);
    return isJsonObject(resolved) ? resolved : {};
  }

  /** The problems of `value` against `schema`, at `pointer`, without reporting them. */
  private probe(value: unknown, schema: unknown, pointer: string, depth: number): SchemaProblem[] {
    const probe = new Validation(this.lookup, this.options);
    probe.check(value, schema, pointer, depth + 1);
    return probe.problems;
  }

  check(value: unknown, rawSchema: unknown, pointer: string, depth = 0): void {
    if (depth > MAX_SCHEMA_DEPTH) return;
    const schema = this.resolve(rawSchema);
    const before = this.problems.length;
    this.checkSchema(value, schema, pointer, depth);
    const whenInvalid = schema[WHEN_INVALID];
    if (typeof whenInvalid === "string" && whenInvalid.trim() !== "")
      for (const problem of this.problems.slice(before)) problem.whenInvalid ??= whenInvalid.trim();
  }

  private checkSchema(value: unknown, schema: SchemaObject, pointer: string, depth: number): void {
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
      const expected = `${label}${types.includes("null") && wanted.length > 0 ? " or null" : ""}`;
      this.report(pointer, "type", `must be ${expected}`, expected);
    }
  }

  private checkValue(value: unknown, schema: SchemaObject, pointer: string) {
    const same = (other: unknown) => show(other) === show(value);
    if (Array.isArray(schema.enum) && !schema.enum.some(same)) {
      const expected = `one of ${schema.enum.map((v) => (typeof v === "string" ? v : show(v))).join(", ")}`;
      this.report(pointer, "enum", `must be ${expected}`, expected);
    }
    if (schema.const !== undefined && !same(schema.const))
      this.report(pointer, "const", `must be ${show(schema.const)}`, show(schema.const));
  }

  private checkNumber(value: number, schema: SchemaObject, pointer: string) {
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
    const limit = (keyword: string, words: string) => this.report(pointer, keyword, words, words);
    if (typeof minimum === "number" && value < minimum) limit("minimum", `at least ${minimum}`);
    if (typeof maximum === "number" && value > maximum) limit("maximum", `at most ${maximum}`);
    if (typeof exclusiveMinimum === "number" && value <= exclusiveMinimum) limit("exclusiveMinimum", `more than ${exclusiveMinimum}`);
    if (typeof exclusiveMaximum === "number" && value >= exclusiveMaximum) limit("exclusiveMaximum", `less than ${exclusiveMaximum}`);
  }

  private checkString(value: string, schema: SchemaObject, pointer: string) {
    const length = [...value].length;
    if (typeof schema.minLength === "number" && length < schema.minLength) {
      const words = `at least ${schema.minLength} characters`;
      this.report(pointer, "minLength", words, words);
    }
    if (typeof schema.maxLength === "number" && length > schema.maxLength) {
      const words = `at most ${schema.maxLength} characters`;
      this.report(pointer, "maxLength", words, words);
    }
    if (typeof schema.pattern === "string") {
      let pattern: RegExp | null = null;
      try {
        pattern = new RegExp(schema.pattern, "u");
      } catch {
        // A pattern this browser cannot compile is left to the server.
      }
      if (pattern && !pattern.test(value))
        this.report(pointer, "pattern", `must match the pattern ${schema.pattern}`, `a string matching ${schema.pattern}`);
    }
  }

  private checkArray(value: unknown[], schema: SchemaObject, pointer: string, depth: number) {
    const items = (n: number) => `${n} item${n === 1 ? "" : "s"}`;
    if (typeof schema.minItems === "number" && value.length < schema.minItems) {
      const words = `at least ${items(schema.minItems)}`;
      this.report(pointer, "minItems", words, `a list of ${words}`);
    }
    if (typeof schema.maxItems === "number" && value.length > schema.maxItems) {
      const words = `at most ${items(schema.maxItems)}`;
      this.report(pointer, "maxItems", words, `a list of ${words}`);
    }
    if (schema.items !== undefined && !Array.isArray(schema.items))
      value.forEach((item, i) => this.check(item, schema.items, childPointer(pointer, i), depth + 1));
  }

  private checkObject(value: SchemaObject, schema: SchemaObject, pointer: string, depth: number) {
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    for (const name of Array.isArray(schema.required) ? schema.required.map(String) : []) {
      if (!hasOwn(value, name)) this.report(pointer, "required", `must have the property "${name}"`, "required", name);
    }
    for (const [name, child] of Object.entries(value)) {
      const at = childPointer(pointer, name);
      // Own keys only: "constructor" or "toString" in a value is a field like any other, not Object's.
      if (hasOwn(properties, name)) this.check(child, properties[name], at, depth + 1);
      else if (schema.additionalProperties === false)
        this.report(at, "additionalProperties", `is not an allowed property`, "absent (the object allows no other fields)");
      else if (isJsonObject(schema.additionalProperties)) this.check(child, schema.additionalProperties, at, depth + 1);
    }
  }

  private checkCombinators(value: unknown, schema: SchemaObject, pointer: string, depth: number) {
    if (Array.isArray(schema.allOf)) for (const part of schema.allOf) this.check(value, part, pointer, depth + 1);
    for (const keyword of ["anyOf", "oneOf"] as const) {
      const variants = schema[keyword];
      if (!Array.isArray(variants) || variants.length === 0) continue;
      const results = variants.map((variant) => this.probe(value, variant, pointer, depth));
      const matching = results.filter((problems) => problems.length === 0).length;
      if (matching === 0 && this.options.variants === "closest") {
        // Among the variants of the value's own type (a list for a list, not `null`), if any, and of those the ones
        // that name a field the object has (a bulk body's `geolocations`), if any: the one meant. Counting problems
        // alone, a list of 100 entries each missing fields came "closest" to `null`, one problem away.
        const ofItsType = variants.map((variant) => {
          const types = declaredTypes(this.resolve(variant));
          return types === null || jsonTypes(value).some((t) => types.includes(t));
        });
        const named = variants.map((variant) => {
          const properties = this.resolve(variant).properties;
          return isJsonObject(value) && isJsonObject(properties) && Object.keys(value).some((key) => hasOwn(properties, key));
        });
        const typed = ofItsType.some(Boolean) ? results.map((_, i) => i).filter((i) => ofItsType[i]) : results.map((_, i) => i);
        const meant = typed.some((i) => named[i]) ? typed.filter((i) => named[i]) : typed;
        const pool = meant.map((i) => results[i]);
        this.problems.push(...pool.reduce((a, b) => (b.length < a.length ? b : a)));
      } else if (matching === 0) {
        const words = keyword === "anyOf" ? `at least one of ${variants.length} variants` : `one of ${variants.length} variants`;
        this.report(
          pointer,
          keyword,
          keyword === "anyOf" ? `must match ${words}` : `must match ${words} (it matches none)`,
          `matching ${words}`,
        );
      } else if (keyword === "oneOf" && matching > 1) {
        // The variants it matches by their titles, where they have them ("Bulk postcode lookup and Bulk reverse geocoding").
        const titles = variants
          .filter((_, i) => results[i].length === 0)
          .map((variant) => this.resolve(variant).title)
          .filter((title): title is string => typeof title === "string");
        const which = titles.length === matching ? `: ${titles.slice(0, -1).join(", ")} and ${titles[titles.length - 1]}` : "";
        this.report(
          pointer,
          keyword,
          `must match only one variant (it matches ${matching}${which})`,
          `matching only one of ${variants.length} variants`,
        );
      }
    }
  }
}

/** Every rule `value` breaks in `schema` (empty when it is valid). */
export function validateAgainstSchema(
  value: unknown,
  schema: unknown,
  lookup: SchemaLookup = new Map(),
  options: ValidationOptions = {},
): SchemaProblem[] {
  const validation = new Validation(lookup, options);
  validation.check(value, schema, "");
  return validation.problems;
}

/** A problem as one line: "/postcodes/3: must be a string", or the message alone for the value itself. */
export const describeProblem = (problem: SchemaProblem) => (problem.pointer ? `${problem.pointer}: ${problem.message}` : problem.message);
