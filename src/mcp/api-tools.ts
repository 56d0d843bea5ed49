import {
  type AnswerDifference,
  checkAnswer,
  type CheckedAnswer,
  differenceLine,
  type DocumentedResponse,
} from "../api-console/answer-check";
import { consoleOperation } from "../api-console/console-operation";
import {
  bodyVariants,
  buildConsoleRequest,
  type ConsoleOperation,
  type ConsoleParameter,
  consoleFields,
  fieldKey,
  inputProblems,
  invalidAnswerFor,
  jsonBody,
} from "../api-console/console-request";
import { fieldText } from "../api-console/parameter-text";
import { validateAgainstSchema } from "../api-console/schema-validator";
import { statusReason } from "../api-reference/http-status";
import { POSTCODE_INPUT_KINDS } from "../input-kinds/postcode-input-kinds";
import type { SchemaLookup } from "../json/json-refs";
import { inlineSchema } from "./inline-schema";
import { deadline } from "./deadline";
import { readCapped } from "./read-capped";
import { type BulkRoute, pauseAdvice } from "./pause-advice";
import { argumentNote, summaryOf } from "./model-text";
import type { McpData, McpOperation } from "./mcp-data";
import { type InputSchema, readOnly, textAnswer, type Tool, type ToolAnswer, ToolInputError, errorAnswer } from "./tool-kit";

/** Where and how the API tools call the API. */
export interface ApiCaller {
  /** The server the requests go to ("https://api.postcodes.io", a self-hosted copy, the mock). */
  baseUrl: string;
  /** The fetch to send with (the tests' may route); the platform's by default. */
  fetch?: typeof fetch;
  /** Milliseconds an answer may take, whole. */
  timeoutMs?: number;
  /** Most bytes of an answer read; a longer one is cut and said so. */
  maxBytes?: number;
  /**
   * Checks the address of each request before it is sent (the remote server's: only the public
   * API). Returns why it may not be sent, or null.
   */
  refuse?: (url: URL) => string | null;
  /** Said after "Could not reach …": where the address can be changed (the stdio server's --base-url). */
  unreachableHint?: string;
}

/** The query parameters an agent does not set: JSONP's `callback` makes the answer a script, not JSON. */
const LEFT_OUT = new Set(["query.callback"]);

/**
 * Most characters of an answer's body shown to the model (some 8,000 tokens: ten nearest postcodes,
 * or a bulk lookup of 100 with a few fields, written compactly); the rest is said to be cut.
 */
export const BODY_CHARS = 32_000;

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 2_000_000;

/** The parameters a tool takes: the console's fields, less JSONP, and their aliases (which the console shows on their field). */
function toolFields(operation: ConsoleOperation): ConsoleParameter[] {
  const fields = consoleFields(operation).filter((p) => !LEFT_OUT.has(fieldKey(p)));
  const aliases = operation.parameters.filter(
    (a) => a.aliasOf !== null && fields.some((p) => p.name === a.aliasOf && p.location === a.location),
  );
  return [...fields, ...aliases];
}

/**
 * Most characters of a text argument that has no limit of its own: a postcode, an outward code or a
 * place's name is far shorter, and a longer one only makes a long URL (an answer of 431 or 414).
 */
export const MAX_TEXT_ARGUMENT = 200;

/** A parameter's schema for a tool: a text without a length limit gets {@link MAX_TEXT_ARGUMENT}. */
function argumentSchema(schema: unknown, lookup: SchemaLookup): Record<string, unknown> {
  return textCapped(inlineSchema(schema, lookup)) as Record<string, unknown>;
}

/** A schema whose every text, at any depth (a bulk body's postcodes), is at most MAX_TEXT_ARGUMENT characters unless it says otherwise. */
function textCapped(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(textCapped);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema))
    out[key] =
      key === "properties" && typeof value === "object" && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, child]) => [name, textCapped(child)]))
        : ["items", "anyOf", "oneOf", "allOf", "additionalProperties"].includes(key)
          ? textCapped(value)
          : value;
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes("string") && out.maxLength === undefined) out.maxLength = MAX_TEXT_ARGUMENT;
  return out;
}

