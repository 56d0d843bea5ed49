import { existsSync } from "node:fs";
import path from "node:path";
import type { Problem } from "../develop/problems-protocol";
import { checkGuideSource } from "../mdx/check-guide-source";
import { trimTrailingSlashes } from "../navigation/paths";
import type { PagesData, ProblemGroup } from "./build-problems";

/** True when a path names a file (it has an extension) that static/ or the build's public/ holds. */
const isFile = (sitePath: string, siteRoot: string) =>
  /\.[a-z0-9]+$/i.test(sitePath) && ["static", "public"].some((dir) => existsSync(path.join(siteRoot, dir, sitePath)));

/**
 * `gatsby develop` only: the links of each guide that lead to no page, as
 * warnings with the guide's file and line, which the preview also marks on
 * the page. (A production build checks every link and #anchor of the
 * finished HTML, and stops on a broken one.)
 */
export function developLinkWarnings(
  data: PagesData,
  guideSources: ReadonlyMap<string, string>,
  pagePaths: ReadonlySet<string>,
  siteRoot = process.cwd(),
): ProblemGroup {
  // The OpenAPI downloads are written after the first pages are made: count them as there.
  const pages = new Set([...pagePaths, ...(data.openApiSpec?.publishedFiles ?? [])].map(trimTrailingSlashes));
  const problems: Problem[] = [];
  for (const { fields } of data.allMdx.nodes) {
    const source = guideSources.get(fields.sourcePath);
    if (source === undefined) continue;
    for (const { href, line } of checkGuideSource(fields.sourcePath, source).links) {
      const target = trimTrailingSlashes(href.split(/[?#]/)[0] || fields.path);
      if (pages.has(target) || isFile(target, siteRoot)) continue;
      problems.push({
        level: "warning",
        message: `${fields.sourcePath}:${line}: the link to ${href} leads nowhere: no page has the address ${target}. Fix the address, or create the page.`,
        link: { page: fields.path, href },
      });
    }
  }
  return { heading: "A guide links to a page that does not exist:", problems };
}
