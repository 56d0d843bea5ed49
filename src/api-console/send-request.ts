import type { SampleRequest } from "../api-reference/code-samples/request-model";
import { statusReason } from "../api-reference/http-status";

/** An answer the page could read. */
export interface ApiAnswer {
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

/**
 * No answer the page could read, and why: too slow, the device offline, not reached or refused by
 * CORS (a page cannot tell those two apart), or not sent at all.
 */
export interface ConsoleFailure {
  kind: "timeout" | "offline" | "unreachable" | "not-sent";
  ms: number;
  message: string;
}

export type ConsoleOutcome = ApiAnswer | ConsoleFailure;

/** What a server must answer so that a page on another origin can read its answers (the service itself does). */
export function corsAdvice(request: Pick<SampleRequest, "url" | "headers">): string {
  const headers = request.headers.map(([name]) => name);
  return [
    "To let a page on another site read its answers (CORS), a server sends Access-Control-Allow-Origin: * (or this site's origin) with every answer",
    headers.length > 0
      ? `, and answers the browser's OPTIONS request first with a 2xx and Access-Control-Allow-Headers: ${headers.join(", ")}`
      : "",
    ". Postcodes.io does this itself; a proxy in front of a self-hosted copy must pass these headers on.",
  ].join("");
}

const parseUrl = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

const isLoopback = (url: URL) => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname);

/** Why a request that left got no answer the page could read, in plain words, with what to check. */
function failureWithoutAnswer(request: SampleRequest, url: URL, pageProtocol: string, online: boolean, ms: number): ConsoleFailure {
  const local = isLoopback(url);
  // A server on this machine answers without a network.
  if (!online && !local)
    return {
      kind: "offline",
      ms,
      message: `This device is not connected to a network, so ${url.origin} could not be reached. Send again once you are online.`,
    };
  if (pageProtocol === "https:" && url.protocol === "http:" && !local)
    return {
      kind: "unreachable",
      ms,
      message: `The browser did not send it: this page is served over HTTPS, and browsers block its plain-HTTP requests to other hosts. Use the server's https:// address.`,
    };
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const check = local ? `is the server running on port ${port}?` : "is the address right, and is the server up?";
  return {
    kind: "unreachable",
    ms,
    message: `Either nothing answered at ${url.origin} (${check}), or the server answered but did not allow this page to read the answer. ${corsAdvice(request)}`,
  };
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
  /** Whether the device has a network (navigator.onLine in the browser). */
  online?: () => boolean;
}

/** A request the browser would not even send (a URL it cannot parse, a header it refuses), and why. */
const notSent = (reason: string): ConsoleFailure => ({ kind: "not-sent", ms: 0, message: `The request could not be sent: ${reason}` });

/** The failure to show for an error thrown on the way to sending. */
export const notSentOutcome = (error: unknown): ConsoleFailure => notSent(error instanceof Error ? error.message : String(error));

/**
 * Sends a request exactly as built (method, URL, declared headers, body)
 * and reads the whole answer. Never throws and never rejects: a timeout, a
 * device offline, a server that cannot be reached, a refused cross-origin
 * answer and a request the browser will not send come back as a failure
 * with a message that says what to check. Browsers do not tell a page whether a failed
 * request was refused by CORS or never connected, so the message covers both.
 */
export async function sendRequest(request: SampleRequest, options: SendOptions): Promise<ConsoleOutcome> {
  const url = parseUrl(request.url);
  if (!url) return notSent(`${request.url} is not a valid URL.`);
  try {
    return await fetchOutcome(request, url, options);
  } catch (error) {
    return notSentOutcome(error);
  }
}

/** The fetch itself, with the timeout and the caller's abort; a failed fetch becomes a timeout or an unreachable server. */
async function fetchOutcome(request: SampleRequest, url: URL, options: SendOptions): Promise<ConsoleOutcome> {
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
    const online = options.online ?? (() => typeof navigator === "undefined" || navigator.onLine !== false);
    return failureWithoutAnswer(request, url, pageProtocol, online(), ms);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abort);
  }
}

/** What to say about an answer that is not JSON, or null when it is. */
export function notJsonNote(answer: ApiAnswer): string | null {
  if (answer.json !== undefined) return null;
  if (answer.text === "") return "The answer has no body.";
  const type = answer.contentType || "no Content-Type";
  return /javascript/i.test(type)
    ? `The answer is JavaScript (${type}), not JSON: a callback parameter asks for JSONP.`
    : `The answer is not JSON (${type}); it is shown as text.`;
}

/** "1.2 KB", "532 B". */
export const formatBytes = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** The status line of an answer: "200 OK" (the standard reason when the server sent none, as HTTP/2 servers do). */
export const statusLine = (answer: Pick<ApiAnswer, "status" | "statusText">) =>
  `${answer.status} ${answer.statusText || statusReason(String(answer.status))}`.trim();

/** An answer's size and time: "1.2 KB in 84 ms". */
export const sizeAndTime = (answer: Pick<ApiAnswer, "bytes" | "ms">) => `${formatBytes(answer.bytes)} in ${answer.ms} ms`;

/** An answer in one short line, as the console's live region announces it: "200 OK, 1.2 KB in 84 ms". */
export const answerSummary = (answer: ApiAnswer) => `${statusLine(answer)}, ${sizeAndTime(answer)}`;
