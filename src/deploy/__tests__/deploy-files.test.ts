import siteConfig from "../../../site.config";
import {
  contentSecurityPolicy,
  contentTypeRules,
  hashedRootAssets,
  inlineScripts,
  netlifyHeaders,
  nginxSecurityHeaders,
  scriptHash,
} from "../security-headers";
import { robotsTxt, sitemapXml, webManifest } from "../seo-files";

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
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("writes the same headers for Netlify and nginx", () => {
    const csp = contentSecurityPolicy(["'sha256-a'"]);
    const netlify = netlifyHeaders(
      csp,
      hashedRootAssets(["/app-1a2b.js", "/styles.3c4d.css", "/pagefind/pagefind.js", "/docs/index.html"]),
    );
    const nginx = nginxSecurityHeaders(csp);
    for (const header of [
      "Content-Security-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
    ]) {
      expect(netlify).toContain(`  ${header}: `);
      expect(nginx).toContain(`add_header ${header} "`);
    }
    expect(netlify).toMatch(/\/app-1a2b\.js\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(netlify).toMatch(/\/styles\.3c4d\.css\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(netlify).not.toContain("/pagefind/pagefind.js");
    expect(netlify).not.toContain("/*.js");
    expect(netlify).toMatch(/\/page-data\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate/);
  });

  it("gives the OpenAPI YAML and the manifest media types every host serves correctly", () => {
    const rules = contentTypeRules(["/openapi.yaml", "/openapi.json", "/docs/spec.yaml", "/index.html"], "/site.webmanifest");
    expect(rules).toEqual([
      ["/openapi.yaml", "application/yaml; charset=utf-8"],
      ["/site.webmanifest", "application/manifest+json; charset=utf-8"],
    ]);
    expect(netlifyHeaders(contentSecurityPolicy([]), [], rules)).toContain(
      "/openapi.yaml\n  Content-Type: application/yaml; charset=utf-8\n",
    );
  });

  it("serves every Markdown twin as text/markdown and llms.txt as UTF-8 text, file by file", () => {
    const files = ["/index.md", "/docs/overview.md", "/docs/overview/index.html", "/llms.txt", "/llms-full.txt", "/pagefind/x.txt"];
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
