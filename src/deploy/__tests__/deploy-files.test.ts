import siteConfig from "../../../site.config";
import {
  contentSecurityPolicy,
  contentTypeRules,
  documentOnlyHeaders,
  EVERY_RESPONSE_HEADERS,
  inlineScripts,
  isDocumentFile,
  linkRules,
  netlifyDocumentPatterns,
  netlifyHeaders,
  nginxAssetHeaders,
  nginxDocumentHeaders,
  scriptHash,
} from "../security-headers";
import { robotsTxt, sitemapXml, webManifest } from "../seo-files";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { LEGACY_REDIRECTS } from "../legacy-addresses";
import { netlifyRedirects } from "../netlify-redirects";

/** The rules of a `_headers` file as Netlify's parser reads them: each pattern's regular expression and headers. */
async function netlifyRules(headersFile: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "headers-"));
  const file = path.join(dir, "_headers");
  writeFileSync(file, headersFile);
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false }).finally(() =>
    rmSync(dir, { recursive: true, force: true }),
  );
  expect(errors).toEqual([]);
  return headers.flatMap((rule) => ("forRegExp" in rule ? [rule] : []));
}

/** Netlify's matching of `_headers` patterns (its parser's regular expression for each). */
async function netlifyMatcher(patterns: readonly string[]) {
  const rules = await netlifyRules(patterns.map((pattern) => `${pattern}\n  X-Test: 1\n`).join("\n"));
  const regExps = new Map(rules.map((rule) => [rule.for, rule.forRegExp]));
  return (pattern: string, address: string) => regExps.get(pattern)?.test(address) ?? false;
}

/** The files of a small build, as the post-build step lists them. */
const BUILT_FILES = [
  "/index.html",
  "/404.html",
  "/404/index.html",
  "/docs/index.html",
  "/docs/overview/index.html",
  "/docs/postcode/lookup/index.html",
  "/docs/api/index.html",
  "/docs/api/lookup-postcode/index.html",
  // The pages' Markdown twins, beside them, and the files for assistants.
  "/index.md",
  "/docs/overview.md",
  "/docs/api/lookup-postcode.md",
  "/llms.txt",
  "/_gatsby/slices/_gatsby-scripts-1.html",
  "/app-1a2b3c4d5e6f7a8b9c0d.js",
  "/framework-0d9c8b7a6f5e4d3c2b1a.js",
  "/webpack-runtime-aabeb86b8ef380f1be8a.js",
  "/component---src-templates-doc-page-tsx-content-file-path-content-docs-overview-mdx-91cd0df3bb6fd5cc4083.js",
  "/e4dcbe4b38f500e1f410c9b577e19de91c07fd93-ca76742d6518c0e445dd.js",
  "/app-1a2b3c4d5e6f7a8b9c0d.js.map",
  "/styles.32ab7704862df325c955.css",
  "/static/logo-5e6f7a8b.svg",
  "/static/photo-7a8b9c0d.png",
  "/img/logo.svg",
  "/img/icon-192.png",
  "/favicon.svg",
  "/page-data/app-data.json",
  "/page-data/docs/overview/page-data.json",
  "/page-data/sq/d/1234567890.json",
  "/search-index.json",
  "/code-samples/lookup-postcode.json",
  "/postman-collection.json",
  "/downloads/postcodes-io-docs.zip",
  "/~partytown/partytown.js",
  "/openapi.yaml",
  "/openapi.json",
  "/site.webmanifest",
  "/sitemap.xml",
  "/robots.txt",
];
/** Every address a static host serves a page at: clean, with a trailing slash, and the file itself. */
const PAGE_ADDRESSES = [
  ...["/", "/index.html"],
  ...["/404", "/404/", "/404.html", "/404/index.html"],
  ...["/docs", "/docs/", "/docs/index.html"],
  ...["/docs/overview", "/docs/overview/", "/docs/overview/index.html"],
  ...["/docs/postcode/lookup", "/docs/postcode/lookup/", "/docs/postcode/lookup/index.html"],
  ...["/docs/api", "/docs/api/", "/docs/api/lookup-postcode", "/docs/api/lookup-postcode/"],
];

