import type { SampleRequest } from "../api-reference/code-samples/request-model";

/** An answer the page could read. */
export interface ConsoleAnswer {
  kind: "answer";
  status: number;
  statusText: string;
  /** Milliseconds from sending to the whole body read. */
  ms: number;
  /** Bytes of the body as received (after any decompression by the browser). */
  bytes: number;
  headers: [string, string][];
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  contentType: string;
}

/** No answer the page could read, and why. */
export interface ConsoleFailure {
  kind: "timeout" | "unreachable";
  ms: number;
  message: string;
}

export type ConsoleOutcome = ConsoleAnswer | ConsoleFailure;

/** What a server must answer so that a page on another origin can call it (the service itself does). */
export function corsAdvice(request: Pick<SampleRequest, "url" | "headers">): string {
  const headers = request.headers.map(([name]) => name);
  return [
    "A server that a browser page calls from another origin must allow it (CORS):",
    "every response needs Access-Control-Allow-Origin: * (or this site's origin)",
    headers.length > 0
      ? `, and the preflight OPTIONS request must answer 2xx with Access-Control-Allow-Headers listing ${headers.join(", ")}.`
      : ".",
    " Postcodes.io sends these itself; a proxy in front of a self-hosted server must pass them on.",
  ].join("");
}

function unreachableMessage(request: SampleRequest, pageProtocol: string): string {
  const url = new URL(request.url);
  const local = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname);
  const mixed = pageProtocol === "https:" && url.protocol === "http:" && !local;
  return [
    `No answer from ${url.origin} that this page may read.`,
    mixed
      ? " This page is served over HTTPS, so the browser blocks plain-HTTP requests to other hosts: use an https:// server."
      : ` Either the server is not running or not reachable${local ? " (is it started on that port?)" : ""}, or it answered without allowing this page to read the answer. `,
    mixed ? "" : corsAdvice(request),
  ].join("");
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

interface SendOptions {
  timeoutMs: number;
  /** Aborts the request (a newer one replaces it). */
  signal?: AbortSignal;
  now?: () => number;
  fetchImpl?: typeof fetch;
  pageProtocol?: string;
}

/**
 * Sends a request exactly as built (method, URL, declared headers, body)
 * and reads the whole answer. Never throws: a timeout, a server that cannot
 * be reached and a refused cross-origin answer come back as a failure with
 * a message that says what to check. Browsers do not tell a page whether a
 * failed request was refused by CORS or never connected, so the message
 * covers both.
 */
export async function sendRequest(request: SampleRequest, options: SendOptions): Promise<ConsoleOutcome> {
  const now = options.now ?? (() => performance.now());
  const doFetch = options.fetchImpl ?? fetch;
  const pageProtocol = options.pageProtocol ?? (typeof window === "undefined" ? "https:" : window.location.protocol);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const abort = () => controller.abort();
  options.signal?.addEventListener("abort", abort);
  const start = now();
  try {
    const response = await doFetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? undefined,
      signal: controller.signal,
      credentials: "omit",
      cache: "no-store",
    });
    const text = await response.text();
    const contentType = response.headers.get("content-type") ?? "";
    return {
      kind: "answer",
      status: response.status,
      statusText: response.statusText,
      ms: Math.round(now() - start),
      bytes: new TextEncoder().encode(text).length,
      headers: [...response.headers.entries()],
      text,
      json: /json/i.test(contentType) || contentType === "" ? parseJson(text) : undefined,
      contentType,
    };
  } catch {
    const ms = Math.round(now() - start);
    if (timedOut)
      return {
        kind: "timeout",
        ms,
        message: `No answer within ${options.timeoutMs / 1000} s: the request was cancelled. Is the server busy or stuck?`,
      };
    return { kind: "unreachable", ms, message: unreachableMessage(request, pageProtocol) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abort);
  }
}

/** What to say about an answer that is not JSON, or null when it is. */
export function notJsonNote(answer: ConsoleAnswer): string | null {
  if (answer.json !== undefined) return null;
  if (answer.text === "") return "The answer has no body.";
  const type = answer.contentType || "no Content-Type";
  return /javascript/i.test(type)
    ? `The answer is JavaScript (${type}), not JSON: a callback parameter asks for JSONP.`
    : `The answer is not JSON (${type}); it is shown as text.`;
}

/** "1.2 KB", "532 B". */
export const formatBytes = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
