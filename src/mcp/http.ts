import { INVALID_REQUEST, PARSE_ERROR, errorReply, notOneMessage, withReadableParamsErrors } from "./jsonrpc-errors";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { isLoopbackHost } from "../navigation/loopback";
import type { McpData } from "./mcp-data";
import { readCapped } from "./read-capped";
import { createMcpServer } from "./server";

/** Largest request body the remote server reads (a bulk request of 100 points is some 10 KB). */
export const MAX_HTTP_BODY_BYTES = 256 * 1024;
/** Deepest JSON a request may nest: no tool takes more than a few levels. */
export const MAX_JSON_DEPTH = 32;
/** The remote server's calls to the API: a shorter wait than stdio's, and a smaller answer. */
export const HTTP_TIMEOUT_MS = 8_000;
export const HTTP_MAX_ANSWER_BYTES = 1_000_000;

/** How deep a JSON text nests, counted without parsing it (a deep one would cost the parser first). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") deepest = Math.max(deepest, ++depth);
    else if (c === "}" || c === "]") depth--;
  }
  return deepest;
}

const jsonRpcError = (status: number, message: string) =>
  new Response(JSON.stringify(errorReply(INVALID_REQUEST, message)), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });

/** The host of an http(s) Origin, or null for any other value ("null", "http://", "http://[::1"). */
function hostOf(origin: string): string | null {
  if (!/^https?:\/\//i.test(origin)) return null;
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

/** Most messages of a JSON-RPC batch: one. The protocol has had none since 2025-06-18, and a batch would multiply each call's cost. */
export const MAX_BATCH_MESSAGES = 1;

/**
 * Whether a Host header (or an Origin's host) is one this server answers to: a host of `siteUrls`
 * (the site's address and its deploy's, any port), or a loopback name for a local server. Anything else
 * is a DNS rebinding (another name pointed at this server), which the protocol says to refuse.
 */
export function allowedHost(host: string, siteUrls: readonly string[]): boolean {
  if (isLoopbackHost(host)) return true;
  const name = host.trim().toLowerCase().replace(/:\d+$/, "");
  return siteUrls.some((url) => {
    try {
      return new URL(url).hostname.toLowerCase() === name;
    } catch {
      return false;
    }
  });
}

export interface RemoteOptions {
  /** The one API the remote server calls, set by whoever deploys it (POSTCODES_API_URL on the server), never by a client. */
  apiUrl: string;
  fetch?: typeof fetch;
  /** The addresses the server is reached at (the site's, its deploy's): requests naming another host or origin are refused. */
  siteUrls: readonly string[];
  /** The wait for the API and the largest answer read: HTTP_TIMEOUT_MS and HTTP_MAX_ANSWER_BYTES unless a test holds them shorter. */
  timeoutMs?: number;
  maxAnswerBytes?: number;
}

/**
 * The MCP server over Streamable HTTP, stateless (each request a server of its own, as a Netlify
 * Function runs): `https://postcodes.io/mcp`. It is open to anyone, so its API tools reach only
 * `apiUrl`: the tools take no address, no header or query of the request is read for one, a
 * redirect is returned as the answer and not followed, and every call has a timeout and a size cap.
 * A body too large or nested too deep is refused before anything is parsed or called, and so is a
 * request whose Host or Origin is not the site's (a DNS rebinding; the protocol requires the check).
 */
export async function handleMcpRequest(request: Request, data: McpData, options: RemoteOptions): Promise<Response> {
  const allowed = new URL(options.apiUrl).origin;
  const host = request.headers.get("host") ?? new URL(request.url).host;
  const origin = request.headers.get("origin");
  if (!allowedHost(host, options.siteUrls))
    return jsonRpcError(403, `Forbidden: this server answers at ${options.siteUrls[0] ?? "its own address"}, not at ${host}.`);
  // A page on the reader's own machine may call a server there, not the site's: loopback origins only for a loopback host.
  const loopbackHost = isLoopbackHost(host);
  const originHost = origin === null ? null : hostOf(origin);
  if (
    origin !== null &&
    (originHost === null || !allowedHost(originHost, options.siteUrls) || (isLoopbackHost(originHost) && !loopbackHost))
  )
    return jsonRpcError(403, `Forbidden: requests from pages of ${origin} are not answered.`);
  if (request.method === "POST") {
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > MAX_HTTP_BODY_BYTES) return jsonRpcError(413, `The request is larger than ${MAX_HTTP_BODY_BYTES} bytes.`);
    const { text, cut } = await readCapped(request.body, MAX_HTTP_BODY_BYTES);
    if (cut) return jsonRpcError(413, `The request is larger than ${MAX_HTTP_BODY_BYTES} bytes.`);
    if (jsonDepth(text) > MAX_JSON_DEPTH) return jsonRpcError(400, `The request nests JSON deeper than ${MAX_JSON_DEPTH} levels.`);
    let parsedBody: unknown;
    try {
      parsedBody = JSON.parse(text);
    } catch {
      return new Response(JSON.stringify(errorReply(PARSE_ERROR, "Parse error: the body is not JSON.")), {
        status: 400,
        headers: { "content-type": "application/json" },
      });
    }
    if (Array.isArray(parsedBody) && parsedBody.length > MAX_BATCH_MESSAGES)
      return jsonRpcError(
        400,
        `A batch of ${parsedBody.length} messages: send one JSON-RPC message per request (the protocol has no batches since 2025-06-18).`,
      );
    // JSON but not a message ({"hello": 1}) is an invalid request, not the parse error the SDK would call it.
    const notMessage = notOneMessage(Array.isArray(parsedBody) ? parsedBody[0] : parsedBody);
    if (notMessage) return jsonRpcError(400, notMessage);
    const server = createMcpServer(data, {
      baseUrl: allowed,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs ?? HTTP_TIMEOUT_MS,
      maxBytes: options.maxAnswerBytes ?? HTTP_MAX_ANSWER_BYTES,
      refuse: (url) =>
        url.origin === allowed
          ? null
          : `this server calls only ${allowed}; ${url.origin} is another address. Use the stdio server for another API.`,
    });
    const transport = withReadableParamsErrors(
      new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true }),
    );
    await server.connect(transport);
    const forwarded = new Request(request.url, { method: "POST", headers: request.headers });
    try {
      return await transport.handleRequest(forwarded, { parsedBody });
    } finally {
      await server.close();
    }
  }
  // Stateless: no stream to open (GET) and no session to end (DELETE).
  return new Response(
    JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed: send JSON-RPC with POST." }, id: null }),
    {
      status: 405,
      headers: { allow: "POST", "content-type": "application/json" },
    },
  );
}
