import { isJsonObject, type JsonObject } from "../../json/json-values";

/** The parts of an operation a code sample needs. */
export interface SampleOperation {
  method: string;
  path: string;
  servers: readonly string[];
  parameters: readonly (StyledParameter & {
    required: boolean;
    aliasOf: string | null;
    examples: readonly { value: unknown }[];
    schema: unknown;
  })[];
  requestBody: { content: readonly { mediaType: string; examples: readonly { value: unknown }[] }[] } | null;
  /** `x-sample-values` values: query and path parameters to use instead of the examples. */
  codeSampleValues?: {
    readonly query?: Readonly<Record<string, unknown>> | null;
    readonly path?: Readonly<Record<string, unknown>> | null;
  } | null;
  /** The documented responses, to tell how a sample should read the answer. */
  responses?: readonly { status: string; content: readonly { mediaType: string; examples: readonly { value: unknown }[] }[] }[];
}

/**
 * How a sample reads the answer: `envelope` for postcodes.io's
 * `{ status, result }` / `{ status, error }` bodies, `json` for any other
 * JSON, `text` when the success response has no JSON body.
 */
export type ResponseKind = "envelope" | "json" | "text";

/** One concrete request, ready to be written in any language. */
export interface SampleRequest {
  method: string;
  /** Full URL with path parameters filled in and the query string encoded. */
  url: string;
  /** The URL without its query string. */
  baseUrl: string;
  /** Query parameters, in order, not encoded. */
  query: [string, string][];
  /** Header parameters, then the body's Content-Type. */
  headers: [string, string][];
  /** JSON body, pretty-printed, or null. */
  body: string | null;
  /** Media type of the body, or null. */
  bodyMediaType: string | null;
  /** The body as a value, for languages that build it natively. */
  bodyValue: unknown;
  responseKind: ResponseKind;
}

const isEnvelope = (value: unknown) => typeof value === "object" && value !== null && "status" in value && "result" in value;

/** Reads the success responses (2xx): every JSON example an envelope, or JSON at all, or neither. */
export function responseKind(responses: SampleOperation["responses"] = []): ResponseKind {
  const json = responses.filter((r) => /^2/.test(r.status)).flatMap((r) => r.content.filter((c) => /json/i.test(c.mediaType)));
  if (json.length === 0) return "text";
  const examples = json.flatMap((c) => c.examples);
  return examples.length > 0 && examples.every((e) => isEnvelope(e.value)) ? "envelope" : "json";
}

/** A single value as the text that goes into a URL or header. */
export const scalar = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

/** A parameter as far as writing its value goes: where it is, and OpenAPI's `style` and `explode` (null or absent for the defaults). */
export interface StyledParameter {
  name: string;
  location: string;
  style?: string | null;
  explode?: boolean | null;
}

/**
 * A parameter's `style` and `explode` with OpenAPI's defaults filled in:
 * `form` in the query and cookies, `simple` in the path and headers, and
 * `explode` true for `form` only.
 */
export function parameterStyle(parameter: Pick<StyledParameter, "location" | "style" | "explode">): { style: string; explode: boolean } {
  const style = parameter.style ?? (parameter.location === "query" || parameter.location === "cookie" ? "form" : "simple");
  return { style, explode: parameter.explode ?? style === "form" };
}

/** An object's properties as [name, text] pairs. */
const textEntries = (value: JsonObject) => Object.entries(value).map(([k, v]): [string, string] => [k, scalar(v)]);

/**
 * The query-string pairs (not yet encoded) a parameter's value makes, by
 * its style: an array as `name=a&name=b` when exploded (the default for
 * `form`), else as one `name=a,b` (`a b` for spaceDelimited, `a|b` for
 * pipeDelimited); an object as `k=v&k2=v2` when exploded, `name=k,v,k2,v2`
 * when not, `name[k]=v` for deepObject.
 */
export function queryPairs(parameter: StyledParameter, value: unknown): [string, string][] {
  const { style, explode } = parameterStyle(parameter);
  if (Array.isArray(value)) {
    const items = value.map(scalar);
    if (explode) return items.map((item) => [parameter.name, item]);
    return [[parameter.name, items.join(style === "spaceDelimited" ? " " : style === "pipeDelimited" ? "|" : ",")]];
  }
  if (isJsonObject(value)) {
    const entries = textEntries(value);
    if (style === "deepObject") return entries.map(([k, v]) => [`${parameter.name}[${k}]`, v]);
    return explode ? entries : [[parameter.name, entries.flat().join(",")]];
  }
  return [[parameter.name, scalar(value)]];
}

/**
 * A path parameter's value as it goes into the path, encoded, by its style
 * (RFC 6570): `simple` (`a,b`), `label` (`.a.b` exploded, `.a,b` not) or
 * `matrix` (`;name=a;name=b` exploded, `;name=a,b` not). The separators stay
 * literal; each item is encoded.
 */
