import { isJsonObject, type JsonObject } from "../json/json-values";
import { createHash } from "node:crypto";
import { convert } from "openapi-to-postmanv2";
import { buildSampleRequest, type SampleOperation, samplePathValues, pathSegment } from "../api-reference/code-samples/request-model";
import { successExample } from "../api-reference/success-example";

/** A Postman collection (v2.1) as JSON. */
export type PostmanCollection = Record<string, unknown>;

const objects = (v: unknown): JsonObject[] => (Array.isArray(v) ? v.filter(isJsonObject) : []);

/** What the collection takes from an operation: what its code samples request, and the example shown beside them. */
export type PostmanOperation = SampleOperation & {
  responses: readonly {
    status: string;
    content: readonly { mediaType: string; examples: readonly { value: unknown; summary?: string | null }[] }[];
  }[];
};

/** A UUID-shaped id made from `seed`, so the same description always gives the same collection. */
export function stableId(seed: string): string {
  const hex = createHash("sha256").update(seed).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Replaces the random ids the converter gives the collection and its items by ids made from the description and their place. */
function withStableIds(value: unknown, seed: string): unknown {
  if (Array.isArray(value)) return value.map((item, i) => withStableIds(item, `${seed}/${i}`));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      (key === "id" || key === "_postman_id") && typeof child === "string"
        ? [key, stableId(seed)]
        : [key, withStableIds(child, `${seed}/${key}`)],
    ),
  );
}

/** "GET /postcodes/{postcode}" for a request of the collection, whose path segments name variables as ":postcode". */
export function requestEndpoint(request: JsonObject): string {
  const url = isJsonObject(request.url) ? request.url : {};
  const segments = Array.isArray(url.path) ? url.path.map(String) : [];
  const path = `/${segments.map((s) => (s.startsWith(":") ? `{${s.slice(1)}}` : s)).join("/")}`;
  return `${String(request.method ?? "GET").toUpperCase()} ${path}`;
}

/**
 * The query of a request: the parameters its code samples send, enabled and
 * with their values, then every other query parameter the operation takes,
 * present but disabled (as the converter wrote it, with its description),
 * so an import sends exactly what the samples send and the rest is one
 * tick away. `callback` (JSONP) is never among the enabled ones unless the
 * samples send it.
 */
function sampleQuery(converted: readonly JsonObject[], sent: readonly [string, string][]): JsonObject[] {
  const described = new Map(converted.map((entry) => [String(entry.key), entry]));
  const names = new Set(sent.map(([name]) => name));
  const enabled = sent.map(([key, value]) => {
    const description = described.get(key)?.description;
    return { key, value, ...(description === undefined ? {} : { description }) };
  });
  const disabled = converted.filter((entry) => !names.has(String(entry.key))).map((entry) => ({ ...entry, disabled: true }));
  return [...enabled, ...disabled];
}

/**
 * The request of one operation, rewritten to be the request its code
 * samples send: the converter fills every value from the schema
 * (`<string>`) and enables every optional parameter, so an imported
 * collection answered JSONP, took the wrong branch of a route or looked up
 * the postcode `<string>`.
 */
function sampleRequestOf(converted: JsonObject, operation: PostmanOperation): JsonObject {
  const request = buildSampleRequest(operation);
  const url = isJsonObject(converted.url) ? converted.url : {};
  const pathValues = new Map(
    samplePathValues(operation).map((v) => [v.name, pathSegment(v.parameter ?? { name: v.name, location: "path" }, v.value)]),
  );
  const variable = objects(url.variable).map((v) => ({ ...v, value: pathValues.get(String(v.key)) ?? v.value }));
  const headers = objects(converted.header).filter((h) => String(h.key).toLowerCase() !== "content-type");
  const contentType = request.headers.filter(([name]) => name.toLowerCase() === "content-type").map(([key, value]) => ({ key, value }));
  const { body: _body, ...rest } = converted;
  return {
    ...rest,
    url: { ...url, query: sampleQuery(objects(url.query), request.query), variable },
    header: [...contentType, ...headers],
    ...(request.body === null ? {} : { body: { mode: "raw", raw: request.body, options: { raw: { language: "json" } } } }),
  };
}

/**
 * The saved example of a request: the success example the operation's page
 * shows beside its code samples (the build checks that they agree), with
 * the request that gives it. The converter's other saved examples are
 * dropped: it paired each with the one request it made up for every
 * status, so a 404 for a malformed postcode came with a request for a
 * well-formed one.
 */
function savedExamples(converted: JsonObject, request: JsonObject, operation: PostmanOperation): JsonObject[] {
  const success = successExample(operation.responses);
  if (!success) return [];
  const saved = objects(converted.response).find((r) => String(r.code) === success.response.status);
  if (!saved) return [];
  const { name: _name, description: _description, ...originalRequest } = request;
  return [
    {
      ...saved,
      name: success.example.summary ?? saved.name,
      originalRequest,
      body: JSON.stringify(success.example.value, null, 2),
    },
  ];
}

/** Every request item of a collection's folders, rewritten by `rewrite`. */
function mapRequestItems(items: unknown, rewrite: (item: JsonObject) => JsonObject): unknown {
  return objects(items).map((item) => (Array.isArray(item.item) ? { ...item, item: mapRequestItems(item.item, rewrite) } : rewrite(item)));
}

async function convertDescription(text: string): Promise<JsonObject> {
  const result = await new Promise<Parameters<Parameters<typeof convert>[2]>[1]>((resolve, reject) =>
    convert(
      { type: "string", data: text },
      {
        folderStrategy: "Tags",
        parametersResolution: "Example",
        requestNameSource: "Fallback",
        includeAuthInfoInExample: false,
        enableOptionalParameters: false,
      },
      (error, converted) => (error ? reject(error) : resolve(converted)),
    ),
  );
  const data = result.output?.[0]?.data;
  if (!result.result || typeof data !== "object" || data === null) {
    throw new Error(`openapi-to-postmanv2 could not convert the OpenAPI description: ${result.reason ?? "no collection in its output"}`);
  }
  // Through JSON: the converter's descriptions are class instances.
  const collection: unknown = JSON.parse(JSON.stringify(data));
  if (!isJsonObject(collection)) throw new Error("The Postman collection is not an object.");
  return collection;
}

/**
 * The Postman collection (v2.1) of an OpenAPI description, made with
 * Postman's own converter: one request per operation, in one folder per
 * tag, with the first server as the `baseUrl` collection variable. Each
 * request is the one the operation's code samples send (path values, the
 * query parameters they send, enabled, the others present but disabled,
 * the body), saved with the success example beside those samples. Runs
 * offline on a bundled description. Its ids are made from the description,
 * so the same description always gives the same file.
 */
export async function postmanCollection(bundledSpec: object, operations: readonly PostmanOperation[]): Promise<PostmanCollection> {
  const text = JSON.stringify(bundledSpec);
  const digest = createHash("sha256").update(text).digest("hex");
  const byEndpoint = new Map(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));
  const converted = await convertDescription(text);
  const item = mapRequestItems(converted.item, (entry) => {
    const request = isJsonObject(entry.request) ? entry.request : {};
    const operation = byEndpoint.get(requestEndpoint(request));
    if (!operation) throw new Error(`The Postman converter wrote a request for ${requestEndpoint(request)}, which no operation has.`);
    const rewritten = sampleRequestOf(request, operation);
    return { ...entry, request: rewritten, response: savedExamples(entry, rewritten, operation) };
  });
  const collection = withStableIds({ ...converted, item }, digest);
  if (!isJsonObject(collection)) throw new Error("The Postman collection is not an object.");
  return collection;
}