/**
 * What the tool takes of a number with bounds, said beside the API's own words: the API clamps or
 * replaces a value out of them ("values above 100 are clamped"), the tool refuses it, and a model
 * told only the first would send one and be refused.
 */
function rangeNote(schema: Record<string, unknown>): string {
  const { minimum, maximum } = schema;
  if (typeof minimum !== "number" && typeof maximum !== "number") return "";
  const range =
    typeof minimum === "number" && typeof maximum === "number"
      ? `from ${minimum} to ${maximum}`
      : typeof minimum === "number"
        ? `${minimum} or more`
        : `up to ${maximum}`;
  return `This tool takes ${range} and refuses other values (the API would change them).`;
}

/** The tool's argument schema: one property per parameter (by its name), and `body` for a request body (described by `choice`, its variants, if any). */
function inputSchemaOf(op: McpOperation, operation: ConsoleOperation, lookup: SchemaLookup, choice: string | null): InputSchema {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const fields = toolFields(operation);
  const schemas = new Map(fields.map((field) => [field, argumentSchema(field.schema, lookup)]));
  const isCoordinate = (field: ConsoleParameter) => schemas.get(field)?.type === "number";
  // Two other names of numbers (longitude and latitude for lon and lat): a pair, to be spelt alike.
  const pairedAliases = fields.filter((field) => field.aliasOf !== null && isCoordinate(field)).length >= 2;
  for (const p of fields) {
    const schema = schemas.get(p) ?? {};
    // The API's other spelling of a parameter ("longitude" for "lon"), which the description teaches too.
    const note =
      p.aliasOf !== null
        ? `Another name of \`${p.aliasOf}\`, sent as written: give one of the two${pairedAliases && isCoordinate(p) ? " (and both of a coordinate pair in one spelling)" : ""}.`
        : [argumentNote(op.parameterNotes[p.name] ?? ""), rangeNote(schema)].filter(Boolean).join(" ");
    properties[p.name] = { ...schema, ...(note ? { description: note } : {}) };
    if (p.required) required.push(p.name);
  }
  const media = jsonBody(operation);
  if (media) {
    properties.body = { ...(textCapped(inlineSchema(media.schema, lookup)) as object), description: choice ?? "The JSON request body." };
    if (operation.requestBody?.required) required.push("body");
  }
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}

/** The bodies an operation takes, in words, when it takes more than one; null otherwise. */
function bodyChoice(operation: ConsoleOperation, lookup: SchemaLookup): string | null {
  const variants = jsonBody(operation) ? bodyVariants(operation, lookup) : [];
  if (variants.length < 2) return null;
  return `The JSON request body, one of: ${variants.map((v) => `${v.title} (${bodyShape(v.schema, lookup)})`).join("; ")}.`;
}

/** A body variant's required fields as JSON ("{"postcodes": […]}"), to tell the variants apart in words. */
function bodyShape(schema: unknown, lookup: SchemaLookup): string {
  const inlined = inlineSchema(schema, lookup) as { required?: unknown; properties?: Record<string, { type?: unknown }> };
  const names = Array.isArray(inlined.required) ? (inlined.required as string[]) : Object.keys(inlined.properties ?? {});
  const value = (name: string) => (inlined.properties?.[name]?.type === "array" ? "[…]" : "…");
  return `{${names.map((name) => `"${name}": ${value(name)}`).join(", ")}}`;
}

