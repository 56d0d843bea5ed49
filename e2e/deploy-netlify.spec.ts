import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { APIRequestContext } from "@playwright/test";
import { earlierSiteAddressProblems } from "./earlier-site-addresses";
import { runAfdocs, SKIPS_ALLOWED } from "./agent-friendly";
import { CONFORMANCE_VERSION, GENERAL_SCENARIOS, runConformance } from "./mcp-conformance";
import { expect, test, waitForHydration } from "./fixtures";
import {
  builtFiles,
  documentOnly,
  EVERY_RESPONSE,
  expectedCsp,
  PUBLIC,
  ruleHeaders,
  rulesSetting,
  securityHeaderProblems,
} from "./netlify";
import { guideConfigurations } from "./mcp-client";
import { MOCK_ORIGIN } from "./mock-api";
import { NETLIFY_PORT } from "./servers";

// These tests run against the build as Netlify's own local server serves it (netlify-cli's
// `netlify dev --offline` over public/, scripts/netlify-serve.mjs): Netlify's code reads `_headers`
// and netlify.toml, matches the patterns, picks the 404 page and redirects.
//
// One thing that server does not do as a deploy does: its static server's own Content-Type and
// Cache-Control replace those of the rules (netlify/cli#990: it sets the rules' headers, then
// writes the static server's over them). So media types and caching are checked on the rules as
// Netlify's parser reads them and netlify-cli matches them; everything else on the responses.

const getter = (request: APIRequestContext) => async (url: string) => {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers() };
};

