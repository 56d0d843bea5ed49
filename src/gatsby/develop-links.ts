import { existsSync } from "node:fs";
import path from "node:path";
import { describeBrokenLink, missingPageLink } from "../build-checks/link-check";
import type { Problem } from "../develop/problems-protocol";
import { checkGuideSource } from "../guides/mdx/check-guide-source";
import { trimTrailingSlashes } from "../navigation/paths";
import type { PagesData, ProblemGroup } from "./build-problems";

/** True when a path names a file (it has an extension) that static/ or the build's public/ holds. */
const isFile = (sitePath: string, siteRoot: string) =>
  /\.[a-z0-9]+$/i.test(sitePath) && ["static", "public"].some((dir) => existsSync(path.join(siteRoot, dir, sitePath)));

/**
 * `gatsby develop` only: the links of each guide that lead to no page, as
 * warnings with the guide's file and line, which the preview also marks on
 * the page; the sentence is the production build's (link-check.ts). (A
 * production build checks every link and #anchor of the finished HTML, and
 * stops on a broken one.) `pagePaths`: the pages develop made.
 */
export function developLinkWarnings(
  data: PagesData,
  guideSources: ReadonlyMap<string, string>,
  pagePaths: ReadonlySet<string>,
  siteRoot = process.cwd(),
): ProblemGroup {
  const pages = new Set(
    [
      ...pagePaths,
      // The OpenAPI downloads are written after the first pages are made: count them as there.
      ...(data.openApiSpec?.publishedFiles ?? []),
      // Every guide, even one develop leaves out while it cannot be compiled: its page is coming back
      // once the author fixes it, and links to it are not what is broken (its own problem is reported).
      ...data.allMdx.nodes.map(({ fields }) => fields.path),
    ].map(trimTrailingSlashes),
  );
  const problems: Problem[] = [];
  for (const { fields } of data.allMdx.nodes) {
    const source = guideSources.get(fields.sourcePath);
    if (source === undefined) continue;
    for (const { href, line } of checkGuideSource(fields.sourcePath, source).links) {
      const target = trimTrailingSlashes(href.split(/[?#]/)[0] || fields.path);
      if (pages.has(target) || isFile(target, siteRoot)) continue;
      problems.push({
        level: "warning",
        message: describeBrokenLink(`${fields.sourcePath}:${line}`, missingPageLink(fields.path, href, target)),
        link: { page: fields.path, href },
      });
    }
  }
  return { heading: "A guide links to a page that does not exist:", problems };
}