function toolDescription(op: McpOperation, data: McpData): string {
  // The client's errors, each by its first line (a server error's text is the same everywhere).
  const errors = [
    ...new Set(
      op.errorMessages
        .filter((e) => e.status.startsWith("4"))
        .map((e) => `${e.status} "${e.message.split("\n")[0].trim()}"${e.reason ? ` (${e.reason})` : ""}`),
    ),
  ];
  return [
    `Calls ${op.method.toUpperCase()} ${op.path} (${op.summary}) on the ${data.site.title} API and says whether the answer matches its documentation.`,
    summaryOf(op.description),
    ...op.console.invalidInputAnswers.map(
      (answer) =>
        `A ${answer.kind} that is not well formed is refused before any lookup: ${documentedAnswer(answer)} (this tool says so without sending).`,
    ),
    ...(errors.length > 0 ? [`Its errors: ${errors.join(", ")}.`] : []),
    ...bulkCounterpart(op, data),
    `Reference: get_operation "${op.operationId}".`,
  ]
    .filter((line) => line !== "")
    .join(" ");
}

/** The largest `maxItems` in a schema (the bulk body's lists), or null. */
function largestMaxItems(schema: unknown): number | null {
  let most: number | null = null;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      const { maxItems } = node as { maxItems?: unknown };
      if (typeof maxItems === "number") most = Math.max(most ?? 0, maxItems);
      Object.values(node).forEach(visit);
    }
  };
  visit(schema);
  return most;
}

/**
 * For a lookup of one thing (GET /postcodes/{postcode}), the operation that takes many at once
 * (POST /postcodes), when the description has one: calling the one-at-a-time tool in a loop is the trap.
 */
function bulkRoute(op: McpOperation, data: McpData): BulkRoute | null {
  if (op.method !== "get") return null;
  const collection = op.path.replace(/\/\{[^}]+\}$/, "");
  const bulk = data.operations.find((other) => other.method === "post" && (other.path === collection || other.path === op.path));
  if (!bulk || bulk === op) return null;
  return {
    operationId: bulk.operationId,
    route: `${bulk.method.toUpperCase()} ${bulk.path}`,
    most: largestMaxItems(bulk.console.requestBody),
  };
}

function bulkCounterpart(op: McpOperation, data: McpData): string[] {
  const bulk = bulkRoute(op, data);
  if (!bulk) return [];
  const { most } = bulk;
  return [
    `For more than one, call ${bulk.operationId} (${bulk.route}) once${most ? ` with up to ${most}` : ""} instead of this tool in a loop.`,
  ];
}

