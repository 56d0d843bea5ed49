import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Ajv2020 from "ajv/dist/2020";
import { type QueryOutcome, RELEVANCE_QUERIES, outcomeOf, relevanceReport, wrongAnswers } from "./relevance-queries";
import { answerProxy, call, guideCommands, guideConfigurations, readWhole, STDIO_SERVER, stdioClient, VALID_CALLS } from "./mcp-client";
import { BUNDLE_FILE } from "../src/mcp/distribution";
import { MOCK_ORIGIN } from "./mock-api";

/**
 * The MCP server over stdio (mcp/dist/server.mjs, as a client starts it), through the SDK's own
 * client: its tools, checked against what the build published (the twins, the description's parts,
 * the description itself), and its API tools against the mock of the API (Prism on our
 * description), through a proxy that counts what reaches it and can rewrite the answers.
 * No browser. The same server over HTTP, as Netlify runs it, is e2e/deploy-netlify.spec.ts's.
 */
const publicDir = path.resolve(__dirname, "../public");
// The description as the site publishes it, whole (the source's paths are in files of their own).
const description = JSON.parse(readFileSync(path.join(publicDir, "openapi.json"), "utf8")) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const OPERATION_IDS = Object.values(description.paths).flatMap((item) =>
  Object.values(item).flatMap((op) => (op && typeof op === "object" && typeof op.operationId === "string" ? [op.operationId] : [])),
);
const DOCS_TOOLS = ["search_docs", "read_page", "list_operations", "get_operation", "get_schema"];
const SITE = "https://postcodes.io";
/** The pages llms.txt lists, by their site path. */
const LISTED_PAGES = [
  ...readFileSync(path.join(publicDir, "llms.txt"), "utf8").matchAll(/\]\((https:\/\/postcodes\.io\/[^)]*)\.md\)/g),
].map(([, address]) => address.slice(SITE.length).replace(/^\/index$/, "/"));

