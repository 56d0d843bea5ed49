import path from "node:path";
import type { GatsbyNode } from "gatsby";
import siteConfig from "../../site.config";
import { checkBuiltSiteLinks, readBuiltSite } from "../build-checks/check-built-site";
import { formatBrokenLinks } from "../build-checks/link-check";
import { writeDeployFiles } from "./deploy-files";
import { replaceWithHashEdition, writeOfflineDownload } from "./offline-edition";
import { buildSearchIndex } from "./search-index";

/**
 * After the build, on the finished HTML: package the hash-routed edition
 * (with `site.router: "browser"` as a zip in public/downloads/, before the
 * link check, which checks the link to it); fail when an internal link or
 * #anchor is broken; then either replace the build with the hash-routed
 * edition (`site.router: "hash"`) or build the search index; and write the
 * deploy files (headers with the CSP hashes, sitemap, robots.txt, manifest)
 * for what public/ then holds.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
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

  const site = await readBuiltSite(publicDir);
  const broken = checkBuiltSiteLinks(site, siteConfig.site.baseUrl.replace(/\/$/, ""), siteConfig.site.trailingSlash);
  if (broken.length > 0) {
    reporter.panicOnBuild(formatBrokenLinks(broken));
    return;
  }
  reporter.info(`Link check: every internal link and anchor on ${site.pages.size} pages resolves.`);

  if (hashRouted) {
    try {
      const edition = await replaceWithHashEdition(program.directory);
      reporter.info(`Hash-routed edition: public/ holds ${edition.files.size} files, index.html#/ and ${site.pages.size} routes.`);
      await writeDeployFiles(publicDir, edition);
    } catch (error) {
      reporter.panicOnBuild(`Could not write the hash-routed edition: ${(error as Error).message}`);
    }
    return;
  }

  const deploy = await writeDeployFiles(publicDir, site);
  reporter.info(
    `Deploy files: headers with ${deploy.scriptHashes} inline-script hashes, a sitemap of ${deploy.sitemapUrls} pages, robots.txt, manifest.`,
  );

  try {
    reporter.info(`Search index: ${await buildSearchIndex(program.directory)}.`);
  } catch (error) {
    reporter.panicOnBuild(`Could not build the search index with Pagefind: ${(error as Error).message}`);
  }
};
