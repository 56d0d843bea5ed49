import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BODY_CHARS } from "../src/mcp/api-tools";
import { handleMcpRequest, MAX_HTTP_BODY_BYTES, MAX_JSON_DEPTH } from "../src/mcp/http";
import type { McpData } from "../src/mcp/mcp-data";
import { MOCK_ORIGIN } from "./mock-api";

/**
 * The remote MCP server's guards (src/mcp/http.ts, the function at /mcp), in this process with
 * real sockets: it is open to anyone, so nothing a client sends may point it at another address,
 * and abusive input is refused before any call. "The public API" here is a local server in
 * front of the mock; a second server stands for every other address and must never be reached.
 * Netlify's own server running the same function is e2e/deploy-netlify.spec.ts's.
 */
const data = JSON.parse(readFileSync(path.resolve(__dirname, "../public/mcp-data.json"), "utf8")) as McpData;

type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;
async function listen(handler: Handler) {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.method} ${request.headers.host}${request.url}`);
    void handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The contract mock's answer to a request the stand-in for the public API got: its status and its body as text. */
async function fromMock(request: IncomingMessage): Promise<{ status: number; text: string }> {
  const upstream = await fetch(`${MOCK_ORIGIN}${request.url}`, {
    method: request.method,
    headers: { "content-type": "application/json" },
    body: request.method === "POST" ? await new Response(request as unknown as ReadableStream).text() : undefined,
  });
  return { status: upstream.status, text: await upstream.text() };
}

/** The requests a stand-in got since last asked, as "METHOD /path" (without the host), emptying its list. */
const takeSent = (hits: string[]) => hits.splice(0).map((hit) => hit.replace(/^(\S+) [^/]+/, "$1 "));

let rpcId = 0;
const rpc = (method: string, params: unknown) => JSON.stringify({ jsonrpc: "2.0", id: ++rpcId, method, params });
const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const MCP = "https://postcodes.io/mcp";
const SITE_URLS = ["https://postcodes.io"];

async function callTool(
  apiUrl: string,
  name: string,
  args: unknown,
  extra: { headers?: Record<string, string>; timeoutMs?: number; maxAnswerBytes?: number } = {},
) {
  const response = await handleMcpRequest(
    new Request(MCP, { method: "POST", headers: { ...headers, ...extra.headers }, body: rpc("tools/call", { name, arguments: args }) }),
    data,
    { apiUrl, siteUrls: SITE_URLS, timeoutMs: extra.timeoutMs, maxAnswerBytes: extra.maxAnswerBytes },
  );
  expect(response.status).toBe(200);
  const answer = (await response.json()) as {
    result: { isError?: boolean; content: { text: string }[]; structuredContent?: Record<string, unknown> };
  };
  return { ...answer.result, text: answer.result.content.map((c) => c.text).join("\n") };
}

test("nothing a client sends points the remote server elsewhere: not an argument, not a header, not a redirect; another host or origin is refused", async () => {
  const elsewhere = await listen((_request, response) => {
    response.end("{}");
  });
  let mode: "pass" | "redirect" = "pass";
  const api = await listen(async (request, response) => {
    if (mode === "redirect") {
      response.writeHead(302, { location: `${elsewhere.url}/postcodes/SW1A2AA` });
      response.end();
      return;
    }
    const upstream = await fetch(`${MOCK_ORIGIN}${request.url}`);
    response.writeHead(upstream.status, { "content-type": "application/json" });
    response.end(await upstream.text());
  });
  try {
    // An address as an argument: no tool takes one, and a value is a value (sent to the API, encoded).
    const asArgument = await callTool(api.url, "lookupPostcode", { postcode: "SW1A 2AA", base_url: elsewhere.url });
    expect(asArgument.isError).toBe(true);
    expect(asArgument.text).toContain("base_url is not an allowed property");
    const inAValue = await callTool(api.url, "postcodeLookup", { q: `${elsewhere.url}/steal` });
    expect(inAValue.isError).toBeFalsy();

    // Headers that name other hosts, among them a long list: none is read for the API's address.
    const longList = Array.from({ length: 500 }, (_, i) => `10.0.${Math.floor(i / 250)}.${i % 250}`).join(", ");
    const viaHeaders = await callTool(
      api.url,
      "lookupPostcode",
      { postcode: "SW1A 2AA" },
      {
        headers: {
          "x-forwarded-host": `${new URL(elsewhere.url).host}, ${longList}`,
          forwarded: `host=${new URL(elsewhere.url).host}`,
          "x-postcodes-api-url": elsewhere.url,
        },
      },
    );
    expect(viaHeaders.text).toContain("The answer matches the documentation: a documented 2");
    expect((viaHeaders.structuredContent?.request as { url: string }).url).toBe(`${api.url}/postcodes/SW1A%202AA`);

    // A request naming another host (a DNS rebinding: another name pointed at this server), or sent from another site's page: refused.
    for (const [name, value] of [
      ["host", "169.254.169.254"],
      ["host", "10.0.0.1:8080"],
      ["host", "postcodes.io.example.org"],
      ["origin", "https://example.org"],
      ["origin", "null"],
    ]) {
      const refused = await handleMcpRequest(
        new Request(MCP, {
          method: "POST",
          headers: { ...headers, [name]: value },
          body: rpc("tools/call", { name: "ping", arguments: {} }),
        }),
        data,
        { apiUrl: api.url, siteUrls: SITE_URLS },
      );
      expect([name, value, refused.status]).toEqual([name, value, 403]);
    }
    for (const [name, value] of [
      ["host", "postcodes.io"],
      ["host", "127.0.0.1:8080"],
      ["origin", "https://postcodes.io"],
    ]) {
      const answered = await handleMcpRequest(
        new Request(MCP, { method: "POST", headers: { ...headers, [name]: value }, body: rpc("tools/list", {}) }),
        data,
        { apiUrl: api.url, siteUrls: SITE_URLS },
      );
      expect([name, value, answered.status]).toEqual([name, value, 200]);
    }

    // The API answering with a redirect to another address: the answer is the redirect, not followed.
    mode = "redirect";
    const redirected = await callTool(api.url, "lookupPostcode", { postcode: "SW1A 2AA" });
    expect(redirected.structuredContent?.status).toBe(302);
    expect(redirected.text).toContain("302");

    // The search with the address in its words, the lookup with the headers, the redirect: all to the API.
    expect(api.hits.length).toBe(3);
    expect(elsewhere.hits).toEqual([]);
  } finally {
    await api.close();
    await elsewhere.close();
  }
});

test("every call to the API has a timeout and a size cap, and says so in words", async () => {
  let hold: (() => void) | null = null;
  let mode: "hold" | "huge" = "hold";
  const api = await listen((_request, response) => {
    if (mode === "hold") {
      hold = () => response.end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ status: 200, result: "x".repeat(300_000) }));
  });
  try {
    // The test holds the answer; the server's wait is set short so the test does not sleep.
    const held = await callTool(api.url, "ping", {}, { timeoutMs: 200 });
    expect(held.isError).toBe(true);
    expect(held.text).toContain(`No answer from ${api.url} within 0.2 s`);
    mode = "huge";
    const huge = await callTool(api.url, "ping", {}, { maxAnswerBytes: 100_000 });
    expect(huge.isError).toBeFalsy();
    expect(huge.text).toContain("The answer was longer than 100000 bytes and was cut, so it was not checked.");
    // Its length is not known: more than what was read, not what was read.
    expect(huge.text).toContain("[The body is more than 100000 bytes (it was read no further); the first 32000 characters are shown.");
    expect(huge.structuredContent).toMatchObject({ bodyCut: true, bodyBytesRead: 100_000 });
    expect(huge.text.length).toBeLessThan(BODY_CHARS + 1_000);
  } finally {
    (hold as (() => void) | null)?.();
    await api.close();
  }
});

test("abusive input is refused before anything is parsed or called: a huge body, deep JSON, a huge bulk request, not JSON, not POST", async () => {
  const api = await listen((_request, response) => {
    response.end("{}");
  });
  const post = (body: BodyInit, extraHeaders: Record<string, string> = {}) =>
    handleMcpRequest(
      new Request(MCP, { method: "POST", headers: { ...headers, ...extraHeaders }, body, duplex: "half" } as RequestInit),
      data,
      { apiUrl: api.url, siteUrls: SITE_URLS },
    );
  try {
    const huge = await post(
      rpc("tools/call", {
        name: "bulkPostcodeLookup",
        arguments: { body: { postcodes: Array.from({ length: 30_000 }, () => "SW1A 2AA") } },
      }),
    );
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { message: string } }).error.message).toContain(`larger than ${MAX_HTTP_BODY_BYTES} bytes`);
    // The same without a length the server could trust: read no further than the cap.
    const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 100) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await post(stream);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(10);

    const deep = await post(
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_docs","arguments":{"query":${"[".repeat(MAX_JSON_DEPTH + 5)}1${"]".repeat(MAX_JSON_DEPTH + 5)}}}}`,
    );
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as { error: { message: string } }).error.message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);

    const tooMany = await callTool(api.url, "bulkPostcodeLookup", { body: { postcodes: Array.from({ length: 101 }, () => "SW1A 2AA") } });
    expect(tooMany.isError).toBe(true);
    expect(tooMany.text).toMatch(/at most 100/);

    const notJson = await post("{not json");
    expect(notJson.status).toBe(400);
    const get = await handleMcpRequest(new Request(MCP, { method: "GET", headers }), data, { apiUrl: api.url, siteUrls: SITE_URLS });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(api.hits).toEqual([]);
  } finally {
    await api.close();
  }
});

