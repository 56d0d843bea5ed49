import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { strFromU8, unzipSync } from "fflate";
import { DATA_GLOBAL, dataScripts, type EditionPage, type EditionRoutes } from "../../navigation/data-scripts";
import {
  buildDay,
  bundleScripts,
  isEditionAsset,
  onDemandJsonPath,
  packageEdition,
  pagePathOfPageData,
  stylesheetOf,
  withDownloadSizeInJson,
  withEditionLinks,
} from "../package/package-edition";
import { formatDownloadSize, zipEdition } from "../package/zip-edition";
import type { SearchPage } from "../../search/search-documents";
import { startScriptsAfterFirstPaint } from "../../rendering/start-after-first-paint";

/** Runs a data script as the browser would and returns what it stored. */
function runDataScript(source: string | Uint8Array | undefined): Record<string, unknown> {
  const window: Record<string, unknown> = {};
  runInNewContext(typeof source === "string" ? source : strFromU8(source ?? new Uint8Array()), { window });
  return window[DATA_GLOBAL] as Record<string, unknown>;
}

const page = (title: string, body: string) =>
  `<html><head><title>${title} | Site</title><meta name="description" content="About ${title}"/>` +
  `<style data-href="/styles.abc.css">a{}</style></head><body>${body}` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>`;

describe("packaging the build as the hash-routed edition", () => {
  it("knows page data, assets, bundles and the stylesheet when it sees them", () => {
    expect(pagePathOfPageData("index/page-data.json")).toBe("/");
    expect(pagePathOfPageData("docs/overview/page-data.json")).toBe("/docs/overview");
    expect(pagePathOfPageData("404.html/page-data.json")).toBeNull();
    expect(pagePathOfPageData("sq/d/123.json")).toBeNull();
    expect(pagePathOfPageData("app-data.json")).toBeNull();
    const bundles = new Set(["app-3.js", "styles.abc.css"]);
    expect(isEditionAsset("app-3.js", bundles)).toBe(true);
    expect(isEditionAsset("app-2.js", bundles)).toBe(false); // an earlier build's
    expect(isEditionAsset("styles.abc.css", bundles)).toBe(true);
    expect(isEditionAsset("img/logo.svg", bundles)).toBe(true);
    expect(isEditionAsset("openapi.yaml", bundles)).toBe(true);
    expect(isEditionAsset("postman-collection.json", bundles)).toBe(true);
    expect(isEditionAsset("docs/overview.md", bundles)).toBe(false); // no Markdown twins: nothing to name them to
    expect(isEditionAsset("llms.txt", bundles)).toBe(false);
    expect(isEditionAsset("code-samples/lookup.json", bundles)).toBe(false); // a data script instead
    expect(onDemandJsonPath("code-samples/lookup.json")).toBe("/code-samples/lookup.json");
    expect(onDemandJsonPath("page-data/app-data.json")).toBeNull();
    expect(isEditionAsset("docs/overview/index.html", bundles)).toBe(false);
    expect(isEditionAsset("search-index.json", bundles)).toBe(false); // the edition has its own data script
    expect(isEditionAsset("_headers", bundles)).toBe(false);
    const html = page("Home", "");
    expect(bundleScripts(html, "")).toEqual(["webpack-runtime-1.js", "framework-2.js", "app-3.js"]);
    expect(stylesheetOf(html, "")).toBe("styles.abc.css");
    expect(bundleScripts(html.replace(/src="\//g, 'src="/base/'), "/base")).toEqual(["webpack-runtime-1.js", "framework-2.js", "app-3.js"]);
    // A home page kept from an earlier build, its tags already replaced by the links that start them after the first paint.
    expect(bundleScripts(startScriptsAfterFirstPaint(html, "public/index.html"), "")).toEqual([
      "webpack-runtime-1.js",
      "framework-2.js",
      "app-3.js",
    ]);
    expect(() => bundleScripts("<html><body>Text</body></html>", "")).toThrow("The built home page starts no bundles");
  });

  it("makes the links of the HTML in page data the edition's: pages by hash, files relative; nothing else changes", () => {
    const result = {
      data: {
        op: {
          descriptionHtml: '<p>Use <a href="/docs/api/nearest-postcode">nearest postcodes</a> or <a href="/openapi.yaml">the file</a>.</p>',
        },
        other: ["no link here", 42, null, { html: '<a href="https://example.com/x">out</a>' }],
      },
    };
    expect(withEditionLinks(result)).toEqual({
      data: {
        op: {
          descriptionHtml: '<p>Use <a href="#/docs/api/nearest-postcode">nearest postcodes</a> or <a href="openapi.yaml">the file</a>.</p>',
        },
        other: ["no link here", 42, null, { html: '<a href="https://example.com/x">out</a>' }],
      },
    });
  });

  it("sets the offline edition's size in a static query's result, whatever it said (a result kept from the last build has that build's)", () => {
    const kept = '{"data":{"site":{"siteMetadata":{"offlineEdition":{"path":"/downloads/postcodes-io-docs.zip","size":"748 kB"}}}}}';
    expect(withDownloadSizeInJson(kept, "…")).toBe(kept.replace('"748 kB"', '"…"'));
    expect(withDownloadSizeInJson(withDownloadSizeInJson(kept, "…"), "751 kB")).toBe(kept.replace('"748 kB"', '"751 kB"'));
    expect(withDownloadSizeInJson('{"data":{"site":null}}', "…")).toBe('{"data":{"site":null}}');
  });

  it("writes index.html, the data scripts and this build's files, and zips them into one folder", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "edition-test-"));
    try {
      const write = (file: string, content: string) => {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), content);
      };
      write("index.html", page("Home", "<h1>Home</h1>"));
      write("docs/overview/index.html", page("Overview", '<div data-search-body=""><h1>Overview</h1><p>Postcodes.</p></div>'));
      write("404.html", page("Page not found", "<h1>Page not found</h1>"));
      for (const [p, chunk] of [
        ["index", "component---index"],
        ["docs/overview", "component---doc"],
        ["404", "component---404"],
        ["404.html", "component---404"],
      ])
        write(
          `page-data/${p}/page-data.json`,
          JSON.stringify({ componentChunkName: chunk, path: `/${p}`, result: { data: { p } }, staticQueryHashes: ["42"] }),
        );
      write("page-data/sq/d/42.json", JSON.stringify({ data: { site: "x" } }));
      for (const file of ["webpack-runtime-1.js", "framework-2.js", "app-3.js", "app-0.js", "styles.abc.css", "img/logo.svg"])
        write(file, "/**/");
      write("search-index.json", "[]");
      write("postman-collection.json", "{}");
      write("code-samples/get-thing.json", JSON.stringify([{ id: "swift" }]));
      write("docs/overview.md", "# Overview");

      process.env.SOURCE_DATE_EPOCH = "1795824000"; // 2026-11-28T00:00:00Z
      const files = await packageEdition(dir, {
        lang: "en",
        dir: "ltr",
        defaultTheme: "light",
        favicon: "/favicon.svg",
        pathPrefix: "",
        prePaintScript: "document.documentElement.dataset.theme='dark';",
        inlineCss: ".prism-code{}",
        bundleFiles: new Set(["webpack-runtime-1.js", "framework-2.js", "app-3.js", "styles.abc.css"]),
      });

      const index = String(files.get("index.html"));
      expect(index).toContain('<html lang="en" dir="ltr" data-theme="light" data-router="hash" data-edition-built="2026-11-28">');
      expect(index).toContain("<title>Home | Site</title>");
      expect(index).toContain('<link rel="stylesheet" href="styles.abc.css">');
      expect(index.indexOf(dataScripts.prePaint.file)).toBeLessThan(index.indexOf("app-3.js"));
      expect(index).toMatch(
        /<script src="webpack-runtime-1.js" defer><\/script><script src="framework-2.js" defer><\/script><script src="app-3.js" defer>/,
      );
      expect(index).not.toMatch(/<script>/); // no inline script: a strict CSP allows the page
      expect([...files.keys()].sort()).toEqual(
        [
          "index.html",
          "webpack-runtime-1.js",
          "framework-2.js",
          "app-3.js",
          "styles.abc.css",
          "img/logo.svg",
          "postman-collection.json",
          dataScripts.siteJson("/code-samples/get-thing.json").file,
          dataScripts.prePaint.file,
          dataScripts.routes.file,
          dataScripts.search.file,
          dataScripts.page("/").file,
          dataScripts.page("/docs/overview").file,
          dataScripts.page("/404").file,
          dataScripts.staticQuery("42").file,
        ].sort(),
      );

      const routes = runDataScript(files.get(dataScripts.routes.file)).routes as EditionRoutes;
      expect(routes).toEqual({ paths: ["/404", "/docs/overview", "/"], notFound: "/404" });
      const overview = runDataScript(files.get(dataScripts.page("/docs/overview").file))["page:/docs/overview"] as EditionPage;
      expect(overview).toMatchObject({ path: "/docs/overview", componentChunkName: "component---doc", staticQueryHashes: ["42"] });
      expect(overview.head).toEqual({ title: "Overview | Site", description: "About Overview" });
      expect(runDataScript(files.get(dataScripts.staticQuery("42").file))["sq:42"]).toEqual({ data: { site: "x" } });
      const samples = dataScripts.siteJson("/code-samples/get-thing.json");
      expect(runDataScript(files.get(samples.file))[samples.key]).toEqual([{ id: "swift" }]);
      const search = runDataScript(files.get(dataScripts.search.file)).search as SearchPage[];
      expect(search.map((p) => p.url)).toEqual(["/docs/overview"]);

      const zip = zipEdition(files);
      const unzipped = unzipSync(zip);
      expect(Object.keys(unzipped).every((name) => name.startsWith("postcodes-io-docs/"))).toBe(true);
      expect(strFromU8(unzipped["postcodes-io-docs/index.html"])).toBe(index);
      expect(zipEdition(files)).toEqual(zip); // the same build, the same bytes
    } finally {
      delete process.env.SOURCE_DATE_EPOCH;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("dates the edition by SOURCE_DATE_EPOCH when it is set, else by today (UTC), and names a bad value", () => {
    expect(buildDay({ SOURCE_DATE_EPOCH: "1795824000" })).toBe("2026-11-28");
    expect(buildDay({}, new Date("2026-11-28T23:59:59Z"))).toBe("2026-11-28");
    expect(buildDay({ SOURCE_DATE_EPOCH: "" }, new Date("2027-01-02T00:00:00Z"))).toBe("2027-01-02");
    expect(() => buildDay({ SOURCE_DATE_EPOCH: "yesterday" })).toThrow(
      'SOURCE_DATE_EPOCH must be a number of seconds since 1970 (it is "yesterday").',
    );
  });

  it("shows sizes as the download link does", () => {
    expect(formatDownloadSize(553_180)).toBe("553 kB");
    expect(formatDownloadSize(1_234_567)).toBe("1.2 MB");
    expect(formatDownloadSize(120)).toBe("1 kB");
  });
});
