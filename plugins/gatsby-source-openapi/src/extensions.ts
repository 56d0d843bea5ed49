import { isObject, type JsonObject, objectList, stringList, stringOrNull } from "./json-values";
import type { CodeSampleRecord, CodeSampleValuesRecord, RequiredInputsRecord, TagGroupRecord } from "./records";
import { type Json, toPlainJson } from "./serialise-schema";

/** Where in a description an extension is read. */
export type ExtensionLocation = "document" | "operation" | "parameter" | "example";

interface VendorExtension<T> {
  /** Its names, the first preferred; a later one is read only when the earlier ones are absent. */
  names: readonly string[];
  on: ExtensionLocation;
  /** What it means, for readers of this table. */
  meaning: string;
  /** Turns the written value (undefined when absent) into what the records hold. */
  parse: (value: unknown) => T;
}

const parseTagGroups = (value: unknown): TagGroupRecord[] =>
  objectList(value).map((group) => ({ name: stringOrNull(group.name) ?? "", tags: stringList(group.tags) }));

const parseCodeSamples = (value: unknown): CodeSampleRecord[] =>
  objectList(value).flatMap((sample) => {
    const lang = stringOrNull(sample.lang);
    const source = stringOrNull(sample.source);
    return lang && source !== null ? [{ lang, label: stringOrNull(sample.label) ?? lang, source }] : [];
  });

const plainObject = (value: unknown): { [key: string]: Json } | null => {
  const json = isObject(value) ? toPlainJson(value) : null;
  return isObject(json) ? json : null;
};

const parseCodeSampleValues = (value: unknown): CodeSampleValuesRecord | null =>
  isObject(value) ? { path: plainObject(value.path), query: plainObject(value.query) } : null;

const parseRequiredInputs = (value: unknown): RequiredInputsRecord | null => {
  if (!isObject(value)) return null;
  const written: unknown[] = Array.isArray(value.groups) ? value.groups : [];
  // A group that is not a list of names is kept out, and said by the build (operation-checks.ts), not dropped unsaid.
  const isGroup = (group: unknown): group is string[] =>
    Array.isArray(group) && group.length > 0 && group.every((name) => typeof name === "string" && name !== "");
  const groups = written.filter(isGroup);
  const malformedGroups = written.flatMap((group, i) => (isGroup(group) ? [] : [i]));
  const answer = isObject(value.answer) ? value.answer : {};
  const status = typeof answer.status === "number" ? String(answer.status) : stringOrNull(answer.status);
  return { groups, malformedGroups, status: status ?? "", example: stringOrNull(answer.example) ?? "" };
};

/**
 * Every `x-` extension the plugin reads: its names, where it may appear and
 * how it is parsed. Extensions elsewhere, or not listed, are not read (an
 * operation's other extensions pass through as its `extensions` JSON).
 */
export const VENDOR_EXTENSIONS = {
  tagGroups: {
    names: ["x-tagGroups"],
    on: "document",
    meaning: "Groups of tags, for navigation (Redoc's extension): `[{ name, tags: [tag names] }]`.",
    parse: parseTagGroups,
  },
  codeSamples: {
    names: ["x-codeSamples", "x-code-samples"],
    on: "operation",
    meaning: "Hand-written code samples `[{ lang, label, source }]`; they replace a generated sample of the same language.",
    parse: parseCodeSamples,
  },
  codeSampleValues: {
    // Our own; named apart from the common x-codeSamples (whole samples), with which it was easy to confuse.
    // The earlier name is still read.
    names: ["x-sample-values", "x-code-sample"],
    on: "operation",
    meaning: "Values generated code samples use: `{ path: { name: value }, query: { name: value } }`.",
    parse: parseCodeSampleValues,
  },
  sidebarLabel: {
    names: ["x-sidebar-label"],
    on: "operation",
    meaning: "A shorter name for the operation in navigation (the sidebar); its summary stays the page's title.",
    parse: (value: unknown) => stringOrNull(value)?.trim() || null,
  },
  aliases: {
    names: ["x-aliases"],
    on: "parameter",
    meaning: "Other names the server accepts for the parameter.",
    parse: stringList,
  },
  aliasOf: {
    names: ["x-alias-of"],
    on: "parameter",
    meaning: "On an alias parameter: the name of the parameter it stands for.",
    parse: stringOrNull,
  },
  inputKind: {
    names: ["x-input-kind"],
    on: "parameter",
    meaning:
      "What kind of value the parameter holds beyond its schema (for example `postcode`), so that an API console can check and normalise it as the reader types. The site decides which kinds it knows; others are ignored.",
    parse: stringOrNull,
  },
  requiredInputs: {
    names: ["x-required-inputs"],
    on: "operation",
    meaning:
      "Parameters of which at least one group must be given whole, where none is `required` on its own: `{ groups: [[name, …], …], answer: { status, example } }`, the answer being the response example the server gives when no group is (GET /postcodes takes `q`, or `lon` with `lat`). A console can say so before sending.",
    parse: parseRequiredInputs,
  },
  invalidInput: {
    names: ["x-invalid-input"],
    on: "example",
    meaning:
      "On a response example: the answer the server gives when a parameter of this input kind (`x-input-kind`) is malformed, so that a console can show it instead of sending the request.",
    parse: stringOrNull,
  },
} as const satisfies Record<string, VendorExtension<unknown>>;

export type VendorExtensionKey = keyof typeof VENDOR_EXTENSIONS;
type Parsed<K extends VendorExtensionKey> = ReturnType<(typeof VENDOR_EXTENSIONS)[K]["parse"]>;
type KeysOn<L extends ExtensionLocation> = {
  [K in VendorExtensionKey]: (typeof VENDOR_EXTENSIONS)[K]["on"] extends L ? K : never;
}[VendorExtensionKey];

/** The parsed value of one extension of an object found at `location` (its parser's value for "absent" when missing). */
export function readExtension<L extends ExtensionLocation, K extends KeysOn<L>>(location: L, key: K, object: JsonObject): Parsed<K> {
  const extension = VENDOR_EXTENSIONS[key];
  if (extension.on !== location) throw new Error(`${extension.names[0]} is read on ${extension.on} objects, not ${location} objects`);
  const names: readonly string[] = extension.names;
  const name = names.find((n) => object[n] !== undefined);
  return extension.parse(name === undefined ? undefined : object[name]) as Parsed<K>;
}

/** The `x-` keys of an object at `location` that the table does not read there, as plain JSON. */
export function otherExtensions(location: ExtensionLocation, object: JsonObject): Json {
  const known = new Set<string>(Object.values(VENDOR_EXTENSIONS).flatMap((e) => (e.on === location ? e.names : [])));
  return toPlainJson(Object.fromEntries(Object.entries(object).filter(([key]) => key.startsWith("x-") && !known.has(key))));
}
