import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { MORE_SAMPLES_FOLDER } from "../../api-reference/code-samples/more-samples-path";
import { MACHINE_READABLE_FILES } from "../../navigation/twin-paths";
import { dataScripts, dataScriptSource, type EditionPage, type EditionRoutes } from "../../navigation/data-scripts";
import { hashEditionHtml } from "../../navigation/edition-address";
import type { SearchPage } from "../../search/search-documents";
import { extractHead } from "./extract-head";
import { extractSearchPage } from "../../search/extract-search-page";
import { editionIndexHtml, type ShellInput } from "./shell-html";
import { bundlesOfBuiltPage } from "../../rendering/start-after-first-paint";
import { DOWNLOAD_SIZE_PLACEHOLDER } from "./zip-edition";

/** The edition as files: path relative to its folder → content. */
export type EditionFiles = Map<string, Uint8Array | string>;

/** What the packager needs from the site configuration and the build. */
export interface EditionSettings {
  lang: string;
  dir: "ltr" | "rtl";
  defaultTheme: string;
  favicon: string;
  /** Gatsby's path prefix ("" at the root): the built pages' addresses start with it. */
  pathPrefix: string;
  /** The site's pre-paint script (src/pre-paint/initial-state.ts). */
  prePaintScript: string;
  /** CSS the site inlines in every page (the code themes). */
  inlineCss: string;
  /** The files of this build's browser bundles (src/gatsby/webpack.ts records them). */
  bundleFiles: ReadonlySet<string>;
}

const NOT_FOUND_PATH = "/404";

/**
 * A page's data with the links its HTML strings hold made the edition's
 * ("/docs/api/x" becomes "#/docs/api/x", a file's address relative), as the
 * announcement bar's are: a description of the OpenAPI description may link
 * to the site's pages, and the edition has no server to answer "/docs/...".
 */
export function withEditionLinks<T>(value: T): T {
  if (typeof value === "string") return (value.includes('href="/') ? hashEditionHtml(value) : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withEditionLinks(item)) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withEditionLinks(item as unknown)])) as T;
  return value;
}

/** Site path of a page-data file ("docs/overview/page-data.json" → "/docs/overview"), or null for other files. */
export function pagePathOfPageData(relative: string): string | null {
  const parts = relative.split(path.sep).join("/");
  const match = /^(.*)\/page-data\.json$/.exec(parts);
  if (!match || match[1] === "404.html" || match[1].startsWith("sq/")) return null;
  return match[1] === "index" ? "/" : `/${match[1]}`;
}

/** Files at the root that pages link to: the favicon, the OpenAPI description and the Postman collection made from it. */
const LINKED_ROOT_FILES = /^(favicon\.svg|openapi\.(ya?ml|json))$/;
const POSTMAN_COLLECTION = MACHINE_READABLE_FILES.postmanCollection.slice(1);

/**
 * Whether a file of the build belongs in the edition: this build's bundles
 * and stylesheet at the root (public/ keeps earlier builds' too, so
 * `bundleFiles` names this build's), and the files the pages link to (images, the
 * favicon, the OpenAPI description, the Postman collection). Not the pages,
 * page data, search index, Markdown twins, llms.txt or deploy files: the
 * edition has its own pages and search, and no server to name them to tools.
 */
export function isEditionAsset(relative: string, bundleFiles: ReadonlySet<string>): boolean {
  const file = relative.split(path.sep).join("/");
  if (/^[^/]+\.(js|css)$/.test(file)) return bundleFiles.has(file);
  if (/^(img|static)\//.test(file)) return true;
  return LINKED_ROOT_FILES.test(file) || file === POSTMAN_COLLECTION;
}

/** Site path of a JSON file pages read on demand (the "More" code samples), or null for other files. */
export function onDemandJsonPath(relative: string): string | null {
  const file = relative.split(path.sep).join("/");
  return new RegExp(`^${MORE_SAMPLES_FOLDER}/[^/]+\\.json$`).test(file) ? `/${file}` : null;
}

/** The built HTML of a site path, or null. */
function builtHtmlFile(publicDir: string, pagePath: string): string | null {
  const candidates =
    pagePath === "/"
      ? ["index.html"]
      : [`${pagePath.slice(1)}/index.html`, `${pagePath.slice(1)}.html`, pagePath === NOT_FOUND_PATH ? "404.html" : ""];
  return candidates.map((c) => path.join(publicDir, c)).find((file) => file !== publicDir && existsSync(file)) ?? null;
}

/**
 * The bundles a built page loads, in order, relative: "/webpack-runtime-1.js" → "webpack-runtime-1.js".
 * From Gatsby's script tags or the marks that replaced them (src/rendering/start-after-first-paint.ts).
 */
export function bundleScripts(html: string, pathPrefix: string): string[] {
  const bundles = bundlesOfBuiltPage(html);
  if (bundles.length === 0)
    throw new Error("The built home page starts no bundles (no <script src> tag of Gatsby's bundles, nor a mark that replaced one).");
  return bundles.map((src) => src.slice(pathPrefix.length).replace(/^\/+/, ""));
}

/**
 * The day the edition is built (UTC, "2026-11-28"): that of SOURCE_DATE_EPOCH when it is set (the reproducible
 * builds' convention for a build's date), else today.
 */
export function buildDay(env: NodeJS.ProcessEnv, now: Date = new Date()): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && epoch !== "") {
    if (!/^\d+$/.test(epoch)) throw new Error(`SOURCE_DATE_EPOCH must be a number of seconds since 1970 (it is "${epoch}").`);
    return new Date(Number(epoch) * 1000).toISOString().slice(0, 10);
  }
  return now.toISOString().slice(0, 10);
}

