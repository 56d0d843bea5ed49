// Runs `gatsby develop` (through scripts/develop.mjs, as `npm run develop` does) in a throwaway copy of the site, for the develop-mode browser tests
// (playwright.develop.config.ts): the tests can edit the copy's sources while it runs, and the
// working tree's .cache/ and public/ (the production build) stay untouched.
//
//   node scripts/develop-copy.mjs <port> <copy directory>
import { spawn } from "node:child_process";
import { createWriteStream, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copySite } from "./lib/site-copy.mjs";

const [port = "8300", target] = process.argv.slice(2);
if (!target) {
  console.error("Usage: node scripts/develop-copy.mjs <port> <copy directory>");
  process.exit(2);
}
/** The file in the copy that holds everything `gatsby develop` printed. */
const DEVELOP_LOG = "develop.log";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
copySite(ROOT, target);

// Same process group as this script: Playwright stops its web server by signalling that group, which
// then takes gatsby and its workers too. This script removes the copy once gatsby has exited.
// Its output also goes to DEVELOP_LOG in the copy, for tests that check what an author is told, and
// is verbose: a failed test attaches the part printed while it ran (e2e-develop/develop-test.ts), and
// Gatsby's state transitions and webpack's file events say why a preview did not update.
// DEVELOP_KEEP=1 keeps the copy after the run, to read the whole log.
const log = createWriteStream(path.join(target, DEVELOP_LOG));
const develop = spawn("node", ["scripts/develop.mjs", "--host", "127.0.0.1", "--port", port, "--verbose"], {
  cwd: target,
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_LOGGER: "yurnalist" },
  stdio: ["ignore", "pipe", "pipe"],
});
for (const stream of [develop.stdout, develop.stderr]) {
  stream.pipe(log, { end: false });
  stream.pipe(process.stdout);
}
// Playwright stops the web server with SIGTERM (gracefulShutdown in playwright.develop.config.ts):
// once gatsby has exited, nothing writes to the copy any more and it can go.
let stopping = false;
process.on("SIGTERM", () => {
  stopping = true;
  develop.kill("SIGTERM");
});
develop.on("exit", (code) => {
  if (!stopping) process.exit(code ?? 1);
  if (!process.env.DEVELOP_KEEP) rmSync(target, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  process.exit(0);
});
