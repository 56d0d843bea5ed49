import type { SampleRequest } from "../../api-reference/code-samples/request-model";
import { corsAdvice, notJsonNote, sendRequest } from "../send-request";

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

  it("explains a failure the page cannot tell apart (unreachable or refused by CORS), with what a server needs", async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const outcome = await sendRequest(request, { timeoutMs: 1000, fetchImpl, pageProtocol: "http:" });
    expect(outcome.kind).toBe("unreachable");
    expect(outcome.kind !== "answer" && outcome.message).toContain("is it started on that port?");
    expect(outcome.kind !== "answer" && outcome.message).toContain("Access-Control-Allow-Origin");
    expect(corsAdvice(request)).toContain("Access-Control-Allow-Headers listing Content-Type");
    const mixed = await sendRequest(
      { ...request, url: "http://192.0.2.1/postcodes" },
      { timeoutMs: 1000, fetchImpl, pageProtocol: "https:" },
    );
    expect(mixed.kind !== "answer" && mixed.message).toMatch(/blocks plain-HTTP requests/);
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
