// What the server answers a message it cannot read, over stdio and HTTP alike: JSON-RPC 2.0's parse
// error for text that is not JSON, its invalid request for JSON that is not one message.
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { ErrorCode, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";

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
