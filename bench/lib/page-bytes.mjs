// What a page costs to load: the JavaScript it runs at start, raw and gzipped, read from a build.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

const htmlFile = (publicDir, pagePath) => path.join(publicDir, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);
const pageDataFile = (publicDir, pagePath) =>
  path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath.slice(1), "page-data.json");

/**
 * The scripts a built page runs at start: the bundles its HTML starts
 * (webpack runtime, React, Gatsby's app bundle) and the chunks of its page
 * component (from page-data.json and webpack.stats.json), each with raw and
 * gzip bytes. Chunks loaded later on demand (the search dialog) are not
 * counted.
 */
export function initialScripts(publicDir, pagePath) {
  const html = readFileSync(htmlFile(publicDir, pagePath), "utf8");
  // Gatsby's <script src> tags, or the bundles the page's inline script starts after its first paint: named by
  // preload links (builds of 2026-11-27 and 28) or by inert marks (since).
  const tags = [
    ...html.matchAll(
      /<script[^>]+src="([^"]+)"|<link rel="preload" as="script" href="([^"]+)"[^>]*data-start-script|<template data-start-script="([^"]+)"/g,
    ),
  ]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .filter((src) => src.endsWith(".js"));
  // The base URL (path prefix) the bundles are served under: "" at the root.
  const prefix = (tags.find((src) => /\/app-[^/]+\.js$/.test(src)) ?? "/app.js").replace(/\/[^/]*$/, "");
  const { componentChunkName } = JSON.parse(readFileSync(pageDataFile(publicDir, pagePath), "utf8"));
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const group = stats.namedChunkGroups[componentChunkName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${componentChunkName} (page ${pagePath}).`);
  const chunks = group.assets.map((a) => `${prefix}/${a.name}`).filter((name) => name.endsWith(".js"));
  return [...new Set([...tags, ...chunks])].map((src) => {
    const file = path.join(publicDir, src.slice(prefix.length).replace(/^\//, ""));
    if (!existsSync(file)) throw new Error(`${pagePath} loads ${src}, which the build does not have.`);
    const bytes = readFileSync(file);
    return { src, raw: bytes.length, gzip: gz(bytes) };
  });
}

/** Total gzip bytes of a page's initial scripts. */
export const initialScriptGzip = (publicDir, pagePath) => initialScripts(publicDir, pagePath).reduce((sum, s) => sum + s.gzip, 0);

/** Gzip bytes of the data a page loads at start: its page-data.json and the static-query results it uses. */
export function pageDataGzip(publicDir, pagePath) {
  const pageData = readFileSync(pageDataFile(publicDir, pagePath));
  const { staticQueryHashes = [] } = JSON.parse(pageData.toString("utf8"));
  const queries = staticQueryHashes.map((hash) => readFileSync(path.join(publicDir, "page-data", "sq", "d", `${hash}.json`)));
  return [pageData, ...queries].reduce((sum, buffer) => sum + gz(buffer), 0);
}

/**
 * The scripts of a chunk loaded on demand (a webpackChunkName, such as "api-console"), with raw
 * and gzip bytes. Chunks it shares with the page (React, Gatsby's runtime) are not in its group.
 */
export function chunkGroupScripts(publicDir, chunkName) {
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const group = stats.namedChunkGroups[chunkName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${chunkName}.`);
  return group.assets
    .map((a) => a.name)
    .filter((name) => name.endsWith(".js"))
    .map((name) => {
      const bytes = readFileSync(path.join(publicDir, name));
      return { src: name, raw: bytes.length, gzip: gz(bytes) };
    });
}

/** Total gzip bytes of a chunk loaded on demand. */
export const chunkGroupGzip = (publicDir, chunkName) => chunkGroupScripts(publicDir, chunkName).reduce((sum, s) => sum + s.gzip, 0);
