// `npm run bench:search`: what site search costs. Builds a copy of the site, serves it through nginx
// (gzip, as deployed) and measures in Chromium: the index on disk, the bytes a reader fetches for a
// first query (the search engine's chunk and the search documents, public/search-index.json) and the
// time from the last keystroke to results shown, cold and warm. Then builds a second copy without the navbar's search
// item and without the search button's code, and compares the initial JavaScript of a guide: search may add at most 2 KB gzip to it.
//
//   npm run bench:search
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { buildSite, copySite } from "../scripts/lib/site-copy.mjs";
import { initialScriptGzip } from "./lib/page-bytes.mjs";
import { serveWithNginx } from "./lib/serve.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.BENCH_PORT ?? 9510);
const GUIDE = "/docs/overview";
const GROWTH_BUDGET = 2 * 1024;
const SEARCH_ITEM = '{ type: "search", position: "right" },';

for (const script of ["ensure-chromium.sh", "ensure-nginx.sh"])
  execFileSync("bash", [path.join(ROOT, "scripts", script)], { stdio: "inherit" });

async function buildCopy(edit) {
  const site = copySite(ROOT);
  if (edit) edit(site);
  await buildSite(site);
  return site;
}

/** The search index on disk, raw and as gzip would send it. */
function indexSize(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

/** Opens search on a guide, types `query` and waits for results; returns the time and the bytes it took. */
async function measureQuery(page, query, requests) {
  const box = page.getByRole("combobox", { name: "Search guides and the API reference" });
  const before = requests.length;
  await box.fill(query.slice(0, -1));
  const start = await page.evaluate(() => performance.now());
  await box.press(query.at(-1));
  await page.getByRole("option").first().waitFor();
  // Let the status update with the final query, then read the clock in the page.
  await page.getByRole("status").filter({ hasText: query }).waitFor();
  const elapsed = (await page.evaluate(() => performance.now())) - start;
  await page.waitForLoadState("networkidle");
  const fetched = requests.slice(before);
  return { ms: Math.round(elapsed), bytes: fetched.reduce((sum, r) => sum + r.bytes, 0), requests: fetched.length };
}

const results = { date: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}` };
const withSearch = await buildCopy();
try {
  results.index = indexSize(path.join(withSearch, "public/search-index.json"));
  const server = await serveWithNginx(withSearch, PORT);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}${GUIDE}`, { waitUntil: "networkidle" });
    await page
      .getByRole("button", { name: /Switch between dark and light mode/ })
      .first()
      .waitFor();
    const requests = [];
    page.on("requestfinished", async (request) => {
      const sizes = await request.sizes().catch(() => null);
      if (sizes) requests.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
    });
    await page.getByRole("button", { name: "Search" }).click();
    results.coldQuery = await measureQuery(page, "postcode", requests);
    results.coldQuery.files = requests.map((r) => `${new URL(r.url).pathname} ${r.bytes}`);
    results.warmQuery = await measureQuery(page, "terminated", requests);
  } finally {
    await browser.close();
    await server.stop();
  }
  results.guideInitialJsWithSearch = initialScriptGzip(path.join(withSearch, "public"), GUIDE);
} finally {
  rmSync(withSearch, { recursive: true, force: true });
}

const withoutSearch = await buildCopy((site) => {
  const config = path.join(site, "site.config.ts");
  const text = readFileSync(config, "utf8");
  if (!text.includes(SEARCH_ITEM)) throw new Error(`site.config.ts has no navbar item ${SEARCH_ITEM}: update bench/search.mjs.`);
  writeFileSync(config, text.replace(SEARCH_ITEM, ""));
  // And no search code at all: the navbar's search button (with its shortcuts and the loader of the
  // search dialog's chunk) becomes an empty component.
  writeFileSync(path.join(site, "src/search/NavbarSearch/index.tsx"), "export function NavbarSearch() {\n  return null;\n}\n");
});
try {
  results.guideInitialJsWithoutSearch = initialScriptGzip(path.join(withoutSearch, "public"), GUIDE);
} finally {
  rmSync(withoutSearch, { recursive: true, force: true });
}
results.guideInitialJsGrowth = results.guideInitialJsWithSearch - results.guideInitialJsWithoutSearch;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.table({
  "index on disk": { value: `${kb(results.index.raw)} (${kb(results.index.gzip)} gzip)` },
  "first query: bytes fetched": { value: `${kb(results.coldQuery.bytes)} in ${results.coldQuery.requests} requests` },
  "first query: keystroke to results": { value: `${results.coldQuery.ms} ms` },
  "next query: bytes fetched": { value: `${kb(results.warmQuery.bytes)} in ${results.warmQuery.requests} requests` },
  "next query: keystroke to results": { value: `${results.warmQuery.ms} ms` },
  [`initial JS of ${GUIDE}, with search`]: { value: kb(results.guideInitialJsWithSearch) },
  [`initial JS of ${GUIDE}, without search`]: { value: kb(results.guideInitialJsWithoutSearch) },
  "growth with search": { value: `${results.guideInitialJsGrowth} bytes (budget ${GROWTH_BUDGET})` },
});
console.log("First query fetched:\n  " + results.coldQuery.files.join("\n  "));
mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
writeFileSync(path.join(ROOT, "bench/results/search.json"), `${JSON.stringify(results, null, 2)}\n`);

if (results.guideInitialJsGrowth > GROWTH_BUDGET) {
  console.error(
    `FAIL: search adds ${results.guideInitialJsGrowth} bytes (gzip) to a guide's initial JavaScript; the budget is ${GROWTH_BUDGET}.`,
  );
  process.exit(1);
}
console.log(`OK: search adds ${results.guideInitialJsGrowth} bytes (gzip) to a guide's initial JavaScript.`);
