// What the server answers a message it cannot read, over stdio and HTTP alike: JSON-RPC 2.0's parse
// error for text that is not JSON, its invalid request for JSON that is not one message.
import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

/** Why `value`, parsed JSON, is not one JSON-RPC message, in words; null when it is one. */
export function notOneMessage(value: unknown): string | null {
  if (Array.isArray(value))
    return `Invalid Request: a batch of ${value.length} messages. Send one JSON-RPC message at a time (the protocol has no batches since 2025-06-18).`;
  return JSONRPCMessageSchema.safeParse(value).success
    ? null
    : 'Invalid Request: not a JSON-RPC 2.0 message. Send an object with "jsonrpc": "2.0" and a "method" (and an "id" for a request).';
}

/** A JSON-RPC error with no id (the protocol's answer when the id could not be read). */
export const errorReply = (code: number, message: string) => ({ jsonrpc: "2.0" as const, id: null, error: { code, message } });

/**
 * The reply to a line the stdio transport could not read (its error): a parse error for a line that
 * is not JSON, an invalid request for JSON that is not a message; null for any other error (the
 * stream's own), which has no line to answer.
 */
export function unreadableLineReply(error: unknown) {
  if (error instanceof SyntaxError)
    return errorReply(PARSE_ERROR, "Parse error: the line is not JSON. Send one JSON-RPC message per line.");
  if (error instanceof Error && error.name === "ZodError")
    return errorReply(
      INVALID_REQUEST,
      'Invalid Request: the line is JSON but not one JSON-RPC 2.0 message. Send one object per line, with "jsonrpc": "2.0" and a "method" (batches are not part of the protocol since 2025-06-18).',
    );
  return null;
}
