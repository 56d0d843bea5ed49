import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { asDemand, readablePointer } from "../api-console/console-request";
import { validateAgainstSchema } from "../api-console/schema-validator";
import { nameKey, nearNames } from "./near-names";

/** A tool's JSON Schema for its arguments: an object, as MCP requires, with no references (a client need not resolve any). */
export interface InputSchema {
  type: "object";
  properties: Record<string, unknown>;
  required?: string[];
  additionalProperties?: boolean;
}

/** What a tool answers: Markdown text for the model, and the same as data when it has a shape (`structuredContent`). */
export type ToolAnswer = CallToolResult;

/** One tool of the server: what a client lists, and what calling it does. */
export interface Tool {
  name: string;
  title: string;
  /** Written for a model: when to use it, what it answers, the traps. */
  description: string;
  inputSchema: InputSchema;
  annotations: {
    title: string;
    readOnlyHint: true;
    destructiveHint: false;
    idempotentHint: boolean;
    /** True where the tool calls the network (the API tools); the docs tools read what the server holds. */
    openWorldHint: boolean;
  };
  /** Said after the problems of arguments that do not fit `inputSchema`, when it has something to add to them (a body's variants). */
  argumentHelp?: (problems: readonly string[]) => string | null;
  /** For an argument this tool does not take, the other tools that do ("postcode" is lookupPostcode's), in words; null for none. */
  takenElsewhere?: (argument: string) => string | null;
  /** Called with arguments already checked against `inputSchema`. */
  run(args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolAnswer>;
}

/** A problem the model can act on: said in words, as a tool error (not a protocol error). */
export class ToolInputError extends Error {
  override name = "ToolInputError";
}

export const textAnswer = (text: string, structuredContent?: Record<string, unknown>): ToolAnswer => ({
  content: [{ type: "text", text }],
  ...(structuredContent ? { structuredContent } : {}),
});

export const errorAnswer = (text: string): ToolAnswer => ({ content: [{ type: "text", text }], isError: true });

/** The arguments' problems against the tool's schema, each in words with where ("limit: must be at most 20"). */
export function argumentProblems(schema: InputSchema, args: unknown): string[] {
  if (args === null || typeof args !== "object" || Array.isArray(args)) return ["The arguments must be an object."];
  // Where no variant of a body fits, the problems of the one it comes closest to: "body.postcodes must have at most 100 items".
  return validateAgainstSchema(args, schema, new Map(), { variants: "closest" }).map((problem) => {
    const where = readablePointer(problem.pointer);
    return where ? `${where} ${asDemand(problem)}` : `The arguments ${asDemand(problem)}`;
  });
}

/** The property names an argument's schema gives its object, in every variant it has ("postcodes" and "geolocations" of a bulk body). */
function innerNames(schema: unknown): string[] {
  if (schema === null || typeof schema !== "object") return [];
  const { properties, oneOf, anyOf } = schema as { properties?: Record<string, unknown>; oneOf?: unknown[]; anyOf?: unknown[] };
  return [...Object.keys(properties ?? {}), ...[...(oneOf ?? []), ...(anyOf ?? [])].flatMap(innerNames)];
}

/** The most characters of an argument's description a hint repeats. */
const HINT_CHARS = 160;

/** An argument's description on one line, cut at a word near {@link HINT_CHARS}: enough to recognise it. */
const shortDescription = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= HINT_CHARS) return flat;
  const cut = flat.lastIndexOf(" ", HINT_CHARS);
  return `${flat.slice(0, cut > 0 ? cut : HINT_CHARS)}…`;
};

/**
 * What to do about arguments a tool does not take, or a required one left out (a model guesses
 * names: "lon" for longitude, "operationId" for get_operation's operation, a bulk body's
 * "postcodes" beside it): for each stray one, the object it belongs in or the argument it was
 * likely meant as (each offered once); then the tool's arguments, the required ones with what they
 * are ("path" for read_page's page is near no name: the list says what page is). None when every
 * name is right.
 */
export function argumentHints(
  schema: InputSchema,
  args: Record<string, unknown>,
  takenElsewhere: (argument: string) => string | null = () => null,
): string[] {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const required = schema.required ?? [];
  const given = (name: string) => Object.hasOwn(args, name);
  const stray = Object.keys(args).filter((key) => !Object.hasOwn(properties, key));
  if (stray.length === 0 && required.every(given)) return [];
  const offered = new Set<string>();
  const hints = stray.flatMap((typed) => {
    const holder = names.find((name) => innerNames(properties[name]).includes(typed));
    if (holder) return [`${typed} belongs inside ${holder}: {"${holder}": {"${typed}": …}}.`];
    const open = names.filter((name) => !given(name) && !offered.has(name));
    // An abbreviation ("lon", "lat") starts its name; nearNames finds the rest ("operationId" for operation).
    const meant =
      (nameKey(typed).length >= 3 ? open.find((name) => nameKey(name).startsWith(nameKey(typed))) : undefined) ??
      nearNames(typed, open, 1)[0];
    if (meant === undefined) {
      const other = takenElsewhere(typed);
      return other ? [`${typed} is not an argument of this tool: ${other}`] : [];
    }
    offered.add(meant);
    return [`${typed} is not an argument of this tool: did you mean ${meant}?`];
  });
  const describe = (name: string) => {
    const { description } = (properties[name] ?? {}) as { description?: unknown };
    return typeof description === "string" ? `- ${name} (required): ${shortDescription(description)}` : `- ${name} (required)`;
  };
  const optional = names.filter((name) => !required.includes(name));
  const takes = [...required.map(describe), ...(optional.length > 0 ? [`- optional: ${optional.join(", ")}`] : [])];
  return [...hints, takes.length > 0 ? `Its arguments:\n${takes.join("\n")}` : "It takes no arguments."];
}

