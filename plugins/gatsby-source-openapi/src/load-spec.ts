import { access, constants } from "node:fs/promises";
import path from "node:path";
import $RefParser from "@apidevtools/json-schema-ref-parser";
import { isObject, type JsonObject } from "./json-values";
import { COMPONENT_SCHEMA_PREFIX, type SchemaNames } from "./serialise-schema";
import { jsonPointer, SpecError, SpecErrors } from "./spec-error";

export interface LoadedSpec {
  /** Dereferenced document; circular references are left as `$ref`. */
  document: unknown;
  names: SchemaNames;
  /** The file, relative to the working directory, for messages. */
  sourceFile: string;
  /** File of each path item (by URL path) written in a file of its own, relative to the working directory. */
  pathFiles: ReadonlyMap<string, string>;
  /** Every file the description was read from (absolute paths): the root file and each file a `$ref` points into, wherever it is. */
  files: readonly string[];
}

interface ParserErrorLike {
  message: string;
  source?: string;
  path?: (string | number)[] | null;
}

const relative = (file: string) => path.relative(process.cwd(), file) || file;

const fileOfUrl = (source: string) => relative(source.replace(/^file:\/\//, "").split("#")[0]);

/**
 * A YAML or JSON file that cannot be read, named as itself (not as the file
 * that refers to it), with the line and column, the parser's code frame and
 * where it is referenced from.
 */
function syntaxError(error: ParserErrorLike, referencedFrom: string): SpecError | null {
  const match = /^Error parsing (.+?): ([^\n]*?)(?: \((\d+):(\d+)\))?(?:\n\n?([\s\S]*))?$/.exec(error.message.trim());
  if (!match) return null;
  const [, parsedFile, reason, line, column, frame] = match;
  const at = line ? ` at line ${line}, column ${column}` : "";
  const snippet = frame ? `\n${frame.replace(/^/gm, "      ")}` : "";
  return new SpecError(
    fileOfUrl(parsedFile),
    "#",
    `the YAML/JSON cannot be read${at}: ${reason.trim()}. Fix the syntax there (indentation, quotes, brackets, colons)${referencedFrom ? `; the file is referenced from ${referencedFrom}` : ""}.${snippet}`,
  );
}

/**
 * A `$ref` to a file that does not exist. The parser says "Error opening file /abs/path: ENOENT..."
 * with no advice; the author needs the file it looked for (relative, as they write paths) and
 * that the `$ref` is read relative to the file it is in.
 */
function missingFileError(error: ParserErrorLike, file: string, pointer: string): SpecError | null {
  const match = /^Error opening file (.+?): ENOENT\b/.exec(error.message.trim());
  if (!match) return null;
  return new SpecError(
    file,
    pointer,
    `the $ref points at ${relative(match[1])}, which does not exist. Fix the path in the $ref (it is relative to ${file}), or create that file.`,
  );
}

function toSpecError(error: ParserErrorLike, fallbackFile: string): SpecError {
  const file = error.source ? fileOfUrl(error.source) : fallbackFile;
  const pointer = error.path && error.path.length > 0 ? jsonPointer(error.path) : "#";
  const syntax = syntaxError(error, pointer === "#" ? "" : `${file} ${pointer}`);
  if (syntax) return syntax;
  const missing = missingFileError(error, file, pointer);
  if (missing) return missing;
  const hint = /\$ref|pointer|token/i.test(error.message)
    ? " Check that the $ref at this place points at a file and location that exist."
    : "";
  return new SpecError(file, pointer, `${error.message.trim()}${hint}`);
}

/**
 * Reads and dereferences an OpenAPI description (any number of files tied
 * together with `$ref`). Never fetches anything over the network. A missing
 * file, a syntax error or a `$ref` that points nowhere becomes a
 * {@link SpecErrors} naming the file and the JSON Pointer.
 */
export async function loadSpec(specPath: string): Promise<LoadedSpec> {
  const sourceFile = relative(specPath);
  try {
    await access(specPath, constants.R_OK);
  } catch (error) {
    throw new SpecErrors(
      [
        new SpecError(
          sourceFile,
          "#",
          `cannot read the file (${(error as Error).message}). Set openapi.specPath in site.config.ts, or OPENAPI_SPEC for one build, to a readable YAML or JSON file.`,
        ),
      ],
      [path.resolve(specPath)],
    );
  }

  const parser = new $RefParser();
  let document: unknown;
  try {
    document = await parser.dereference(specPath, {
      continueOnError: true,
      resolve: { http: false, external: true },
      dereference: { circular: "ignore" },
    });
  } catch (error) {
    const group = error as { errors?: ParserErrorLike[] } & ParserErrorLike;
    const errors = Array.isArray(group.errors) && group.errors.length > 0 ? group.errors : [group];
    // The parser lists every file it read or tried to (a missing one, one that does not parse).
    throw new SpecErrors(
      errors.map((e) => toSpecError(e, sourceFile)),
      parser.$refs.paths(),
    );
  }

  const components = isObject(document) && isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const byObject = new Map<object, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (typeof schema === "object" && schema !== null && !byObject.has(schema)) byObject.set(schema, name);
  }

  // A named schema's top-level properties, so a `$ref` to one of them (Postcode.yaml#/properties/x) stays one.
  const byProperty = new Map<object, { name: string; property: string }>();
  for (const [name, schema] of Object.entries(schemas)) {
    const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
    for (const [property, value] of Object.entries(properties))
      if (isObject(value) && !byObject.has(value) && !byProperty.has(value)) byProperty.set(value, { name, property });
  }

  const names: SchemaNames = {
    nameOf: (value) => byObject.get(value),
    propertyOf: (value) => byProperty.get(value),
    resolveRef(ref) {
      if (ref.startsWith(COMPONENT_SCHEMA_PREFIX)) return ref.slice(COMPONENT_SCHEMA_PREFIX.length);
      try {
        const target = parser.$refs.get(ref);
        if (typeof target === "object" && target !== null) return byObject.get(target);
      } catch {
        /* not resolvable from the root file: leave the $ref as written */
      }
      const marker = ref.indexOf(COMPONENT_SCHEMA_PREFIX.slice(1));
      return marker === -1 ? undefined : ref.slice(marker + COMPONENT_SCHEMA_PREFIX.length - 1);
    },
  };
  return { document, names, sourceFile, pathFiles: pathItemFiles(document, parser), files: parser.$refs.paths() };
}

/** The files path items were written in: a `$ref` to a whole file dereferences to that very file's object. */
function pathItemFiles(document: unknown, parser: $RefParser): Map<string, string> {
  const fileOf = new Map<unknown, string>();
  for (const file of parser.$refs.paths()) fileOf.set(parser.$refs.get(file), relative(file));
  const paths = isObject(document) && isObject(document.paths) ? document.paths : {};
  const files = new Map<string, string>();
  for (const [apiPath, item] of Object.entries(paths)) {
    const file = fileOf.get(item);
    if (file !== undefined && item !== document) files.set(apiPath, file);
  }
  return files;
}

/** The description bundled into one document (internal `$ref`s only), for publishing and for validating examples. */
export async function bundleSpec(specPath: string): Promise<JsonObject> {
  const bundled: unknown = await new $RefParser().bundle(specPath, { resolve: { http: false } });
  if (!isObject(bundled)) throw new SpecErrors([new SpecError(relative(specPath), "#", "the file does not hold an OpenAPI object")]);
  return bundled;
}