test("what an agent sends that the tools did not expect: dots and spaces for a path, the API's other names, two bodies in one or none, long text, a batch, a long answer", async () => {
  let pongs = 0;
  let stall = false;
  const api = await listen(async (request, response) => {
    if (pongs > 0) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ status: 200, result: "pong ".repeat(pongs) }));
      return;
    }
    if (stall) {
      // The status and the start of the body, and then nothing.
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"status":200,');
      return;
    }
    const upstream = await fromMock(request);
    response.writeHead(upstream.status, { "content-type": "application/json" });
    response.end(upstream.text);
  });
  const sent = () => takeSent(api.hits);
  try {
    // "." and "..", also escaped, would be read as folders by every URL parser and sent to another route: refused.
    for (const [tool, args] of [
      ["findPlace", { code: ".." }],
      ["findPlace", { code: "%2e%2e" }],
      ["findPlace", { code: "." }],
      ["nearestOutcode", { outcode: ".." }],
    ] as const) {
      const refused = await callTool(api.url, tool, args);
      expect([tool, args, refused.isError]).toEqual([tool, args, true]);
      expect(refused.text).toContain("cannot be sent in the path");
    }
    // Spaces alone are a malformed postcode, answered as the documentation says, not sent.
    const spaces = await callTool(api.url, "lookupPostcode", { postcode: "   " });
    expect(spaces.isError).toBe(true);
    expect(spaces.text).toContain('the API answers 404 {"status":404,"error":"Invalid postcode"}, so the request was not sent');
    const validated = await callTool(api.url, "validatePostcode", { postcode: "\t" });
    expect(validated.structuredContent).toMatchObject({ sent: false, status: 200, body: { status: 200, result: false } });
    expect(sent()).toEqual([]);

    // The API's other spellings, which its description teaches, are taken and sent as written; a pair in two spellings is
    // no pair to the API (x-required-inputs): its 400 is said, and nothing sent.
    const spelt = await callTool(api.url, "reverseGeocodeOutcodes", { longitude: -0.1276, latitude: 51.5034 });
    expect(spelt.isError, spelt.text).toBeFalsy();
    const mixed = await callTool(api.url, "reverseGeocodeOutcodes", { lon: -0.1276, latitude: 51.5034 });
    expect(mixed.isError).toBe(true);
    expect(mixed.text).toContain("lat: required with lon. Give lon with lat, or longitude with latitude");
    expect(mixed.text).toContain("the API answers 400 “Invalid longitude/latitude submitted”");
    expect(sent()).toEqual(["GET /outcodes?longitude=-0.1276&latitude=51.5034"]);
    const both = await callTool(api.url, "placeQuery", { q: "Bath", query: "Bristol" });
    expect(both.isError).toBe(true);
    expect(both.text).toContain("`query` and `q` are one parameter");
    // A body with both lists is not one the description offers: refused, naming both (the API would read the postcodes only).
    const twoBodies = await callTool(api.url, "bulkPostcodeLookup", {
      body: { postcodes: ["SW1A 2AA"], geolocations: [{ longitude: -0.1276, latitude: 51.5034 }] },
    });
    expect(twoBodies.isError).toBe(true);
    expect(twoBodies.text).toContain("body must match only one variant (it matches 2: Bulk postcode lookup and Bulk reverse geocoding)");
    expect(sent()).toEqual([]);
    // A body of neither is told both it could be.
    const neither = await callTool(api.url, "bulkPostcodeLookup", { body: {} });
    expect(neither.isError).toBe(true);
    expect(neither.text).toContain('Bulk postcode lookup ({"postcodes": […]}); Bulk reverse geocoding ({"geolocations": […]})');

    // Text longer than any postcode or place name: refused before a URL is made of it.
    const long = await callTool(api.url, "placeQuery", { q: "é".repeat(5_000) });
    expect(long.isError).toBe(true);
    expect(long.text).toContain("q must be at most 200 characters long");
    expect(long.text.length).toBeLessThan(1_000);
    expect(sent()).toEqual([]);

    // An answer of 20,000 characters (ten nearest postcodes' worth) is shown whole, and given as data.
    pongs = 4_000;
    const fits = await callTool(api.url, "ping", {});
    expect(fits.structuredContent?.body).toEqual({ status: 200, result: "pong ".repeat(4_000) });
    // A longer one: cut in the text, and left out of the data whole (a cut JSON is no JSON).
    pongs = 10_000;
    const longAnswer = await callTool(api.url, "ping", {});
    pongs = 0;
    expect(longAnswer.text).toContain("[The body is 50026 characters; the first 32000 characters are shown. The rest is not shown.]");
    expect(longAnswer.structuredContent).toMatchObject({ bodyCut: true, sent: true, status: 200 });
    expect(longAnswer.structuredContent?.body).toBeUndefined();
    expect(JSON.stringify(longAnswer.structuredContent).length).toBeLessThan(2_000);
    // A body that stops after its status: said so, as an error, not taken for a long answer.
    stall = true;
    const stalled = await callTool(api.url, "ping", {}, { timeoutMs: 300 });
    stall = false;
    expect(stalled.isError).toBe(true);
    expect(stalled.text).toContain("200 came, then its body did not end within 0.3 s");
    sent();
    // Half of a surrogate pair can be in no URL: said so, not sent.
    const half = await callTool(api.url, "findPlace", { code: "\ud800x" });
    expect(half.isError).toBe(true);
    expect(half.text).toContain("not whole Unicode");
    expect(sent()).toEqual([]);

    // One message per request: a batch would multiply each call's cost.
    const batch = await handleMcpRequest(
      new Request(MCP, { method: "POST", headers, body: `[${rpc("tools/list", {})},${rpc("tools/list", {})}]` }),
      data,
      { apiUrl: api.url, siteUrls: SITE_URLS },
    );
    expect(batch.status).toBe(400);
    expect(((await batch.json()) as { error: { message: string } }).error.message).toContain("send one JSON-RPC message per request");
    // JSON that is no message is an invalid request (-32600), not a parse error.
    const notMessage = await handleMcpRequest(new Request(MCP, { method: "POST", headers, body: '{"hello":1}' }), data, {
      apiUrl: api.url,
      siteUrls: SITE_URLS,
    });
    expect(notMessage.status).toBe(400);
    expect(await notMessage.json()).toMatchObject({
      id: null,
      error: { code: -32600, message: expect.stringContaining("not a JSON-RPC 2.0 message") },
    });
    // A call whose params are not a tool's name and an object of arguments: an error of its params (the SDK's check), in words.
    for (const [params, named] of [
      [{ name: "ping", arguments: "x" }, "params.arguments: expected an object, received a string"],
      [{ arguments: {} }, "params.name: missing (expected a string)"],
      [undefined, "params: missing (expected an object)"],
    ] as const) {
      const malformed = await handleMcpRequest(
        new Request(MCP, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params }) }),
        data,
        { apiUrl: api.url, siteUrls: SITE_URLS },
      );
      const { error } = (await malformed.json()) as { error: { code: number; message: string } };
      expect([params, error.code]).toEqual([params, -32602]);
      expect(error.message).toContain(`Invalid tools/call request: ${named}.`);
      expect(error.message).toContain("tools/list gives each tool's name and input schema");
    }
    // A page on the reader's own machine is answered by a server on it, not by the site's.
    for (const [host, origin, status] of [
      ["postcodes.io", "http://", 403],
      ["postcodes.io", "http://[::1", 403],
      ["postcodes.io", "http://127.0.0.1:9999", 403],
      ["127.0.0.1:8888", "http://127.0.0.1:9999", 200],
    ] as const) {
      const answered = await handleMcpRequest(
        new Request(MCP, { method: "POST", headers: { ...headers, host, origin }, body: rpc("tools/list", {}) }),
        data,
        { apiUrl: api.url, siteUrls: SITE_URLS },
      );
      expect([host, origin, answered.status]).toEqual([host, origin, status]);
    }

    // The docs tools: the API their list names, pages by a guide's short path, its title, the description's index, a schema by its first word.
    expect((await callTool(api.url, "list_operations", {})).text).toContain(`19 endpoints, at ${api.url}.`);
    for (const page of ["self-host", "Self-hosting", "/openapi/llms.txt"])
      expect((await callTool(api.url, "read_page", { page })).isError).toBeFalsy();
    const foreign = await callTool(api.url, "read_page", { page: "https://example.org/docs/self-host" });
    expect(foreign.isError).toBe(true);
    expect(foreign.text).toContain(
      'https://example.org is not this site: read_page reads the pages of https://postcodes.io. This site has a page at that path: read_page "/docs/self-host".',
    );
    const near = await callTool(api.url, "read_page", { page: "/docs/hosting" });
    expect(near.text).toContain('The nearest: "/docs/self-host"');
    expect((await callTool(api.url, "get_schema", { name: "terminated" })).structuredContent?.name).toBe("TerminatedPostcode");
    expect((await callTool(api.url, "get_operation", { operation: "/postcodes/SW1A 2AA/" })).structuredContent?.operationId).toBe(
      "lookupPostcode",
    );
    expect(sent()).toEqual([]);
  } finally {
    await api.close();
  }
});

