import type { SampleRequest } from "../api-reference/code-samples/request-model";
import { statusReason } from "../api-reference/http-status";
import { isLoopbackHost } from "../navigation/loopback";

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
 * No answer the page could read, and why: too slow, the device offline, nothing answered, an
 * answer the browser kept from the page (CORS), a request the browser or this site's security
 * policy blocked, or not sent at all.
 */
export interface ConsoleFailure {
  kind: "timeout" | "offline" | "unreachable" | "refused" | "blocked" | "not-sent";
  ms: number;
  /** What happened, in one line that names the server. */
  headline: string;
  /** Why, and what to do about it, shown folded under the headline; null when the headline says it all. */
  details: string | null;
}

export type ConsoleOutcome = ApiAnswer | ConsoleFailure;

/** A failure in one string: the headline, then the details (for a log or a test). */
export const failureText = (failure: ConsoleFailure) => (failure.details ? `${failure.headline} ${failure.details}` : failure.headline);

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

const isLoopback = (url: URL) => isLoopbackHost(url.hostname);

/** What the page learnt after a request failed without an answer it could read. */
interface FailureClues {
  pageProtocol: string;
  /** Whether the device has a network. */
  online: boolean;
  /** Whether this site's Content-Security-Policy refused the address. */
  blockedByPolicy: boolean;
  /** Whether the server answered a second, opaque request (mode "no-cors") to the same address: it is up, and CORS kept the first answer from the page. */
  answeredOpaque: boolean;
}

const COPY_AS_CURL = "Copy as curl sends the same request from a terminal, where no browser rule applies.";

/** Why a request that left got no answer the page could read, in one line, with what to check folded under it. */
function failureWithoutAnswer(request: SampleRequest, url: URL, clues: FailureClues, ms: number): ConsoleFailure {
  const local = isLoopback(url);
  const host = url.host;
  const failure = (kind: ConsoleFailure["kind"], headline: string, details: string | null): ConsoleFailure => ({
    kind,
    ms,
    headline,
    details,
  });
  // A server on this machine answers without a network.
  if (!clues.online && !local)
    return failure("offline", `Couldn't reach ${host}: this device is offline. Send again once you are online.`, null);
  if (clues.pageProtocol === "https:" && url.protocol === "http:" && !local)
    return failure(
      "blocked",
      `The browser blocked the request: this page is served over HTTPS, and ${url.origin} is plain HTTP.`,
      `Browsers do not let an HTTPS page call a plain-HTTP server on another host. Use the server's https:// address. ${COPY_AS_CURL}`,
    );
  if (clues.blockedByPolicy)
    return failure(
      "blocked",
      `This site does not let its pages call ${url.origin}.`,
      `Its security policy lets the console call the servers the description lists, a server on this machine (localhost or 127.0.0.1, any port) and any https:// server. Use the server's https:// address. ${COPY_AS_CURL}`,
    );
  if (clues.answeredOpaque)
    return failure(
      "refused",
      `${host} answered, but did not let this page read the answer (CORS).`,
      `${corsAdvice(request)} ${COPY_AS_CURL}`,
    );
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return local
    ? failure(
        "unreachable",
        `Couldn't reach ${host}: is the server running on port ${port}?`,
        `Nothing answered at ${url.origin}. Start the server (a self-hosted copy of the API, or a mock of it), or check the port in the server's address.`,
      )
    : failure(
        "unreachable",
        `Couldn't reach ${host}: are you offline, or is the server down?`,
        `Nothing answered at ${url.origin}. Check this device's connection and the server's address; a firewall, a VPN or a browser extension that blocks requests can also stop it.`,
      );
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
  /** Watches for the site's security policy refusing the address (the document's events in the browser). */
  policyWatch?: (origin: string) => PolicyWatch;
}

/** A request the browser would not even send (a URL it cannot parse, a header it refuses), and why. */
const notSent = (reason: string): ConsoleFailure => ({ kind: "not-sent", ms: 0, headline: `Not sent: ${reason}`, details: null });

/** The failure to show for an error thrown on the way to sending. */
export const notSentOutcome = (error: unknown): ConsoleFailure => notSent(error instanceof Error ? error.message : String(error));

/**
 * Sends a request exactly as built (method, URL, declared headers, body)
 * and reads the whole answer. Never throws and never rejects: a timeout, a
 * device offline, a server that cannot be reached, a refused cross-origin
 * answer and a request the browser will not send come back as a failure
 * with a headline that says what happened and details that say what to check.
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

/** Watches for this site's Content-Security-Policy refusing a request to an origin, while a request is under way. */
export interface PolicyWatch {
  refused: () => boolean;
  stop: () => void;
}

/** In the browser: the document's `securitypolicyviolation` events for `connect-src` and the origin. */
function documentPolicyWatch(origin: string): PolicyWatch {
  if (typeof document === "undefined") return { refused: () => false, stop: () => undefined };
  let refused = false;
  const listen = (event: SecurityPolicyViolationEvent) => {
    if (!event.effectiveDirective.startsWith("connect-src")) return;
    try {
      if (new URL(event.blockedURI).origin === origin) refused = true;
    } catch {
      // A blocked URI that is not an address ("inline", "eval") is not this request.
    }
  };
  document.addEventListener("securitypolicyviolation", listen);
  return { refused: () => refused, stop: () => document.removeEventListener("securitypolicyviolation", listen) };
}

/** One macrotask: the browser delivers a policy violation's event as a task of its own, after the fetch has failed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The fetch itself, with the timeout and the caller's abort. A failed fetch becomes a timeout, or is
 * told apart by what else the page can learn: whether the device is online, whether the site's
 * policy refused the address, and whether a second, opaque request to it (which CORS does not
 * guard) got any answer at all.
 */
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
  const policy = (options.policyWatch ?? documentPolicyWatch)(url.origin);
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
        headline: `No answer from ${url.host} within ${options.timeoutMs / 1000} s.`,
        details: "The request was cancelled. Is the server busy or stuck? Send again to try once more.",
      };
    const online = (options.online ?? (() => typeof navigator === "undefined" || navigator.onLine !== false))();
    const mixedContent = pageProtocol === "https:" && url.protocol === "http:" && !isLoopback(url);
    const worthAsking = online && !mixedContent && !controller.signal.aborted;
    const answeredOpaque = worthAsking && (await answersAtAll(doFetch, request.url, controller.signal));
    await nextTask();
    return failureWithoutAnswer(request, url, { pageProtocol, online, blockedByPolicy: policy.refused(), answeredOpaque }, ms);
  } finally {
    clearTimeout(timer);
    policy.stop();
    options.signal?.removeEventListener("abort", abort);
  }
}

/** Whether anything answers a plain GET of the address, read or not: an opaque answer means the server is up and CORS hid its answer. */
async function answersAtAll(doFetch: typeof fetch, url: string, signal: AbortSignal): Promise<boolean> {
  try {
    await doFetch(url, { method: "GET", mode: "no-cors", credentials: "omit", cache: "no-store", signal });
    return true;
  } catch {
    return false;
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
