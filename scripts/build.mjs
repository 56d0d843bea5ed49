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
// Gatsby also keeps the HTML of pages whose data and template did not change when a stylesheet
// shared by every page changed: they would link the last build's stylesheet. Such a build is made
// again from a clean cache (lib/stale-stylesheets.mjs).
//
// Output is plain lines when it is not a terminal (CI, logs): Gatsby's interactive logger redraws
// its output there, printing the page table twice.
//
//   node scripts/build.mjs [extra gatsby build arguments]
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { currentStylesheets, pagesWithStaleStylesheets } from "./lib/stale-stylesheets.mjs";

const site = process.cwd();
const marker = path.join(site, ".build-in-progress");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
// No Gatsby adapter, on Netlify too. Gatsby 5 picks gatsby-adapter-netlify by itself wherever NETLIFY
// or NETLIFY_LOCAL is set (node_modules/gatsby/adapters.js) and has no switch to turn it off; after
// onPostBuild the adapter appends its own rules to public/_headers (Gatsby's default security
// headers on every page: Referrer-Policy same-origin beside ours, X-Frame-Options and the cache
// headers again) and, with trailingSlash "never", moves every page from docs/x/index.html to
// docs/x.html. Without these two variables the build Netlify runs is the one the tests check.
delete env.NETLIFY;
delete env.NETLIFY_LOCAL;
if (!process.stdout.isTTY) env.GATSBY_LOGGER ??= "yurnalist";

const gatsby = (args) => spawnSync("npx", ["gatsby", ...args], { cwd: site, env, stdio: "inherit" }).status ?? 1;

const clean = () => {
  // What `gatsby clean` deletes here (its babel-loader and terser caches are not used by Gatsby 5), without
  // starting Gatsby's CLI for it: a few seconds less before every build after a failed one.
  for (const dir of [".cache", "public"]) rmSync(path.join(site, dir), { recursive: true, force: true });
};
const build = () => gatsby(["build", "--prefix-paths", ...process.argv.slice(2)]);
/** This build's stylesheets, and the pages Gatsby kept from the last build that link another (see lib/stale-stylesheets.mjs). */
const stylesheets = () => {
  const publicDir = path.join(site, "public");
  const current = currentStylesheets(publicDir) ?? [];
  return { current, stale: current.length === 0 ? [] : pagesWithStaleStylesheets(publicDir, current) };
};

if (existsSync(marker)) {
  console.info("The last build did not finish: clearing Gatsby's cache, so this build publishes exactly what the sources say.");
  clean();
}
writeFileSync(marker, `${new Date().toISOString()}\n`);
let status = build();
// Looked for after a failed build too: the offline edition's packager, after Gatsby wrote the pages, stops on a page
// that links a stylesheet the build does not have, before this script could look.
let { current, stale } = stylesheets();
if (stale.length > 0) {
  console.info(
    `${status === 0 ? "" : "The build stopped, and "}Gatsby kept the HTML of ${stale.length} page${stale.length === 1 ? "" : "s"} from the last build (${stale[0].page}${stale.length > 1 ? " and others" : ""}), ` +
      `linking its stylesheet ${stale[0].linked.join(", ")} instead of this build's ${current.join(", ")}: a stylesheet changed, ` +
      "and Gatsby writes a page again only when its data or template changed. Building again from a clean cache.",
  );
  clean();
  status = build();
  ({ stale } = stylesheets());
  if (stale.length > 0) {
    console.error(`After a clean build, ${stale.map((p) => p.page).join(", ")} still link a stylesheet this build does not make.`);
    status = 1;
  }
}
if (status === 0) rmSync(marker, { force: true });
process.exit(status);
