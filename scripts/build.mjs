// `npm run build`: the production build (`gatsby build --prefix-paths`), made safe to run after a
// build that failed.
//
// Gatsby keeps its cache of nodes and query results from a build that failed part-way, but not the
// pages that build never wrote: after "edit, build, break a guide, build (fails), revert the edit,
// build (fails), fix the guide, build", the last build believed nothing had changed since the
// failed one and shipped pages of the reverted edit. So this script marks a build as running and
// clears the marker when it succeeds; finding the marker at start means the last build failed, and
// the cache is cleared first. A build then always publishes what the sources say. The marker lives
// outside .cache/, which Gatsby itself empties when its plugins change: a build that failed after
// that must still be followed by a clean one.
//
// Output is plain lines when it is not a terminal (CI, logs): Gatsby's interactive logger redraws
// its output there, printing the page table twice.
//
//   node scripts/build.mjs [extra gatsby build arguments]
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const site = process.cwd();
const marker = path.join(site, ".build-in-progress");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
if (!process.stdout.isTTY) env.GATSBY_LOGGER ??= "yurnalist";

const gatsby = (args) => spawnSync("npx", ["gatsby", ...args], { cwd: site, env, stdio: "inherit" }).status ?? 1;

if (existsSync(marker)) {
  console.info("The last build did not finish: clearing Gatsby's cache, so this build publishes exactly what the sources say.");
  if (gatsby(["clean"]) !== 0) process.exit(1);
}
writeFileSync(marker, `${new Date().toISOString()}\n`);
const status = gatsby(["build", "--prefix-paths", ...process.argv.slice(2)]);
if (status === 0) rmSync(marker, { force: true });
process.exit(status);
