// Gatsby 5 writes a page's HTML again only when the page's data or its template changed. After an
// edit to a stylesheet shared by every page (a CSS module of the layout, global.css), an incremental
// build gives the pages of the changed templates the new `styles.<hash>.css` and keeps the others'
// HTML, which still links the previous build's stylesheet: the file stays in public/, so nothing
// fails, and those pages show the old styles. scripts/build.mjs checks every build with this.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const STYLESHEET = /styles\.[0-9a-f]+\.css/g;

/** The stylesheets of the build in `publicDir` (webpack's app chunk group), or null when it has no webpack.stats.json. */
export function currentStylesheets(publicDir) {
  let stats;
  try {
    stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  } catch {
    return null;
  }
  const assets = stats.namedChunkGroups?.app?.assets ?? [];
  return assets.map((asset) => (typeof asset === "string" ? asset : asset.name)).filter((name) => name.endsWith(".css"));
}

/** Each HTML file of `publicDir` (its path inside) that links a `styles.<hash>.css` not in `current`, with what it links. */
export function pagesWithStaleStylesheets(publicDir, current) {
  const stale = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith(".html")) {
        const linked = [...new Set(readFileSync(file, "utf8").match(STYLESHEET) ?? [])].filter((name) => !current.includes(name));
        if (linked.length > 0) stale.push({ page: path.relative(publicDir, file), linked });
      }
    }
  };
  visit(publicDir);
  return stale.sort((a, b) => a.page.localeCompare(b.page));
}
