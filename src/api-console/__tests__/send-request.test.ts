import type { SampleRequest } from "../../api-reference/code-samples/request-model";
import { type ConsoleFailure, failureText, notJsonNote, sendRequest } from "../send-request";

const request: SampleRequest = {
  method: "POST",
  url: "http://localhost:8000/postcodes",
  baseUrl: "http://localhost:8000/postcodes",
  query: [],
  headers: [["Content-Type", "application/json"]],
  body: '{"postcodes": []}',
  bodyMediaType: "application/json",
  bodyValue: { postcodes: [] },
  responseKind: "envelope",
};

const answer = (body: string, init: ResponseInit) => jest.fn(async () => new Response(body, init));
let clock = 0;
const now = () => clock;

describe("sending a request", () => {
  it("sends exactly the request built, and reads status, time, size, headers and JSON", async () => {
    const fetchImpl = jest.fn(async () => {
      clock += 42;
      return new Response('{"status":200,"result":[]}', { status: 200, headers: { "Content-Type": "application/json; charset=utf-8" } });
    });
    const outcome = await sendRequest(request, { timeoutMs: 1000, fetchImpl, now });
    expect(fetchImpl).toHaveBeenCalledWith(
      request.url,
      expect.objectContaining({ method: "POST", headers: request.headers, body: request.body, credentials: "omit" }),
    );
    expect(outcome).toMatchObject({ kind: "answer", status: 200, ms: 42, bytes: 26, json: { status: 200, result: [] } });
    expect(outcome.kind === "answer" && outcome.headers).toContainEqual(["content-type", "application/json; charset=utf-8"]);
  });

  it("says when an answer is not JSON", async () => {
    const html = await sendRequest(request, {
      timeoutMs: 1000,
      fetchImpl: answer("<html>", { status: 502, headers: { "Content-Type": "text/html" } }),
    });
    expect(html.kind === "answer" && notJsonNote(html)).toBe("The answer is not JSON (text/html); it is shown as text.");
    const jsonp = await sendRequest(request, {
      timeoutMs: 1000,
      fetchImpl: answer("cb({})", { headers: { "Content-Type": "text/javascript" } }),
    });
    expect(jsonp.kind === "answer" && notJsonNote(jsonp)).toMatch(/callback parameter asks for JSONP/);
  });

  it("says in one line which cause it is, with what to check folded under it: offline, nothing answered, CORS, blocked", async () => {
    const failedFetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    const nothingAnswers = jest.fn(failedFetch);
    const local = await sendRequest(request, { timeoutMs: 1000, fetchImpl: nothingAnswers, pageProtocol: "http:", online: () => true });
    expect(local).toEqual({
      kind: "unreachable",
      ms: expect.any(Number),
      headline: "Couldn't reach localhost:8000: is the server running on port 8000?",
      details:
        "Nothing answered at http://localhost:8000. Start the server (a self-hosted copy of the API, or a mock of it), or check the port in the server's address.",
    });
    // The second request asked whether anything answers at all, without CORS: a plain GET whose answer the page cannot read.
    expect(nothingAnswers).toHaveBeenCalledTimes(2);
    expect(nothingAnswers).toHaveBeenLastCalledWith(
      request.url,
      expect.objectContaining({ method: "GET", mode: "no-cors", credentials: "omit" }),
    );

    const publicApi = { ...request, url: "https://api.postcodes.io/postcodes", headers: [] };
    const remote = await sendRequest(publicApi, { timeoutMs: 1000, fetchImpl: nothingAnswers, pageProtocol: "https:", online: () => true });
    expect(remote).toMatchObject({
      kind: "unreachable",
      headline: "Couldn't reach api.postcodes.io: are you offline, or is the server down?",
    });
    // No word about CORS where nothing answered: it does not apply.
    expect(failureText(remote as ConsoleFailure)).not.toMatch(/CORS|Access-Control/);

    // The server is up (the opaque request got an answer): the browser kept the first answer from the page.
    const corsOnly = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.mode !== "no-cors") throw new TypeError("Failed to fetch");
      return new Response(null, { status: 200 });
    });
    const refused = await sendRequest(request, { timeoutMs: 1000, fetchImpl: corsOnly, pageProtocol: "http:", online: () => true });
    expect(refused).toEqual({
      kind: "refused",
      ms: expect.any(Number),
      headline: "localhost:8000 answered, but did not let this page read the answer (CORS).",
      details:
        "To let a page on another site read its answers (CORS), a server sends Access-Control-Allow-Origin: * (or this site's origin) with every " +
        "answer, and answers the browser's OPTIONS request first with a 2xx and Access-Control-Allow-Headers: Content-Type. Postcodes.io does " +
        "this itself; a proxy in front of a self-hosted copy must pass these headers on. Copy as curl sends the same request from a terminal, " +
        "where no browser rule applies.",
    });

    const offline = await sendRequest(publicApi, {
      timeoutMs: 1000,
      fetchImpl: jest.fn(failedFetch),
      pageProtocol: "https:",
      online: () => false,
    });
    expect(offline).toMatchObject({
      kind: "offline",
      headline: "Couldn't reach api.postcodes.io: this device is offline. Send again once you are online.",
      details: null,
    });
    // A server on this machine needs no network: offline, it is still "nothing answered" that applies.
    const localOffline = await sendRequest(request, {
      timeoutMs: 1000,
      fetchImpl: nothingAnswers,
      pageProtocol: "http:",
      online: () => false,
    });
    expect(localOffline.kind).toBe("unreachable");

    const mixed = await sendRequest(
      { ...request, url: "http://192.0.2.1/postcodes" },
      { timeoutMs: 1000, fetchImpl: nothingAnswers, pageProtocol: "https:", online: () => true },
    );
    expect(mixed).toMatchObject({
      kind: "blocked",
      headline: "The browser blocked the request: this page is served over HTTPS, and http://192.0.2.1 is plain HTTP.",
    });

    // The site's own policy refused the address (the browser reported it): said as such, not as a server that is down.
    const policyWatch = (origin: string) => ({ refused: () => origin === "http://192.0.2.1:8000", stop: () => undefined });
    const byPolicy = await sendRequest(
      { ...request, url: "http://192.0.2.1:8000/postcodes" },
      { timeoutMs: 1000, fetchImpl: nothingAnswers, pageProtocol: "http:", online: () => true, policyWatch },
    );
    expect(byPolicy).toMatchObject({ kind: "blocked", headline: "This site does not let its pages call http://192.0.2.1:8000." });
    expect(failureText(byPolicy as ConsoleFailure)).toMatch(/localhost or 127\.0\.0\.1, any port\) and any https:\/\/ server/);

    // No two words run together after a stop or a colon ("(CORS):every" once did), addresses aside.
    const prose = (outcome: typeof local) =>
      outcome.kind === "answer" ? "" : failureText(outcome).replace(/https?:\/\/\S+|api\.postcodes\.io|Postcodes\.io|127\.0\.0\.1/g, "");
    for (const outcome of [local, remote, refused, offline, mixed, byPolicy]) expect(prose(outcome)).not.toMatch(/[:.,;][A-Za-z]/);
  });

  it("never rejects, whatever the URL or the fetch does", async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    for (const url of ["http://localhost:99999/ping", "https://exa mple.com/ping", "http://[bad/ping"]) {
      await expect(sendRequest({ ...request, url }, { timeoutMs: 1000, fetchImpl })).resolves.toEqual({
        kind: "not-sent",
        ms: 0,
        headline: `Not sent: ${url} is not a valid URL.`,
        details: null,
      });
    }
    expect(fetchImpl).not.toHaveBeenCalled();
    const throwsAtOnce: typeof fetch = () => {
      throw new TypeError("Request cannot be constructed from a URL that includes credentials");
    };
    const refused = await sendRequest(request, { timeoutMs: 1000, fetchImpl: throwsAtOnce, now: () => 0 });
    expect(refused.kind).toBe("unreachable");
    const broken = await sendRequest(request, {
      timeoutMs: 1000,
      fetchImpl,
      now: () => {
        throw new Error("no clock");
      },
    });
    expect(broken).toEqual({ kind: "not-sent", ms: 0, headline: "Not sent: no clock", details: null });
  });

  it("gives up after the timeout", async () => {
    jest.useFakeTimers();
    try {
      const fetchImpl = jest.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      );
      const pending = sendRequest(request, { timeoutMs: 15_000, fetchImpl });
      jest.advanceTimersByTime(14_999);
      expect(fetchImpl.mock.calls[0][1]?.signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await pending).toMatchObject({ kind: "timeout", headline: "No answer from localhost:8000 within 15 s." });
    } finally {
      jest.useRealTimers();
    }
  });
});