/** The offline edition's size where a static query's result carries it: `"offlineEdition":{"path":"…","size":"…"}`. */
const DOWNLOAD_SIZE_IN_JSON = /("offlineEdition":\{"path":"[^"]*","size":)"[^"]*"/g;

/** A static query's result (JSON text) with `size` as the offline edition's size, whatever it said. */
export const withDownloadSizeInJson = (json: string, size: string): string =>
  json.replace(DOWNLOAD_SIZE_IN_JSON, `$1${JSON.stringify(size)}`);

/** The stylesheet a built page inlines, by name ("styles.1a2b.css"). */
export function stylesheetOf(html: string, pathPrefix: string): string {
  const href = /<style data-href="([^"]+\.css)"/.exec(html)?.[1];
  if (!href) throw new Error("The built home page has no inlined stylesheet (<style data-href>).");
  return href.slice(pathPrefix.length).replace(/^\/+/, "");
}

async function listFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/**
 * Packages the production build in `publicDir` as the hash-routed edition:
 * Gatsby's bundles as they are, an index.html that starts them in hash mode,
 * and data scripts for every page (its page data and <head> text), every
 * static query, the JSON files pages read on demand, the route list, the
 * search documents and the pre-paint script. Returns the files; writing or zipping them is the caller's.
 */
export async function packageEdition(publicDir: string, settings: EditionSettings): Promise<EditionFiles> {
  const files: EditionFiles = new Map();
  const all = await listFiles(publicDir);

  for (const file of all.filter((f) => isEditionAsset(f, settings.bundleFiles)))
    files.set(file.split(path.sep).join("/"), await readFile(path.join(publicDir, file)));
  // A page opened from disk may not fetch them: they come as data scripts.
  for (const file of all) {
    const sitePath = onDemandJsonPath(file);
    if (sitePath === null) continue;
    const { key, file: script } = dataScripts.siteJson(sitePath);
    files.set(script, dataScriptSource(key, JSON.parse(await readFile(path.join(publicDir, file), "utf8")) as unknown));
  }

  const pages: EditionPage[] = [];
  const searchPages: SearchPage[] = [];
  // Pages show some of their data as HTML (descriptions of the OpenAPI description, with links written for the site).
  const pageDataDir = path.join(publicDir, "page-data");
  for (const file of (await listFiles(pageDataDir)).sort()) {
    const pagePath = pagePathOfPageData(file);
    if (pagePath === null) continue;
    const data = JSON.parse(await readFile(path.join(pageDataDir, file), "utf8")) as Omit<EditionPage, "head">;
    const htmlFile = builtHtmlFile(publicDir, pagePath);
    if (!htmlFile) throw new Error(`The build has page data for ${pagePath} but no HTML page.`);
    const html = await readFile(htmlFile, "utf8");
    const page: EditionPage = {
      path: pagePath,
      componentChunkName: data.componentChunkName,
      result: withEditionLinks(data.result),
      staticQueryHashes: data.staticQueryHashes,
      head: extractHead(html),
    };
    pages.push(page);
    const { key, file: script } = dataScripts.page(pagePath);
    files.set(script, dataScriptSource(key, page));
    const searchPage = pagePath === NOT_FOUND_PATH ? null : extractSearchPage(html, pagePath);
    if (searchPage) searchPages.push(searchPage);
  }
  if (!pages.some((p) => p.path === NOT_FOUND_PATH)) throw new Error(`The build has no ${NOT_FOUND_PATH} page.`);

  for (const hash of new Set(pages.flatMap((p) => p.staticQueryHashes))) {
    // The zip cannot show its own size. A result kept from the last build has that build's size written in: back to the placeholder.
    const json = withDownloadSizeInJson(
      await readFile(path.join(pageDataDir, "sq", "d", `${hash}.json`), "utf8"),
      DOWNLOAD_SIZE_PLACEHOLDER,
    );
    const result = withEditionLinks(JSON.parse(json) as unknown);
    const { key, file } = dataScripts.staticQuery(hash);
    files.set(file, dataScriptSource(key, result));
  }

  const routes: EditionRoutes = { paths: pages.map((p) => p.path), notFound: NOT_FOUND_PATH };
  files.set(dataScripts.routes.file, dataScriptSource(dataScripts.routes.key, routes));
  files.set(dataScripts.search.file, dataScriptSource(dataScripts.search.key, searchPages));
  files.set(dataScripts.prePaint.file, `${settings.prePaintScript}\n`);

  const home = await readFile(path.join(publicDir, "index.html"), "utf8");
  const homePage = pages.find((p) => p.path === "/");
  const shell: ShellInput = {
    lang: settings.lang,
    dir: settings.dir,
    defaultTheme: settings.defaultTheme,
    title: homePage?.head.title ?? "",
    description: homePage?.head.description ?? "",
    favicon: settings.favicon.replace(/^\/+/, ""),
    stylesheet: stylesheetOf(home, settings.pathPrefix),
    inlineCss: settings.inlineCss,
    scripts: bundleScripts(home, settings.pathPrefix),
    builtOn: buildDay(process.env),
  };
  for (const file of [shell.stylesheet, ...shell.scripts]) {
    if (!files.has(file))
      throw new Error(
        `The home page loads ${file}, which the build does not have: its HTML is from an earlier build (Gatsby keeps ` +
          "pages it thinks unchanged, even when a stylesheet's name changed). Run `npx gatsby clean`, then build again.",
      );
  }
  files.set("index.html", editionIndexHtml(shell));
  return files;
}