/** A value with %XX escapes in it, decoded once; the value itself when it has none or they do not decode. */
function decodedOnce(value: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The error string of a client or server error answer that is not one the documentation lists for
 * its status (the schema allows any string: the check of the words is this one), as a difference.
 */
function errorStringDifference(op: McpOperation, answer: CheckedAnswer): AnswerDifference | null {
  const documented = op.errorMessages.filter((e) => e.status === String(answer.status)).map((e) => e.message);
  const received = (answer.json as { error?: unknown } | undefined)?.error;
  if (documented.length === 0 || typeof received !== "string") return null;
  const same = (a: string) => a.replace(/\s+/g, " ").trim();
  if (documented.some((message) => same(message) === same(received))) return null;
  return {
    pointer: "/error",
    documented: `documented as one of the ${answer.status} errors ${documented.map((m) => `“${same(m)}”`).join(", ")}`,
    received: `“${same(received)}”`,
    shownAt: "/error",
  };
}

/** Why a fetch failed, as specifically as the platform says ("getaddrinfo ENOTFOUND api.postcodes.io"). */
function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** The documented answer to a malformed value, in words: "the API answers 404 {"status":404,"error":"Invalid postcode"}". */
const documentedAnswer = (answer: { status: string; body: unknown }) => `the API answers ${answer.status} ${JSON.stringify(answer.body)}`;

/** One tool per operation, named by its operationId: it checks the input as the console does, calls the API and checks the answer. */
export function apiTools(data: McpData, caller: ApiCaller): Tool[] {
  const lookup: SchemaLookup = new Map(data.schemas.map((s) => [s.name, s.schema]));
  const send = caller.fetch ?? fetch;
  const timeoutMs = caller.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = caller.maxBytes ?? DEFAULT_MAX_BYTES;
  const tools = data.operations.map((op): Tool => {
    const operation = consoleOperation(op.console, data.site.origin);
    const fields = toolFields(operation);
    const choice = bodyChoice(operation, lookup);
    const inputSchema = inputSchemaOf(op, operation, lookup, choice);
    const bulk = bulkRoute(op, data);
    return {
      name: op.operationId,
      title: op.summary,
      description: toolDescription(op, data),
      inputSchema,
      // A body that is none of them is told what each is; one that is meant as one is told that one's problems only.
      ...(choice ? { argumentHelp: (problems) => (problems.some((p) => p.startsWith("body must")) ? choice : null) } : {}),
      annotations: readOnly(op.summary, true, op.operationId !== "randomPostcode" && op.operationId !== "randomPlace"),
      run: (args, signal) => callOperation({ op, operation, fields, lookup, caller, send, timeoutMs, maxBytes, bulk }, args, signal),
    };
  });
  // An argument meant for another tool ("postcode" given to postcodeLookup, which searches) names the tools that take it.
  return tools.map((tool) => ({
    ...tool,
    takenElsewhere: (argument: string) => {
      const takers = tools.filter((other) => other !== tool && Object.hasOwn(other.inputSchema.properties, argument));
      if (takers.length === 0) return null;
      const named = takers.slice(0, MOST_TAKERS).map((other) => `${other.name} (${other.title})`);
      return `${named.join(", ")}${takers.length > MOST_TAKERS ? " and others" : ""} take${takers.length === 1 ? "s" : ""} it.`;
    },
  }));
}

/** Most other tools named for an argument this one does not take. */
const MOST_TAKERS = 4;

/** What one API tool knows of its operation and of where it sends. */
interface OperationCall {
  op: McpOperation;
  operation: ConsoleOperation;
  fields: ConsoleParameter[];
  lookup: SchemaLookup;
  caller: ApiCaller;
  send: typeof fetch;
  timeoutMs: number;
  maxBytes: number;
  /** Where many go at once, for an answer that says to call less often. */
  bulk: BulkRoute | null;
}

/**
 * A tool's arguments as the console's field values: each as text, one sent encoded already
 * ("SW1A%201AA") read decoded (and said so), an alias as itself; refused when a parameter is given
 * by both its names.
 */
function readArguments(
  fields: readonly ConsoleParameter[],
  args: Record<string, unknown>,
): { values: Record<string, string>; readAs: string[] } | { refused: string } {
  const values: Record<string, string> = {};
  const readAs: string[] = [];
  const isGiven = (name: string) => args[name] !== undefined && args[name] !== null;
  const twice = fields.filter((p) => p.aliasOf !== null && isGiven(p.name) && isGiven(p.aliasOf));
  if (twice.length > 0)
    return {
      refused: `Not sent: ${twice.map((p) => `\`${p.name}\` and \`${p.aliasOf}\` are one parameter`).join("; ")}. Give one of each pair.`,
    };
  for (const p of fields) {
    if (!isGiven(p.name)) continue;
    const given = fieldText(args[p.name]);
    // Values are given as they are and the tool encodes them.
    const value = decodedOnce(given);
    if (value !== given) readAs.push(`${p.name} “${given}” was read as “${value}”: give values as they are; the tool encodes them.`);
    // An alias is sent as written: the API reads "lon" with "latitude" as half of two pairs, and says so.
    values[fieldKey(p)] = value;
  }
  return { values, readAs };
}

/** One request sent and its answer read, no further than `maxBytes`; or why there is no answer, in words. */
async function exchange(
  url: URL,
  request: ReturnType<typeof buildConsoleRequest>,
  { send, timeoutMs, maxBytes, signal }: { send: typeof fetch; timeoutMs: number; maxBytes: number; signal?: AbortSignal },
): Promise<({ response: Response } & Awaited<ReturnType<typeof readCapped>>) | { failed: string; unanswered?: true }> {
  const isTimeout = (error: unknown) => error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
  // One clock for the whole exchange: the status and headers, then the body.
  const limit = deadline(timeoutMs, signal);
  try {
    let response: Response;
    try {
      response = await send(url, {
        method: request.method,
        headers: Object.fromEntries(request.headers),
        body: request.body ?? undefined,
        redirect: "manual",
        signal: limit.signal,
      });
    } catch (error) {
      return {
        failed: isTimeout(error)
          ? `No answer from ${url.origin} within ${timeoutMs / 1000} s (${request.method} ${url.pathname}). Try again, or check the server is up.`
          : `Could not reach ${url.origin}: ${causeOf(error)}. Check the address and that the server is up.`,
        unanswered: true,
      };
    }
    try {
      return { response, ...(await readCapped(response.body, maxBytes)) };
    } catch (error) {
      // The status and headers came, and then the body stopped: a timeout, a reset connection.
      return {
        failed: `${request.method} ${url.href}: ${response.status} came, then its body ${isTimeout(error) ? `did not end within ${timeoutMs / 1000} s` : `stopped (${causeOf(error)})`}, so there is no answer to show or check. Try again, or check the server.`,
      };
    }
  } finally {
    limit.clear();
  }
}

/** An API tool's call: the input checked as the console checks it, the request sent, the answer checked. */
async function callOperation(
  { op, operation, fields, lookup, caller, send, timeoutMs, maxBytes, bulk }: OperationCall,
  args: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ToolAnswer> {
  const read = readArguments(fields, args);
  if ("refused" in read) return errorAnswer(read.refused);
  const { values, readAs } = read;
  const body = operation.requestBody ? (args.body === undefined ? "" : JSON.stringify(args.body)) : null;
  const variants = bodyVariants(operation, lookup);
  const fits = variants.findIndex((v) => args.body !== undefined && validateAgainstSchema(args.body, v.schema, lookup).length === 0);
  const inputs = { server: caller.baseUrl, values, body, variant: Math.max(0, fits) };
  const problems = inputProblems(operation, inputs, lookup, POSTCODE_INPUT_KINDS);
  const blocking = problems.filter((p) => p.blocking);
  if (blocking.length > 0) {
    const refused = blocking.map((problem) => {
      const parameter = fields.find((p) => fieldKey(p) === problem.field) as ConsoleParameter | undefined;
      return {
        problem,
        answer: parameter ? invalidAnswerFor(operation, parameter, values[problem.field] ?? "", POSTCODE_INPUT_KINDS) : null,
      };
    });
    const lines = refused.map(
      ({ problem, answer }) => `- ${problem.message}${answer ? `: ${documentedAnswer(answer)}, so the request was not sent` : ""}`,
    );
    const known = refused.length === 1 ? refused[0].answer : null;
    // A success the API is documented to give such input (validate answers `false`) is the answer, not an error.
    if (known && known.status.startsWith("2"))
      return textAnswer(
        `Not sent, as the answer is documented: ${lines[0].slice(2)}.\n\`\`\`json\n${JSON.stringify(known.body, null, 1)}\n\`\`\``,
        {
          request: null,
          sent: false,
          status: Number(known.status),
          matchesDocumentation: true,
          differences: [],
          body: known.body,
          operationId: op.operationId,
        },
      );
    return errorAnswer(`Not sent: the input does not fit ${op.method.toUpperCase()} ${op.path}.\n${lines.join("\n")}`);
  }
  let request: ReturnType<typeof buildConsoleRequest>;
  try {
    request = buildConsoleRequest(operation, inputs, lookup);
  } catch (error) {
    // encodeURIComponent's one failure: a lone half of a surrogate pair ("\ud800"), which no URL can carry.
    if (error instanceof URIError)
      return errorAnswer("Not sent: a value holds text that is not whole Unicode (half of a surrogate pair), which no URL can carry.");
    throw error;
  }
  const url = new URL(request.url);
  const refusal = caller.refuse?.(url);
  if (refusal) return errorAnswer(`Not sent: ${refusal}`);
  const started = Date.now();
  const exchanged = await exchange(url, request, { send, timeoutMs, maxBytes, signal });
  if ("failed" in exchanged)
    return errorAnswer(exchanged.unanswered && caller.unreachableHint ? `${exchanged.failed} ${caller.unreachableHint}` : exchanged.failed);
  const { response, text, cut, bytes } = exchanged;
  const ms = Date.now() - started;
  let json: unknown;
  try {
    json = text === "" || cut ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const answer: CheckedAnswer = { status: response.status, contentType: response.headers.get("content-type") ?? "", text, json };
  const checked = cut
    ? ({ kind: "unchecked", reason: `The answer was longer than ${maxBytes} bytes and was cut, so it was not checked.` } as const)
    : checkAnswer(operation.responses, lookup, answer);
  const wrongWords = checked.kind === "unchecked" ? null : errorStringDifference(op, answer);
  const check: ReturnType<typeof checkAnswer> = wrongWords
    ? {
        kind: "differs",
        documentedStatus: checked.kind === "unchecked" ? null : checked.documentedStatus,
        differences: [...(checked.kind === "differs" ? checked.differences : []), wrongWords],
      }
    : checked;
  const shapes = check.kind === "matches" ? shapesOf(operation.responses, check.documentedStatus) : 1;
  const retryAfter = response.headers.get("retry-after");
  // A value not of its kind whose answer the description does not give (an outward code that is a whole postcode) is sent, and said.
  const unlike = problems.filter((p) => !p.blocking && p.fromKind).map((p) => `Note: ${p.message}. Sent as given.`);
  const notes = [...readAs, ...unlike, ...pointNotes(values, args.body)];
  return answerOf(op, request.method, url, answer, check, { ms, bytes, cut, readAs: notes, shapes, retryAfter, bulk });
}

