import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { NODE_TYPES } from "../../plugins/gatsby-source-openapi";
import siteConfig from "../../site.config";
import { checkBuiltSiteLinks, isPageFile, listFiles, readBuiltSite } from "../build-checks/check-built-site";
import { apiOperationPath } from "../navigation/api-paths";
import { formatBrokenLinks, type PageSource } from "../build-checks/link-check";
import { checkMachineReadableFiles } from "../build-checks/machine-readable-check";
import { checkGuideSource } from "../guides/mdx/check-guide-source";
import { startScriptsAfterFirstPaint } from "../rendering/start-after-first-paint";
import { writeDeployFiles } from "./deploy-files";
import { replaceWithHashEdition, writeOfflineDownload } from "./offline-edition";
import { buildSearchIndex } from "./search-index";

/** Every server URL of the description: the document's and those of single operations. */
function apiServerUrls(getNodesByType: (type: string) => unknown[]): string[] {
  const urls: string[] = [];
  for (const node of getNodesByType(NODE_TYPES.spec) as { servers?: { url?: unknown }[] }[])
    for (const server of node.servers ?? []) if (typeof server.url === "string") urls.push(server.url);
  for (const node of getNodesByType(NODE_TYPES.operation) as { servers?: unknown[] }[])
    for (const url of node.servers ?? []) if (typeof url === "string") urls.push(url);
  return urls;
}

/** The file each page is written in, by page path: a guide's MDX, or the OpenAPI file of an operation. */
async function pageFiles(graphql: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]["graphql"]): Promise<Map<string, string>> {
  const result = await graphql<Queries.PageSourcesQuery>(`
    query PageSources {
      allMdx(sort: { fields: { path: ASC } }) {
        nodes {
          fields {
            path
            sourcePath
          }
        }
      }
      allOpenApiOperation(sort: { order: ASC }) {
        nodes {
          slug
          file
        }
      }
    }
  `);
  const data = result.data;
  return new Map([
    ...(data?.allMdx.nodes.map((n) => [n.fields.path, n.fields.sourcePath] as const) ?? []),
    ...(data?.allOpenApiOperation.nodes.map((n) => [apiOperationPath(n.slug), n.file] as const) ?? []),
  ]);
}

/**
 * Where the pages with broken links are written: the file, and for a guide
 * the links of its MDX with their lines (read from the MDX source, as
 * `gatsby develop` reads them), so the error names the line to fix.
 */
async function sourcesOfPages(pages: ReadonlySet<string>, files: ReadonlyMap<string, string>, siteRoot: string) {
  const entries = await Promise.all(
    [...pages].flatMap((page) => {
      const file = files.get(page);
      if (file === undefined) return [];
      if (!file.endsWith(".mdx")) return [Promise.resolve([page, { file }] as const)];
      return [
        readFile(path.join(siteRoot, file), "utf8").then(
          (text) => [page, { file, links: checkGuideSource(file, text).links }] as const,
          () => [page, { file }] as const,
        ),
      ];
    }),
  );
  return new Map<string, PageSource>(entries);
}

/** Every page of the build starts its scripts after its first paint (src/rendering/start-after-first-paint.ts); returns how many pages. */
async function startPagesAfterFirstPaint(publicDir: string): Promise<number> {
  const pages = (await listFiles(publicDir)).filter(isPageFile);
  await Promise.all(
    pages.map(async (file) => {
      const html = await readFile(path.join(publicDir, file), "utf8");
      await writeFile(path.join(publicDir, file), startScriptsAfterFirstPaint(html, `public${file}`));
    }),
  );
  return pages.length;
}

/**
 * After the build, on the finished HTML: package the hash-routed edition
 * (with `site.router: "browser"` as a zip in public/downloads/, before the
 * link check, which checks the link to it); make every page start its
 * bundles after its first paint; fail when an internal link or
 * #anchor is broken; then either replace the build with the hash-routed
 * edition (`site.router: "hash"`) or build the search index and check the
 * Markdown twins, llms.txt and the Postman collection written after
 * bootstrap (see machine-readable-files.ts); and write the deploy files
 * (headers with the CSP hashes, sitemap, robots.txt, manifest) for what
 * public/ then holds.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, graphql, getNodesByType }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const hashRouted = siteConfig.site.router === "hash";

  if (!hashRouted) {
    try {
      const started = Date.now();
      const summary = await writeOfflineDownload(program.directory);
      // bench/site.mjs reads this line: what the edition adds to the build.
      reporter.info(`Offline edition: ${summary}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } catch (error) {
      reporter.panicOnBuild(`Could not package the offline edition: ${(error as Error).message}`);
      return;
    }
  }

  // Not in the hash-routed edition: its own page loads its bundles (src/hash-edition/package/shell-html.ts).
  if (!hashRouted) {
    try {
      const count = await startPagesAfterFirstPaint(publicDir);
      reporter.info(`Start-up: the scripts of ${count} pages start after their first paint.`);
    } catch (error) {
      reporter.panicOnBuild(`Could not make the pages start their scripts after the first paint: ${(error as Error).message}`);
      return;
    }
  }

  const site = await readBuiltSite(publicDir);
  const basePath = siteConfig.site.baseUrl.replace(/\/$/, "");
  const broken = checkBuiltSiteLinks(site, basePath, siteConfig.site.trailingSlash);
  if (broken.length > 0) {
    const sources = await sourcesOfPages(new Set(broken.map((link) => link.page)), await pageFiles(graphql), program.directory);
    reporter.panicOnBuild(formatBrokenLinks(broken, (page) => sources.get(page), basePath));
    return;
  }
  reporter.info(`Link check: every internal link and anchor on ${site.pages.size} pages resolves.`);

  const apiServers = apiServerUrls(getNodesByType);
  if (hashRouted) {
    try {
      const edition = await replaceWithHashEdition(program.directory);
      reporter.info(`Hash-routed edition: public/ holds ${edition.files.size} files, index.html#/ and ${site.pages.size} routes.`);
      await writeDeployFiles(publicDir, edition, apiServers);
    } catch (error) {
      reporter.panicOnBuild(`Could not write the hash-routed edition: ${(error as Error).message}`);
    }
    return;
  }

  try {
    reporter.info(`Search index: ${await buildSearchIndex(program.directory, site.pages)}.`);
  } catch (error) {
    reporter.panicOnBuild(`Could not build the search index with Pagefind: ${(error as Error).message}`);
    return;
  }

  // After the search index: the Netlify headers name its scripts (one runs as a worker, a document of its own).
  const files = new Set(await listFiles(publicDir));
  const deploy = await writeDeployFiles(publicDir, { ...site, files }, apiServers);
  reporter.info(
    `Deploy files: headers with ${deploy.scriptHashes} inline-script hashes, a sitemap of ${deploy.sitemapUrls} pages, robots.txt, manifest.`,
  );

  // After the deploy files: the check reads the sitemap.
  const problems = await checkMachineReadableFiles(publicDir, { origin: siteConfig.site.url, baseUrl: siteConfig.site.baseUrl });
  if (problems.length > 0) {
    reporter.panicOnBuild(`The files for assistants and API tools are incomplete:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    return;
  }
  reporter.info("Markdown twins, llms.txt and the Postman collection: every check passed.");
};
