/**
 * A small schema language for the site configuration: one description of
 * each setting gives both its TypeScript type (`ValueOf<typeof schema>`)
 * and its validation, with messages that name the key, the value and what
 * is allowed there. (Docusaurus validates its options with one Joi schema in
 * the same spirit; a schema here stays a few lines and types itself.)
 */

import { editDistance } from "../text/edit-distance";

/** One wrong value: where it is, what it is, and what is allowed there. */
export interface ConfigProblem {
  key: string;
  value: unknown;
  allowed: string;
  /** The key is not a setting at all (a misspelling, or a setting that does not exist). */
  unknownKey?: boolean;
  /** For an unknown key: the setting it most likely meant, written as its full key. */
  suggestion?: string;
}

type Check = (value: unknown, key: string, problems: ConfigProblem[]) => void;

/** Validates one value; `T` is the type of a valid value. */
export interface Schema<T, Optional extends boolean = false> {
  readonly check: Check;
  /** The key may be left out. */
  readonly optional: Optional;
  /** The default a reader uses when an optional key is left out, if it has one. */
  readonly defaultValue?: T;
  /** Type only: never set. */
  readonly type?: T;
}

/** The type of the values a schema accepts. */
export type ValueOf<S> = S extends Schema<infer T, boolean> ? T : never;

const report = (problems: ConfigProblem[], key: string, value: unknown, allowed: string) => problems.push({ key, value, allowed });
const schema = <T>(check: Check): Schema<T> => ({ check, optional: false });
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A string, non-empty unless `allowEmpty`. */
export const string = ({ allowEmpty = false } = {}): Schema<string> =>
  schema((value, key, problems) => {
    if (typeof value !== "string" || (!allowEmpty && value.trim() === ""))
      report(problems, key, value, allowEmpty ? "a string" : "a non-empty string");
  });

export const boolean = (): Schema<boolean> =>
  schema((value, key, problems) => {
    if (typeof value !== "boolean") report(problems, key, value, "true or false");
  });

/** One of a fixed list of values. */
export const oneOf = <T extends string | boolean>(...allowed: T[]): Schema<T> =>
  schema((value, key, problems) => {
    if (!allowed.includes(value as T)) report(problems, key, value, allowed.map((a) => JSON.stringify(a)).join(", "));
  });

/** A string that matches `pattern`; `allowed` says in words what that is. */
export const matches = (pattern: RegExp, allowed: string): Schema<string> =>
  schema((value, key, problems) => {
    if (typeof value !== "string" || !pattern.test(value)) report(problems, key, value, allowed);
  });

export const positiveInteger = (allowed: string): Schema<number> =>
  schema((value, key, problems) => {
    if (typeof value !== "number" || !Number.isInteger(value) || value <= 0) report(problems, key, value, allowed);
  });

/** The key may be left out (then a reader uses `defaultValue`, when given). */
export const optional = <T>(inner: Schema<T>, defaultValue?: T): Schema<T, true> => ({
  check: (value, key, problems) => {
    if (value !== undefined) inner.check(value, key, problems);
  },
  optional: true,
  ...(defaultValue === undefined ? {} : { defaultValue }),
});

export const array = <T>(item: Schema<T>): Schema<T[]> =>
  schema((value, key, problems) => {
    if (!Array.isArray(value)) return report(problems, key, value, "an array");
    value.forEach((entry, i) => item.check(entry, `${key}[${i}]`, problems));
  });

type Shape = Record<string, Schema<unknown, boolean>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends Schema<unknown, true> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The object type a shape describes: optional schemas give optional keys. */
export type ObjectOf<S extends Shape> = Simplify<
  { -readonly [K in Exclude<keyof S, OptionalKeys<S>>]: ValueOf<S[K]> } & { -readonly [K in OptionalKeys<S>]?: ValueOf<S[K]> }
>;

/** Checks the fields named (all of the shape's when none are), in the shape's order. */
export type FieldChecker = (keys?: readonly string[]) => void;