test("what models get wrong: numbers as text, longitude and latitude swapped, another tool's argument, a list too long for one answer, a question pasted whole, the site's other addresses", async () => {
  let copies = 0;
  const api = await listen(async (request, response) => {
    const upstream = await fromMock(request);
    const answer = JSON.parse(upstream.text) as { status: number; result: unknown };
    // A bulk answer of many entries: the mock's first, again and again.
    const many =
      copies > 0 && Array.isArray(answer.result)
        ? { ...answer, result: Array.from({ length: copies }, () => (answer.result as unknown[])[0]) }
        : answer;
    response.writeHead(upstream.status, { "content-type": "application/json" });
    response.end(JSON.stringify(many));
  });
  const sent = () => takeSent(api.hits);
  try {
    // Numbers as text, as many clients send them: read as numbers, said, and sent.
    const asText = await callTool(api.url, "reverseGeocodeOutcodes", { lon: "-0.1276", lat: "51.5034" });
    expect(asText.isError, asText.text).toBeFalsy();
    expect(asText.text).toContain("lon “-0.1276” was read as the number -0.1276: give numbers as numbers.");
    expect(sent()).toEqual(["GET /outcodes?lon=-0.1276&lat=51.5034"]);
    // Text that is no number is still refused by the schema.
    const words = await callTool(api.url, "reverseGeocodeOutcodes", { lon: "west", lat: "51.5034" });
    expect(words.isError).toBe(true);
    expect(words.text).toContain("lon must be a number");

    // Longitude and latitude the wrong way round: sent (the API's answer is its own), and the slip named with the fix.
    const swapped = await callTool(api.url, "reverseGeocodeOutcodes", { lon: 51.5034, lat: -0.1276 });
    expect(swapped.text).toContain(
      "Note: longitude 51.5034, latitude -0.1276 is outside the UK (latitude 49 to 61, longitude −9 to 2, roughly), so no postcode is near it. Swapped, it is in the UK: did you mean longitude -0.1276 and latitude 51.5034?",
    );
    // A point far from the UK either way: said, with no guess.
    const far = await callTool(api.url, "reverseGeocodeOutcodes", { lon: 2.3522, lat: 48.8566 });
    expect(far.text).toContain("Note: longitude 2.3522, latitude 48.8566 is outside the UK");
    expect(far.text).not.toContain("Swapped");
    const inUk = await callTool(api.url, "reverseGeocodeOutcodes", { lon: -0.1276, lat: 51.5034 });
    expect(inUk.text).not.toContain("Note:");
    const points = await callTool(api.url, "bulkPostcodeLookup", {
      body: {
        geolocations: [
          { longitude: -0.1276, latitude: 51.5034 },
          { longitude: 53.4808, latitude: -2.2426 },
        ],
      },
    });
    expect(points.text).toContain("Note: 1 of 2 points are outside the UK");
    expect(points.text).toContain("Swapped, 1 of them are in the UK (geolocations[1]): are longitude and latitude the wrong way round?");
    sent();

    // An argument of another tool (one postcode given to the search): the tools that take it, by name.
    const other = await callTool(api.url, "postcodeLookup", { postcode: "SW1A 2AA" });
    expect(other.isError).toBe(true);
    expect(other.text).toContain("postcode is not an argument of this tool: lookupPostcode (Look up a postcode)");
    expect(sent()).toEqual([]);

    // A postcode with a slip in it: refused, with the postcode it was likely meant as; a whole postcode for an outward code: sent, and its outward code said.
    const plus = await callTool(api.url, "lookupPostcode", { postcode: "SW1A+2AA" });
    expect(plus.isError).toBe(true);
    expect(plus.text).toContain("postcode: not a valid UK postcode (did you mean “SW1A 2AA”?): the API answers 404");
    expect(sent()).toEqual([]);
    const whole = await callTool(api.url, "findOutcode", { outcode: "SW1A 2AA" });
    expect(whole.text).toContain(
      "Note: outcode: not a valid UK outward code (a full postcode: its outward code is “SW1A”). Sent as given.",
    );
    sent();

    // A bulk answer longer than one answer holds: cut after its last whole entry, so the text is JSON still, and said.
    copies = 100;
    const postcodes = Array.from({ length: 100 }, () => "SW1A 2AA");
    const cut = await callTool(api.url, "bulkPostcodeLookup", { body: { postcodes } });
    copies = 0;
    expect(cut.isError, cut.text).toBeFalsy();
    const entries = cut.structuredContent?.entries as { total: number; shown: number };
    expect(entries.total).toBe(100);
    expect(entries.shown).toBeGreaterThan(0);
    expect(entries.shown).toBeLessThan(100);
    expect(cut.text).toContain(`\`result\` holds 100 entries; the first ${entries.shown} are shown`);
    expect(cut.text).toContain("send the items after the last one shown in another call, or ask for fewer fields with `filter`");
    const json = /```json\n(.*)\n\[/s.exec(cut.text)?.[1] ?? "";
    expect(json.length).toBeLessThanOrEqual(BODY_CHARS);
    expect((JSON.parse(json) as { result: unknown[] }).result).toHaveLength(entries.shown);
    expect((cut.structuredContent?.body as { result: unknown[] }).result).toHaveLength(entries.shown);
    // The whole answer was checked before the cut.
    expect(cut.structuredContent?.matchesDocumentation).toBe(true);
    sent();

    // A question pasted whole: its start searched, and said.
    const question = `How do I find the local authority code for a postcode? ${"I have a list of customers and their addresses. ".repeat(40)}`;
    const searched = await callTool(api.url, "search_docs", { query: question });
    expect(searched.isError, searched.text).toBeFalsy();
    expect(searched.text).toMatch(new RegExp(`^The query was ${question.length} characters; its first \\d+ were searched\\.`));
    // The site's pages by http, or with www.: its pages; another site's path is not offered as one of ours.
    for (const address of ["http://postcodes.io/docs/overview", "https://www.postcodes.io/docs/overview"]) {
      const page = await callTool(api.url, "read_page", { page: address });
      expect([address, page.isError]).toEqual([address, undefined]);
      expect(page.structuredContent).toMatchObject({ path: "/docs/overview" });
    }
    const github = await callTool(api.url, "read_page", { page: "https://github.com/ideal-postcodes/postcodes.io" });
    expect(github.text).toContain("https://github.com is not this site");
    expect(github.text).toContain("search_docs finds the page that answers");
    expect(github.text).not.toContain('/ideal-postcodes/postcodes.io"');
    // A path a letter away from a page's is offered that page; an API path, the tool that calls it.
    const misspelt = await callTool(api.url, "read_page", { page: "/docs/postcode/lookupp" });
    expect(misspelt.text).toContain('The nearest: "/docs/postcode/lookup" (Look up a postcode)');
    const endpoint = await callTool(api.url, "read_page", { page: "/postcodes/{postcode}" });
    expect(endpoint.text).toContain(
      "/postcodes/{postcode} is a path of the API, not a page: GET /postcodes/{postcode} is the tool lookupPostcode",
    );
    expect(sent()).toEqual([]);
  } finally {
    await api.close();
  }
});