/** Whether a point lies in the UK's bounds, roughly (the Channel Islands to Shetland, Northern Ireland to East Anglia). */
const inUk = (longitude: number, latitude: number) => latitude >= 49 && latitude <= 61 && longitude >= -9 && longitude <= 2;

/** A coordinate given as text, as a number; null for none or for text that is no number. */
const coordinate = (value: unknown): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * A note for points outside the UK, where no postcode is near (the API answers null, as it should),
 * and for those that are in it when swapped: longitude and latitude the wrong way round is a
 * common slip, and its answer, a `null`, reads as "nothing here". Of the query's or the path's
 * pair, and of a bulk body's `geolocations`.
 */
export function pointNotes(values: Readonly<Record<string, string>>, body: unknown): string[] {
  const points: { name: string; longitude: number; latitude: number }[] = [];
  for (const location of ["query", "path"]) {
    const longitude = coordinate(values[`${location}.lon`] ?? values[`${location}.longitude`]);
    const latitude = coordinate(values[`${location}.lat`] ?? values[`${location}.latitude`]);
    if (longitude !== null && latitude !== null) points.push({ name: "the point", longitude, latitude });
  }
  const geolocations = (body as { geolocations?: unknown } | null)?.geolocations;
  if (Array.isArray(geolocations))
    geolocations.forEach((point: unknown, i) => {
      const { longitude, latitude } = (point ?? {}) as { longitude?: unknown; latitude?: unknown };
      const [x, y] = [coordinate(longitude), coordinate(latitude)];
      if (x !== null && y !== null) points.push({ name: `geolocations[${i}]`, longitude: x, latitude: y });
    });
  const outside = points.filter((p) => !inUk(p.longitude, p.latitude));
  if (outside.length === 0) return [];
  const swapped = outside.filter((p) => inUk(p.latitude, p.longitude));
  const bounds = "(latitude 49 to 61, longitude −9 to 2, roughly), so no postcode is near it";
  if (points.length === 1) {
    const [p] = outside;
    return [
      `Note: longitude ${p.longitude}, latitude ${p.latitude} is outside the UK ${bounds}.${
        swapped.length > 0 ? ` Swapped, it is in the UK: did you mean longitude ${p.latitude} and latitude ${p.longitude}?` : ""
      }`,
    ];
  }
  const listed = (list: typeof points) =>
    list
      .slice(0, 5)
      .map((p) => p.name)
      .join(", ") + (list.length > 5 ? ", …" : "");
  return [
    `Note: ${outside.length} of ${points.length} points are outside the UK ${bounds.replace("it", "them")}: ${listed(outside)}.${
      swapped.length > 0
        ? ` Swapped, ${swapped.length} of them are in the UK (${listed(swapped)}): are longitude and latitude the wrong way round?`
        : ""
    }`,
  ];
}

