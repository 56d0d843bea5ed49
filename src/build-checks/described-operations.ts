import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import YAML from "yaml";
import { followDocumentRefs } from "../json/json-refs";
import { isJsonObject, type JsonObject } from "../json/json-values";

/**
 * The operations of the description the build published (openapi.json, else
 * openapi.yaml), read from the built site alone: what the checks of the
 * Markdown twins and of the Postman collection compare their files with.
 */

/** An operation as the published description states it. */
export interface DescribedOperation {
  method: string;
  path: string;
  /** Its first tag, or null. */
  tag: string | null;
  parameters: string[];
  errors: string[];
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** The `error` strings of every example of every response. */
function errorStrings(document: JsonObject, responses: unknown): string[] {
  const media = Object.values(isJsonObject(responses) ? responses : {})
    .map((r) => followDocumentRefs(r, document))
    .flatMap((r) => Object.values(isJsonObject(r) && isJsonObject(r.content) ? r.content : {}));
  const values = media.flatMap((m) => {
    if (!isJsonObject(m)) return [];
    const named = Object.values(isJsonObject(m.examples) ? m.examples : {}).map((e) => followDocumentRefs(e, document));
    return [...named.map((e) => (isJsonObject(e) ? e.value : undefined)), m.example];
  });
  return [...new Set(values.flatMap((v) => (isJsonObject(v) && typeof v.error === "string" ? [v.error] : [])))];
}

/** Every operation of the published description (openapi.json, else openapi.yaml), or null when the build has none. */
export async function describedOperations(publicDir: string): Promise<DescribedOperation[] | null> {
  const json = path.join(publicDir, "openapi.json");
  const yaml = path.join(publicDir, "openapi.yaml");
  if (!existsSync(json) && !existsSync(yaml)) return null;
  const parsed: unknown = existsSync(json) ? JSON.parse(await readFile(json, "utf8")) : YAML.parse(await readFile(yaml, "utf8"));
  const document = isJsonObject(parsed) ? parsed : {};
  return Object.entries(isJsonObject(document.paths) ? document.paths : {}).flatMap(([apiPath, rawItem]) => {
    const item = followDocumentRefs(rawItem, document);
    if (!isJsonObject(item)) return [];
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    return METHODS.flatMap((method) => {
      const operation = item[method];
      if (!isJsonObject(operation)) return [];
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const parameters = [...shared, ...own]
        .map((p) => followDocumentRefs(p, document))
        .flatMap((p) => (isJsonObject(p) && typeof p.name === "string" ? [p.name] : []));
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((t): t is string => typeof t === "string") : [];
      return [
        {
          method,
          path: apiPath,
          tag: tags[0] ?? null,
          parameters: [...new Set(parameters)],
          errors: errorStrings(document, operation.responses),
        },
      ];
    });
  });
}
