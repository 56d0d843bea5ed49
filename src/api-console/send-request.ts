import type { SampleRequest } from "../api-reference/code-samples/request-model";
import { statusReason } from "../api-reference/http-status";

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

/** No answer the page could read, and why: too slow, not reached (or refused by CORS), or not sent at all. */
export interface ConsoleFailure {
  kind: "timeout" | "unreachable" | "not-sent";
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

const parseUrl = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

function unreachableMessage(request: SampleRequest, url: URL, pageProtocol: string): string {
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

/** A request the browser would not even send (a URL it cannot parse, a header it refuses), and why. */
const notSent = (reason: string): ConsoleFailure => ({ kind: "not-sent", ms: 0, message: `The request could not be sent: ${reason}` });

/** The failure to show for an error thrown on the way to sending. */
export const notSentOutcome = (error: unknown): ConsoleFailure => notSent(error instanceof Error ? error.message : String(error));

/**
 * Sends a request exactly as built (method, URL, declared headers, body)
 * and reads the whole answer. Never throws and never rejects: a timeout, a
 * server that cannot be reached, a refused cross-origin answer and a
 * request the browser will not send come back as a failure with a message
 * that says what to check. Browsers do not tell a page whether a failed
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
    return { kind: "unreachable", ms, message: unreachableMessage(request, url, pageProtocol) };
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

/** The status line of an answer: "200 OK" (the standard reason when the server sent none, as HTTP/2 servers do). */
export const statusLine = (answer: Pick<ConsoleAnswer, "status" | "statusText">) =>
  `${answer.status} ${answer.statusText || statusReason(String(answer.status))}`.trim();

/** An answer's size and time: "1.2 KB in 84 ms". */
export const sizeAndTime = (answer: Pick<ConsoleAnswer, "bytes" | "ms">) => `${formatBytes(answer.bytes)} in ${answer.ms} ms`;

/** An answer in one short line, as the console's live region announces it: "200 OK, 1.2 KB in 84 ms". */
export const answerSummary = (answer: ConsoleAnswer) => `${statusLine(answer)}, ${sizeAndTime(answer)}`;
