import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { MOCK_ORIGIN, PUBLIC_API } from "./mock-api";

/**
 * WebMCP: where the browser offers `document.modelContext`, the page registers the MCP server's docs
 * tools and a try tool backed by the console, from a chunk loaded only then. Chromium has no
 * WebMCP yet, so the test gives the page one (a polyfill of the draft's registerTool, injected
 * before any script of the page): the page's own code is what runs.
 */
const publicDir = path.resolve(__dirname, "../public");

interface RegisteredTool {
  name: string;
  description: string;
  inputSchema: object;
  annotations?: { readOnlyHint?: boolean; untrustedContentHint?: boolean };
}
interface ToolAnswer {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
}

async function withModelContext(page: Page) {
  await page.addInitScript(() => {
    const tools = new Map<string, { execute: (input: object) => Promise<unknown> }>();
    Object.assign(window, { __webmcp: tools });
    Object.defineProperty(document, "modelContext", {
      value: {
        registerTool(tool: { name: string; execute: (input: object) => Promise<unknown> }) {
          if (tools.has(tool.name)) throw new DOMException(`${tool.name} is registered already`, "InvalidStateError");
          tools.set(tool.name, tool);
          return Promise.resolve();
        },
      },
    });
  });
}

const registered = (page: Page) =>
  page.evaluate(() =>
    [...(window as unknown as { __webmcp: Map<string, RegisteredTool> }).__webmcp.values()].map(
      ({ name, description, inputSchema, annotations }) => ({
        name,
        description,
        inputSchema,
        annotations,
      }),
    ),
  );

test("where the browser offers WebMCP, the page registers the docs tools and a try tool that sends as the console does", async ({
  page,
}) => {
  await withModelContext(page);
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (/\/webmcp-[\w-]+\.js$|\/mcp-data\.json$/.test(request.url())) chunks.push(new URL(request.url()).pathname);
  });
  // The console's default server, the public API, answered by the mock.
  const sent: string[] = [];
  await page.route(`${PUBLIC_API}/**`, async (route) => {
    sent.push(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: route.request().url().replace(PUBLIC_API, MOCK_ORIGIN) }) });
  });
  await page.goto("/docs/postcode/lookup");
  await waitForHydration(page);
  await expect
    .poll(async () => (await registered(page)).map((t) => t.name))
    .toEqual(["search_docs", "read_page", "list_operations", "get_operation", "get_schema", "try_request"]);
  expect(chunks.some((p) => /webmcp-/.test(p)) && chunks.includes("/mcp-data.json")).toBe(true);
  for (const tool of await registered(page)) {
    expect(tool.description.length, tool.name).toBeGreaterThan(80);
    expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
  }

  const answer = async (name: string, input: object) =>
    (await page.evaluate(
      async ([tool, args]) => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the polyfill's map, in the page's world
        return JSON.parse(JSON.stringify(await (window as any).__webmcp.get(tool).execute(args)));
      },
      [name, input] as const,
    )) as ToolAnswer;

  const found = await answer("search_docs", { query: "nearest postcodes" });
  expect((found.structuredContent?.results as { path: string }[])[0].path).toBe("/docs/postcode/nearest");
  const read = await answer("read_page", { page: "/docs/overview" });
  expect(read.content[0].text).toBe(readFileSync(path.join(publicDir, "docs/overview.md"), "utf8"));

  const tried = await answer("try_request", { operation: "lookupPostcode", arguments: { postcode: "SW1A 2AA" } });
  expect(tried.isError).toBeFalsy();
  expect(tried.content[0].text).toContain("The answer matches the documentation: a documented 200 response");
  expect(sent).toEqual([`${PUBLIC_API}/postcodes/SW1A%202AA`]);

  // Bad input: answered in words, nothing sent, and the page's tools still answer.
  const malformed = await answer("try_request", { operation: "lookupPostcode", arguments: { postcode: "not a postcode" } });
  expect(malformed.isError).toBe(true);
  expect(malformed.content[0].text).toContain("so the request was not sent");
  const unknown = await answer("try_request", { operation: "getPostcode" });
  expect(unknown.isError).toBe(true);
  expect(unknown.content[0].text).toContain("lookupPostcode");
  const stray = await answer("read_page", { page: 42 });
  expect(stray.isError).toBe(true);
  expect(stray.content[0].text).toContain("page must be a string");
  expect(sent.length).toBe(1);
  expect((await answer("list_operations", {})).content[0].text).toContain("bulkPostcodeLookup");
});

test("where it does not, nothing of it is fetched", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/\/webmcp-[\w-]+\.js$|\/mcp-data\.json$/.test(request.url())) fetched.push(request.url());
  });
  await page.goto("/docs/postcode/lookup");
  await waitForHydration(page);
  // The idle work after hydration (prefetches) has run: the search box's index, for one, is fetched on demand only.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await page.evaluate(() => "modelContext" in document)).toBe(false);
  expect(fetched).toEqual([]);
});
