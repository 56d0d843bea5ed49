import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { extractLinks, findBrokenLinks } from "./link-check";

/** The production build as the post-build steps see it. */
export interface BuiltSite {
  /** Every file, as a site path ("/docs/overview/index.html"). */
  files: Set<string>;
  /** Every HTML page's markup, keyed by page path ("/docs/overview"). */
  pages: Map<string, string>;
}

/** Every file under `dir`, as a site path ("/docs/overview/index.html"). */
export async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = `${prefix}/${entry.name}`;
      return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat();
}

/** Page path of a built HTML file: "/docs/overview/index.html" → "/docs/overview". */
export function pagePathOfHtmlFile(file: string): string {
  const withoutIndex = file.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  return withoutIndex === "" ? "/" : withoutIndex;
}

/** Whether a built file ("/docs/overview/index.html") is a page, not Gatsby's own HTML. */
export const isPageFile = (file: string) => file.endsWith(".html") && !file.startsWith("/page-data/") && !file.startsWith("/_gatsby/");

/** Reads the file list and every page of the build in `publicDir`. */
export async function readBuiltSite(publicDir: string): Promise<BuiltSite> {
  const files = await listFiles(publicDir);
  const pages = new Map<string, string>();
  await Promise.all(
    files.filter(isPageFile).map(async (file) => pages.set(pagePathOfHtmlFile(file), await readFile(path.join(publicDir, file), "utf8"))),
  );
  return { files: new Set(files), pages };
}

/** The broken internal links of a built site. */
export function checkBuiltSiteLinks(site: BuiltSite, basePath = "", trailingSlash: "always" | "never" | "ignore" = "never") {
  const links = new Map([...site.pages].map(([page, html]) => [page, extractLinks(html)]));
  return findBrokenLinks(links, site.files, basePath, trailingSlash);
}
