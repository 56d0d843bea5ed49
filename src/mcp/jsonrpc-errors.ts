// What the server answers a message it cannot read, over stdio and HTTP alike: JSON-RPC 2.0's parse
// error for text that is not JSON, its invalid request for JSON that is not one message.
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { ErrorCode, type JSONRPCMessage, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";

export const PARSE_ERROR = ErrorCode.ParseError;
export const INVALID_REQUEST = ErrorCode.InvalidRequest;

/** Why `value`, parsed JSON, is not one JSON-RPC message, in words; null when it is one. */
export function notOneMessage(value: unknown): string | null {
  if (Array.isArray(value))
    return `Invalid Request: a batch of ${value.length} message${value.length === 1 ? "" : "s"}. Send one JSON-RPC message at a time (the protocol has no batches since 2025-06-18).`;
  return JSONRPCMessageSchema.safeParse(value).success
    ? null
    : 'Invalid Request: not a JSON-RPC 2.0 message. Send an object with "jsonrpc": "2.0" and a "method" (and an "id" for a request).';
}

/** A JSON-RPC error for the message `id`, or with no id (the protocol's answer when none could be read). */
export const errorReply = (code: number, message: string, id: string | number | null = null) => ({
  jsonrpc: "2.0" as const,
  id,
  error: { code, message },
});

/** One issue of the SDK's schema check, as its error message lists them (zod's issues, as JSON). */
interface SchemaIssue {
  path: (string | number)[];
  message: string;
}

const isSchemaIssue = (value: unknown): value is SchemaIssue =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as SchemaIssue).path) &&
  typeof (value as SchemaIssue).message === "string";

/** An issue in words: where, and what was expected ("params.cursor: expected a string, received a number", "params.name: missing (expected a string)"). */
const issueInWords = ({ path, message }: SchemaIssue) => {
  const what = message
    .replace(/^Invalid input: /, "")
    // zod takes an object for no record when its "constructor" is not Object's: from JSON, a key of that name.
    .replace(
      /^expected record, received object$/,
      'an object with a key named "constructor", which zod cannot read and no tool takes: leave that key out',
    )
    .replace(/\bexpected record\b/, "expected an object")
    .replace(
      /\b(expected|received) (string|number|object|array|boolean)\b/g,
      (_, verb: string, type: string) => `${verb} ${/^[aeiou]/.test(type) ? "an" : "a"} ${type}`,
    );
  // "expected a string, received undefined": the key is not there.
  const said = what.replace(/^expected (.+), received undefined$/, "missing (expected $1)");
  return path.length > 0 ? `${path.join(".")}: ${said}` : said;
};

/** What a client sending a call should send instead. */
const CALL_SHAPE =
  'A call is {"name": "<tool>", "arguments": {…}}, its arguments an object; tools/list gives each tool\'s name and input schema.';

/**
 * The SDK's answer to a request whose params do not fit the protocol's schema, in words: it lists zod's
 * issues as JSON, and for any method but tools/call it calls them an internal error (-32603). Here
 * they are JSON-RPC's invalid params (-32602), each issue as where and what was expected.
 */
export function readableParamsError(message: JSONRPCMessage): JSONRPCMessage {
  if (!("error" in message) || (message.error.code !== ErrorCode.InternalError && message.error.code !== ErrorCode.InvalidParams))
    return message;
  const match = /^(?:MCP error -?\d+: )?(?:(Invalid [\w/]+ request): )?(\[[\s\S]*\])$/.exec(message.error.message);
  if (!match) return message;
  let issues: unknown;
  try {
    issues = JSON.parse(match[2]);
  } catch {
    return message;
  }
  if (!Array.isArray(issues) || issues.length === 0 || !issues.every(isSchemaIssue)) return message;
  const heading = match[1] ?? "Invalid params";
  const hint = heading === "Invalid tools/call request" ? ` ${CALL_SHAPE}` : "";
  return { ...message, error: { code: ErrorCode.InvalidParams, message: `${heading}: ${issues.map(issueInWords).join("; ")}.${hint}` } };
}

/** The transport, its errors for params that do not fit the protocol said in words ({@link readableParamsError}). */
export function withReadableParamsErrors<T extends Transport>(transport: T): T {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => send(readableParamsError(message), options);
  return transport;
}

/** The id of a parsed message that failed to be one, where it has one that can be answered (JSON-RPC: else null). */
const readableId = (value: unknown) => {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === "string" || typeof id === "number" ? id : null;
};

/** The error reply to one line read over stdio, or null for a JSON-RPC message to pass on. */
function lineReply(line: string) {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return errorReply(PARSE_ERROR, "Parse error: the line is not JSON. Send one JSON-RPC message per line.");
  }
  const problem = notOneMessage(value);
  return problem === null ? null : errorReply(INVALID_REQUEST, problem, readableId(value));
}

/**
 * stdin as the SDK's stdio transport reads it, less the lines it cannot read: each of those is answered
 * on `reply` (stdout) with the protocol's error, where the SDK would only report it to the server and the
 * client waiting on it would hear nothing; blank lines are dropped. Lines are whole, in UTF-8.
 */
export class ReadableLines extends Transform {
  private readonly decoder = new StringDecoder("utf8");
  private pending = "";

  constructor(private readonly reply: (text: string) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending += this.decoder.write(chunk);
    const lines = this.pending.split("\n");
    this.pending = lines.pop() ?? "";
    this.pass(lines);
    done();
  }

  override _flush(done: TransformCallback): void {
    this.pending += this.decoder.end();
    if (this.pending !== "") this.pass([this.pending]);
    this.pending = "";
    done();
  }

  private pass(lines: readonly string[]): void {
    for (const line of lines) {
      const text = line.replace(/\r$/, "");
      // Spaces alone: a separator some clients write, which the SDK's reader would take for bad JSON.
      if (text.trim() === "") continue;
      const reply = lineReply(text);
      if (reply) this.reply(`${JSON.stringify(reply)}\n`);
      else this.push(`${text}\n`);
    }
  }
}
