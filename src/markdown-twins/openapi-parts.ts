/**
 * The API description in parts an agent can take in one fetch: one
 * OpenAPI document per operation and one per named schema, each whole on
 * its own (the components it refers to, and theirs, come with it). Made
 * from the bundled description (one document, internal `$ref`s only).
 */

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** HTTP methods an OpenAPI path item may hold. */
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** The component an internal `$ref` points into ("#/components/schemas/Postcode/properties/x" is schemas › Postcode), or null. */
function componentOf(ref: string): { type: string; name: string } | null {
  const match = /^#\/components\/([^/]+)\/([^/]+)/.exec(ref);
  if (!match) return null;
  const unescape = (token: string) => decodeURIComponent(token).replace(/~1/g, "/").replace(/~0/g, "~");
  return { type: unescape(match[1]), name: unescape(match[2]) };
}

/** The value a JSON Pointer of the description (an internal `$ref`, "#/paths/~1outcodes/get/parameters/2") leads to. */
function pointed(description: JsonObject, ref: string): Json {
  let current: Json = description;
  for (const token of ref
    .replace(/^#\/?/, "")
    .split("/")
    .filter((t) => t !== "")) {
    const key = decodeURIComponent(token).replace(/~1/g, "/").replace(/~0/g, "~");
    current = Array.isArray(current) ? current[Number(key)] : isObject(current) ? current[key] : undefined;
  }
  return current;
}

/**
 * A copy of a value whose `$ref`s into anything but `components` (a parameter the bundler left
 * where it first met it: "#/paths/~1outcodes/get/parameters/2") are replaced by what they point to,
 * so a part refers only to components, which it carries.
 */
function withComponentRefsOnly(value: Json, description: JsonObject, depth = 0): Json {
  if (depth > 64) return value;
  if (Array.isArray(value)) return value.map((item) => withComponentRefsOnly(item, description, depth + 1));
  if (!isObject(value)) return value;
  if (typeof value.$ref === "string" && value.$ref.startsWith("#") && componentOf(value.$ref) === null) {
    const { $ref, ...siblings } = value;
    const target = pointed(description, $ref);
    return withComponentRefsOnly(isObject(target) ? { ...target, ...siblings } : target, description, depth + 1);
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withComponentRefsOnly(child, description, depth + 1)]));
}

/** Every `$ref` inside a value. */
function refsIn(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (isObject(value)) {
    if (typeof value.$ref === "string") found.push(value.$ref);
    for (const [key, child] of Object.entries(value)) if (key !== "$ref") refsIn(child, found);
  }
  return found;
}

/**
 * The components `roots` need, and those the components need in turn,
 * taken from the description's `components`: the part of it that makes
 * them whole. Security schemes named by `security` come too.
 */
function neededComponents(description: JsonObject, roots: readonly Json[], security: Json): JsonObject {
  const components = isObject(description.components) ? description.components : {};
  const picked: Record<string, JsonObject> = {};
  const queue = roots.flatMap((root) => refsIn(root));
  const take = (type: string, name: string) => {
    const group = components[type];
    if (!isObject(group) || !(name in group) || picked[type]?.[name] !== undefined) return;
    const component = withComponentRefsOnly(group[name], description);
    (picked[type] ??= {})[name] = component;
    queue.push(...refsIn(component));
  };
  if (Array.isArray(security))
    for (const requirement of security)
      if (isObject(requirement)) for (const name of Object.keys(requirement)) take("securitySchemes", name);
  while (queue.length > 0) {
    const target = componentOf(queue.pop() ?? "");
    if (target) take(target.type, target.name);
  }
  // In the description's order, as a reader of it knows them.
  return Object.fromEntries(
    Object.keys(components)
      .filter((type) => picked[type])
      .map((type) => [
        type,
        Object.fromEntries(
          Object.keys(components[type] as JsonObject).flatMap((name) => (name in picked[type] ? [[name, picked[type][name]]] : [])),
        ),
      ]),
  );
}

/** The description's header fields every part keeps: its version of OpenAPI, its info (titled for the part) and its servers. */
function header(description: JsonObject, title: string): JsonObject {
  const info = isObject(description.info) ? description.info : {};
  return {
    openapi: description.openapi,
    ...(description.jsonSchemaDialect ? { jsonSchemaDialect: description.jsonSchemaDialect } : {}),
    info: { ...info, title: `${String(info.title ?? "API")}: ${title}` },
    ...(description.servers ? { servers: description.servers } : {}),
  };
}

/** One operation of the description, as found in it. */
export interface DescribedOperationRef {
  method: string;
  path: string;
}

/**
 * A document of one operation: the description's header, the operation
 * under its path (with the path's own parameters and servers), the tags and
 * security it names, and every component it needs. Null when the
 * description has no such operation.
 */
export function operationDocument(description: JsonObject, { method, path }: DescribedOperationRef, title: string): JsonObject | null {
  const paths = isObject(description.paths) ? description.paths : {};
  const item = paths[path];
  const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
  if (!isObject(item) || !isObject(operation)) return null;
  const pathLevel = withComponentRefsOnly(
    Object.fromEntries(Object.entries(item).filter(([key]) => !(METHODS as readonly string[]).includes(key) && key !== "$ref")),
    description,
  ) as JsonObject;
  const own = withComponentRefsOnly(operation, description) as JsonObject;
  const security = operation.security ?? description.security;
  const tagNames = new Set(Array.isArray(operation.tags) ? operation.tags.map(String) : []);
  const tags = Array.isArray(description.tags) ? description.tags.filter((tag) => isObject(tag) && tagNames.has(String(tag.name))) : [];
  const components = neededComponents(description, [pathLevel, own], security);
  return {
    ...header(description, title),
    ...(tags.length > 0 ? { tags } : {}),
    ...(description.security && !operation.security ? { security: description.security } : {}),
    paths: { [path]: { ...pathLevel, [method.toLowerCase()]: own } },
    ...(Object.keys(components).length > 0 ? { components } : {}),
  };
}

/** The names of the description's schemas, in its order. */
export function schemaNames(description: JsonObject): string[] {
  const schemas = isObject(description.components) && isObject(description.components.schemas) ? description.components.schemas : {};
  return Object.keys(schemas);
}

/** A document of one named schema: the description's header and the schema with every component it needs. Null when it has none of that name. */
export function schemaDocument(description: JsonObject, name: string): JsonObject | null {
  if (!schemaNames(description).includes(name)) return null;
  const root = { $ref: `#/components/schemas/${name.replace(/~/g, "~0").replace(/\//g, "~1")}` };
  return { ...header(description, name), components: neededComponents(description, [root], undefined) };
}

/** Where the parts are published, relative to the site's root. */
export const OPENAPI_PARTS = {
  index: "/openapi/llms.txt",
  operation: (slug: string) => `/openapi/operations/${slug}.json`,
  schema: (name: string) => `/openapi/schemas/${encodeURIComponent(name)}.json`,
} as const;
