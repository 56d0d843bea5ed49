import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { NODE_TYPES } from "../../plugins/gatsby-source-openapi";
import siteConfig from "../../site.config";
import { checkBuiltSiteLinks, readBuiltSite } from "../build-checks/check-built-site";
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

/**
 * After the build, on the finished HTML: fail when an internal link or
 * #anchor is broken; write the deploy files (headers with the CSP hashes,
 * sitemap, robots.txt, manifest); build the search index.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, getNodesByType }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const site = await readBuiltSite(publicDir);

  const broken = checkBuiltSiteLinks(site, siteConfig.site.baseUrl.replace(/\/$/, ""), siteConfig.site.trailingSlash);
  if (broken.length > 0) {
    reporter.panicOnBuild(formatBrokenLinks(broken));
    return;
  }
  reporter.info(`Link check: every internal link and anchor on ${site.pages.size} pages resolves.`);

  const deploy = await writeDeployFiles(publicDir, site, apiServerUrls(getNodesByType));
  reporter.info(
    `Deploy files: headers with ${deploy.scriptHashes} inline-script hashes, a sitemap of ${deploy.sitemapUrls} pages, robots.txt, manifest.`,
  );

  try {
    reporter.info(`Search index: ${await buildSearchIndex(program.directory)}.`);
  } catch (error) {
    reporter.panicOnBuild(`Could not build the search index with Pagefind: ${(error as Error).message}`);
  }
};
