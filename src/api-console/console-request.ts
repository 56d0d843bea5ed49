import {
  exampleOf,
  headerValue,
  pathSegment,
  queryPairs,
  requestUrl,
  type ResponseKind,
  samplePathValues,
  type SampleRequest,
} from "../api-reference/code-samples/request-model";
import { PARAMETER_LOCATIONS } from "../api-reference/parameter-locations";
import type { InvalidInputAnswer, MissingInputAnswer, OperationView } from "../api-reference/ApiOperationPage/operation-view";
import { pointerTokens } from "../json/json-pointer";
import { isJsonObject } from "../json/json-values";
import { serverUrlProblem } from "./console-servers";
import type { InputKinds } from "../input-kinds/input-kinds";
import type { ConsoleInputs } from "../navigation/console-address";
import { fieldText, parseParameterValue, requestValue } from "./parameter-text";
import { followRefs, type SchemaLookup } from "../json/json-refs";
import type { DocumentedResponse } from "./answer-check";
import { describeProblem, type SchemaProblem, validateAgainstSchema } from "./schema-validator";

/**
 * The API console's model of one operation and of what the reader typed:
 * which fields to show, their first values, the checks before sending and
 * the request they make. Plain functions, no React: the console component,
 * the home page's lookup and the tests all use them.
 */

export interface ConsoleParameter {
  name: string;
  location: string;
  required: boolean;
  schema: unknown;
  examples: readonly { value: unknown }[];
  aliases: readonly string[];
  aliasOf: string | null;
  /** `x-input-kind`: checked and normalised by the site's input kinds when it knows this one. */
  inputKind: string | null;
  /** How an array or object value is written (OpenAPI `style`, `explode`); null for the defaults. */
  style: string | null;
  explode: boolean | null;
}

export interface ConsoleMediaType {
  mediaType: string;
  schema: unknown;
  examples: readonly { summary: string | null; value: unknown }[];
}

/** What the console needs of an operation (the page query gives it). */
export interface ConsoleOperation {
  slug: string;
  method: string;
  path: string;
  servers: readonly string[];
  parameters: readonly ConsoleParameter[];
  requestBody: { required: boolean; content: readonly ConsoleMediaType[] } | null;
  /** `x-sample-values`: the values the code samples use, which the console starts from. */
  codeSampleValues: OperationView["codeSampleValues"];
  /** How code samples read the answer. */
  responseKind: ResponseKind;
  /** Documented answers to a malformed value of an input kind (`x-invalid-input`). */
  invalidInputAnswers: readonly InvalidInputAnswer[];
  /** The documented answer when none of some groups of parameters is given whole (`x-required-inputs`). */
  missingInputAnswer: MissingInputAnswer | null;
  /** Each documented response's status and schemas: what an answer is checked against. */
  responses: readonly DocumentedResponse[];
}

/** Everything the reader can change: its place is the console's address, which holds it. */
export type { ConsoleInputs } from "../navigation/console-address";

/** The key of a parameter's value in {@link ConsoleInputs.values}: "path.postcode", "query.limit". */
export const fieldKey = (p: Pick<ConsoleParameter, "location" | "name">) => `${p.location}.${p.name}`;

/** The values of one location's fields, by parameter name: {@link fieldKey} read backwards. */
export function fieldValuesIn(location: ConsoleParameter["location"], values: ConsoleInputs["values"]): Record<string, string> {
  const prefix = `${location}.`;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}

/** Where the console's parameters go. Cookies are left out: a page cannot set them for another site. */
export const CONSOLE_LOCATIONS = PARAMETER_LOCATIONS.filter((location) => location !== "cookie");

/**
 * The parameters the console has a field for, in path, query, header order.
 * An alias (`x-alias-of`) is no field of its own: it is named on the field of
 * the parameter it stands for.
 */
export function consoleFields(operation: Pick<ConsoleOperation, "parameters">): ConsoleParameter[] {
  return CONSOLE_LOCATIONS.flatMap((location) => operation.parameters.filter((p) => p.location === location && !p.aliasOf));
}

/** The JSON media type of the request body, if it has one. */
export const jsonBody = (operation: Pick<ConsoleOperation, "requestBody">) =>
  operation.requestBody?.content.find((c) => /json/i.test(c.mediaType)) ?? null;

export interface BodyVariant {
  title: string;
  schema: unknown;
}

