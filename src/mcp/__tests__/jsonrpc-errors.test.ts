import { ErrorCode, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { readableParamsError, withReadableParamsErrors } from "../jsonrpc-errors";

/** An error reply as the SDK writes one for params its schema refuses: zod's issues as JSON. */
const sdkError = (code: number, prefix: string, issues: unknown[]): JSONRPCMessage => ({
  jsonrpc: "2.0",
  id: 7,
  error: { code, message: `${prefix}${JSON.stringify(issues, null, 2)}` },
});

/** One of zod's issues for a value of the wrong type, as the SDK lists them. */
const wrongType = (path: string[], expected: string, received: string) => ({
  expected,
  code: "invalid_type",
  path,
  message: `Invalid input: expected ${expected}, received ${received}`,
});

describe("the protocol's errors for params that do not fit its schema", () => {
  it("are invalid params said in words, not an internal error listing zod's issues", () => {
    const reply = readableParamsError(sdkError(ErrorCode.InternalError, "", [wrongType(["params", "cursor"], "string", "number")]));
    expect(reply).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: { code: ErrorCode.InvalidParams, message: "Invalid params: params.cursor: expected a string, received a number." },
    });
  });

  it("say for a call what a call is, and name a missing key as missing", () => {
    const reply = readableParamsError(
      sdkError(ErrorCode.InvalidParams, "MCP error -32602: Invalid tools/call request: ", [
        wrongType(["params", "arguments"], "record", "string"),
        wrongType(["params", "name"], "string", "undefined"),
      ]),
    );
    expect("error" in reply && reply.error).toEqual({
      code: ErrorCode.InvalidParams,
      message:
        "Invalid tools/call request: params.arguments: expected an object, received a string; params.name: missing (expected a string)." +
        ' A call is {"name": "<tool>", "arguments": {…}}, its arguments an object; tools/list gives each tool\'s name and input schema.',
    });
  });

  it("say of arguments with a key named constructor, which zod reads as no object, to leave it out", () => {
    // zod's own issue for {"constructor": "x"} as a record (src/mcp/server.ts passes arguments through the SDK's check).
    const reply = readableParamsError(
      sdkError(ErrorCode.InvalidParams, "MCP error -32602: Invalid tools/call request: ", [
        wrongType(["params", "arguments"], "record", "object"),
      ]),
    );
    expect("error" in reply && reply.error && reply.error.message).toMatch(
      /^Invalid tools\/call request: params\.arguments: an object with a key named "constructor", which zod cannot read and no tool takes: leave that key out\. A call is/,
    );
  });

  it("leave every other message as it is: results, other errors, and an internal error that lists no issues", () => {
    const others: JSONRPCMessage[] = [
      { jsonrpc: "2.0", id: 1, result: {} },
      { jsonrpc: "2.0", id: 2, error: { code: ErrorCode.MethodNotFound, message: "Method not found" } },
      { jsonrpc: "2.0", id: 3, error: { code: ErrorCode.InternalError, message: "[not json" } },
      { jsonrpc: "2.0", id: 4, error: { code: ErrorCode.InternalError, message: "[1, 2]" } },
      { jsonrpc: "2.0", id: 5, error: { code: ErrorCode.InvalidParams, message: "No tool “nope”." } },
      { jsonrpc: "2.0", method: "notifications/initialized" },
    ];
    for (const message of others) expect(readableParamsError(message)).toBe(message);
  });

  it("are rewritten on the way out of a transport, which sends everything else untouched", async () => {
    const sent: JSONRPCMessage[] = [];
    const transport = withReadableParamsErrors({
      start: async () => undefined,
      close: async () => undefined,
      send: async (message: JSONRPCMessage) => {
        sent.push(message);
      },
    } as Transport);
    await transport.send(
      sdkError(ErrorCode.InternalError, "", [{ path: ["params"], message: "Invalid input: expected object, received array" }]),
    );
    await transport.send({ jsonrpc: "2.0", id: 1, result: {} });
    expect(sent).toEqual([
      {
        jsonrpc: "2.0",
        id: 7,
        error: { code: ErrorCode.InvalidParams, message: "Invalid params: params: expected an object, received an array." },
      },
      { jsonrpc: "2.0", id: 1, result: {} },
    ]);
  });
});
