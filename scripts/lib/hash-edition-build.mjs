// The `router: "hash"` edition built for the browser tests (the `hash-nginx` Playwright project):
// a copy of the site with `router: "hash"` in site.config.ts, built, its public/ kept in a folder of
// the system's temporary directory named after the repository's path.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite, copySite } from "./site-copy.mjs";

/** Where the hash edition of the repository at `root` is kept: `<folder>/public`, and `<folder>/built` when it was made. */
export function hashEditionFolder(root) {
  return path.join(tmpdir(), `postcodes-docs-hash-build-${createHash("sha1").update(root).digest("hex").slice(0, 8)}`);
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** True when the kept hash edition was built after the last ordinary build (public/) of `root`. */
export function hashEditionIsFresh(root) {
  return mtime(path.join(hashEditionFolder(root), "built")) > mtime(path.join(root, "public", "index.html"));
}

/** Builds the hash edition of `root` in a copy of the site and keeps its public/; returns the build's seconds. */
export async function buildHashEdition(root) {
  const kept = hashEditionFolder(root);
  const site = copySite(root);
  try {
    const configFile = path.join(site, "site.config.ts");
    const config = readFileSync(configFile, "utf8");
    if (!config.includes('router: "browser"')) throw new Error('site.config.ts has no `router: "browser"` to switch to "hash".');
    writeFileSync(configFile, config.replace('router: "browser"', 'router: "hash"'));
    console.info(`Building a copy of the site with router: "hash" in ${site} ...`);
    const run = await buildSite(site, { label: 'The build with router: "hash"' });
    rmSync(kept, { recursive: true, force: true });
    mkdirSync(kept, { recursive: true });
    cpSync(path.join(site, "public"), path.join(kept, "public"), { recursive: true });
    writeFileSync(path.join(kept, "built"), new Date().toISOString());
    console.info(`Built in ${(run.ms / 1000).toFixed(1)} s, kept in ${kept}.`);
    return run.ms / 1000;
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}
