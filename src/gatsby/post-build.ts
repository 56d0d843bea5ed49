import path from "node:path";
import type { GatsbyNode } from "gatsby";
import siteConfig from "../../site.config";
import { checkBuiltSiteLinks } from "../build-checks/check-built-site";
import { formatBrokenLinks } from "../build-checks/link-check";
import { buildSearchIndex } from "./search-index";

/**
 * After the build: fails it when any internal link or #anchor is broken,
 * then builds the search index from the finished HTML.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const basePath = siteConfig.site.baseUrl.replace(/\/$/, "");
  const { broken, pageCount } = await checkBuiltSiteLinks(path.join(program.directory, "public"), basePath, siteConfig.site.trailingSlash);
  if (broken.length > 0) {
    reporter.panicOnBuild(formatBrokenLinks(broken));
    return;
  }
  reporter.info(`Link check: every internal link and anchor on ${pageCount} pages resolves.`);

  try {
    reporter.info(`Search index: ${await buildSearchIndex(program.directory)}.`);
  } catch (error) {
    reporter.panicOnBuild(`Could not build the search index with Pagefind: ${(error as Error).message}`);
  }
};