/** The variants a body can take: the branches of its top-level `oneOf`, else the one schema. */
export function bodyVariants(operation: Pick<ConsoleOperation, "requestBody">, lookup: SchemaLookup): BodyVariant[] {
  const media = jsonBody(operation);
  if (!media) return [];
  const schema = followRefs(media.schema, lookup);
  if (!isJsonObject(schema) || !Array.isArray(schema.oneOf)) return [{ title: "Body", schema: media.schema }];
  return schema.oneOf.map((branch, i) => {
    const resolved = followRefs(branch, lookup);
    const title = isJsonObject(resolved) && typeof resolved.title === "string" ? resolved.title : `Variant ${i + 1}`;
    return { title, schema: branch };
  });
}

/** The body a variant starts with: the first documented example valid against it, else `{}`. */
export function variantExample(operation: Pick<ConsoleOperation, "requestBody">, variant: BodyVariant, lookup: SchemaLookup): string {
  const examples = jsonBody(operation)?.examples ?? [];
  const fit = examples.find((e) => validateAgainstSchema(e.value, variant.schema, lookup).length === 0) ?? null;
  return JSON.stringify(fit ? fit.value : {}, null, 2);
}

/**
 * The first inputs for an operation: the values its code samples use (so
 * the console starts with the request the samples show), required
 * parameters' examples, and the body's first example.
 */
export function initialInputs(operation: ConsoleOperation, server: string, lookup: SchemaLookup): ConsoleInputs {
  const values: Record<string, string> = {};
  for (const { name, value } of samplePathValues({ ...operation, codeSampleValues: sampleValues(operation) }))
    values[`path.${name}`] = fieldText(value);
  const chosen = sampleValues(operation)?.query;
  for (const p of consoleFields(operation).filter((f) => f.location !== "path")) {
    if (chosen) {
      if (chosen[p.name] !== undefined) values[fieldKey(p)] = fieldText(chosen[p.name]);
    } else if (p.required) values[fieldKey(p)] = fieldText(exampleOf(p));
  }
  const variants = bodyVariants(operation, lookup);
  return { server, values, body: variants.length > 0 ? variantExample(operation, variants[0], lookup) : null, variant: 0 };
}

/**
 * What an address asks the console to open with, read against the operation: a field it names
 * without a value takes the parameter's example (a guide's request names "lon" and "lat"), and a
 * body it gives without a variant chooses the variant the body fits (a guide's `geolocations`
 * body is the bulk reverse geocoding's, not the first variant's).
 */
export function addressInputs(operation: ConsoleOperation, lookup: SchemaLookup, shared: Partial<ConsoleInputs>): Partial<ConsoleInputs> {
  const fields = new Map(consoleFields(operation).map((p) => [fieldKey(p), p]));
  const values = Object.fromEntries(
    Object.entries(shared.values ?? {}).map(([key, value]) => {
      const field = fields.get(key);
      const example = value === "" && field ? exampleOf(field) : undefined;
      return [key, example === undefined ? value : fieldText(example)];
    }),
  );
  let variant = shared.variant;
  if (variant === undefined && shared.body !== undefined && shared.body !== null) {
    let body: unknown;
    try {
      body = JSON.parse(shared.body);
    } catch {
      body = undefined;
    }
    const fits =
      body === undefined
        ? -1
        : bodyVariants(operation, lookup).findIndex((v) => validateAgainstSchema(body, v.schema, lookup).length === 0);
    if (fits > 0) variant = fits;
  }
  return { ...shared, values, ...(variant !== undefined ? { variant } : {}) };
}

const asRecord = (value: unknown): Readonly<Record<string, unknown>> | null => (isJsonObject(value) ? value : null);
const sampleValues = (operation: Pick<ConsoleOperation, "codeSampleValues">) =>
  operation.codeSampleValues
    ? { path: asRecord(operation.codeSampleValues.path), query: asRecord(operation.codeSampleValues.query) }
    : null;

/** Something that stops the request being sent, or only informs (`blocking: false`). */
export interface InputProblem {
  /** The field it is about ({@link fieldKey}), "body" or "server". */
  field: string;
  message: string;
  blocking: boolean;
  /** Raised by the field's input kind rather than its schema (the field shows it its own way). */
  fromKind?: true;
}

/** What a field's input kind makes of its value: normalised text, or why it is not of the kind. */
export function kindCheck(parameter: ConsoleParameter, text: string, kinds: InputKinds) {
  const kind = parameter.inputKind ? kinds[parameter.inputKind] : undefined;
  // Spaces alone are a value too (the API trims them to nothing): checked, not skipped.
  return kind && text !== "" ? kind.check(text) : null;
}

/** The documented answer to a malformed value of this field's kind, when the description gives one. */
export function invalidAnswerFor(operation: ConsoleOperation, parameter: ConsoleParameter, text: string, kinds: InputKinds) {
  const check = kindCheck(parameter, text, kinds);
  if (!check || check.valid) return null;
  return operation.invalidInputAnswers.find((a) => a.kind === parameter.inputKind) ?? null;
}

