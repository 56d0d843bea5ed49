import { buildExamples } from "./example-records";
import { otherExtensions, readExtension } from "./extensions";
import { isObject, type JsonObject, objectList, stringList, stringOrNull } from "./json-values";
import { buildParameter, mergeParameters, operationSchema } from "./parameter-records";
import { descriptionHtml, descriptionText, type RecordContext, reportProblem } from "./record-context";
import {
  HTTP_METHODS,
  type HttpMethod,
  type MediaTypeRecord,
  type OperationRecord,
  type ParameterRecord,
  type RequestBodyRecord,
  type ResponseRecord,
} from "./records";
import { schemaClosure, toPlainJson } from "./serialise-schema";
import { operationSlug } from "./slugs";
import { jsonPointer } from "./spec-error";

/** The media types of a `content` mapping, each with its schema and examples. */
export function buildMediaTypes(content: unknown, refs: Set<string>, ctx: RecordContext): MediaTypeRecord[] {
  return Object.entries(isObject(content) ? content : {}).map(([mediaType, media]) => {
    const m = isObject(media) ? media : {};
    const schema = operationSchema(m.schema, refs, ctx);
    return { mediaType, schema, examples: buildExamples(m, schema, ctx) };
  });
}

export function buildRequestBody(body: unknown, refs: Set<string>, ctx: RecordContext): RequestBodyRecord | null {
  if (!isObject(body)) return null;
  return {
    required: body.required === true,
    description: descriptionText(body.description),
    descriptionHtml: descriptionHtml(ctx, body.description),
    content: buildMediaTypes(body.content, refs, ctx),
  };
}

export function buildResponses(responses: JsonObject, refs: Set<string>, ctx: RecordContext): ResponseRecord[] {
  return Object.entries(responses).map(([status, response]) => {
    const r = isObject(response) ? response : {};
    const headers = Object.entries(isObject(r.headers) ? r.headers : {}).map(([name, header]) => {
      const h = isObject(header) ? header : {};
      return { name, descriptionHtml: descriptionHtml(ctx, h.description), schema: h.schema === undefined ? null : toPlainJson(h.schema) };
    });
    return {
      status,
      description: descriptionText(r.description),
      descriptionHtml: descriptionHtml(ctx, r.description) ?? "",
      content: buildMediaTypes(r.content, refs, ctx),
      headers,
    };
  });
}

/** Where an operation is: its path item, and the document's servers and files for what it does not say itself. */
export interface OperationPlace {
  path: string;
  method: HttpMethod;
  pathItem: JsonObject;
  documentServers: readonly JsonObject[];
  /** File its path item is written in. */
  file: string;
  order: number;
}

/**
 * A server's URL with each `{variable}` replaced by the variable's
 * `default` (the value OpenAPI says to use when none is chosen); a
 * variable without one stays as written. Null for a server without a URL.
 */
export function serverUrl(server: JsonObject): string | null {
  const url = stringOrNull(server.url);
  if (!url) return null;
  const variables = isObject(server.variables) ? server.variables : {};
  return url.replace(/\{([^{}]+)\}/g, (template, name: string) => {
    const variable = variables[name];
    const value = isObject(variable) ? variable.default : undefined;
    return typeof value === "string" || typeof value === "number" ? String(value) : template;
  });
}

const serverUrls = (servers: readonly JsonObject[]) => servers.map(serverUrl).filter((u): u is string => Boolean(u));

/**
 * One operation record, or null (with problems reported) when the operation
 * is not a mapping or has no responses.
 */
export function buildOperation(
  operation: unknown,
  place: OperationPlace,
  schemaRefs: ReadonlyMap<string, readonly string[]>,
  ctx: RecordContext,
): OperationRecord | null {
  const { path, method, pathItem } = place;
  const tokens = ["paths", path, method];
  if (!isObject(operation)) {
    reportProblem(ctx, tokens, "an operation must be a mapping");
    return null;
  }
  if (!isObject(operation.responses) || Object.keys(operation.responses).length === 0) {
    reportProblem(
      ctx,
      [...tokens, "responses"],
      "the operation has no responses; describe at least one (for example 200) under `responses`",
    );
    return null;
  }
  const refs = new Set<string>();
  const parameters = mergeParameters(pathItem, operation).flatMap((p, i): ParameterRecord[] => {
    const record = buildParameter(p, [...tokens, "parameters", i], refs, ctx);
    return record ? [record] : [];
  });
  const requestBody = buildRequestBody(operation.requestBody, refs, ctx);
  const responses = buildResponses(operation.responses, refs, ctx);
  const operationId = stringOrNull(operation.operationId);
  const servers = Array.isArray(operation.servers)
    ? objectList(operation.servers)
    : Array.isArray(pathItem.servers)
      ? objectList(pathItem.servers)
      : place.documentServers;
  return {
    slug: operationSlug({ operationId: operationId ?? undefined }, method, path),
    operationId,
    method,
    path,
    summary: stringOrNull(operation.summary) ?? `${method.toUpperCase()} ${path}`,
    sidebarLabel: readExtension("operation", "sidebarLabel", operation),
    description: descriptionText(operation.description),
    descriptionHtml: descriptionHtml(ctx, operation.description),
    deprecated: operation.deprecated === true,
    tags: stringList(operation.tags),
    parameters,
    requestBody,
    responses,
    codeSamples: readExtension("operation", "codeSamples", operation),
    codeSampleValues: readExtension("operation", "codeSampleValues", operation),
    requiredInputs: readExtension("operation", "requiredInputs", operation),
    servers: serverUrls(servers),
    schemaNames: schemaClosure(refs, (name) => schemaRefs.get(name)),
    extensions: otherExtensions("operation", operation),
    pointer: jsonPointer(tokens),
    file: place.file,
    order: place.order,
  };
}

/** Input of {@link buildOperations}. */
export interface OperationsInput {
  document: JsonObject;
  /** File of each path item (by URL path) when it is not the root file. */
  pathFiles: ReadonlyMap<string, string>;
  schemaRefs: ReadonlyMap<string, readonly string[]>;
}

/** Every operation of the document's `paths`, in document order; problems are reported, not thrown. */
export function buildOperations({ document, pathFiles, schemaRefs }: OperationsInput, ctx: RecordContext): OperationRecord[] {
  const paths = document.paths === undefined ? {} : document.paths;
  if (!isObject(paths)) {
    reportProblem(ctx, ["paths"], "paths must be a mapping of URL paths to path items");
    return [];
  }
  const documentServers = objectList(document.servers);
  const operations: OperationRecord[] = [];
  for (const [path, pathItem] of Object.entries(paths)) {
    if (!isObject(pathItem)) {
      reportProblem(ctx, ["paths", path], "a path item must be a mapping of HTTP methods to operations");
      continue;
    }
    const file = pathFiles.get(path) ?? ctx.sourceFile;
    for (const method of HTTP_METHODS) {
      if (pathItem[method] === undefined) continue;
      const place = { path, method, pathItem, documentServers, file, order: operations.length };
      const record = buildOperation(pathItem[method], place, schemaRefs, ctx);
      if (record) operations.push(record);
    }
  }
  return operations;
}
