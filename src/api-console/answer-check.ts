import { childPointer, pointerTokens, valueAtTokens } from "../json/json-pointer";
import { documentedResponse } from "./answer-status";
import type { SchemaLookup } from "../json/json-refs";
import { validateAgainstSchema } from "./schema-validator";

/**
 * Whether an answer the console received is what the documentation
 * describes for its operation and status: a documented status, a
 * documented media type, and a body its schema accepts (types, nullability,
 * required fields, enums, fields the schema does not allow). Any server's
 * answer is checked: the public API, a copy on localhost, a custom one.
 * This module is its own chunk, loaded with the first answer.
 */

/** A response of the operation as the description gives it. */
export interface DocumentedResponse {
  /** "200", "4XX" or "default". */
  status: string;
  content: readonly { mediaType: string; schema: unknown }[];
}

/** One way the answer differs from its documentation. */
export interface AnswerDifference {
  /** Where in the body (a JSON Pointer, "" for the whole body), or null for the status. */
  pointer: string | null;
  /** What the documentation says, as a phrase that follows the pointer ("documented as a string"). */
  documented: string;
  /** What came back ("null", `"12" (a string)`, "nothing (the field is missing)"). */
  received: string;
  /** The part of the answer to show for it: the value itself, or the object a missing field belongs in. */
  shownAt: string | null;
}

export type AnswerCheck =
  | { kind: "matches"; documentedStatus: string }
  | { kind: "differs"; documentedStatus: string | null; differences: AnswerDifference[] }
  | { kind: "unchecked"; reason: string };

/** What the check reads of an answer. */
export interface CheckedAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

const bareMediaType = (type: string) => type.split(";")[0].trim().toLowerCase();
const isJsonMediaType = (type: string) => /^application\/(.+\+)?json$/.test(bareMediaType(type));

/** A received value in a few words: `null`, `12`, `"SW1A 1AA"`, a long string cut short. */
function shortValue(value: unknown): string {
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (value !== null && typeof value === "object") return "an object";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

const KIND_WORDS: Readonly<Record<string, string>> = { string: "a string", number: "a number", boolean: "true or false" };

/** What came back at a pointer; for a type that differs, which type it is (`"12" (a string)`). */
function receivedText(value: unknown, keyword: string): string {
  const shown = shortValue(value);
  if (keyword !== "type" || value === null || typeof value === "object") return shown;
  const kind = typeof value === "number" && Number.isInteger(value) ? "a whole number" : KIND_WORDS[typeof value];
  return kind ? `${shown} (${kind})` : shown;
}

const valueAt = (json: unknown, pointer: string) => valueAtTokens(json, pointerTokens(pointer) ?? []);

/** The differences between a JSON body and its schema, one per broken rule, each where it is. */
function bodyDifferences(json: unknown, schema: unknown, schemas: SchemaLookup): AnswerDifference[] {
  return validateAgainstSchema(json, schema, schemas, { variants: "closest" }).map((problem) => {
    if (problem.keyword === "required" && problem.property !== undefined)
      return {
        pointer: childPointer(problem.pointer, problem.property),
        documented: "documented as required",
        received: "nothing (the field is missing)",
        shownAt: problem.pointer,
      };
    const value = valueAt(json, problem.pointer);
    const documented =
      problem.keyword === "additionalProperties"
        ? "not documented (the object allows no other fields)"
        : `documented as ${problem.expected}`;
    return { pointer: problem.pointer, documented, received: receivedText(value, problem.keyword), shownAt: problem.pointer };
  });
}

/**
 * Checks an answer against the documented responses of its operation.
 * `jsonp`: the request asked for JSONP (`callback`), whose answer is a
 * script, which the documentation describes only in words.
 */
export function checkAnswer(
  responses: readonly DocumentedResponse[],
  schemas: SchemaLookup,
  answer: CheckedAnswer,
  { jsonp = false }: { jsonp?: boolean } = {},
): AnswerCheck {
  if (jsonp && answer.json === undefined)
    return { kind: "unchecked", reason: "With callback the answer is a script (JSONP), which the documentation describes in words only." };
  if (responses.length === 0) return { kind: "unchecked", reason: "This page holds no documented responses to check it against." };
  const response = documentedResponse(responses, answer.status);
  if (!response) {
    const statuses = responses.map((r) => r.status);
    return {
      kind: "differs",
      documentedStatus: null,
      differences: [
        {
          pointer: null,
          documented: statuses.length > 0 ? `not documented for this operation (it documents ${statuses.join(", ")})` : "not documented",
          received: String(answer.status),
          shownAt: null,
        },
      ],
    };
  }
  if (response.content.length === 0) return { kind: "matches", documentedStatus: response.status };
  const received = bareMediaType(answer.contentType) || "no Content-Type";
  const media =
    response.content.find((m) => bareMediaType(m.mediaType) === received) ??
    (answer.json !== undefined ? response.content.find((m) => isJsonMediaType(m.mediaType)) : undefined);
  if (!media || (isJsonMediaType(media.mediaType) && answer.json === undefined)) {
    const documented = response.content.map((m) => m.mediaType).join(" or ");
    const what =
      answer.text === "" ? "an empty body" : answer.json === undefined && received.includes("json") ? "text that is not JSON" : received;
    return {
      kind: "differs",
      documentedStatus: response.status,
      differences: [{ pointer: "", documented: `documented as ${documented}`, received: what, shownAt: "" }],
    };
  }
  if (!isJsonMediaType(media.mediaType) || media.schema === undefined || media.schema === null)
    return { kind: "matches", documentedStatus: response.status };
  const differences = bodyDifferences(answer.json, media.schema, schemas);
  return differences.length === 0
    ? { kind: "matches", documentedStatus: response.status }
    : { kind: "differs", documentedStatus: response.status, differences };
}

/** A difference in one line: "/result/postcode: documented as a string, received null". */
export function differenceLine(difference: AnswerDifference, status: number): string {
  if (difference.pointer === null) return `Status ${status}: ${difference.documented}`;
  return `${difference.pointer || "Body"}: ${difference.documented}, received ${difference.received}`;
}
