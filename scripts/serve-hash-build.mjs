// Builds the site with `site.router: "hash"` in a copy of the repository and serves the result
// (the hash-routed edition) through nginx from a sub-folder, /manuals/postcodes-io/, with
// deploy/nginx/hash-edition.conf. Used by the Playwright `hash-nginx` project; also handy to try
// a hash-routed deploy locally.
//
//   node scripts/serve-hash-build.mjs PORT
//
// Outside CI, the last such build is reused while it is newer than public/ (the last ordinary
// build), so running the browser tests again does not build again.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSite, copySite } from "./lib/site-copy.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = process.argv[2] ?? "9300";
const KEPT = path.join(tmpdir(), `postcodes-docs-hash-build-${createHash("sha1").update(ROOT).digest("hex").slice(0, 8)}`);
const PUBLIC = path.join(KEPT, "public");

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const fresh = !process.env.CI && mtime(path.join(KEPT, "built")) > mtime(path.join(ROOT, "public", "index.html"));

if (!fresh) {
  const site = copySite(ROOT);
  try {
    const configFile = path.join(site, "site.config.ts");
    const config = readFileSync(configFile, "utf8");
    if (!config.includes('router: "browser"')) throw new Error('site.config.ts has no `router: "browser"` to switch to "hash".');
    writeFileSync(configFile, config.replace('router: "browser"', 'router: "hash"'));
    console.info(`Building a copy of the site with router: "hash" in ${site} ...`);
    const run = await buildSite(site, { label: 'The build with router: "hash"' });
    console.info(`Built in ${(run.ms / 1000).toFixed(1)} s.`);
    rmSync(KEPT, { recursive: true, force: true });
    mkdirSync(KEPT, { recursive: true });
    cpSync(path.join(site, "public"), PUBLIC, { recursive: true });
    writeFileSync(path.join(KEPT, "built"), new Date().toISOString());
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

const nginx = spawn("bash", [path.join(ROOT, "scripts/nginx-serve.sh"), PORT], {
  stdio: "inherit",
  env: { ...process.env, SITE_PUBLIC: PUBLIC, NGINX_SITE: path.join(ROOT, "deploy/nginx/hash-edition.conf") },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => nginx.kill(signal));
nginx.on("exit", (code) => process.exit(code ?? 0));