/**
 * "." and ".." as a whole path value: every URL parser (the browser's, fetch's, curl's) reads them as
 * this folder and the one above and drops them with the segment before, so GET /places/.. would
 * ask for /. Escaping does not help: the WHATWG URL standard reads %2E as a dot in a path too.
 */
const isDotSegment = (text: string) => text === "." || text === "..";

const dotSegmentProblem = (name: string, text: string) =>
  `${name}: “${text}” cannot be sent in the path: a URL reads it as ${text === "." ? "the same folder" : "the folder above"}, so the request would go to another route`;

function fieldProblems(operation: ConsoleOperation, inputs: ConsoleInputs, lookup: SchemaLookup, kinds: InputKinds): InputProblem[] {
  return consoleFields(operation).flatMap((p): InputProblem[] => {
    const field = fieldKey(p);
    const text = inputs.values[field] ?? "";
    if (text === "")
      return p.required
        ? [{ field, message: `${p.name}: required${p.location === "path" ? " (it is part of the path)" : ""}`, blocking: true }]
        : [];
    if (p.location === "path" && isDotSegment(text)) return [{ field, message: dotSegmentProblem(p.name, text), blocking: true }];
    const parsed = parseParameterValue(p, text, lookup);
    if ("error" in parsed) return [{ field, message: `${p.name}: ${parsed.error}`, blocking: true }];
    const schemaProblems = validateAgainstSchema(parsed.value, p.schema, lookup).map((problem) => ({
      field,
      message: `${p.name}: ${describeProblem(problem)}`,
      blocking: true,
    }));
    const kind = kindCheck(p, text, kinds);
    if (schemaProblems.length > 0 || !kind || kind.valid) return schemaProblems;
    const answer = invalidAnswerFor(operation, p, text, kinds);
    return [{ field, message: `${p.name}: ${kind.message}`, blocking: answer !== null, fromKind: true }];
  });
}

/** The body's problems: not JSON, or against the chosen variant (with JSON Pointers), then against the whole schema. */
export function bodyProblems(operation: ConsoleOperation, inputs: ConsoleInputs, lookup: SchemaLookup): InputProblem[] {
  const media = jsonBody(operation);
  if (!media || inputs.body === null) return [];
  if (inputs.body.trim() === "")
    return operation.requestBody?.required ? [{ field: "body", message: "The body is required.", blocking: true }] : [];
  let value: unknown;
  try {
    value = JSON.parse(inputs.body);
  } catch (error) {
    return [{ field: "body", message: `The body is not valid JSON: ${(error as Error).message}`, blocking: true }];
  }
  const variant = bodyVariants(operation, lookup)[inputs.variant];
  const own = variant ? validateAgainstSchema(value, variant.schema, lookup) : [];
  const problems = own.length > 0 ? own : validateAgainstSchema(value, media.schema, lookup);
  // Words first (which field, what is wrong), the JSON Pointer after them for whoever wants it exactly.
  // A rule the server is documented to let through (`x-when-invalid`) informs and does not block.
  return problems.map((p) => {
    const where = p.pointer ? `The body's ${readablePointer(p.pointer)}` : "The body";
    const at = p.pointer ? ` (at ${p.pointer})` : "";
    const lenient = p.whenInvalid ? `; the API answers anyway: ${lowerFirst(p.whenInvalid)}` : "";
    return { field: "body", message: `${where} ${asDemand(p)}${at}${lenient}`, blocking: p.whenInvalid === undefined };
  });
}