/** Most characters of text a tool returns at once; longer text is paged (`offset`). */
export const PAGE_CHARS = 20_000;

/**
 * A page of a long text from `offset`, cut at a line end where one is near, with a last line that
 * says how to read on; the whole text when it fits.
 */
export function pageOf(text: string, offset: number, limit = PAGE_CHARS): { text: string; next: number | null } {
  if (offset >= text.length && text.length > 0)
    throw new ToolInputError(`offset ${offset} is past the end: the text is ${text.length} characters.`);
  if (offset === 0 && text.length <= limit) return { text, next: null };
  let end = Math.min(text.length, offset + limit);
  if (end < text.length) {
    const lineEnd = text.lastIndexOf("\n", end);
    if (lineEnd > offset + limit / 2) end = lineEnd + 1;
  }
  const next = end < text.length ? end : null;
  const note =
    next === null
      ? `\n\n[Characters ${offset}–${end} of ${text.length}: the end.]`
      : `\n\n[Characters ${offset}–${end} of ${text.length}. To read on, call again with offset ${next}.]`;
  return { text: text.slice(offset, end) + note, next };
}

/** The `offset` argument of a tool whose text comes in parts ({@link pageOf}). */
export const offsetArgument = (description: string) => ({ type: "integer", minimum: 0, default: 0, description }) as const;

/** An annotation block for a tool that only reads. */
export const readOnly = (title: string, openWorld: boolean, idempotent = true): Tool["annotations"] => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: idempotent,
  openWorldHint: openWorld,
});

/** A number written as text: "51.5072", "-0.1276", "5", "1e3"; not "", "0x10", "5km" or "Infinity". */
const NUMBER_TEXT = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/** Whether an argument's schema wants a number and takes no text. */
function wantsNumber(schema: unknown): boolean {
  if (schema === null || typeof schema !== "object") return false;
  const { type } = schema as { type?: unknown };
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => t === "number" || t === "integer") && !types.includes("string");
}

/**
 * The arguments with numbers given as text read as numbers, where the schema wants a number
 * (models and clients send "51.5072" for 51.5072, and the API reads its query as text anyway),
 * and a note of each so read; anything else as given, for the schema to judge.
 */
export function numbersRead(schema: InputSchema, args: unknown): { given: unknown; notes: string[] } {
  if (args === null || typeof args !== "object" || Array.isArray(args)) return { given: args, notes: [] };
  const notes: string[] = [];
  const given = Object.fromEntries(
    Object.entries(args as Record<string, unknown>).map(([name, value]) => {
      if (typeof value !== "string" || !NUMBER_TEXT.test(value) || !wantsNumber(schema.properties?.[name])) return [name, value];
      notes.push(`${name} “${value}” was read as the number ${Number(value)}: give numbers as numbers.`);
      return [name, Number(value)];
    }),
  );
  return { given, notes };
}

/** An answer with notes on how its arguments were read before its own text. */
function withNotes(answer: ToolAnswer, notes: readonly string[]): ToolAnswer {
  if (notes.length === 0) return answer;
  const [first, ...rest] = answer.content;
  return first?.type === "text"
    ? { ...answer, content: [{ ...first, text: `${notes.join("\n")}\n${first.text}` }, ...rest] }
    : { ...answer, content: [{ type: "text", text: notes.join("\n") }, ...answer.content] };
}

/**
 * Calls a tool as a client asks: its arguments checked against its schema first, and any problem,
 * the input's or the server's, answered as a tool error in words (the model can act on it), never thrown.
 */
export async function runTool(tool: Tool, args: unknown, signal?: AbortSignal): Promise<ToolAnswer> {
  const { given, notes } = numbersRead(tool.inputSchema, args ?? {});
  const problems = argumentProblems(tool.inputSchema, given);
  if (problems.length > 0) {
    const help = [
      tool.argumentHelp?.(problems),
      ...(given !== null && typeof given === "object" && !Array.isArray(given)
        ? argumentHints(tool.inputSchema, given as Record<string, unknown>, tool.takenElsewhere)
        : []),
    ].filter(Boolean);
    return errorAnswer(
      `The arguments of ${tool.name} do not fit its input schema:\n${problems.map((p) => `- ${p}`).join("\n")}${help.map((h) => `\n${h}`).join("")}`,
    );
  }
  try {
    return withNotes(await tool.run(given as Record<string, unknown>, signal), notes);
  } catch (error) {
    if (error instanceof ToolInputError) return errorAnswer(error.message);
    return errorAnswer(
      `${tool.name} failed: ${error instanceof Error ? error.message : String(error)}. This is the server's fault, not the input's.`,
    );
  }
}