describe("security headers", () => {
  it("hashes inline scripts the way browsers check them", () => {
    // sha256 of "alert(1)" in base64, as in CSP examples.
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it("finds inline scripts only", () => {
    expect(inlineScripts('<script>a()</script><script src="/app.js"></script><script id="x">\nb()\n</script><script></script>')).toEqual([
      "a()",
      "\nb()\n",
    ]);
  });

  it("allows inline scripts only by hash, forbids eval and framing", () => {
    const csp = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("worker-src 'none'");
    expect(csp).not.toContain("wasm-unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("sends the document-only headers to documents, and HSTS and nosniff to everything", () => {
    const names = (headers: readonly [string, string][]) => headers.map(([name]) => name);
    expect(names(documentOnlyHeaders("default-src 'self'"))).toEqual([
      "Content-Security-Policy",
      "Referrer-Policy",
      "Permissions-Policy",
      "X-Frame-Options",
    ]);
    expect(names(EVERY_RESPONSE_HEADERS)).toEqual(["Strict-Transport-Security", "X-Content-Type-Options"]);
    expect(BUILT_FILES.filter(isDocumentFile)).toEqual([
      ...BUILT_FILES.filter((file) => file.endsWith(".html") || file.endsWith(".md")),
      "/static/logo-5e6f7a8b.svg",
      "/img/logo.svg",
      "/favicon.svg",
    ]);
  });

  it("Netlify: every address of every page matches exactly one document rule", async () => {
    const patterns = netlifyDocumentPatterns(BUILT_FILES);
    const netlifyMatches = await netlifyMatcher(patterns);
    for (const address of PAGE_ADDRESSES)
      expect([address, patterns.filter((p) => netlifyMatches(p, address))]).toEqual([address, [expect.any(String)]]);
    for (const document of BUILT_FILES.filter(isDocumentFile))
      expect([document, patterns.filter((p) => netlifyMatches(p, document))]).toEqual([document, [expect.any(String)]]);
  });

  it("Netlify: no bundle, image, page data or other file that is not a document matches a document rule", async () => {
    const patterns = netlifyDocumentPatterns(BUILT_FILES);
    const netlifyMatches = await netlifyMatcher(patterns);
    const others = BUILT_FILES.filter((file) => !isDocumentFile(file));
    expect(others.length).toBeGreaterThan(20);
    for (const file of others) expect([file, patterns.filter((p) => netlifyMatches(p, file))]).toEqual([file, []]);
  });

  it("Netlify: a folder of pages gets one rule; documents beside other files are listed by address", async () => {
    // Not "/404.html" or "/docs.md": Netlify's "/404/*" and "/docs/*" match them.
    expect(netlifyDocumentPatterns([...BUILT_FILES, "/docs.md"])).toEqual([
      "/",
      "/404/*",
      "/_gatsby/*",
      "/docs/*",
      "/favicon.svg",
      "/img/logo.svg",
      "/index.html",
      "/index.md",
      "/static/logo-5e6f7a8b.svg",
    ]);
    // An image among the guides: the folder's pages are listed one by one instead.
    const mixed = netlifyDocumentPatterns(["/index.html", "/docs/index.html", "/docs/overview/index.html", "/docs/map.png"]);
    expect(mixed).toEqual(["/", "/docs", "/docs/index.html", "/docs/overview", "/docs/overview/index.html", "/index.html"]);
    const netlifyMatches = await netlifyMatcher(mixed);
    expect(mixed.some((p) => netlifyMatches(p, "/docs/map.png"))).toBe(false);
    expect(mixed.filter((p) => netlifyMatches(p, "/docs/overview/"))).toEqual(["/docs/overview"]);
    // A file that is not a document whose name starts with the folder's: Netlify's "/docs/*" would match it too.
    expect(netlifyDocumentPatterns(["/docs/index.html", "/docs/overview/index.html", "/docs-app.js"])).toEqual([
      "/docs",
      "/docs/index.html",
      "/docs/overview",
      "/docs/overview/index.html",
    ]);
  });

  it("Netlify's parser reads patterns as the rules above expect", async () => {
    const netlifyMatches = await netlifyMatcher(["/*", "/docs/*", "/docs", "/", "/*.js", "/docs/:page"]);
    expect(netlifyMatches("/*", "/app-1a2b.js")).toBe(true);
    expect(netlifyMatches("/docs/*", "/docs")).toBe(true);
    expect(netlifyMatches("/docs/*", "/docs/api/lookup-postcode/")).toBe(true);
    // The slash before a "*" segment is optional: any address that starts with "/docs".
    expect(netlifyMatches("/docs/*", "/docs-app.js")).toBe(true);
    expect(netlifyMatches("/docs/*", "/docs.md")).toBe(true);
    expect(netlifyMatches("/docs", "/docs/")).toBe(true);
    expect(netlifyMatches("/docs", "/docs/overview")).toBe(false);
    expect(netlifyMatches("/", "/index.html")).toBe(false);
    expect(netlifyMatches("/*.js", "/~partytown/partytown.js")).toBe(true);
    // A placeholder stands for one segment.
    expect(netlifyMatches("/docs/:page", "/docs/api")).toBe(true);
    expect(netlifyMatches("/docs/:page", "/docs/api/lookup-postcode")).toBe(false);
  });

  it("Netlify headers file: HSTS and nosniff for every path, the document headers for documents only, cache rules", async () => {
    const csp = contentSecurityPolicy(["'sha256-a'"]);
    const netlify = netlifyHeaders(csp, BUILT_FILES);
    const rules = await netlifyRules(netlify);
    expect(rules[0]).toMatchObject({
      for: "/*",
      values: { "Strict-Transport-Security": "max-age=31536000; includeSubDomains", "X-Content-Type-Options": "nosniff" },
    });
    const documentRules = rules.filter((rule) => "Content-Security-Policy" in rule.values);
    expect(documentRules.map((rule) => rule.for)).toEqual(netlifyDocumentPatterns(BUILT_FILES));
    for (const rule of documentRules)
      expect(rule.values).toEqual({
        "Content-Security-Policy": csp,
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": expect.stringMatching(/^camera=\(\)/),
        "X-Frame-Options": "DENY",
        // A page answers a request for Markdown otherwise (netlify/edge-functions/markdown-twins.ts); a file does not.
        ...(/\.[a-z]+$/.test(rule.for) ? {} : { Vary: "Accept" }),
      });
    // A header set by two rules for one address would reach the browser twice (or as two values joined by a comma).
    for (const address of [...PAGE_ADDRESSES, ...BUILT_FILES]) {
      const names = rules.filter((rule) => rule.forRegExp.test(address)).flatMap((rule) => Object.keys(rule.values));
      expect([address, names.length]).toEqual([address, new Set(names).size]);
    }
    expect(netlify).toMatch(/\n\/app-1a2b3c4d5e6f7a8b9c0d\.js\n {2}Cache-Control: public, max-age=31536000, immutable\n/);
    expect(netlify).toMatch(/\n\/styles\.32ab7704862df325c955\.css\n {2}Cache-Control: public, max-age=31536000, immutable\n/);
    expect(netlify).not.toContain("/~partytown/partytown.js\n  Cache-Control");
    expect(netlify).toMatch(/\/search-index\.json\n {2}Cache-Control: public, max-age=0, must-revalidate/);
    expect(netlify).not.toContain("/*.js");
    expect(netlify).toMatch(/\/page-data\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate/);
  });

  it("nginx: one include with every header for documents, one with HSTS and nosniff for the rest", () => {
    const csp = contentSecurityPolicy(["'sha256-a'"]);
    const document = nginxDocumentHeaders(csp);
    for (const header of [
      "Content-Security-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "X-Frame-Options",
    ])
      expect(document).toContain(`add_header ${header} "`);
    expect(document).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(
      nginxAssetHeaders()
        .split("\n")
        .filter((line) => line.startsWith("add_header")),
    ).toEqual([
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
      'add_header X-Content-Type-Options "nosniff" always;',
    ]);
  });

  it("gives the OpenAPI YAML and the manifest media types every host serves correctly", () => {
    const rules = contentTypeRules(["/openapi.yaml", "/openapi.json", "/docs/spec.yaml", "/index.html"], "/site.webmanifest");
    expect(rules).toEqual([
      ["/openapi.yaml", "application/yaml; charset=utf-8"],
      ["/site.webmanifest", "application/manifest+json; charset=utf-8"],
    ]);
    expect(netlifyHeaders(contentSecurityPolicy([]), ["/index.html", "/openapi.yaml"], rules)).toContain(
      "/openapi.yaml\n  Content-Type: application/yaml; charset=utf-8\n",
    );
  });

  it("serves every Markdown twin as text/markdown and llms.txt as UTF-8 text, file by file", () => {
    const files = ["/index.md", "/docs/overview.md", "/docs/overview/index.html", "/llms.txt", "/llms-full.txt", "/search-index.json"];
    const rules = contentTypeRules(files, "/site.webmanifest");
    expect(rules).toEqual([
      ["/site.webmanifest", "application/manifest+json; charset=utf-8"],
      ["/docs/overview.md", "text/markdown; charset=utf-8"],
      ["/index.md", "text/markdown; charset=utf-8"],
      ["/llms-full.txt", "text/plain; charset=utf-8"],
      ["/llms.txt", "text/plain; charset=utf-8"],
    ]);
    expect(netlifyHeaders(contentSecurityPolicy([]), [], rules)).toContain(
      "/docs/overview.md\n  Content-Type: text/markdown; charset=utf-8\n",
    );
  });
});

describe("Netlify headers, one block an address", () => {
  it("writes an address's media type and its Link in one block (the API catalog), and no address twice", () => {
    const files = ["/index.html", "/.well-known/api-catalog"];
    const text = netlifyHeaders(contentSecurityPolicy([]), files, contentTypeRules(files, "/site.webmanifest"), linkRules(files));
    expect(text).toContain(
      '/.well-known/api-catalog\n  Content-Type: application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"\n  Link: </.well-known/api-catalog>; rel="api-catalog"\n',
    );
    const patterns = text.split("\n").filter((line) => line.startsWith("/"));
    expect(patterns.length).toBe(new Set(patterns).size);
  });
});

describe("Netlify redirects", () => {
  it("send each page's .html address to its clean URL, as Netlify's parser reads them, after netlify.toml's /index.html rule and /mcp to its function", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "redirects-")), "_redirects");
    writeFileSync(file, netlifyRedirects(BUILT_FILES));
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [file],
      netlifyConfigPath: path.resolve(__dirname, "../../../netlify.toml"),
      configRedirects: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    const rules = redirects as { from: string; to: string; status: number; force: boolean }[];
    expect(rules.map(({ from, to, status, force }) => [from, to, status, force])).toEqual([
      ["/docs.html", "/docs", 301, false],
      ["/docs/api.html", "/docs/api", 301, false],
      ["/docs/api/lookup-postcode.html", "/docs/api/lookup-postcode", 301, false],
      ["/docs/overview.html", "/docs/overview", 301, false],
      ["/docs/postcode/lookup.html", "/docs/postcode/lookup", 301, false],
      // The earlier site's addresses that have no page here (src/deploy/legacy-addresses.ts), read as Netlify reads them.
      ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => [from, to, 301, false]),
      ["/*/index.html", "/:splat", 301, true],
      // The MCP server, Netlify's function (src/mcp/netlify-function.ts).
      ["/mcp", "/.netlify/functions/mcp", 200, true],
    ]);
  });
});

describe("files for search engines and browsers", () => {
  it("robots.txt allows everything and points at the sitemap, or disallows everything with noIndex", () => {
    expect(robotsTxt(siteConfig.site)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://postcodes.io/sitemap.xml\n");
    expect(robotsTxt({ ...siteConfig.site, noIndex: true })).toBe("User-agent: *\nDisallow: /\n");
  });

  it("the sitemap lists each URL once, escaped", () => {
    const xml = sitemapXml(["https://postcodes.io/docs", "https://postcodes.io/", "https://postcodes.io/docs", "https://postcodes.io/a&b"]);
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://postcodes.io/a&amp;b</loc>");
  });

  it("the manifest is scoped to the base URL", () => {
    const manifest = JSON.parse(webManifest({ ...siteConfig.site, baseUrl: "/docs-site/" }, "#1450ad"));
    expect(manifest).toMatchObject({ start_url: "/docs-site/", scope: "/docs-site/", theme_color: "#1450ad" });
    expect(manifest.icons[0].src).toBe("/docs-site/img/icon-192.png");
  });
});
