// Serves the hash-routed edition (a build with `site.router: "hash"`) through nginx from a
// sub-folder, /manuals/postcodes-io/, with deploy/nginx/hash-edition.conf. Used by the Playwright
// `hash-nginx` project; also handy to try a hash-routed deploy locally.
//
//   node scripts/serve-hash-build.mjs PORT
//
// The edition is built first (scripts/lib/hash-edition-build.mjs) unless the kept one is newer than
// public/ (the last ordinary build): the test command builds it beside the other builds
// (scripts/build-hash-edition.mjs), so the browser tests do not wait for it.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildHashEdition, hashEditionFolder, hashEditionIsFresh } from "./lib/hash-edition-build.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = process.argv[2] ?? "9300";

if (hashEditionIsFresh(ROOT)) console.info(`Serving the hash edition built before, kept in ${hashEditionFolder(ROOT)}.`);
else await buildHashEdition(ROOT);

const nginx = spawn("bash", [path.join(ROOT, "scripts/nginx-serve.sh"), PORT], {
  stdio: "inherit",
  env: {
    ...process.env,
    SITE_PUBLIC: path.join(hashEditionFolder(ROOT), "public"),
    NGINX_SITE: path.join(ROOT, "deploy/nginx/hash-edition.conf"),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => nginx.kill(signal));
nginx.on("exit", (code) => process.exit(code ?? 0));
