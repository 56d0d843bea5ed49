import { readFileSync } from "node:fs";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { bundlesOfBuiltPage } from "../src/rendering/start-after-first-paint";
import { expect, test, waitForHydration } from "./fixtures";
import { earlierSiteAddressProblems } from "./earlier-site-addresses";
import { MOCK_ORIGIN } from "./mock-api";

/** The first bundle a built page starts. */
const firstBundle = (html: string) => bundlesOfBuiltPage(html)[0] ?? "(no bundle in the page)";

// These tests run against nginx serving the build with deploy/nginx/postcodes-docs.conf; Netlify's
// own local server has its tests in deploy-netlify.spec.ts.

const PUBLIC = path.resolve(__dirname, "../public");
function rawGet(url: URL, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}
const netlifyCsp = () => /Content-Security-Policy: (.+)/.exec(readFileSync(path.join(PUBLIC, "_headers"), "utf8"))?.[1];

test.describe("deploy configuration (nginx)", () => {
  test("pages, the 404 page and SVG images carry every security header, with the policy of the Netlify headers file", async ({
    request,
  }) => {
    for (const response of [
      await request.get("/docs/overview"),
      await request.get("/"),
      await request.get("/no-such-page"),
      // A missing bundle is answered with the 404 page, a document.
      await request.get("/app-0000000000000000000.js"),
      await request.get("/favicon.svg"),
    ]) {
      const headers = response.headers();
      const csp = headers["content-security-policy"];
      expect(csp, response.url()).toBe(netlifyCsp());
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toContain(" 'unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    }
  });

  test("bundles, page data, the search index, the description and the manifest carry only nosniff and HSTS", async ({ request }) => {
    const html = await (await request.get("/docs/overview")).text();
    const script = firstBundle(html);
    const bundle = await request.get(script);
    expect(bundle.status()).toBe(200);
    expect(bundle.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const response of [
      bundle,
      await request.get("/page-data/docs/overview/page-data.json"),
      await request.get("/search-index.json"),
      await request.get("/openapi.yaml"),
      await request.get("/site.webmanifest"),
    ]) {
      const headers = response.headers();
      expect(response.status(), response.url()).toBe(200);
      expect(headers["x-content-type-options"], response.url()).toBe("nosniff");
      expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      for (const documentOnly of ["content-security-policy", "x-frame-options", "permissions-policy", "referrer-policy"])
        expect(headers[documentOnly], `${documentOnly} on ${response.url()}`).toBeUndefined();
    }
  });

  test("connect-src lets the API console reach the description's servers, this machine and HTTPS servers, nothing broader", async ({
    request,
  }) => {
    const csp = (await request.get("/docs/api/lookup-postcode")).headers()["content-security-policy"];
    expect(/connect-src ([^;]+)/.exec(csp)?.[1]).toBe(
      "'self' http://localhost:8000 https://api.postcodes.io http://localhost:* http://127.0.0.1:* https:",
    );
  });

  test("the API console sends through the policy to a local server, and the policy stops plain HTTP to other hosts", async ({
    page,
    problems,
  }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`/docs/api/bulk-postcode-lookup?try&server=${encodeURIComponent(MOCK_ORIGIN)}`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: /^Try / });
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("region", { name: "Response", exact: true }).getByText(/^200 /)).toBeVisible();
    expect(violations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    await form.getByLabel("Custom server URL").fill("http://192.0.2.1:8000");
    await form.getByRole("button", { name: "Send" }).click();
    // Said as this site's own rule, not as a server that is down.
    await expect(page.getByText("This site does not let its pages call http://192.0.2.1:8000.")).toBeVisible();
    expect(violations.join("\n")).toContain("connect-src");
    expect(problems.externalRequests).toEqual([]);
  });

  test("the policy stays small: every page's inline scripts are the same few, whatever the number of pages", async ({ request }) => {
    const csp = (await request.get("/")).headers()["content-security-policy"];
    expect(csp.match(/'sha256-/g)?.length).toBeLessThanOrEqual(8);
    expect(csp.length).toBeLessThan(1500);
  });

  test("hashed assets are cached for a year; pages and page data always revalidate", async ({ request }) => {
    const html = await request.get("/docs/api");
    expect(html.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const script = firstBundle(await html.text());
    expect((await request.get(script)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/page-data/docs/api/page-data.json")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await request.get("/search-index.json")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("clean URLs: pages without .html, and .html or /index.html redirected to them", async ({ request }) => {
    expect((await request.get("/docs/overview")).status()).toBe(200);
    expect((await request.get("/docs")).status()).toBe(200);
    for (const [from, to] of [
      ["/docs/overview/index.html", "/docs/overview"],
      ["/docs/overview.html", "/docs/overview"],
      ["/index.html", "/"],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    }
  });

  test("every address of the earlier site answers: its page or file, or a 301 to its counterpart, which answers", async ({ request }) => {
    expect(await earlierSiteAddressProblems(request)).toEqual([]);
    // The page of demos leads to the API reference, with or without its trailing slash.
    for (const address of ["/endpoints", "/endpoints/"]) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe("/docs/api");
    }
  });

  test("an unknown address gets the 404 page with status 404", async ({ request }) => {
    const response = await request.get("/docs/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  test("text is gzipped", async ({ baseURL }) => {
    // Node's http client, which (unlike Playwright's) hands over the bytes as sent, still compressed.
    for (const [url, file] of [
      ["/docs/overview", "docs/overview/index.html"],
      ["/page-data/docs/overview/page-data.json", "page-data/docs/overview/page-data.json"],
      ["/openapi.yaml", "openapi.yaml"],
      ["/sitemap.xml", "sitemap.xml"],
      ["/docs/api/lookup-postcode.md", "docs/api/lookup-postcode.md"],
      ["/llms-full.txt", "llms-full.txt"],
    ]) {
      const response = await rawGet(new URL(url, baseURL), { "Accept-Encoding": "gzip" });
      expect(response.headers["content-encoding"], url).toBe("gzip");
      expect(response.headers.vary, url).toContain("Accept-Encoding");
      const original = readFileSync(path.join(PUBLIC, file));
      expect(response.body.length, url).toBeLessThan(original.length);
      expect(gunzipSync(response.body).equals(original), url).toBe(true);
    }
  });

  test("Markdown twins are text/markdown in UTF-8, llms.txt plain UTF-8 text, with the same headers as pages", async ({ request }) => {
    for (const twin of ["/index.md", "/docs.md", "/docs/postcode/lookup.md", "/docs/api.md", "/docs/api/lookup-postcode.md"]) {
      const response = await request.get(twin);
      expect(response.status(), twin).toBe(200);
      expect(response.headers()["content-type"], twin).toBe("text/markdown; charset=utf-8");
      expect(response.headers()["cache-control"], twin).toBe("public, max-age=0, must-revalidate");
      expect(response.headers()["content-security-policy"], twin).toBe(netlifyCsp());
      expect(response.headers()["x-content-type-options"], twin).toBe("nosniff");
      // The note for agents (src/markdown-twins/twin-note.ts), then the page's title.
      expect(await response.text(), twin).toMatch(/^> For coding agents: [^\n]+\n\n# \S/);
    }
    for (const file of ["/llms.txt", "/llms-full.txt"]) {
      expect((await request.get(file)).headers()["content-type"], file).toBe("text/plain; charset=utf-8");
    }
    expect((await request.get("/postman-collection.json")).headers()["content-type"]).toBe("application/json");
  });

  test("the Netlify headers give every Markdown twin and llms.txt the same media types as nginx", async () => {
    // _headers by address: one block each, the address on its first line, its headers indented under it.
    const blocks = new Map(
      readFileSync(path.join(PUBLIC, "_headers"), "utf8")
        .split(/\n\s*\n/)
        .map((block) => block.split("\n").filter((line) => line !== "" && !line.startsWith("#")))
        .filter((lines) => lines.length > 0)
        .map(([address, ...headers]) => [address, headers.map((h) => h.trim())] as const),
    );
    const typeOf = (address: string) => blocks.get(address)?.find((h) => h.startsWith("Content-Type: "));
    const twins = readFileSync(path.join(PUBLIC, "llms.txt"), "utf8").match(/https:\/\/postcodes\.io\/[^)\s]*\.md/g) ?? [];
    expect(twins.length).toBeGreaterThan(50);
    for (const url of twins) expect([url, typeOf(new URL(url).pathname)]).toEqual([url, "Content-Type: text/markdown; charset=utf-8"]);
    expect(typeOf("/llms.txt")).toBe("Content-Type: text/plain; charset=utf-8");
    expect(typeOf("/llms-full.txt")).toBe("Content-Type: text/plain; charset=utf-8");
  });

  test("every link of llms.txt, and of the description's index it links, answers through the deploy configuration", async ({ request }) => {
    const linksOf = async (file: string) =>
      [...(await (await request.get(file)).text()).matchAll(/\]\((https:\/\/postcodes\.io\/[^)\s]*)\)/g)].map(
        (m) => new URL(m[1]).pathname,
      );
    const llms = await linksOf("/llms.txt");
    expect(llms).toContain("/docs/api/lookup-postcode.md");
    expect(llms).toContain("/llms-full.txt");
    expect(llms).toContain("/openapi/llms.txt");
    const parts = await linksOf("/openapi/llms.txt");
    expect(parts).toContain("/postman-collection.json");
    expect(parts).toContain("/openapi/operations/lookup-postcode.json");
    const links = [...llms, ...parts];
    for (const link of links) {
      const response = await request.get(link);
      expect([link, response.status()]).toEqual([link, 200]);
      if (link.endsWith(".md")) expect(response.headers()["content-type"], link).toBe("text/markdown; charset=utf-8");
    }
  });

  test("the build's own files are not served", async ({ request }) => {
    expect((await request.get("/_headers")).status()).toBe(404);
    expect((await request.get("/_redirects")).status()).toBe(404);
    expect((await request.get("/.nginx-security-headers.conf")).status()).toBe(404);
    expect((await request.get("/.nginx-asset-headers.conf")).status()).toBe(404);
  });

  test("sitemap, robots.txt and the web manifest are served", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://postcodes.io/sitemap.xml");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://postcodes.io/docs/api/lookup-postcode</loc>");
    expect(sitemap).not.toContain("/docs/api/api-reference<");
    expect(sitemap).not.toContain("404");
    const manifest = await request.get("/site.webmanifest");
    expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
    expect(JSON.parse(await manifest.text()).short_name).toBe("Postcodes.io");
    const spec = await request.get("/openapi.yaml");
    expect(spec.headers()["content-type"]).toBe("application/yaml; charset=utf-8");
    expect(await spec.text()).toMatch(/^openapi: 3\.1/m);
  });

  test("the 404 page comes to life under the policy and keeps the address asked for", async ({ page, problems }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    const response = await page.goto("/docs/no-such-page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/docs/no-such-page");
    expect(violations).toEqual([]);
    expect(problems.consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  test("the site works through it with no Content-Security-Policy violation", async ({ page, problems }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("button", { name: /Switch between dark and light mode/ })
      .first()
      .click();
    await page.getByRole("link", { name: "API", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
    await page
      .getByRole("link", { name: /Look up a postcode/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Look up a postcode" })).toBeVisible();
    await page.getByRole("tab", { name: "Python" }).click();
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("combobox").fill("terminated");
    await expect(page.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Enter");
    // The search's first answer: the terminated postcode lookup's guide (docs/search.md).
    await expect(page).toHaveURL(/\/docs\/terminated-postcode\/lookup\/?$/);
    await page.goto("/docs/overview");
    await waitForHydration(page);
    expect(violations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
});
