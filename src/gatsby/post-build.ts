import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { NODE_TYPES } from "../../plugins/gatsby-source-openapi";
import siteConfig from "../../site.config";
import { checkBuiltSiteLinks, listFiles, readBuiltSite } from "../build-checks/check-built-site";
import { apiOperationPath } from "../api-reference/api-paths";
import { formatBrokenLinks } from "../build-checks/link-check";
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

/** The file each page is written in: a guide's MDX, or the OpenAPI file of an operation. */
async function pageSources(graphql: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]["graphql"]): Promise<Map<string, string>> {
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
 * After the build, on the finished HTML: fail when an internal link or
 * #anchor is broken; build the search index; write the deploy files
 * (headers with the CSP hashes, sitemap, robots.txt, manifest).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, graphql, getNodesByType }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const site = await readBuiltSite(publicDir);

  const broken = checkBuiltSiteLinks(site, siteConfig.site.baseUrl.replace(/\/$/, ""), siteConfig.site.trailingSlash);
  if (broken.length > 0) {
    const sources = await pageSources(graphql);
    reporter.panicOnBuild(formatBrokenLinks(broken, (page) => sources.get(page)));
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
