import { sampleFromSchema } from "./sample-from-schema";
import { type Json, type SchemaNames, schemaClosure, serialiseWithRefs, toPlainJson } from "./serialise-schema";
import { operationSlug, slugify } from "./slugs";
import { jsonPointer, SpecError, SpecErrors } from "./spec-error";

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ExampleRecord {
  name: string;
  summary: string | null;
  descriptionHtml: string | null;
  value: Json;
  /** True when the description had no example and one was made from the schema. */
  generated: boolean;
}

export interface MediaTypeRecord {
  mediaType: string;
  schema: Json;
  examples: ExampleRecord[];
}

export interface ParameterRecord {
  name: string;
  location: "path" | "query" | "header" | "cookie";
  required: boolean;
  deprecated: boolean;
  description: string | null;
  descriptionHtml: string | null;
  schema: Json;
  examples: ExampleRecord[];
  /** Other names the server accepts for this parameter (`x-aliases`). */
  aliases: string[];
  /** Set on an alias parameter: the name of the parameter it stands for (`x-alias-of`). */
  aliasOf: string | null;
}

export interface RequestBodyRecord {
  required: boolean;
  descriptionHtml: string | null;
  content: MediaTypeRecord[];
}

export interface ResponseRecord {
  status: string;
  descriptionHtml: string;
  content: MediaTypeRecord[];
  headers: { name: string; descriptionHtml: string | null; schema: Json }[];
}

export interface CodeSampleRecord {
  lang: string;
  label: string;
  source: string;
}

export interface OperationRecord {
  slug: string;
  operationId: string | null;
  method: HttpMethod;
  path: string;
  summary: string;
  descriptionHtml: string | null;
  deprecated: boolean;
  tags: string[];
  parameters: ParameterRecord[];
  requestBody: RequestBodyRecord | null;
  responses: ResponseRecord[];
  codeSamples: CodeSampleRecord[];
  /** Server URLs for this operation (its own, or the document's). */
  servers: string[];
  /** Every named schema the operation uses, directly or through other schemas. */
  schemaNames: string[];
  /** The operation's own `x-` extensions (other than code samples), as JSON. */
  extensions: Json;
  /** JSON Pointer of the operation in the document. */
  pointer: string;
  order: number;
}

export interface TagRecord {
  name: string;
  slug: string;
  descriptionHtml: string | null;
  /** Group from `x-tagGroups`, if any. */
  group: string | null;
  operationSlugs: string[];
  order: number;
}

export interface SchemaRecord {
  name: string;
  slug: string;
  schema: Json;
  /** Named schemas this one refers to directly. */
  refs: string[];
}

export interface ApiRecord {
  title: string;
  version: string;
  openapiVersion: string;
  descriptionHtml: string | null;
  servers: { url: string; descriptionHtml: string | null }[];
  tagGroups: { name: string; tags: string[] }[];
  contact: { name: string | null; url: string | null; email: string | null } | null;
  license: { name: string; url: string | null } | null;
}

export interface ApiRecords {
  api: ApiRecord;
  tags: TagRecord[];
  operations: OperationRecord[];
  schemas: SchemaRecord[];
}