test.describe("deploy configuration (Netlify's local server)", () => {
  test("every page type, the 404 page, twins and SVG images carry every security header with this build's policy; other files HSTS and nosniff only", async ({
    request,
  }) => {
    // Some 350 requests, one after the other: 12 s on an idle 2-core machine.
    test.setTimeout(120_000);
    const csp = expectedCsp();
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    // One of each kind, said out loud; securityHeaderProblems then goes through every file.
    const documents = {
      home: "/",
      guide: "/docs/overview",
      "API endpoint page": "/docs/api/lookup-postcode",
      "tag page": "/docs/api/postcodes",
      "API intro": "/docs/api",
      "Markdown twin": "/docs/api/lookup-postcode.md",
    };
    for (const [kind, url] of Object.entries(documents)) {
      const response = await request.get(url);
      expect([kind, response.status()]).toEqual([kind, 200]);
      expect([kind, response.headers()]).toEqual([kind, expect.objectContaining({ ...documentOnly(csp), ...EVERY_RESPONSE })]);
    }
    const files = builtFiles();
    const bundle = files.find((file) => /^\/app-[0-9a-f]+\.js$/.test(file)) ?? "/app.js";
    const assets = {
      bundle,
      "page data": "/page-data/docs/overview/page-data.json",
      "search index": "/search-index.json",
      "offline zip": "/downloads/postcodes-io-docs.zip",
    };
    for (const [kind, url] of Object.entries(assets)) {
      const response = await request.get(url);
      expect([kind, response.status()]).toEqual([kind, 200]);
      expect([kind, response.headers()]).toEqual([kind, expect.objectContaining(EVERY_RESPONSE)]);
      for (const name of Object.keys(documentOnly(csp))) expect([kind, name, response.headers()[name]]).toEqual([kind, name, undefined]);
    }
    expect(await securityHeaderProblems(getter(request), csp)).toEqual([]);
  });

  test("the 404 page: status 404 and, under /docs, the document headers; at other unknown addresses HSTS and nosniff only", async ({
    request,
  }) => {
    const csp = expectedCsp();
    const docs = await request.get("/docs/no-such-page");
    expect(docs.status()).toBe(404);
    expect(await docs.text()).toContain("Page not found");
    expect(docs.headers()).toEqual(expect.objectContaining({ ...documentOnly(csp), ...EVERY_RESPONSE }));
    // Netlify picks headers by the address asked for, not the file it answers with (README, Deploying).
    const elsewhere = await request.get("/no-such-page");
    expect(elsewhere.status()).toBe(404);
    expect(await elsewhere.text()).toContain("Page not found");
    expect(elsewhere.headers()).toEqual(expect.objectContaining(EVERY_RESPONSE));
    expect(elsewhere.headers()["content-security-policy"]).toBeUndefined();
  });

  test("every address of the earlier site answers: its page or file, or a 301 to its counterpart, which answers", async ({ request }) => {
    expect(await earlierSiteAddressProblems(request)).toEqual([]);
    const response = await request.get("/endpoints", { maxRedirects: 0 });
    expect([response.status(), response.headers().location]).toEqual([301, "/docs/api"]);
  });

  test(".html and /index.html addresses are redirected to the clean URL", async ({ request }) => {
    for (const [from, to] of [
      ["/index.html", "/"],
      ["/docs/index.html", "/docs"],
      ["/docs/overview/index.html", "/docs/overview"],
      ["/docs/api/index.html", "/docs/api"],
      ["/docs/api/lookup-postcode/index.html", "/docs/api/lookup-postcode"],
      ["/docs/api/postcodes/index.html", "/docs/api/postcodes"],
      // public/_redirects, one line a page.
      ["/docs.html", "/docs"],
      ["/docs/overview.html", "/docs/overview"],
      ["/docs/api/lookup-postcode.html", "/docs/api/lookup-postcode"],
      ["/docs/postcode/lookup.html", "/docs/postcode/lookup"],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([from, response.status(), response.headers().location]).toEqual([from, 301, to]);
    }
  });

  test("media types and caching, as the rules set them: hashed bundles for a year, pages, page data and the search index revalidated", async ({
    request,
  }) => {
    const rules = await ruleHeaders();
    const files = builtFiles();
    const bundles = files.filter((file) => /^\/[^/]+\.(?:js|css)$/.test(file) && !file.endsWith(".map"));
    expect(bundles.length).toBeGreaterThan(10);
    for (const bundle of bundles) expect([bundle, rules(bundle)["cache-control"]]).toEqual([bundle, "public, max-age=31536000, immutable"]);
    for (const file of ["/page-data/docs/overview/page-data.json", "/page-data/app-data.json", "/search-index.json"])
      expect([file, rules(file)["cache-control"]]).toEqual([file, "public, max-age=0, must-revalidate"]);
    // Pages keep Netlify's default, which revalidates.
    for (const page of ["/", "/docs/overview", "/docs/api/lookup-postcode"])
      expect([page, rules(page)["cache-control"]]).toEqual([page, undefined]);
    const twins = files.filter((file) => file.endsWith(".md"));
    expect(twins.length).toBeGreaterThan(50);
    for (const twin of twins) expect([twin, rules(twin)["content-type"]]).toEqual([twin, "text/markdown; charset=utf-8"]);
    expect(rules("/llms.txt")["content-type"]).toBe("text/plain; charset=utf-8");
    expect(rules("/llms-full.txt")["content-type"]).toBe("text/plain; charset=utf-8");
    expect(rules("/openapi.yaml")["content-type"]).toBe("application/yaml; charset=utf-8");
    expect(rules("/site.webmanifest")["content-type"]).toBe("application/manifest+json; charset=utf-8");
    // What the server sends where no rule sets one.
    expect((await request.get("/downloads/postcodes-io-docs.zip")).headers()["content-type"]).toBe("application/zip");
    expect((await request.get("/page-data/docs/overview/page-data.json")).headers()["content-type"]).toBe(
      "application/json; charset=utf-8",
    );
    expect((await request.get("/docs/overview")).headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect((await request.get("/docs/overview.md")).headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  });

  test("no address gets a header from two rules (a deploy would send both values, joined)", async () => {
    const setting = await rulesSetting();
    const files = builtFiles();
    const addresses = [...files, ...files.filter((f) => f.endsWith("/index.html")).map((f) => f.replace(/\/index\.html$/, "") || "/")];
    for (const header of ["content-security-policy", "x-frame-options", "strict-transport-security", "cache-control", "content-type"])
      for (const address of addresses) {
        const rules = setting(address, header);
        expect([address, header, rules.length <= 1 ? "once or never" : rules]).toEqual([address, header, "once or never"]);
      }
  });

  test("the site works through it with no Content-Security-Policy violation, the 404 page included", async ({ page, problems }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "API", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("combobox").fill("terminated");
    await expect(page.getByRole("option").first()).toBeVisible();
    const response = await page.goto("/docs/no-such-page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    expect(violations).toEqual([]);
    expect(problems.consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
  });
});

/**
 * Starts Netlify's local server over a folder; resolves when it answers. Waits as long as the test
 * may (its start is some 20 to 40 s), and fails at once if the server stops before it answers.
 */
async function startNetlify(publish: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.resolve(__dirname, "../scripts/netlify-serve.mjs"), String(port), publish], {
    stdio: "ignore",
    env: { ...process.env, NETLIFY_STATIC_PORT: String(port + 1) },
  });
  let exited: string | null = null;
  server.once(
    "exit",
    (code, signal) => (exited = `Netlify's server over ${publish} stopped (${signal ?? `exit code ${code}`}) before it answered`),
  );
  const answers = async () => {
    if (exited) throw new Error(exited);
    return fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
  };
  try {
    await expect.poll(answers, { timeout: 0, message: `Netlify's server answers on port ${port}` }).toBe(true);
  } catch (error) {
    server.kill();
    throw error;
  }
  return server;
}

/** The pages of the build, by the sitemap the build wrote (the pages llms.txt lists, and the home page). */
const sitemapPages = () =>
  [...readFileSync(path.join(PUBLIC, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

/** A page's twin on disk: `/docs/overview` is docs/overview.md, the home page index.md. */
const twinOnDisk = (page: string) => readFileSync(path.join(PUBLIC, page === "/" ? "index.md" : `${page}.md`), "utf8");

test.describe("agents (Netlify's local server, its Edge Functions run by Deno)", () => {
  test("a page asked for in Markdown answers with its twin; a browser's ordinary request, and one that prefers HTML, get the page; both say Vary: Accept", async ({
    request,
  }) => {
    // Four requests a page, some 230 in all, one after the other.
    test.setTimeout(120_000);
    const pages = sitemapPages();
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const markdown = await request.get(page, { headers: { accept: "text/markdown" }, maxRedirects: 0 });
      expect([page, markdown.status(), markdown.headers()["content-type"]]).toEqual([page, 200, "text/markdown; charset=utf-8"]);
      expect([page, markdown.headers().vary]).toEqual([page, "Accept"]);
      expect([page, await markdown.text()]).toEqual([page, twinOnDisk(page)]);
      // Media types are case-insensitive (RFC 9110, 8.3.1).
      const shouted = await request.get(page, { headers: { accept: "TEXT/MARKDOWN" }, maxRedirects: 0 });
      expect([page, shouted.headers()["content-type"]]).toEqual([page, "text/markdown; charset=utf-8"]);
      // What a browser sends, and an agent that takes Markdown but prefers HTML.
      for (const accept of ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "text/markdown;q=0.5, text/html"]) {
        const html = await request.get(page, { headers: { accept }, maxRedirects: 0 });
        expect([page, accept, html.status(), html.headers()["content-type"]]).toEqual([page, accept, 200, "text/html; charset=utf-8"]);
        expect([page, accept, html.headers().vary]).toEqual([page, accept, "Accept"]);
      }
    }
    // A twin the agent holds already (its ETag sent back) is a 304, as the page and the .md address are.
    const first = await request.get("/docs/overview", { headers: { accept: "text/markdown" } });
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get("/docs/overview", { headers: { accept: "text/markdown", "if-none-match": etag }, maxRedirects: 0 });
    expect([again.status(), again.headers().vary]).toEqual([304, "Accept"]);
  });

  test("the API catalog (RFC 9727) is linked from the home page and from itself, and links the description and the docs, which answer", async ({
    request,
  }) => {
    const rules = await ruleHeaders();
    for (const address of ["/", "/.well-known/api-catalog"])
      expect([address, (await request.get(address)).headers().link]).toEqual([address, '</.well-known/api-catalog>; rel="api-catalog"']);
    // Its media type as the rules set it (this server sends its own in its place: see the top of this file).
    expect(rules("/.well-known/api-catalog")["content-type"]).toBe(
      'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    );
    const catalog = (await (await request.get("/.well-known/api-catalog")).json()) as {
      linkset: Record<string, { href: string }[] | string>[];
    };
    const hrefs = catalog.linkset.flatMap((entry) =>
      Object.values(entry).flatMap((links) => (Array.isArray(links) ? links.map((l) => l.href) : [])),
    );
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs.filter((h) => h.startsWith("https://postcodes.io/"))) {
      const response = await request.get(new URL(href).pathname);
      expect([href, response.status()]).toEqual([href, 200]);
    }
  });

  test("every check of the Agent-Friendly Documentation Spec passes (afdocs, every page llms.txt lists)", async ({ baseURL }) => {
    // Some 700 requests, eight at a time: about 10 s on an idle 2-core machine.
    test.setTimeout(180_000);
    const pages = sitemapPages();
    const report = await runAfdocs(String(baseURL), "https://postcodes.io", pages.length + 100);
    const notPassing = report.results
      .filter((check) => check.status !== "pass" && !(check.status === "skip" && SKIPS_ALLOWED[check.id]?.test(check.message)))
      .map((check) => `${check.id}: ${check.status}: ${check.message}`);
    expect(notPassing).toEqual([]);
    // Every check ran, and over every page: none sampled away.
    expect(report.results.length).toBeGreaterThanOrEqual(25);
    expect(
      report.testedPages,
      "afdocs tests each distinct address llms.txt links to: a link to a page with a #fragment is one more (link the page itself)",
    ).toBe(pages.length);
    expect(report.scoring?.overall).toBe(100);
  });
});

// Breaks that a home-made reading of `_headers` accepted (it split the file at blank lines, took
// each block's first line for the pattern, and matched patterns its own way), but Netlify reads
// otherwise. The checks above must catch each one on Netlify's server.
const MUTATIONS: [string, (headers: string) => string][] = [
  // A pattern without its leading slash: not a path line for Netlify, so the folder's document
  // headers go to the rule before it, and the guides lose their policy.
  ["`docs/*` for `/docs/*`", (headers) => headers.replace("\n/docs/*\n", "\ndocs/*\n")],
];

test.describe("the MCP server at /mcp (Netlify's local server running its function)", () => {
  test("the SDK's client connects over Streamable HTTP, lists the tools and calls them: the docs from the build, the API (the deploy's setting: the mock) checked", async ({
    baseURL,
  }) => {
    const client = new Client({ name: "e2e", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseURL}/mcp`)));
    try {
      expect(client.getServerVersion()?.name).toBe("postcodes-io-docs");
      const { tools } = await client.listTools();
      expect(tools.length).toBe(
        JSON.parse(readFileSync(path.join(PUBLIC, "downloads", "..", "..", "mcp", "dist", "bundle", "manifest.json"), "utf8")).tools.length,
      );
      const found = (await client.callTool({ name: "search_docs", arguments: { query: "nearest postcodes" } })) as CallToolResult;
      expect((found.structuredContent?.results as { path: string }[])[0].path).toBe("/docs/postcode/nearest");
      const page = (await client.callTool({ name: "read_page", arguments: { page: "/docs/postcode/nearest" } })) as CallToolResult;
      expect((page.content[0] as { text: string }).text).toBe(readFileSync(path.join(PUBLIC, "docs/postcode/nearest.md"), "utf8"));
      const looked = (await client.callTool({ name: "lookupPostcode", arguments: { postcode: "SW1A 2AA" } })) as CallToolResult;
      expect(looked.structuredContent).toMatchObject({
        sent: true,
        matchesDocumentation: true,
        request: { url: `${MOCK_ORIGIN}/postcodes/SW1A%202AA` },
      });
      const refused = (await client.callTool({ name: "lookupPostcode", arguments: { postcode: "SW1A 2AA!" } })) as CallToolResult;
      expect(refused.isError).toBe(true);
      expect((refused.content[0] as { text: string }).text).toContain("so the request was not sent");
    } finally {
      await client.close();
    }
  });

  test("every remote configuration the guide shows connects, its address on this server", async ({ baseURL }) => {
    const remote = guideConfigurations().filter((server) => server.url);
    expect(remote.map((s) => s.file)).toEqual([".mcp.json", ".cursor/mcp.json", ".vscode/mcp.json"]);
    for (const server of remote) {
      expect(server.url, server.file).toBe("https://postcodes.io/mcp");
      const client = new Client({ name: server.file, version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL((server.url ?? "").replace("https://postcodes.io", baseURL ?? ""))));
      try {
        expect(
          (await client.listTools()).tools.map((t) => t.name),
          server.file,
        ).toContain("lookupPostcode");
      } finally {
        await client.close();
      }
    }
  });

  test("the protocol's own conformance suite passes every scenario that applies to a server like this one", async ({
    baseURL,
  }, testInfo) => {
    const { checks, failedRuns } = await runConformance(`${baseURL}/mcp`);
    const report = checks
      .map((c) => `${c.status.padEnd(8)} ${c.scenario} / ${c.id}: ${c.description}${c.errorMessage ? ` (${c.errorMessage})` : ""}`)
      .join("\n");
    await testInfo.attach(`MCP conformance ${CONFORMANCE_VERSION}`, { body: report, contentType: "text/plain" });
    expect(failedRuns).toEqual([]);
    expect(new Set(checks.map((c) => c.scenario))).toEqual(new Set(GENERAL_SCENARIOS));
    expect(checks.filter((c) => c.status !== "SUCCESS").map((c) => `${c.scenario} / ${c.id}: ${c.status} ${c.errorMessage ?? ""}`)).toEqual(
      [],
    );
  });

  test("it answers JSON-RPC over POST only, refuses a body over its cap, and no header a client sends moves its API", async ({
    request,
  }) => {
    const rpc = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    const get = await request.get("/mcp", { headers: { accept: "text/event-stream" } });
    expect([get.status(), get.headers().allow]).toEqual([405, "POST"]);
    const huge = await request.post("/mcp", {
      headers: rpc,
      data: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad: "x".repeat(300_000) } }),
    });
    expect(huge.status()).toBe(413);
    const moved = await request.post("/mcp", {
      headers: { ...rpc, "x-forwarded-host": "169.254.169.254, 10.0.0.1, 127.0.0.1:1", forwarded: "host=169.254.169.254" },
      data: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "ping", arguments: {} } }),
    });
    expect(moved.status()).toBe(200);
    const answer = (await moved.json()) as { result: CallToolResult };
    expect(answer.result.structuredContent).toMatchObject({ request: { url: `${MOCK_ORIGIN}/ping` }, matchesDocumentation: true });
    // The bundle the guide offers, served.
    const bundle = await request.get("/downloads/postcodes-io-docs.mcpb");
    expect([bundle.status(), (await bundle.body()).subarray(0, 2).toString()]).toEqual([200, "PK"]);
    // Through Netlify, with the headers every response carries.
    for (const [name, value] of Object.entries(EVERY_RESPONSE)) expect(moved.headers()[name], name).toBe(value);
  });
});

test.describe("deploy configuration (Netlify's local server over a broken _headers)", () => {
  for (const [name, mutate] of MUTATIONS)
    test(`the checks catch ${name}`, async ({ playwright }) => {
      // Its first start with a port creates netlify-cli's local database: some 30 s, more on a busy machine.
      test.setTimeout(240_000);
      const folder = mkdtempSync(path.join(tmpdir(), "netlify-mutant-"));
      const publish = path.join(folder, "public");
      // A copy of the build (some 17 MB), with its own _headers.
      cpSync(PUBLIC, publish, { recursive: true, preserveTimestamps: true });
      rmSync(path.join(publish, "_headers"));
      const original = readFileSync(path.join(PUBLIC, "_headers"), "utf8");
      const mutated = mutate(original);
      expect(mutated).not.toBe(original);
      writeFileSync(path.join(publish, "_headers"), mutated);
      const port = NETLIFY_PORT + 10 + 2 * MUTATIONS.findIndex(([n]) => n === name);
      let server: ChildProcess | undefined;
      try {
        server = await startNetlify(publish, port);
        const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
        const problems = await securityHeaderProblems(getter(request), expectedCsp());
        await request.dispose();
        expect(problems.length).toBeGreaterThan(0);
        console.info(`${name}: ${problems.length} problems, the first: ${problems.slice(0, 3).join("; ")}`);
      } finally {
        server?.kill();
        rmSync(folder, { recursive: true, force: true });
      }
    });
});
