import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import YAML from "yaml";

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

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Follows a local `$ref` ("#/components/parameters/x") in the bundled document. */
function deref(document: Obj, value: unknown, depth = 0): unknown {
  if (!isObj(value) || typeof value.$ref !== "string" || !value.$ref.startsWith("#/") || depth > 20) return value;
  const target = value.$ref
    .slice(2)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, token) => (isObj(node) ? node[token] : undefined), document);
  return deref(document, target, depth + 1);
}

/** The `error` strings of every example of every response. */
function errorStrings(document: Obj, responses: unknown): string[] {
  const media = Object.values(isObj(responses) ? responses : {})
    .map((r) => deref(document, r))
    .flatMap((r) => Object.values(isObj(r) && isObj(r.content) ? r.content : {}));
  const values = media.flatMap((m) => {
    if (!isObj(m)) return [];
    const named = Object.values(isObj(m.examples) ? m.examples : {}).map((e) => deref(document, e));
    return [...named.map((e) => (isObj(e) ? e.value : undefined)), m.example];
  });
  return [...new Set(values.flatMap((v) => (isObj(v) && typeof v.error === "string" ? [v.error] : [])))];
}

/** Every operation of the published description (openapi.json, else openapi.yaml), or null when the build has none. */
export async function describedOperations(publicDir: string): Promise<DescribedOperation[] | null> {
  const json = path.join(publicDir, "openapi.json");
  const yaml = path.join(publicDir, "openapi.yaml");
  if (!existsSync(json) && !existsSync(yaml)) return null;
  const parsed: unknown = existsSync(json) ? JSON.parse(await readFile(json, "utf8")) : YAML.parse(await readFile(yaml, "utf8"));
  const document = isObj(parsed) ? parsed : {};
  return Object.entries(isObj(document.paths) ? document.paths : {}).flatMap(([apiPath, rawItem]) => {
    const item = deref(document, rawItem);
    if (!isObj(item)) return [];
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    return METHODS.flatMap((method) => {
      const operation = item[method];
      if (!isObj(operation)) return [];
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const parameters = [...shared, ...own]
        .map((p) => deref(document, p))
        .flatMap((p) => (isObj(p) && typeof p.name === "string" ? [p.name] : []));
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
