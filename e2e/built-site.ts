import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { extractLinks, type PageLinks } from "../src/build-checks/link-check";
import { isPageFile, pagePathOfHtmlFile } from "../src/build-checks/check-built-site";
import { SEARCH_INDEX_FILE, type SearchPage } from "../src/search/search-documents";

const PUBLIC = path.resolve(__dirname, "../public");

/** Every page of the production build (site paths), from public/. The 404 page is visited at /404. */
export function builtPages(): { path: string; links: PageLinks }[] {
  return readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
    .map((file) => `/${file.split(path.sep).join("/")}`)
    .filter((file) => isPageFile(file) && file !== "/404.html")
    .map((file) => ({ path: pagePathOfHtmlFile(file), links: extractLinks(readFileSync(path.join(PUBLIC, file), "utf8")) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Whether a file other than a page exists in the build ("/openapi.yaml"). */
export const builtFileExists = (sitePath: string) => {
  try {
    return statSync(path.join(PUBLIC, sitePath)).isFile();
  } catch {
    return false;
  }
};

/**
 * A JavaScript file (site path) of a page component's code that the page at `openPath` has not
 * loaded, as Gatsby finds them: in webpack's stats. A page component's code is split into several
 * files, some shared with other pages' (which the open page already has), so only a file of its
 * own is requested when the reader moves to it.
 */
export function componentScriptNotLoadedBy(componentChunkName: string, openPath: string): string {
  const stats = JSON.parse(readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>;
  };
  const pageData = path.join(PUBLIC, "page-data", openPath === "/" ? "index" : openPath.slice(1), "page-data.json");
  const open = (JSON.parse(readFileSync(pageData, "utf8")) as { componentChunkName: string }).componentChunkName;
  const loaded = new Set(stats.assetsByChunkName[open] ?? []);
  const file = stats.assetsByChunkName[componentChunkName]?.find((name) => name.endsWith(".js") && !loaded.has(name));
  if (!file) throw new Error(`public/webpack.stats.json has no script of the chunk ${componentChunkName} that ${openPath} does not load.`);
  return `/${file}`;
}

/** Every page of the built search index (public/search-index.json, src/search/search-documents.ts), by address. */
export function indexedPages(): SearchPage[] {
  return (JSON.parse(readFileSync(path.join(PUBLIC, SEARCH_INDEX_FILE), "utf8")) as SearchPage[]).sort((a, b) =>
    a.url.localeCompare(b.url),
  );
}