export interface BuildRecordsInput {
  /** The dereferenced document (circular references left as `$ref`). */
  document: unknown;
  /** File name used in error messages. */
  sourceFile: string;
  names: SchemaNames;
  renderMarkdown: (markdown: string) => string;
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * Turns a dereferenced OpenAPI 3.0 or 3.1 document into plain records, one
 * per API, tag, operation and named schema. Pure: no Gatsby, no I/O.
 * Throws {@link SpecErrors} listing every structural problem (with the file
 * and JSON Pointer of each).
 */
export function buildApiRecords({ document, sourceFile, names, renderMarkdown }: BuildRecordsInput): ApiRecords {
  const errors: SpecError[] = [];
  const fail = (tokens: (string | number)[], problem: string) => errors.push(new SpecError(sourceFile, jsonPointer(tokens), problem));
  const html = (value: unknown) => (typeof value === "string" && value.trim() ? renderMarkdown(value) : null);

  if (!isObj(document))
    throw new SpecErrors([new SpecError(sourceFile, "#", "the file does not hold an OpenAPI object (a YAML or JSON mapping)")]);

  const openapiVersion = str(document.openapi);
  if (!openapiVersion || !/^3\.[01]\.\d+/.test(openapiVersion)) {
    fail(
      ["openapi"],
      `expected an OpenAPI version 3.0.x or 3.1.x, found ${JSON.stringify(document.openapi)}. Swagger 2.0 files must be converted first.`,
    );
  }
  const info = isObj(document.info) ? document.info : {};
  if (!isObj(document.info)) fail(["info"], "missing the info object (title and version)");
  else {
    if (!str(info.title)) fail(["info", "title"], "missing the API title");
    if (str(info.version) === null) fail(["info", "version"], "missing the API version");
  }

  const components = isObj(document.components) ? document.components : {};
  const componentSchemas = isObj(components.schemas) ? components.schemas : {};

  // Named schemas first: their records give the reference graph.
  const schemas: SchemaRecord[] = Object.entries(componentSchemas).map(([name, schema]) => {
    const { json, refs } = serialiseWithRefs(schema, { names, renderMarkdown, rootName: name });
    refs.delete(name);
    return { name, slug: slugify(name) || name, schema: json, refs: [...refs].sort() };
  });
  const schemaRefs = new Map(schemas.map((s) => [s.name, s.refs]));
  const schemaJson = new Map(schemas.map((s) => [s.name, s.schema]));

  const documentServers = Array.isArray(document.servers) ? document.servers.filter(isObj) : [];
  const serverUrls = (list: Obj[]) => list.map((s) => str(s.url)).filter((u): u is string => Boolean(u));

  const examplesOf = (container: Obj, schema: Json): ExampleRecord[] => {
    const out: ExampleRecord[] = [];
    if (isObj(container.examples)) {
      for (const [name, example] of Object.entries(container.examples)) {
        if (isObj(example) && "value" in example) {
          out.push({
            name,
            summary: str(example.summary),
            descriptionHtml: html(example.description),
            value: toPlainJson(example.value),
            generated: false,
          });
        }
      }
    }
    if (out.length === 0 && container.example !== undefined) {
      out.push({ name: "example", summary: null, descriptionHtml: null, value: toPlainJson(container.example), generated: false });
    }
    if (out.length === 0 && schema !== null) {
      out.push({ name: "example", summary: null, descriptionHtml: null, value: sampleFromSchema(schema, schemaJson), generated: true });
    }
    return out;
  };

  const mediaTypes = (content: unknown, refs: Set<string>): MediaTypeRecord[] =>
    isObj(content)
      ? Object.entries(content).map(([mediaType, media]) => {
          const m = isObj(media) ? media : {};
          const serialised = m.schema === undefined ? null : serialiseWithRefs(m.schema, { names, renderMarkdown });
          serialised?.refs.forEach((r) => refs.add(r));
          const schema = serialised ? serialised.json : null;
          return { mediaType, schema, examples: examplesOf(m, schema) };
        })
      : [];

  const operations: OperationRecord[] = [];
  const paths = document.paths === undefined ? {} : document.paths;
  if (!isObj(paths)) fail(["paths"], "paths must be a mapping of URL paths to path items");

  let order = 0;
  for (const [path, pathItem] of Object.entries(isObj(paths) ? paths : {})) {
    if (!isObj(pathItem)) {
      fail(["paths", path], "a path item must be a mapping of HTTP methods to operations");
      continue;
    }
    const pathParameters = Array.isArray(pathItem.parameters) ? pathItem.parameters.filter(isObj) : [];
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (operation === undefined) continue;
      const tokens = ["paths", path, method];
      if (!isObj(operation)) {
        fail(tokens, "an operation must be a mapping");
        continue;
      }
      if (!isObj(operation.responses) || Object.keys(operation.responses).length === 0) {
        fail([...tokens, "responses"], "the operation has no responses; describe at least one (for example 200) under `responses`");
        continue;
      }
      const refs = new Set<string>();

      // Operation parameters override path-level ones with the same name and location.
      const own = Array.isArray(operation.parameters) ? operation.parameters.filter(isObj) : [];
      const key = (p: Obj) => `${String(p.in)}:${String(p.name)}`;
      const merged = [...pathParameters.filter((p) => !own.some((o) => key(o) === key(p))), ...own];
      const parameters: ParameterRecord[] = [];
      merged.forEach((p, i) => {
        const name = str(p.name);
        const location = str(p.in);
        if (!name || !location || !["path", "query", "header", "cookie"].includes(location)) {
          fail([...tokens, "parameters", i], "a parameter needs a `name` and an `in` of path, query, header or cookie");
          return;
        }
        const serialised = p.schema === undefined ? null : serialiseWithRefs(p.schema, { names, renderMarkdown });
        serialised?.refs.forEach((r) => refs.add(r));
        const schema = serialised ? serialised.json : null;
        parameters.push({
          name,
          location: location as ParameterRecord["location"],
          required: p.required === true || location === "path",
          deprecated: p.deprecated === true,
          description: str(p.description),
          descriptionHtml: html(p.description),
          schema,
          examples: examplesOf(p, null),
          aliases: Array.isArray(p["x-aliases"]) ? p["x-aliases"].filter((a): a is string => typeof a === "string") : [],
          aliasOf: str(p["x-alias-of"]),
        });
      });

      let requestBody: RequestBodyRecord | null = null;
      if (isObj(operation.requestBody)) {
        requestBody = {
          required: operation.requestBody.required === true,
          descriptionHtml: html(operation.requestBody.description),
          content: mediaTypes(operation.requestBody.content, refs),
        };
      }

      const responses: ResponseRecord[] = Object.entries(operation.responses).map(([status, response]) => {
        const r = isObj(response) ? response : {};
        const headers = isObj(r.headers)
          ? Object.entries(r.headers).map(([name, header]) => {
              const h = isObj(header) ? header : {};
              return { name, descriptionHtml: html(h.description), schema: h.schema === undefined ? null : toPlainJson(h.schema) };
            })
          : [];
        return { status, descriptionHtml: html(r.description) ?? "", content: mediaTypes(r.content, refs), headers };
      });

      const samples = Array.isArray(operation["x-codeSamples"])
        ? operation["x-codeSamples"]
        : Array.isArray(operation["x-code-samples"])
          ? operation["x-code-samples"]
          : [];
      const codeSamples: CodeSampleRecord[] = samples.filter(isObj).flatMap((s) => {
        const lang = str(s.lang);
        const source = str(s.source);
        return lang && source !== null ? [{ lang, label: str(s.label) ?? lang, source }] : [];
      });

      const operationServers = Array.isArray(operation.servers)
        ? operation.servers.filter(isObj)
        : Array.isArray(pathItem.servers)
          ? pathItem.servers.filter(isObj)
          : documentServers;

      operations.push({
        slug: operationSlug({ operationId: str(operation.operationId) ?? undefined }, method, path),
        operationId: str(operation.operationId),
        method,
        path,
        summary: str(operation.summary) ?? `${method.toUpperCase()} ${path}`,
        descriptionHtml: html(operation.description),
        deprecated: operation.deprecated === true,
        tags: Array.isArray(operation.tags) ? operation.tags.filter((t): t is string => typeof t === "string") : [],
        parameters,
        requestBody,
        responses,
        codeSamples,
        servers: serverUrls(operationServers),
        schemaNames: schemaClosure(refs, (name) => schemaRefs.get(name)),
        extensions: toPlainJson(
          Object.fromEntries(
            Object.entries(operation).filter(([k]) => k.startsWith("x-") && k !== "x-codeSamples" && k !== "x-code-samples"),
          ),
        ),
        pointer: jsonPointer(tokens),
        order: order++,
      });
    }
  }

