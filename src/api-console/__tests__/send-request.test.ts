import type { SampleRequest } from "../../api-reference/code-samples/request-model";
import { notJsonNote, sendRequest } from "../send-request";

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

  it("says in plain words which of the three causes it is: offline, not reached or refused (CORS), or blocked as mixed content", async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const local = await sendRequest(request, { timeoutMs: 1000, fetchImpl, pageProtocol: "http:", online: () => true });
    expect(local).toEqual({
      kind: "unreachable",
      ms: expect.any(Number),
      message:
        "Either nothing answered at http://localhost:8000 (is the server running on port 8000?), or the server answered but did not allow " +
        "this page to read the answer. To let a page on another site read its answers (CORS), a server sends " +
        "Access-Control-Allow-Origin: * (or this site's origin) with every answer, and answers the browser's OPTIONS request first " +
        "with a 2xx and Access-Control-Allow-Headers: Content-Type. Postcodes.io does this itself; a proxy in front of a self-hosted " +
        "copy must pass these headers on.",
    });
    const publicApi = { ...request, url: "https://api.postcodes.io/postcodes", headers: [] };
    const remote = await sendRequest(publicApi, { timeoutMs: 1000, fetchImpl, pageProtocol: "https:", online: () => true });
    expect(remote.kind !== "answer" && remote.message).toMatch(
      /^Either nothing answered at https:\/\/api\.postcodes\.io \(is the address right, and is the server up\?\), .* with every answer\. Postcodes/,
    );
    const offline = await sendRequest(publicApi, { timeoutMs: 1000, fetchImpl, pageProtocol: "https:", online: () => false });
    expect(offline).toMatchObject({
      kind: "offline",
      message:
        "This device is not connected to a network, so https://api.postcodes.io could not be reached. Send again once you are online.",
    });
    // A server on this machine needs no network: offline, it is still "not reached" that applies.
    const localOffline = await sendRequest(request, { timeoutMs: 1000, fetchImpl, pageProtocol: "http:", online: () => false });
    expect(localOffline.kind).toBe("unreachable");
    const mixed = await sendRequest(
      { ...request, url: "http://192.0.2.1/postcodes" },
      { timeoutMs: 1000, fetchImpl, pageProtocol: "https:", online: () => true },
    );
    expect(mixed.kind !== "answer" && mixed.message).toBe(
      "The browser did not send it: this page is served over HTTPS, and browsers block its plain-HTTP requests to other hosts. Use the server's https:// address.",
    );
    // No two words run together after a stop or a colon ("(CORS):every" once did), addresses aside.
    const prose = (outcome: typeof local) =>
      outcome.kind === "answer" ? "" : outcome.message.replace(/https?:\/\/\S+|Postcodes\.io/g, "");
    for (const outcome of [local, remote, offline, mixed]) expect(prose(outcome)).not.toMatch(/[:.,;][A-Za-z]/);
  });

  it("never rejects, whatever the URL or the fetch does", async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    for (const url of ["http://localhost:99999/ping", "https://exa mple.com/ping", "http://[bad/ping"]) {
      await expect(sendRequest({ ...request, url }, { timeoutMs: 1000, fetchImpl })).resolves.toEqual({
        kind: "not-sent",
        ms: 0,
        message: `The request could not be sent: ${url} is not a valid URL.`,
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
    expect(broken).toEqual({ kind: "not-sent", ms: 0, message: "The request could not be sent: no clock" });
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
      expect(await pending).toMatchObject({ kind: "timeout", message: expect.stringContaining("No answer within 15 s") });
    } finally {
      jest.useRealTimers();
    }
  });
});