/** The known key a misspelt one most likely meant: same letters in another case, or at most a third of it mistyped. */
export function closestKey(name: string, known: readonly string[]): string | undefined {
  const sameLetters = known.find((k) => k.toLowerCase() === name.toLowerCase());
  if (sameLetters) return sameLetters;
  const scored = known.map((k) => ({ k, d: editDistance(name.toLowerCase(), k.toLowerCase()) })).sort((a, b) => a.d - b.d);
  const best = scored[0];
  return best && best.d <= Math.max(1, Math.floor(Math.min(name.length, best.k.length) / 3)) ? best.k : undefined;
}

const joinKey = (key: string, name: string) => (key === "" ? name : `${key}.${name}`);

/** Reports every key of `value` that is not one of `known` (a setting that does not exist is a mistake, not an extra). */
function reportUnknownKeys(value: Record<string, unknown>, known: readonly string[], key: string, problems: ConfigProblem[]): void {
  for (const name of Object.keys(value)) {
    if (known.includes(name)) continue;
    const suggestion = closestKey(name, known);
    problems.push({
      key: joinKey(key, name),
      value: value[name],
      allowed: `the settings ${key === "" ? "at the top level" : `of ${key}`}: ${known.join(", ")}`,
      unknownKey: true,
      ...(suggestion ? { suggestion: joinKey(key, suggestion) } : {}),
    });
  }
}

/** An object schema: its shape, and a check of its fields that leaves other keys to the caller. */
export interface ObjectSchema<T> extends Schema<T> {
  readonly shape: Shape;
  readonly checkFields: Check;
}

/**
 * An object with the fields of `shape`. `rules`, when given, decides which
 * fields are checked and adds rules between fields; by default every field is.
 */
export function object<S extends Shape>(
  shape: S,
  rules?: (value: Record<string, unknown>, key: string, problems: ConfigProblem[], checkFields: FieldChecker) => void,
): ObjectSchema<ObjectOf<S>> & { shape: S } {
  const checkKnownFields: Check = (value, key, problems) => {
    if (!isRecord(value)) return report(problems, key, value, "an object");
    const checkFields: FieldChecker = (keys = Object.keys(shape)) => {
      for (const name of keys) shape[name].check(value[name], joinKey(key, name), problems);
    };
    if (rules) rules(value, key, problems, checkFields);
    else checkFields();
  };
  return {
    shape,
    optional: false,
    checkFields: checkKnownFields,
    check: (value, key, problems) => {
      checkKnownFields(value, key, problems);
      if (isRecord(value)) reportUnknownKeys(value, Object.keys(shape), key, problems);
    },
  };
}

/** Either of two schemas; `check` decides which applies (and reports values that fit neither). */
export const either = <A, B>(_a: Schema<A>, _b: Schema<B>, check: Check): Schema<A | B> => schema(check);

type AnyObjectSchema = ObjectSchema<object>;

/**
 * Objects told apart by their `type` field: one schema per type (the
 * default one also applies when `type` is left out), and `common` fields
 * every type has. An unknown type is reported with the list of known ones.
 */
export function byType<M extends Record<string, AnyObjectSchema>, D extends keyof M & string, C extends AnyObjectSchema>(
  defaultType: D,
  schemas: M,
  common: C,
): Schema<
  | { [T in keyof M]: Simplify<{ type: T } & ValueOf<M[T]> & ValueOf<C>> }[keyof M]
  | Simplify<{ type?: undefined } & ValueOf<M[D]> & ValueOf<C>>
> & { types: (keyof M & string)[] } {
  const types = Object.keys(schemas);
  return {
    types,
    optional: false,
    check: (value, key, problems) => {
      if (!isRecord(value)) return report(problems, key, value, "an object");
      common.checkFields(value, key, problems);
      const type = value.type ?? defaultType;
      if (typeof type !== "string" || !types.includes(type)) return oneOf(...types).check(type, `${key}.type`, problems);
      schemas[type].checkFields(value, key, problems);
      reportUnknownKeys(value, ["type", ...Object.keys(common.shape), ...Object.keys(schemas[type].shape)], key, problems);
    },
  };
}