test("the stdio server lists a tool for the docs' tasks and one per operation, each with a valid input schema and honest annotations", async () => {
  const client = await stdioClient(["--base-url", MOCK_ORIGIN]);
  try {
    const info = client.getServerVersion();
    expect(info?.version).toBe(
      (JSON.parse(readFileSync(path.resolve(__dirname, "../package.json"), "utf8")) as { version: string }).version,
    );
    expect(client.getInstructions() ?? "").toContain("Invalid postcode");
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...DOCS_TOOLS, ...OPERATION_IDS].sort());
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    for (const tool of tools) {
      expect(ajv.validateSchema(tool.inputSchema), `${tool.name}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
      const validate = ajv.compile(tool.inputSchema);
      expect(tool.inputSchema.type, tool.name).toBe("object");
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(80);
      expect(tool.annotations, tool.name).toMatchObject({
        readOnlyHint: true,
        destructiveHint: false,
        openWorldHint: !DOCS_TOOLS.includes(tool.name),
      });
      if (!DOCS_TOOLS.includes(tool.name)) {
        expect(
          validate(VALID_CALLS[tool.name]),
          `${tool.name} ${JSON.stringify(VALID_CALLS[tool.name])}: ${ajv.errorsText(validate.errors)}`,
        ).toBe(true);
        expect(validate({ ...VALID_CALLS[tool.name], not_a_parameter: 1 }), tool.name).toBe(false);
      }
    }
    // The traps a model must know are in the descriptions it reads.
    const byName = new Map(tools.map((t) => [t.name, t.description ?? ""]));
    expect(byName.get("lookupPostcode")).toContain('404 {"status":404,"error":"Invalid postcode"}');
    expect(byName.get("lookupPostcode")).toContain("bulkPostcodeLookup");
    // An error's cause where the description gives it; a bound the tool holds to beside the API's clamping; text capped inside a body.
    expect(byName.get("nearestPostcode")).toContain('400 "Invalid longitude/latitude submitted" (the postcode has no coordinates)');
    const lookupArgs = tools.find((t) => t.name === "postcodeLookup")?.inputSchema.properties as Record<string, { description?: string }>;
    expect(lookupArgs.limit.description).toMatch(/clamped to 100.*This tool takes from 0 to 100 and refuses other values/s);
    expect(lookupArgs.query.description).not.toContain("coordinate pair");
    expect(lookupArgs.longitude.description).toContain("coordinate pair");
    expect(JSON.stringify(tools.find((t) => t.name === "bulkPostcodeLookup")?.inputSchema)).toContain(
      '"items":{"type":"string","maxLength":200',
    );
    // A route with two modes names both; nothing says to encode what the tool encodes, or names a parameter it does not take.
    expect(byName.get("postcodeLookup")).toMatch(/Reverse geocoding.*Postcode search/);
    for (const tool of tools)
      for (const [name, property] of Object.entries(tool.inputSchema.properties ?? {}))
        expect(String((property as { description?: string }).description ?? ""), `${tool.name}.${name}`).not.toMatch(
          /%20|URL-encode|Also accepted as/,
        );
  } finally {
    await client.close();
  }
});

// eslint-disable-next-line no-empty-pattern -- Playwright's test signature: no fixture but testInfo.
test("search_docs ranks as the site's search box does: every relevance query's page first", async ({}, testInfo) => {
  const client = await stdioClient([]);
  try {
    const outcomes: QueryOutcome[] = [];
    for (const query of RELEVANCE_QUERIES) {
      const { data, isError, text } = await call(client, "search_docs", { query: query.query, limit: 20 });
      expect(isError, text).toBeFalsy();
      const results = (data?.results ?? []) as { url: string }[];
      const paths = results.map((r) => r.url.slice(SITE.length) || "/");
      outcomes.push(
        outcomeOf(query, paths, paths.length === 0 ? `No results for “${query.query}”.` : `${paths.length} of ${String(data?.total)}`),
      );
    }
    await testInfo.attach("search relevance (MCP search_docs)", { body: relevanceReport(outcomes), contentType: "text/plain" });
    expect(wrongAnswers(outcomes)).toEqual([]);
  } finally {
    await client.close();
  }
});

test("read_page gives every page's twin whole, get_operation and get_schema the description's parts, and bad names get errors that say what to do", async () => {
  const client = await stdioClient([]);
  try {
    expect(LISTED_PAGES.length).toBeGreaterThan(40);
    for (const page of LISTED_PAGES) {
      const twin = readFileSync(path.join(publicDir, `${page === "/" ? "/index" : page}.md`), "utf8");
      expect(await readWhole(client, "read_page", { page }), page).toBe(twin);
    }
    // By its address or its Markdown address, as search_docs gives them.
    expect(await readWhole(client, "read_page", { page: `${SITE}/docs/postcode/lookup.md` })).toBe(
      readFileSync(path.join(publicDir, "docs/postcode/lookup.md"), "utf8"),
    );

    const listed = await call(client, "list_operations", {});
    for (const id of OPERATION_IDS) expect(listed.text).toContain(id);
    const parts = path.join(publicDir, "openapi", "operations");
    for (const file of readdirSync(parts)) {
      const part = JSON.parse(readFileSync(path.join(parts, file), "utf8")) as unknown;
      const slug = file.replace(/\.json$/, "");
      const id = OPERATION_IDS.find((name) => JSON.stringify(part).includes(`"operationId":"${name}"`)) ?? slug;
      expect(JSON.parse(await readWhole(client, "get_operation", { operation: id, format: "openapi" })), id).toEqual(part);
      const markdown = await readWhole(client, "get_operation", { operation: id });
      expect(markdown, id).toBe(readFileSync(path.join(publicDir, "docs", "api", `${slug}.md`), "utf8"));
    }
    const schemas = path.join(publicDir, "openapi", "schemas");
    for (const file of readdirSync(schemas)) {
      const name = file.replace(/\.json$/, "");
      // The published part's schemas, without the API's info and servers that every part repeats.
      expect(JSON.parse(await readWhole(client, "get_schema", { name })), name).toEqual({
        components: (JSON.parse(readFileSync(path.join(schemas, file), "utf8")) as { components: unknown }).components,
      });
    }

    // Names as a model gives them: the index, any case, a path alone or a concrete one, a schema's reference or words.
    expect(await readWhole(client, "read_page", { page: "/llms.txt" })).toBe(readFileSync(path.join(publicDir, "llms.txt"), "utf8"));
    expect((await call(client, "read_page", { page: "/DOCS/Overview" })).data?.path).toBe("/docs/overview");
    for (const [given, id] of [
      ["/outcodes/{outcode}", "findOutcode"],
      ["GET /postcodes/SW1A2AA", "lookupPostcode"],
      ["https://api.postcodes.io/postcodes/SW1A2AA/nearest", "nearestPostcode"],
      ["lookup_postcode", "lookupPostcode"],
    ])
      expect((await call(client, "get_operation", { operation: given })).data?.operationId, given).toBe(id);
    for (const [given, name] of [
      ["#/components/schemas/Postcode", "Postcode"],
      ["terminated postcode", "TerminatedPostcode"],
      ["Codes", "PostcodeCodes"],
    ])
      expect((await call(client, "get_schema", { name: given })).data?.name, given).toBe(name);
    const ambiguous = await call(client, "get_operation", { operation: "/postcodes" });
    expect(ambiguous.isError).toBe(true);
    expect(ambiguous.text).toContain("postcodeLookup (GET /postcodes)");

    const missing = await call(client, "read_page", { page: "/docs/no-such-page" });
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain("/docs/overview");
    const unknown = await call(client, "get_operation", { operation: "getPostcode" });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain("lookupPostcode");
    // A near miss is told the name it is near; a schema's plural is read as the one thing, and said so.
    expect((await call(client, "get_operation", { operation: "lookupPostcodes" })).text).toMatch(
      /^No one endpoint is “lookupPostcodes”\. Did you mean lookupPostcode \(GET \/postcodes\/\{postcode\}\)/,
    );
    const plural = await call(client, "get_schema", { name: "Postcodes" });
    expect(plural.data).toMatchObject({ name: "Postcode", asked: "Postcodes" });
    expect(plural.text).toMatch(/^No schema is named “Postcodes”; this is Postcode, the nearest name\.\n\n\{/);
    // The one asked for comes first, before the schemas it refers to.
    expect(Object.keys((JSON.parse(plural.text.replace(/^[^{]*/, "")) as { components: { schemas: object } }).components.schemas)[0]).toBe(
      "Postcode",
    );
    // An #anchor reads its section alone; an anchor no heading has, the whole page, said so.
    const section = await call(client, "read_page", { page: `${SITE}/docs/postcode/schema#nhs_ha` });
    expect(section.data).toMatchObject({ path: "/docs/postcode/schema", section: "nhs_ha" });
    expect(section.text).toMatch(/^#### `nhs_ha`\n/);
    expect(section.text).toContain(
      '[The section “nhs_ha” of /docs/postcode/schema; read_page "/docs/postcode/schema" for the whole page.]',
    );
    expect(section.text.length).toBeLessThan(2_000);
    const errors = await call(client, "read_page", { page: "/docs/postcode/lookup#errors" });
    expect(errors.text).toMatch(/^## Errors\n/);
    expect(errors.text).not.toContain("## Validate a postcode");
    expect((await call(client, "read_page", { page: "/docs/overview#no-such-heading" })).text).toMatch(
      /^\[No heading of \/docs\/overview is “#no-such-heading”: the whole page follows\.\]/,
    );
    // Files beside the pages and requests to the API are named for the tool that reads them.
    for (const [page, pointer] of [
      ["/openapi.yaml", 'get_operation with format "openapi"'],
      [`${SITE}/openapi/schemas/Postcode.json`, 'get_schema "Postcode" gives it'],
      ["/llms-full.txt", 'read_page "/llms.txt" lists the pages'],
      ["https://api.postcodes.io/postcodes/SW1A2AA", "call the tool lookupPostcode (GET /postcodes/{postcode})"],
    ]) {
      const answer = await call(client, "read_page", { page });
      expect(answer.isError, page).toBe(true);
      expect(answer.text, page).toContain(pointer);
    }
    const past = await call(client, "read_page", { page: "/docs/overview", offset: 10_000_000 });
    expect(past.isError).toBe(true);
    expect(past.text).toMatch(/past the end/);
    // An argument's name guessed wrong is told the one it was meant as, or where it goes, and what the tool takes.
    const guessed = await call(client, "get_operation", { operationId: "lookupPostcode" });
    expect(guessed.isError).toBe(true);
    expect(guessed.text).toContain("operationId is not an argument of this tool: did you mean operation?");
    expect(guessed.text).toMatch(/\nIts arguments:\n- operation \(required\): An operationId/);
    const outside = await call(client, "bulkPostcodeLookup", { postcodes: ["SW1A 2AA"] });
    expect(outside.isError).toBe(true);
    expect(outside.text).toContain('postcodes belongs inside body: {"body": {"postcodes": …}}.');
    const wrongType = await call(client, "search_docs", { query: 42 });
    expect(wrongType.isError).toBe(true);
    expect(wrongType.text).toContain("query");
    // The server is still there after all of it.
    expect((await call(client, "search_docs", { query: "nearest postcode" })).isError).toBeFalsy();
    // The protocol's error code is said once: the server's message is the words, the client adds "MCP error -32602: ".
    const noTool = await client.callTool({ name: "no_such_tool", arguments: {} }).then(
      () => "answered",
      (error: Error) => error.message,
    );
    expect(noTool).toMatch(/^MCP error -32602: No tool “no_such_tool”\. The tools are: search_docs, /);
    const nearTool = await client.callTool({ name: "lookup_postcode", arguments: {} }).then(
      () => "answered",
      (error: Error) => error.message,
    );
    expect(nearTool).toMatch(/^MCP error -32602: No tool “lookup_postcode”\. Did you mean lookupPostcode/);
  } finally {
    await client.close();
  }
});

test("every API tool: a valid call matches the documentation, invalid input is refused before sending, and an answer off the schema is named with its pointer", async () => {
  const proxy = await answerProxy();
  const client = await stdioClient(["--base-url", proxy.url]);
  try {
    for (const id of OPERATION_IDS) {
      const valid = await call(client, id, VALID_CALLS[id]);
      expect(valid.isError, `${id}: ${valid.text}`).toBeFalsy();
      expect(valid.text, id).toContain("The answer matches the documentation: a documented 2");
      // A response of several shapes: the verdict says what it did not check.
      if (id === "bulkPostcodeLookup") expect(valid.text).toContain("which shape this request gets, and how many entries, is not checked");
      expect(valid.data, id).toMatchObject({ sent: true, matchesDocumentation: true, differences: [], operationId: id });
      expect(String((valid.data?.request as { url: string }).url).startsWith(`${proxy.url}/`), id).toBe(true);

      // Input no schema of the tool allows: refused, with the argument named, and nothing sent.
      const before = proxy.requests.length;
      const stray = await call(client, id, { ...VALID_CALLS[id], limitt: 5 });
      expect(stray.isError, id).toBe(true);
      expect(stray.text, id).toContain("limitt is not an allowed property");
      expect(proxy.requests.length, id).toBe(before);

      // The mock's answer rewritten off the schema: the difference is named with where it is.
      proxy.state.rewrite = (json) => ({ ...(json as object), status: "OK" });
      const off = await call(client, id, VALID_CALLS[id]);
      proxy.state.rewrite = null;
      expect(off.isError, id).toBeFalsy();
      expect(off.text, id).toContain("The answer differs from the documentation");
      expect(off.data?.matchesDocumentation, id).toBe(false);
      expect(
        (off.data?.differences as { pointer: string }[]).map((d) => d.pointer),
        id,
      ).toContain("/status");
    }

    // A deeper difference, with its path in words.
    proxy.state.rewrite = (json) => {
      const answer = json as { result: Record<string, unknown> };
      return { ...answer, result: { ...answer.result, longitude: "west" } };
    };
    const deep = await call(client, "lookupPostcode", VALID_CALLS.lookupPostcode);
    proxy.state.rewrite = null;
    expect((deep.data?.differences as { pointer: string }[]).map((d) => d.pointer)).toEqual(["/result/longitude"]);
    expect(deep.text).toContain("/result/longitude: ");

    // An error answer whose words are not the documented ones: the schema allows any string, the check of the words does not.
    proxy.state.answer = { status: 404, body: { status: 404, error: "Resource not found" } };
    const wrongWords = await call(client, "findOutcode", VALID_CALLS.findOutcode);
    proxy.state.answer = { status: 404, body: { status: 404, error: "Outcode not found" } };
    const rightWords = await call(client, "findOutcode", VALID_CALLS.findOutcode);
    proxy.state.answer = null;
    expect(wrongWords.data?.differences).toEqual([
      { pointer: "/error", documented: "documented as one of the 404 errors “Outcode not found”", received: "“Resource not found”" },
    ]);
    expect(rightWords.text).toContain("The answer matches the documentation: a documented 404 response");

    // A server in front of the API that says to slow down: the answer says how long to wait, and the bulk route.
    proxy.state.answer = { status: 429, body: { status: 429, error: "Too many requests" }, headers: { "retry-after": "30" } };
    const limited = await call(client, "lookupPostcode", VALID_CALLS.lookupPostcode);
    proxy.state.answer = null;
    expect(limited.text).toContain(
      "The server refuses calls this fast: wait 30 s before calling again (its Retry-After); for many at once, call bulkPostcodeLookup (POST /postcodes) with up to 100",
    );
    expect(limited.data?.retryAfterSeconds).toBe(30);

    // A value sent encoded already is read decoded, and the answer says so.
    const encoded = await call(client, "lookupPostcode", { postcode: "SW1A%202AA" });
    expect(encoded.text).toContain("postcode “SW1A%202AA” was read as “SW1A 2AA”");
    expect((encoded.data?.request as { url: string }).url).toBe(`${proxy.url}/postcodes/SW1A%202AA`);

    // The input checks the console makes, before any request: the postcode's format, the limits.
    const sent = proxy.requests.length;
    const malformed = await call(client, "lookupPostcode", { postcode: "not a postcode" });
    expect(malformed.isError).toBe(true);
    expect(malformed.text).toContain('the API answers 404 {"status":404,"error":"Invalid postcode"}, so the request was not sent');
    // Neither q nor a whole coordinate pair in one spelling: the API's 400 said, not sent (the mock would have answered 200).
    for (const [args, missing] of [
      [{}, "q: required."],
      [{ lon: -0.12 }, "lat: required with lon."],
      [{ lat: 51.5, longitude: -0.12 }, "lon: required with lat."],
    ] as const) {
      const half = await call(client, "postcodeLookup", args);
      expect(half.isError, JSON.stringify(args)).toBe(true);
      expect(half.text).toContain(missing);
      expect(half.text).toContain("the API answers 400 “No postcode query submitted. Remember to include query parameter”");
    }
    expect((await call(client, "placeQuery", {})).text).toContain("the API answers 400 “No valid query submitted");
    const tooMany = await call(client, "bulkPostcodeLookup", { body: { postcodes: Array.from({ length: 101 }, () => "SW1A 2AA") } });
    expect(tooMany.isError).toBe(true);
    expect(tooMany.text).toMatch(/at most 100/);
    // A body that means one variant is told that variant's problems (its points need longitude and latitude), not another's.
    const shortNames = await call(client, "bulkPostcodeLookup", { body: { geolocations: [{ lon: -0.1276, lat: 51.5034 }] } });
    expect(shortNames.isError).toBe(true);
    expect(shortNames.text).toContain('body.geolocations[0] must have the property "longitude"');
    expect(shortNames.text).not.toContain('"postcodes"');
    const overLimit = await call(client, "nearestPostcode", { postcode: "SW1A 2AA", limit: 101 });
    expect(overLimit.isError).toBe(true);
    expect(overLimit.text).toContain("limit must be at most 100");
    // A coordinate out of range, which the API would fold back into range and answer for another point: refused.
    const folded = await call(client, "reverseGeocodeLonLat", { longitude: 359.92, latitude: 51.49 });
    expect(folded.isError).toBe(true);
    expect(folded.text).toContain("longitude must be at most 180");
    const foldedPoint = await call(client, "bulkPostcodeLookup", { body: { geolocations: [{ longitude: -0.08, latitude: 128.5 }] } });
    expect(foldedPoint.isError).toBe(true);
    expect(foldedPoint.text).toContain("body.geolocations[0].latitude must be at most 90");
    const noLatitude = await call(client, "reverseGeocodeLonLat", { longitude: -0.1276 });
    expect(noLatitude.isError).toBe(true);
    expect(noLatitude.text).toContain("latitude");
    // Validating a malformed postcode has a documented answer, given without sending: not an error.
    const notValid = await call(client, "validatePostcode", { postcode: "not a postcode" });
    expect(notValid.isError).toBeFalsy();
    expect(notValid.data).toMatchObject({ sent: false, status: 200, body: { status: 200, result: false } });
    // So has a random postcode from an outward code that is no outward code's shape: `null` (which the service files
    // "no outcode" under, and can make every later random answer null) never reaches it.
    for (const outcode of ["null", "SW1A 2AA"]) {
      const noOutcode = await call(client, "randomPostcode", { outcode });
      expect(noOutcode.data, outcode).toMatchObject({ sent: false, status: 200, body: { status: 200, result: null } });
    }
    // A name Object has is an argument like any other; "constructor", which the SDK's zod cannot read, is said to be left out.
    const prototypeKey = await call(client, "lookupPostcode", { postcode: "SW1A 2AA", toString: "x" });
    expect(prototypeKey.isError).toBe(true);
    expect(prototypeKey.text).toContain("toString is not an allowed property");
    const constructorKey = await client.callTool({ name: "lookupPostcode", arguments: { postcode: "SW1A 2AA", constructor: "x" } }).then(
      () => "answered",
      (error: Error) => error.message,
    );
    expect(constructorKey).toContain(
      'params.arguments: an object with a key named "constructor", which zod cannot read and no tool takes: leave that key out.',
    );
    expect(proxy.requests.length).toBe(sent);
  } finally {
    await client.close();
    await proxy.close();
  }
});

test("the stdio server says what is wrong with its base URL, and its API tools what is wrong with the server they call", async () => {
  const bad = await stdioClient(["--base-url", "ftp://example.org"]).then(
    () => "started",
    (error: unknown) => String(error),
  );
  expect(bad).not.toBe("started");
  // Nothing listens at a port just closed: the tool says it could not reach it, and the server answers on.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const client = await stdioClient([], { env: { POSTCODES_API_URL: `http://127.0.0.1:${port}`, PATH: process.env.PATH ?? "" } });
  try {
    const down = await call(client, "ping", {});
    expect(down.isError).toBe(true);
    expect(down.text).toContain(`Could not reach http://127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}. Check the address`);
    // The model cannot move the server: the text says where the user can.
    expect(down.text).toContain("`--base-url URL` or the POSTCODES_API_URL environment variable");
    expect((await call(client, "search_docs", { query: "bulk" })).isError).toBeFalsy();
  } finally {
    await client.close();
  }
});

test("a line the stdio server cannot read is answered with the protocol's error, and --help says how to start it", async () => {
  const lines = [
    "not json",
    "",
    "   ",
    JSON.stringify([{ jsonrpc: "2.0", id: 2, method: "ping" }]),
    JSON.stringify({ hello: 1 }),
    JSON.stringify({ jsonrpc: "2.0", id: 5, method: 1 }),
    // A message whose params do not fit the protocol: invalid params in words (the SDK calls it an internal error, in zod's JSON).
    JSON.stringify({ jsonrpc: "2.0", id: 6, method: "tools/list", params: { cursor: 5 } }),
    JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
  ];
  const out = execFileSync(process.execPath, [STDIO_SERVER], {
    input: `${lines.join("\n")}\n`,
    encoding: "utf8",
    stdio: ["pipe", "pipe", "ignore"],
  });
  const replies = out
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { id: unknown; error?: { code: number; message: string }; result?: unknown });
  // Each unreadable line has its answer, with its id where one can be read; blank lines none; the message after them is answered as ever.
  const answers = replies.map((reply) => [reply.id, reply.error?.code ?? "result"]);
  // The filter answers as it reads; the server answers the two messages after, in the order it finishes them.
  expect(answers.slice(0, 4)).toEqual([
    [null, -32700],
    [null, -32600],
    [null, -32600],
    [5, -32600],
  ]);
  expect(answers.slice(4).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
    [1, "result"],
    [6, -32602],
  ]);
  expect(replies.find((reply) => reply.id === 6)?.error?.message).toBe(
    "Invalid params: params.cursor: expected a string, received a number.",
  );
  expect(replies[0].error?.message).toContain("not JSON");
  expect(replies[1].error?.message).toMatch(/a batch of 1 message\. .*no batches since 2025-06-18/);
  const help = execFileSync(process.execPath, [STDIO_SERVER, "--help"], { encoding: "utf8" });
  expect(help).toContain("--base-url URL");
  expect(help).toContain("POSTCODES_API_URL");
});

test("the .mcpb bundle unpacks in a clean folder and starts as its manifest says; the npm package installs and starts by its bin", async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "mcpb-"));
  try {
    const bundle = path.join(folder, "postcodes-io-docs.mcpb");
    copyFileSync(path.join(publicDir, BUNDLE_FILE), bundle);
    const unpacked = path.join(folder, "unpacked");
    execFileSync(
      process.execPath,
      [path.resolve(__dirname, "../node_modules/@anthropic-ai/mcpb/dist/cli/cli.js"), "unpack", bundle, unpacked],
      { stdio: "pipe" },
    );
    const manifest = JSON.parse(readFileSync(path.join(unpacked, "manifest.json"), "utf8")) as {
      version: string;
      tools: { name: string }[];
      server: { mcp_config: { command: string; args: string[]; env: Record<string, string> } };
    };
    // As a host starts it: the manifest's command, its ${__dirname} the folder, its setting the user's (here the mock).
    const fill = (text: string) => text.replace("${__dirname}", unpacked).replace("${user_config.api_url}", MOCK_ORIGIN);
    const { command, args, env } = manifest.server.mcp_config;
    const client = await stdioClient(args.map(fill), {
      command: command === "node" ? process.execPath : command,
      env: { ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, fill(v)])), PATH: process.env.PATH ?? "" },
      cwd: folder,
    });
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(manifest.tools.map((t) => t.name));
      expect(client.getServerVersion()?.version).toBe(manifest.version);
      expect((await call(client, "ping", {})).text).toContain("The answer matches the documentation: a documented 2");
    } finally {
      await client.close();
    }

    // The npm package, packed and installed as a user would (no dependencies: nothing to fetch), started by its bin.
    const npm = path.resolve(__dirname, "../mcp/dist/npm");
    const pkg = JSON.parse(readFileSync(path.join(npm, "package.json"), "utf8")) as {
      name: string;
      version: string;
      bin: Record<string, string>;
    };
    const tarball =
      execFileSync("npm", ["pack", npm, "--pack-destination", folder, "--silent"], { encoding: "utf8" }).trim().split("\n").pop() ?? "";
    const project = path.join(folder, "project");
    mkdirSync(project);
    writeFileSync(path.join(project, "package.json"), "{}");
    execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", path.join(folder, tarball)], { cwd: project, stdio: "pipe" });
    const bin = path.join(project, "node_modules", ".bin", Object.keys(pkg.bin)[0]);
    const installed = await stdioClient(["--base-url", MOCK_ORIGIN], {
      command: bin,
      env: { PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ""}` },
    });
    try {
      expect((await installed.listTools()).tools.map((t) => t.name)).toEqual(manifest.tools.map((t) => t.name));
      expect(installed.getServerVersion()?.version).toBe(pkg.version);
    } finally {
      await installed.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("the guide's local configurations and its command start the server as written (the checkout's path put in)", async () => {
  const checkout = path.resolve(__dirname, "..");
  const local = guideConfigurations().filter((server) => server.command);
  expect(local.map((s) => s.file)).toEqual(["claude_desktop_config.json", ".vscode/mcp.json (local)"]);
  // The bundle it offers is the one the build packed, at its address on the site.
  expect(readFileSync(path.join(publicDir, "docs/ai-agents.md"), "utf8")).toContain(`(${SITE}/${BUNDLE_FILE})`);
  const commands = guideCommands().filter((line) => line.startsWith("node mcp/"));
  expect(commands).toEqual(["node mcp/dist/server.mjs --base-url http://localhost:8000"]);
  const runs = [
    ...local.map((s) => ({
      what: s.file,
      command: s.command ?? "",
      args: (s.args ?? []).map((a) => a.replace("/path/to/checkout", checkout)),
      env: s.env ?? {},
    })),
    ...commands.map((line) => ({ what: line, command: line.split(" ")[0], args: line.split(" ").slice(1), env: {} })),
  ];
  for (const run of runs) {
    const client = await stdioClient(run.args, {
      command: run.command === "node" ? process.execPath : run.command,
      env: { ...run.env, PATH: process.env.PATH ?? "" },
      cwd: checkout,
    });
    try {
      expect((await client.listTools()).tools.length, run.what).toBe(5 + OPERATION_IDS.length);
      const found = await call(client, "search_docs", { query: "bulk lookup" });
      expect(found.isError, run.what).toBeFalsy();
    } finally {
      await client.close();
    }
  }
});
