// Benchmark (not a test): builds the API reference from GitHub's REST description (about a thousand
// operations, npm @octokit/openapi) and reports build time, peak memory, page count, page weight and
// the JavaScript of an endpoint page, which must not grow with the number of operations.
//
//   node bench/api-scale.mjs
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { initialScriptGzip, pageDataGzip } from "./lib/page-bytes.mjs";
import { buildSite, copySite } from "../scripts/lib/site-copy.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OCTOKIT = "@octokit/openapi@23.0.2";
const CACHE = path.join(ROOT, "bench/.cache");
const RESULTS = path.join(ROOT, "bench/results");
/** An endpoint page may load at most this much more JS (gzip) with GitHub's API than with ours. */
const JS_GROWTH_ALLOWANCE = 512;

function githubSpec() {
  const spec = path.join(CACHE, "package/generated/api.github.com.json");
  if (!existsSync(spec)) {
    mkdirSync(CACHE, { recursive: true });
    console.log(`Fetching ${OCTOKIT} from the npm registry...`);
    const tarball = execFileSync("npm", ["pack", OCTOKIT, "--silent"], { cwd: CACHE, encoding: "utf8" }).trim().split("\n").pop();
    execFileSync("tar", ["-xzf", tarball, "package/generated/api.github.com.json"], { cwd: CACHE });
    rmSync(path.join(CACHE, tarball));
  }
  return spec;
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "page-data" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

async function build(spec) {
  const site = copySite(ROOT);
  const run = await buildSite(site, {
    env: spec ? { OPENAPI_SPEC: spec } : {},
    label: `The build ${spec ? `with ${spec}` : "of our site"}`,
  });
  const publicDir = path.join(site, "public");
  const pages = htmlFiles(publicDir);
  const apiPages = pages.filter((f) => f.includes(`${path.sep}docs${path.sep}api${path.sep}`));
  const sizes = apiPages.map((f) => statSync(f).size).sort((a, b) => a - b);
  return {
    site,
    publicDir,
    run,
    pageCount: pages.length,
    apiPageCount: apiPages.length,
    medianApiHtml: sizes[Math.floor(sizes.length / 2)],
    maxApiHtml: sizes.at(-1),
  };
}

const spec = githubSpec();
console.log("Building our own site (for comparison)...");
const own = await build(null);
console.log("Building the API reference from GitHub's REST description...");
const github = await build(spec);

const endpointJs = (result, slug) => initialScriptGzip(result.publicDir, `/docs/api/${slug}`);
const ownJs = endpointJs(own, "lookup-postcode");
const githubJs = endpointJs(github, "repos-get");
const ownData = pageDataGzip(own.publicDir, "/docs/api/lookup-postcode");
const githubData = pageDataGzip(github.publicDir, "/docs/api/repos-get");

const results = {
  date: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, node ${process.version}`,
  ours: {
    buildSeconds: own.run.ms / 1000,
    peakMemoryMiB: own.run.peakMiB,
    pages: own.pageCount,
    endpointPageJsGzip: ownJs,
    endpointPageDataGzip: ownData,
  },
  github: {
    spec: `${OCTOKIT} api.github.com.json`,
    buildSeconds: github.run.ms / 1000,
    peakMemoryMiB: github.run.peakMiB,
    pages: github.pageCount,
    apiPages: github.apiPageCount,
    medianApiPageHtmlBytes: github.medianApiHtml,
    largestApiPageHtmlBytes: github.maxApiHtml,
    endpointPageJsGzip: githubJs,
    endpointPageDataGzip: githubData,
  },
};
mkdirSync(RESULTS, { recursive: true });
writeFileSync(path.join(RESULTS, "api-scale.json"), `${JSON.stringify(results, null, 2)}\n`);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.table({
  "our API (19 operations)": {
    "build (s)": results.ours.buildSeconds.toFixed(0),
    "peak memory (MiB)": results.ours.peakMemoryMiB,
    pages: results.ours.pages,
    "endpoint page JS (gzip)": kb(ownJs),
    "endpoint page data (gzip)": kb(ownData),
  },
  "GitHub REST API": {
    "build (s)": results.github.buildSeconds.toFixed(0),
    "peak memory (MiB)": results.github.peakMemoryMiB,
    pages: results.github.pages,
    "endpoint page JS (gzip)": kb(githubJs),
    "endpoint page data (gzip)": kb(githubData),
  },
});
console.log(`GitHub API pages: ${github.apiPageCount}; HTML median ${kb(github.medianApiHtml)}, largest ${kb(github.maxApiHtml)}.`);
rmSync(own.site, { recursive: true, force: true });
rmSync(github.site, { recursive: true, force: true });

if (githubJs > ownJs + JS_GROWTH_ALLOWANCE) {
  console.error(
    `FAIL: an endpoint page loads ${kb(githubJs - ownJs)} more JavaScript with ${github.apiPageCount} API pages than with ours.`,
  );
  process.exit(1);
}
console.log("OK: an endpoint page's JavaScript does not grow with the number of operations.");
