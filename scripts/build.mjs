// `npm run build`: the production build (`gatsby build --prefix-paths`), always from a clean cache.
//
// Gatsby's cache of nodes and query results goes stale in ways it does not notice, and each shipped
// pages that the sources no longer said:
// - after a build that failed part-way, the next believed nothing had changed since it, and shipped
//   pages of an edit that had been reverted in between;
// - a page whose data and template did not change kept its HTML when a stylesheet shared by every
//   page changed, linking the last build's stylesheet;
// - a change to code the build's GraphQL resolvers run (the highlighter, say) left every query
//   result as the last build made it: code samples kept a blank line doubled that the code no
//   longer doubled.
// Each was guarded on its own until the third; the next would have been a fourth. So the cache and
// the last build's pages are deleted first, and a build publishes exactly what the sources say. It
// costs a local build some 33 s (98 s against 65 s from a warm cache, medians of 3 paired runs on a
// 2-core machine, 2026-11-28); `npm run develop` is where authors iterate, and CI builds clean anyway.
//
// Output is plain lines when it is not a terminal (CI, logs): Gatsby's interactive logger redraws
// its output there, printing the page table twice.
//
//   node scripts/build.mjs [extra gatsby build arguments]
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const site = process.cwd();
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

// What `gatsby clean` deletes here (its babel-loader and terser caches are not used by Gatsby 5), without starting
// Gatsby's CLI for it.
for (const dir of [".cache", "public"]) rmSync(path.join(site, dir), { recursive: true, force: true });
process.exit(gatsby(["build", "--prefix-paths", ...process.argv.slice(2)]));