/** A body's list cut after its last entry that fits: the JSON, written on one line, and how many of how many entries it holds. */
interface FittedEntries {
  json: unknown;
  text: string;
  where: string;
  shown: number;
  total: number;
}

/**
 * The most entries of a JSON answer's list (its `result`, or the body when it is a list) whose
 * whole JSON fits in `chars`; null when the answer has no list, or not one entry fits.
 */
export function fittingEntries(json: unknown, chars: number): FittedEntries | null {
  const envelope = json !== null && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  const entries = Array.isArray(json) ? (json as unknown[]) : Array.isArray(envelope?.result) ? (envelope.result as unknown[]) : null;
  if (!entries) return null;
  const cut = (count: number) => (Array.isArray(json) ? entries.slice(0, count) : { ...envelope, result: entries.slice(0, count) });
  const fits = (count: number) => JSON.stringify(cut(count)).length <= chars;
  // The most that fit, by halving: each try writes the JSON once.
  let [low, high] = [0, entries.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  if (low === 0) return null;
  const kept = cut(low);
  return {
    json: kept,
    text: JSON.stringify(kept),
    where: Array.isArray(json) ? "The body" : "`result`",
    shown: low,
    total: entries.length,
  };
}

/** How to see the entries not shown: for a bulk request, the rest of its items in another call; else a shorter answer. */
function restOf(op: McpOperation): string {
  if (op.method !== "post") return lessOf(op);
  const names = new Set(op.console.parameters.map((p) => p.name));
  // Entries come in the order sent, each with its `query`; a bulk lookup drops items that are not strings, so the count is no guide.
  return `Entries come in the order sent, each with the \`query\` it answers: send the items after the last one shown in another call${
    names.has("filter") ? ", or ask for fewer fields with `filter` (only the fields you need), and more fit" : ""
  }.`;
}

/** How to ask this operation for a shorter answer: by the parameters it has that shorten one. */
function lessOf(op: McpOperation): string {
  const names = new Set(op.console.parameters.map((p) => p.name));
  const levers = [
    ...(names.has("filter") ? ["`filter` (only the fields you need)"] : []),
    ...(names.has("limit") ? ["a lower `limit`"] : []),
    ...(op.method === "post" ? ["fewer items in one request"] : []),
  ];
  return levers.length > 0 ? `To see it whole, ask for less: ${levers.join(", or ")}.` : "The rest is not shown.";
}

/** How many shapes a documented response's JSON body may have (its schema's anyOf or oneOf at the top); 1 otherwise. */
function shapesOf(responses: readonly DocumentedResponse[], status: string): number {
  const media = responses.find((r) => r.status === status)?.content.find((m) => /json/i.test(m.mediaType));
  const schema = media?.schema as { anyOf?: unknown[]; oneOf?: unknown[] } | null | undefined;
  return Math.max(1, schema?.anyOf?.length ?? 0, schema?.oneOf?.length ?? 0);
}

function answerOf(
  op: McpOperation,
  method: string,
  url: URL,
  answer: CheckedAnswer,
  check: ReturnType<typeof checkAnswer>,
  facts: { ms: number; bytes: number; cut: boolean; readAs: string[]; shapes: number; retryAfter: string | null; bulk: BulkRoute | null },
): ToolAnswer {
  const pause = pauseAdvice(answer.status, facts.retryAfter, facts.bulk);
  const statusLine = `${answer.status} ${statusReason(String(answer.status)) ?? ""}`.trim();
  const verdict =
    check.kind === "matches"
      ? `The answer matches the documentation: a documented ${check.documentedStatus} response, its body as that response's schema says${
          facts.shapes > 1
            ? ` (in one of its ${facts.shapes} shapes; which shape this request gets, and how many entries, is not checked)`
            : ""
        }. The check is of the answer's form, not its values (which postcode came back, which fields a filter kept).`
      : check.kind === "unchecked"
        ? `Not checked: ${check.reason}`
        : `The answer differs from the documentation:\n${check.differences.map((d) => `- ${differenceLine(d, answer.status)}`).join("\n")}`;
  // Indented when that fits, else on one line, which holds some third more.
  const indented = answer.json !== undefined ? JSON.stringify(answer.json, null, 1) : answer.text;
  const shown = indented.length > BODY_CHARS && answer.json !== undefined ? JSON.stringify(answer.json) : indented;
  const whole = shown.length <= BODY_CHARS;
  // A list too long is cut after its last entry that fits, so that what is shown is JSON still, and says how many.
  const fitted = whole ? null : fittingEntries(answer.json, BODY_CHARS);
  // A body read no further than the cap is longer than what was read: its length is not known.
  const size = facts.cut ? `more than ${facts.bytes} bytes (it was read no further)` : `${shown.length} characters`;
  const body = fitted
    ? `${fitted.text}\n[${fitted.where} holds ${fitted.total} entries; the first ${fitted.shown} are shown, and the JSON above is whole but for the rest. ${restOf(op)}]`
    : !whole
      ? `${shown.slice(0, BODY_CHARS)}\n[The body is ${size}; the first ${BODY_CHARS} characters are shown. ${lessOf(op)}]`
      : shown;
  const text = [
    ...facts.readAs,
    `${method} ${url.href}\n${statusLine} in ${facts.ms} ms. ${verdict}`,
    ...(pause ? [pause.text] : []),
    answer.json !== undefined ? "```json" : "```text",
    body,
    "```",
  ].join("\n");
  return textAnswer(text, {
    request: { method, url: url.href },
    sent: true,
    status: answer.status,
    matchesDocumentation: check.kind === "matches" ? true : check.kind === "differs" ? false : null,
    differences:
      check.kind === "differs"
        ? check.differences.map((d) => ({ pointer: d.pointer, documented: d.documented, received: d.received }))
        : [],
    ...(check.kind === "unchecked" ? { notChecked: check.reason } : {}),
    ...(pause ? { retryAfterSeconds: pause.seconds } : {}),
    // The body as data when it is whole, or cut after an entry, as the text shows it: a JSON cut anywhere else is no JSON, and a
    // longer one would not fit a context either.
    ...(whole
      ? { body: answer.json !== undefined ? answer.json : answer.text }
      : fitted
        ? { body: fitted.json, bodyCut: true, entries: { total: fitted.total, shown: fitted.shown } }
        : { ...(facts.cut ? { bodyBytesRead: facts.bytes } : { bodyCharacters: shown.length }), bodyCut: true }),
    operationId: op.operationId,
  });
}

export { ToolInputError };
