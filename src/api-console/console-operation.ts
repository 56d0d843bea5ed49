import type { InvalidInputAnswer, MissingInputAnswer } from "../api-reference/ApiOperationPage/operation-view";
import type { ConsoleOperation, ConsoleParameter } from "./console-request";
import type { DocumentedResponse } from "./answer-check";
import { resolveServerUrl } from "./console-servers";

/**
 * An operation as a page holds it (its page query; `operationView` gives
 * the same in tests): what the console is made from. The build has worked
 * out how samples read the answer (`sampleResponseKind`) and the answers
 * to malformed input; a page that needs no body or sample values (the home
 * page's lookup) leaves them out.
 */
export interface ConsoleOperationSource {
  slug: string;
  method: string;
  path: string;
  servers: readonly string[];
  parameters: readonly (Omit<ConsoleParameter, "inputKind" | "style" | "explode"> &
    Partial<Pick<ConsoleParameter, "inputKind" | "style" | "explode">>)[];
  requestBody?: {
    required: boolean;
    content: readonly { mediaType: string; schema: unknown; examples: readonly { summary: string | null; value?: unknown }[] }[];
  } | null;
  codeSampleValues?: ConsoleOperation["codeSampleValues"];
  /** How code samples read the answer: "envelope", "json" or "text" (the `sampleResponseKind` field). */
  sampleResponseKind: string;
  invalidInputAnswers: readonly InvalidInputAnswer[];
  /** The answer when none of some groups of parameters is given whole (`missingInputAnswer`); absent or null without one. */
  missingInputAnswer?: MissingInputAnswer | null;
  /**
   * The documented responses with their schemas. A page that shows no answer's check (the home page's
   * lookup) may leave them out, or query them without media types and schemas.
   */
  responses?: readonly { status: string; content: readonly object[] }[];
}

/** The responses with their media types and schemas; none when the page's query left those out. */
function documentedResponses(responses: NonNullable<ConsoleOperationSource["responses"]>): DocumentedResponse[] {
  const documented: DocumentedResponse[] = [];
  for (const r of responses) {
    const content: DocumentedResponse["content"][number][] = [];
    for (const m of r.content) {
      if (!("mediaType" in m) || typeof m.mediaType !== "string" || !("schema" in m)) return [];
      content.push({ mediaType: m.mediaType, schema: m.schema });
    }
    documented.push({ status: r.status, content });
  }
  return documented;
}

const RESPONSE_KINDS = ["envelope", "json", "text"] as const satisfies readonly ConsoleOperation["responseKind"][];

/**
 * The operation as the console reads it, the one conversion every console
 * uses (operation pages, the home page's lookup, the tests): the response
 * kind the build worked out (the same the code samples use), servers
 * resolved against the site's `origin`, and only the fields it needs.
 */
export function consoleOperation(source: ConsoleOperationSource, origin: string): ConsoleOperation {
  return {
    slug: source.slug,
    method: source.method,
    path: source.path,
    servers: source.servers.map((server) => resolveServerUrl(server, origin)),
    parameters: source.parameters.map((p) => ({
      name: p.name,
      location: p.location,
      required: p.required,
      schema: p.schema,
      examples: p.examples,
      aliases: p.aliases,
      aliasOf: p.aliasOf,
      inputKind: p.inputKind ?? null,
      style: p.style ?? null,
      explode: p.explode ?? null,
    })),
    requestBody: source.requestBody
      ? {
          required: source.requestBody.required,
          content: source.requestBody.content.map((m) => ({
            mediaType: m.mediaType,
            schema: m.schema,
            examples: m.examples.map((e) => ({ summary: e.summary, value: e.value })),
          })),
        }
      : null,
    codeSampleValues: source.codeSampleValues ?? null,
    responseKind: RESPONSE_KINDS.find((kind) => kind === source.sampleResponseKind) ?? "json",
    invalidInputAnswers: source.invalidInputAnswers,
    missingInputAnswer: source.missingInputAnswer ?? null,
    responses: documentedResponses(source.responses ?? []),
  };
}