  // Two operations must not share a page.
  const bySlug = new Map<string, OperationRecord>();
  for (const operation of operations) {
    const other = bySlug.get(operation.slug);
    if (other) {
      errors.push(
        new SpecError(
          sourceFile,
          operation.pointer,
          `this operation and ${other.pointer} both get the page slug "${operation.slug}"; give one of them a different operationId`,
        ),
      );
    } else bySlug.set(operation.slug, operation);
  }

  if (errors.length > 0) throw new SpecErrors(errors);

  // Tags: declared order first, then tags only used by operations.
  const declared = Array.isArray(document.tags) ? document.tags.filter(isObj) : [];
  const tagGroups = Array.isArray(document["x-tagGroups"])
    ? document["x-tagGroups"].filter(isObj).map((g) => ({
        name: str(g.name) ?? "",
        tags: Array.isArray(g.tags) ? g.tags.filter((t): t is string => typeof t === "string") : [],
      }))
    : [];
  const tagNames: string[] = [];
  for (const t of declared) if (str(t.name) && !tagNames.includes(t.name as string)) tagNames.push(t.name as string);
  for (const op of operations) for (const t of op.tags) if (!tagNames.includes(t)) tagNames.push(t);

  const tagSlugs = new Set<string>();
  const tags: TagRecord[] = tagNames.map((name, i) => {
    let slug = slugify(name) || `tag-${i + 1}`;
    while (tagSlugs.has(slug) || bySlug.has(slug)) slug = `${slug}-tag`;
    tagSlugs.add(slug);
    const declaration = declared.find((t) => t.name === name);
    return {
      name,
      slug,
      descriptionHtml: declaration ? html(declaration.description) : null,
      group: tagGroups.find((g) => g.tags.includes(name))?.name ?? null,
      operationSlugs: operations.filter((op) => op.tags.includes(name)).map((op) => op.slug),
      order: i,
    };
  });

  const contact = isObj(info.contact) ? { name: str(info.contact.name), url: str(info.contact.url), email: str(info.contact.email) } : null;
  const license = isObj(info.license) && str(info.license.name) ? { name: info.license.name as string, url: str(info.license.url) } : null;

  return {
    api: {
      title: str(info.title) ?? "API",
      version: str(info.version) ?? "",
      openapiVersion: openapiVersion ?? "",
      descriptionHtml: html(info.description),
      servers: documentServers.map((s) => ({ url: str(s.url) ?? "/", descriptionHtml: html(s.description) })),
      tagGroups,
      contact,
      license,
    },
    tags,
    operations,
    schemas,
  };
}
