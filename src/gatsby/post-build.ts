import { readFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { NODE_TYPES } from "../../plugins/gatsby-source-openapi";
import siteConfig from "../../site.config";
import { checkBuiltSiteLinks, listFiles, readBuiltSite } from "../build-checks/check-built-site";
import { apiOperationPath } from "../api-reference/api-paths";
import { formatBrokenLinks, type PageSource } from "../build-checks/link-check";
import { checkGuideSource } from "../mdx/check-guide-source";
import { writeDeployFiles } from "./deploy-files";
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
      allMdx {
        nodes {
          fields {
            path
            sourcePath
          }
        }
      }
      allOpenApiOperation {
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

/**
 * After the build, on the finished HTML: fail when an internal link or
 * #anchor is broken; build the search index; write the deploy files
 * (headers with the CSP hashes, sitemap, robots.txt, manifest).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, graphql, getNodesByType }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const site = await readBuiltSite(publicDir);

  const basePath = siteConfig.site.baseUrl.replace(/\/$/, "");
  const broken = checkBuiltSiteLinks(site, basePath, siteConfig.site.trailingSlash);
  if (broken.length > 0) {
    const sources = await sourcesOfPages(new Set(broken.map((link) => link.page)), await pageFiles(graphql), program.directory);
    reporter.panicOnBuild(formatBrokenLinks(broken, (page) => sources.get(page), basePath));
    return;
  }
  reporter.info(`Link check: every internal link and anchor on ${site.pages.size} pages resolves.`);

  try {
    reporter.info(`Search index: ${await buildSearchIndex(program.directory)}.`);
  } catch (error) {
    reporter.panicOnBuild(`Could not build the search index with Pagefind: ${(error as Error).message}`);
    return;
  }

  // After the search index: the Netlify headers name its scripts (one runs as a worker, a document of its own).
  const files = new Set(await listFiles(publicDir));
  const deploy = await writeDeployFiles(publicDir, { ...site, files }, apiServerUrls(getNodesByType));
  reporter.info(
    `Deploy files: headers with ${deploy.scriptHashes} inline-script hashes, a sitemap of ${deploy.sitemapUrls} pages, robots.txt, manifest.`,
  );
};