export function pathSegment(parameter: StyledParameter, value: unknown): string {
  const { style, explode } = parameterStyle(parameter);
  const encode = encodeURIComponent;
  const name = encode(parameter.name);
  if (!Array.isArray(value) && !isJsonObject(value)) {
    const one = encode(scalar(value));
    return style === "label" ? `.${one}` : style === "matrix" ? `;${name}=${one}` : one;
  }
  const items = Array.isArray(value)
    ? value.map((item) => encode(scalar(item)))
    : textEntries(value).flatMap(([k, v]) => (explode ? [`${encode(k)}=${encode(v)}`] : [encode(k), encode(v)]));
  if (style === "label") return `.${items.join(explode ? "." : ",")}`;
  if (style === "matrix") {
    if (!explode) return `;${name}=${items.join(",")}`;
    return items.map((item) => (Array.isArray(value) ? `;${name}=${item}` : `;${item}`)).join("");
  }
  return items.join(",");
}

/** A header parameter's value (style `simple`): `a,b` for an array, `k,v,k2,v2` for an object (`k=v,k2=v2` exploded). */
export function headerValue(parameter: StyledParameter, value: unknown): string {
  const { explode } = parameterStyle(parameter);
  if (Array.isArray(value)) return value.map(scalar).join(",");
  if (isJsonObject(value))
    return textEntries(value)
      .map(([k, v]) => (explode ? `${k}=${v}` : `${k},${v}`))
      .join(",");
  return scalar(value);
}

/**
 * The URL of a request: the server (without trailing slashes), the path with
 * each `{name}` replaced by its segment (already encoded, see
 * {@link pathSegment}), and the query string (commas left readable). Code
 * samples and the API console both build URLs here, so a sample always
 * shows the URL the console sends.
 */
export function requestUrl(
  server: string,
  pathTemplate: string,
  pathSegments: ReadonlyMap<string, string>,
  query: readonly (readonly [string, string])[],
): string {
  const path = pathTemplate.replace(/\{([^}]+)\}/g, (_, name: string) => pathSegments.get(name) ?? "");
  const queryString = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%2C/g, ",")}`).join("&");
  return `${server.replace(/\/+$/, "")}${path}${queryString ? `?${queryString}` : ""}`;
}

/** The value samples use for a parameter: its first example, else its default, first enum value or a placeholder. */
export const exampleOf = (parameter: SampleOperation["parameters"][number]): unknown => {
  if (parameter.examples.length > 0) return parameter.examples[0].value;
  const schema = parameter.schema as { default?: unknown; enum?: unknown[]; type?: unknown } | null;
  if (schema?.default !== undefined) return schema.default;
  if (schema?.enum?.length) return schema.enum[0];
  return schema?.type === "integer" || schema?.type === "number" ? 1 : "value";
};

/** One `{name}` of an operation's path and the value its samples put there. */
export interface SamplePathValue {
  name: string;
  value: unknown;
  /** The declared path parameter, or null when the path names one the operation does not declare. */
  parameter: SampleOperation["parameters"][number] | null;
}

/**
 * The value samples use for each path parameter, in path order: the
 * operation's own choice (`x-sample-values.path`) first, else the example of
 * the parameter the operation declares. An operation that declares its own
 * parameter overrides a shared (path-level) one of the same name, so
 * either way the operation's own values win over a shared example.
 */
export function samplePathValues(operation: Pick<SampleOperation, "path" | "parameters" | "codeSampleValues">): SamplePathValue[] {
  return [...operation.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => {
    const parameter = operation.parameters.find((p) => p.location === "path" && p.name === name) ?? null;
    return { name, value: operation.codeSampleValues?.path?.[name] ?? (parameter ? exampleOf(parameter) : name), parameter };
  });
}

/**
 * Builds the request a code sample shows: the first server, path
 * parameters from {@link samplePathValues}, the query parameters the
 * description chose for samples (`x-sample-values`), or else the required
 * ones, and the first request body example.
 */
export function buildSampleRequest(operation: SampleOperation, fallbackServer = "https://api.example.com"): SampleRequest {
  const server = operation.servers[0] ?? fallbackServer;
  const chosen = operation.codeSampleValues;
  const segments = new Map(
    samplePathValues(operation).map((v) => [v.name, pathSegment(v.parameter ?? { name: v.name, location: "path" }, v.value)]),
  );
  const declaredQuery = (name: string): StyledParameter =>
    operation.parameters.find((p) => p.location === "query" && p.name === name) ?? { name, location: "query" };
  const query: [string, string][] = chosen?.query
    ? Object.entries(chosen.query).flatMap(([k, v]) => queryPairs(declaredQuery(k), v))
    : operation.parameters.filter((p) => p.location === "query" && p.required && !p.aliasOf).flatMap((p) => queryPairs(p, exampleOf(p)));

  const headers: [string, string][] = operation.parameters
    .filter((p) => p.location === "header" && p.required)
    .map((p) => [p.name, headerValue(p, exampleOf(p))]);

  const json = operation.requestBody?.content.find((c) => /json/.test(c.mediaType)) ?? null;
  const bodyValue = json?.examples[0]?.value ?? null;
  const body = json ? JSON.stringify(bodyValue ?? {}, null, 2) : null;
  if (json) headers.push(["Content-Type", json.mediaType]);

  return {
    method: operation.method.toUpperCase(),
    url: requestUrl(server, operation.path, segments, query),
    baseUrl: requestUrl(server, operation.path, segments, []),
    query,
    headers,
    body,
    bodyMediaType: json?.mediaType ?? null,
    bodyValue,
    responseKind: responseKind(operation.responses),
  };
}
