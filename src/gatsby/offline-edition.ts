import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import siteConfig from "../../site.config";
import type { BuiltSite } from "../build-checks/check-built-site";
import { createCodeThemeCss } from "../code/prism-theme-css";
import { type EditionFiles, type EditionSettings, packageEdition, withDownloadSizeInJson } from "../hash-edition/package/package-edition";
import { EDITION_ZIP_PATH, formatDownloadSize, zipEdition } from "../hash-edition/package/zip-edition";
import { createPrePaintScript } from "../pre-paint/initial-state";
import { isSearchShortcut } from "../search/search-shortcuts";
import { createPrePaintInput } from "../pre-paint/pre-paint-input";
import { BUNDLE_FILES_RECORD } from "./webpack";

/** The edition's settings, from the site configuration and what the build recorded. */
export async function editionSettings(siteDirectory: string): Promise<EditionSettings> {
  const { site, locale, colorMode } = siteConfig;
  const bundleFiles = JSON.parse(await readFile(path.join(siteDirectory, BUNDLE_FILES_RECORD), "utf8")) as string[];
  return {
    bundleFiles: new Set(bundleFiles),
    lang: locale.htmlLang,
    dir: locale.direction,
    defaultTheme: colorMode.defaultMode,
    favicon: site.favicon,
    pathPrefix: site.baseUrl === "/" ? "" : site.baseUrl.replace(/\/$/, ""),
    prePaintScript: createPrePaintScript(createPrePaintInput(siteConfig), isSearchShortcut),
    inlineCss: createCodeThemeCss(),
  };
}

/**
 * Writes the zip's size into the finished pages and the navbar's static-query
 * result, where the "Download for offline use" link shows it. The zip holds
 * the site's bundles, so its size is known only after them; the size is data
 * (site metadata in a static query, see src/navbar/use-navigation-data.ts),
 * never part of a bundle, so patching it changes no bundle. Matches the value
 * whatever it was, so an incremental build that kept old files updates them.
 */
export async function writeDownloadSize(publicDir: string, size: string): Promise<number> {
  const html = /(<span data-offline-edition-size(?:="")?>)[^<]*(<\/span>)/g;
  const targets = (await readdir(publicDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => file.endsWith(".html") || /^page-data[\\/]sq[\\/]d[\\/][^\\/]+\.json$/.test(file));
  let showing = 0;
  for (const file of targets) {
    const full = path.join(publicDir, file);
    const before = await readFile(full, "utf8");
    const after = withDownloadSizeInJson(before.replace(html, `$1 (${size})$2`), size);
    if (after !== before) await writeFile(full, after);
    if (after.includes("data-offline-edition-size") || after.includes('"offlineEdition":')) showing++;
  }
  return showing;
}

async function writeFiles(dir: string, files: EditionFiles): Promise<void> {
  for (const [name, content] of files) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/**
 * With `router: "browser"`: the hash-routed edition, zipped, in
 * public/downloads/, and its size on the pages that link to it. Returns a
 * summary for the build log.
 */
export async function writeOfflineDownload(siteDirectory: string): Promise<string> {
  const publicDir = path.join(siteDirectory, "public");
  const zip = zipEdition(await packageEdition(publicDir, await editionSettings(siteDirectory)));
  const file = path.join(publicDir, EDITION_ZIP_PATH);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, zip);
  const size = formatDownloadSize(zip.length);
  const pages = await writeDownloadSize(publicDir, size);
  return `${EDITION_ZIP_PATH}, ${size} (${zip.length} bytes), its size shown in ${pages} files`;
}

/**
 * With `router: "hash"`: replaces the build in public/ with the
 * hash-routed edition, files only, for any folder of any static host. Returns
 * the edition as a built site, for the deploy files.
 */
export async function replaceWithHashEdition(siteDirectory: string): Promise<BuiltSite> {
  const publicDir = path.join(siteDirectory, "public");
  const files = await packageEdition(publicDir, await editionSettings(siteDirectory));
  for (const entry of await readdir(publicDir)) await rm(path.join(publicDir, entry), { recursive: true, force: true });
  await writeFiles(publicDir, files);
  const index = files.get("index.html");
  return {
    files: new Set([...files.keys()].map((name) => `/${name}`)),
    pages: new Map([["/", typeof index === "string" ? index : ""]]),
  };
}
