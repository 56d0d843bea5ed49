import path from "node:path";
import type { GatsbyNode } from "gatsby";
import siteConfig from "../../site.config";
import { checkBuiltSiteLinks, readBuiltSite } from "../build-checks/check-built-site";
import { formatBrokenLinks } from "../build-checks/link-check";
import { checkMachineReadableFiles } from "../build-checks/machine-readable-check";
import { writeDeployFiles } from "./deploy-files";
import { buildSearchIndex } from "./search-index";

/**
 * After the build, on the finished HTML: fail when an internal link or
 * #anchor is broken; write the deploy files (headers with the CSP hashes,
 * sitemap, robots.txt, manifest); build the search index; check the
 * Markdown twins, llms.txt and the Postman collection written after
 * bootstrap (see machine-readable-files.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const site = await readBuiltSite(publicDir);

  const broken = checkBuiltSiteLinks(site, siteConfig.site.baseUrl.replace(/\/$/, ""), siteConfig.site.trailingSlash);
  if (broken.length > 0) {
    reporter.panicOnBuild(formatBrokenLinks(broken));
    return;
  }
  reporter.info(`Link check: every internal link and anchor on ${site.pages.size} pages resolves.`);

  const deploy = await writeDeployFiles(publicDir, site);
  reporter.info(
    `Deploy files: headers with ${deploy.scriptHashes} inline-script hashes, a sitemap of ${deploy.sitemapUrls} pages, robots.txt, manifest.`,
  );

  try {
    reporter.info(`Search index: ${await buildSearchIndex(program.directory)}.`);
  } catch (error) {
    reporter.panicOnBuild(`Could not build the search index with Pagefind: ${(error as Error).message}`);
    return;
  }

  const problems = await checkMachineReadableFiles(publicDir, { origin: siteConfig.site.url, baseUrl: siteConfig.site.baseUrl });
  if (problems.length > 0) {
    reporter.panicOnBuild(`The files for assistants and API tools are incomplete:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    return;
  }
  reporter.info("Markdown twins, llms.txt and the Postman collection: every check passed.");
};
