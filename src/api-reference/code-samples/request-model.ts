/** The parts of an operation a code sample needs. */
export interface SampleOperation {
  method: string;
  path: string;
  servers: readonly string[];
  parameters: readonly {
    name: string;
    location: string;
    required: boolean;
    aliasOf: string | null;
    examples: readonly { value: unknown }[];
    schema: unknown;
  }[];
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
  headers: [string, string][];
  /** JSON body, pretty-printed, or null. */
  body: string | null;
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

const scalar = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

const exampleOf = (parameter: SampleOperation["parameters"][number]): unknown => {
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
  const server = (operation.servers[0] ?? fallbackServer).replace(/\/+$/, "");
  const chosen = operation.codeSampleValues;
  const values = new Map(samplePathValues(operation).map((v) => [v.name, v.value]));
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(scalar(values.get(name))));

  const query: [string, string][] = chosen?.query
    ? Object.entries(chosen.query).map(([k, v]) => [k, scalar(v)])
    : operation.parameters.filter((p) => p.location === "query" && p.required && !p.aliasOf).map((p) => [p.name, scalar(exampleOf(p))]);
  const queryString = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%2C/g, ",")}`).join("&");

  const headers: [string, string][] = operation.parameters
    .filter((p) => p.location === "header" && p.required)
    .map((p) => [p.name, scalar(exampleOf(p))]);

  const json = operation.requestBody?.content.find((c) => /json/.test(c.mediaType)) ?? null;
  const bodyValue = json?.examples[0]?.value ?? null;
  const body = json ? JSON.stringify(bodyValue ?? {}, null, 2) : null;
  if (json) headers.push(["Content-Type", json.mediaType]);

  return {
    method: operation.method.toUpperCase(),
    url: `${server}${path}${queryString ? `?${queryString}` : ""}`,
    headers,
    body,
    bodyValue,
    responseKind: responseKind(operation.responses),
  };
}