/** A problem's message as the rest of a sentence about the value: a bare limit ("at most 100 items") becomes "must have at most 100 items". */
export function asDemand(problem: SchemaProblem): string {
  if (problem.message.startsWith("must") || problem.message.startsWith("is ")) return problem.message;
  if (problem.keyword === "minItems" || problem.keyword === "maxItems") return `must have ${problem.message}`;
  if (problem.keyword === "minLength" || problem.keyword === "maxLength") return `must be ${problem.message} long`;
  return `must be ${problem.message}`;
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** A JSON Pointer as a path a reader knows from code: "/geolocations/0/longitude" reads "geolocations[0].longitude". */
export function readablePointer(pointer: string): string {
  return (pointerTokens(pointer) ?? [pointer]).reduce(
    (path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path === "" ? segment : `${path}.${segment}`),
    "",
  );
}

/** A documented error answer's `error` string, or its status alone. */
const answerWords = (answer: { status: string; body: unknown }) => {
  const error = (answer.body as { error?: unknown } | null)?.error;
  return typeof error === "string" ? `${answer.status} “${error}”` : answer.status;
};

/**
 * The problem when no group of `x-required-inputs` is given whole (GET /postcodes with neither `q`
 * nor a coordinate pair in one spelling), put on the first missing parameter of the group most given:
 * `lat` when `lon` alone is, the first group's first when none is.
 */
function missingInputProblems(operation: ConsoleOperation, inputs: ConsoleInputs): InputProblem[] {
  const answer = operation.missingInputAnswer;
  if (!answer || answer.groups.length === 0) return [];
  // Every parameter, aliases too: the console shows an alias in its parameter's field, the MCP tools take it by its name.
  const keyOf = (name: string) => {
    const field = operation.parameters.find((p) => p.name === name);
    return field ? fieldKey(field) : null;
  };
  const given = (name: string) => {
    const key = keyOf(name);
    return key !== null && (inputs.values[key] ?? "") !== "";
  };
  if (answer.groups.some((group) => group.every(given))) return [];
  const most = answer.groups.reduce((best, group) => (group.filter(given).length > best.filter(given).length ? group : best));
  const missing = most.find((name) => !given(name)) ?? most[0];
  const withGiven = most.filter(given);
  // Shown in a field the console has: an alias's problem in its parameter's field.
  const shownIn = operation.parameters.find((p) => p.name === missing)?.aliasOf ?? missing;
  const ways = answer.groups.map((group) => group.join(" with ")).join(", or ");
  return [
    {
      field: keyOf(shownIn) ?? keyOf(missing) ?? missing,
      message: `${missing}: required${withGiven.length > 0 ? ` with ${withGiven.join(" and ")}` : ""}. Give ${ways}: without one of them whole, the API answers ${answerWords(answer)}`,
      blocking: true,
    },
  ];
}

/** Every problem with the inputs; the request is sent only when none blocks. */
export function inputProblems(operation: ConsoleOperation, inputs: ConsoleInputs, lookup: SchemaLookup, kinds: InputKinds): InputProblem[] {
  const server = serverUrlProblem(inputs.server);
  const serverProblem: InputProblem[] = server ? [{ field: "server", message: `Server URL: ${server}`, blocking: true }] : [];
  return [
    ...serverProblem,
    ...fieldProblems(operation, inputs, lookup, kinds),
    ...missingInputProblems(operation, inputs),
    ...bodyProblems(operation, inputs, lookup),
  ];
}

/**
 * The request the inputs make, in the shape code samples are written from:
 * empty optional fields are left out, arrays and objects are written by
 * each parameter's style, header fields are only the ones the description
 * declares (plus Content-Type for a body), so nothing is added that a
 * server's CORS preflight could refuse.
 */
export function buildConsoleRequest(operation: ConsoleOperation, inputs: ConsoleInputs, lookup: SchemaLookup = new Map()): SampleRequest {
  // The console's fields, and a parameter's other name where a value is given for it (the MCP tools take them as written).
  const fields = [...consoleFields(operation), ...operation.parameters.filter((p) => p.aliasOf)];
  const given = (location: string) =>
    fields
      .filter((p) => p.location === location && (inputs.values[fieldKey(p)] ?? "") !== "")
      .map((p) => ({ parameter: p, value: requestValue(p, inputs.values[fieldKey(p)], lookup) }));
  const segments = new Map(given("path").map(({ parameter, value }) => [parameter.name, pathSegment(parameter, value)]));
  const query = given("query").flatMap(({ parameter, value }) => queryPairs(parameter, value));
  const media = jsonBody(operation);
  // A body that is not JSON goes as typed (sent only when the reader asks to send it as typed).
  let bodyValue: unknown = null;
  let typed: string | null = null;
  try {
    bodyValue = inputs.body === null ? null : JSON.parse(inputs.body);
  } catch {
    typed = inputs.body;
  }
  const body = media && inputs.body !== null ? (typed ?? JSON.stringify(bodyValue, null, 2)) : null;
  const headers = given("header").map(({ parameter, value }): [string, string] => [parameter.name, headerValue(parameter, value)]);
  if (body !== null && media) headers.push(["Content-Type", media.mediaType]);
  const server = inputs.server.trim();
  return {
    method: operation.method.toUpperCase(),
    url: requestUrl(server, operation.path, segments, query),
    baseUrl: requestUrl(server, operation.path, segments, []),
    query,
    headers,
    body,
    bodyMediaType: body !== null && media ? media.mediaType : null,
    bodyValue,
    responseKind: operation.responseKind,
  };
}
