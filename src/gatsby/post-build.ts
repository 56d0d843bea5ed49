import path from "node:path";
import type { GatsbyNode } from "gatsby";
import siteConfig from "../../site.config";
import { checkBuiltSiteLinks } from "../build-checks/check-built-site";
import { formatBrokenLinks } from "../build-checks/link-check";

/** Fails the build when any internal link or #anchor of the built site is broken. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const basePath = siteConfig.site.baseUrl.replace(/\/$/, "");
  const { broken, pageCount } = await checkBuiltSiteLinks(path.join(program.directory, "public"), basePath, siteConfig.site.trailingSlash);
  if (broken.length > 0) {
    reporter.panicOnBuild(formatBrokenLinks(broken));
    return;
  }
  reporter.info(`Link check: every internal link and anchor on ${pageCount} pages resolves.`);
};
