import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { extractLinks, findBrokenLinks, type PageLinks } from "./link-check";

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
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

/** Reads every HTML page under `publicDir` and returns the broken internal links. */
export async function checkBuiltSiteLinks(publicDir: string, basePath = "", trailingSlash: "always" | "never" | "ignore" = "never") {
  const files = await listFiles(publicDir);
  const pages = new Map<string, PageLinks>();
  await Promise.all(
    files
      .filter((f) => f.endsWith(".html") && !f.startsWith("/page-data/") && !f.startsWith("/_gatsby/"))
      .map(async (file) => {
        const html = await readFile(path.join(publicDir, file), "utf8");
        pages.set(pagePathOfHtmlFile(file), extractLinks(html));
      }),
  );
  return { broken: findBrokenLinks(pages, new Set(files), basePath, trailingSlash), pageCount: pages.size };
}
