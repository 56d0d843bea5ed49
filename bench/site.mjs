// `npm run bench`: the production site's speed and weight against the budgets in bench/budgets.json.
// Builds a copy of the site (full build, then an incremental rebuild after editing one guide),
// serves it through nginx with the deploy configuration (gzip, headers), runs Lighthouse in mobile
// mode on each budgeted page and counts the bytes each page transfers. Also weighs the API console:
// its chunk, the chunk of the sample generators it loads, the answer check's chunk and its time on the largest answers, and what it adds to an endpoint page's initial JavaScript against a third build whose
// Try it section is empty; and the results map's chunk. Prints a table; exits 1 when a budget is missed. Not part of the test command: figures vary with the machine.
//
//   npm run bench                 (3 Lighthouse runs per page)
//   BENCH_RUNS=5 npm run bench
//   BENCH_PAGES=/,/docs/api/lookup-postcode npm run bench     (only those budgeted pages in Lighthouse)
//   npm run bench -- --baseline c2e1400                        (side by side with that commit: bench/lib/baseline.mjs)
//   npm run bench -- --baseline c2e1400 --baseline d9848af     (with two, in one run: the first decides)
//
// Lighthouse is version 13, run under Node 22 from bench/lighthouse/ (bench/lib/lighthouse.mjs).
import { execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSite, copySite } from "../scripts/lib/site-copy.mjs";
import { answerCheckCost } from "./lib/answer-check-cost.mjs";
import { compareWithBaseline } from "./lib/baseline.mjs";
import { pageBudgetChecks, parseBenchArgs, selectPages } from "./lib/compare.mjs";
import { lighthousePages } from "./lib/lighthouse.mjs";
import { chunkGroupGzip, chunkGroupScripts, initialScriptGzip, initialScripts } from "./lib/page-bytes.mjs";
import { serveWithNginx } from "./lib/serve.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const budgets = JSON.parse(readFileSync(path.join(ROOT, "bench/budgets.json"), "utf8"));
const args = parseBenchArgs(process.argv.slice(2), process.env);
const RUNS = args.runs;
const PAGES = selectPages(budgets.pages, args.pages);
const PORT = Number(process.env.BENCH_PORT ?? 9500);
const EDITED_GUIDE = "content/docs/overview.mdx";

for (const script of ["ensure-chromium.sh", "ensure-nginx.sh"])
  execFileSync("bash", [path.join(ROOT, "scripts", script)], { stdio: "inherit" });

if (args.baselines.length > 0) {
  process.exit(await compareWithBaseline({ root: ROOT, budgets, pages: PAGES, runs: RUNS, baselines: args.baselines, port: PORT }));
}

/** The offline edition's zip size and what packaging it took, from a build's log (src/gatsby/post-build.ts). */
function offlineEditionFigures(site, output) {
  // Gatsby wraps long log lines.
  const seconds = /Offline edition:[\s\S]*?,\s+in\s+([\d.]+)\s+s\./.exec(output)?.[1];
  if (seconds === undefined) throw new Error("The build log has no line on the offline edition.");
  return { zipBytes: statSync(path.join(site, "public/downloads/postcodes-io-docs.zip")).size, buildSeconds: Number(seconds) };
}

async function build(site, label) {
  const run = await buildSite(site, { label });
  console.log(`${label}: ${(run.ms / 1000).toFixed(1)} s, peak memory ${run.peakMiB} MiB`);
  return run;
}

const site = copySite(ROOT, undefined, { hardLinkedModules: true });
const results = { date: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}`, runs: RUNS };
try {
  console.log(`Building a copy of the site in ${site} ...`);
  const full = await build(site, "Full build");
  results.build = { fullSeconds: full.ms / 1000, peakMemoryMiB: full.peakMiB };
  results.offlineEdition = offlineEditionFigures(site, full.output);

  const consoleBudget = budgets.apiConsole;
  results.apiConsole = {
    chunkGzip: chunkGroupGzip(path.join(site, "public"), consoleBudget.chunk),
    generatorsGzip: chunkGroupGzip(path.join(site, "public"), consoleBudget.generatorsChunk),
    pageInitialJsGzip: initialScriptGzip(path.join(site, "public"), consoleBudget.page),
    answerCheckGzip: chunkGroupGzip(path.join(site, "public"), consoleBudget.answerCheckChunk),
    answerCheckCost: answerCheckCost(site, path.join(site, "public")),
  };

  const mapBudget = budgets.resultsMap;
  const mapScripts = chunkGroupScripts(path.join(site, "public"), mapBudget.chunk);
  const mapFiles = mapScripts.map((s) => s.src);
  const placeScripts = chunkGroupScripts(path.join(site, "public"), mapBudget.placesChunk);
  results.resultsMap = {
    chunkGzip: mapScripts.reduce((sum, s) => sum + s.gzip, 0),
    placesGzip: placeScripts.reduce((sum, s) => sum + s.gzip, 0),
    // Every file of the map's chunk group, whatever webpack names it (a library split off has its own name).
    pagesLoadingIt: budgets.pages
      .filter((p) =>
        initialScripts(path.join(site, "public"), p.path).some((s) =>
          [...mapFiles, ...placeScripts.map((place) => place.src)].some((file) => s.src.endsWith(`/${file}`)),
        ),
      )
      .map((p) => p.path),
  };

  const server = await serveWithNginx(site, PORT);
  try {
    console.log(`Lighthouse (mobile), ${RUNS} runs per page, against ${server.origin} ...`);
    const urls = PAGES.map((p) => `${server.origin}${p.path}`);
    const lighthouse = await lighthousePages(urls, RUNS);
    results.pages = PAGES.map((p, i) => ({
      ...p,
      ...lighthouse[urls[i]],
      initialJsGzip: initialScriptGzip(path.join(site, "public"), p.path),
    }));
  } finally {
    await server.stop();
  }

  // Incremental rebuild: one sentence added to one guide, the cache of the full build kept.
  const marker = `Benchmark edit ${Date.now()}.`;
  appendFileSync(path.join(site, EDITED_GUIDE), `\n${marker}\n`);
  const incremental = await build(site, `Rebuild after editing ${EDITED_GUIDE}`);
  if (!readFileSync(path.join(site, "public/docs/overview/index.html"), "utf8").includes(marker)) {
    throw new Error("The rebuild did not include the edited guide.");
  }
  results.build.incrementalSeconds = incremental.ms / 1000;
} finally {
  rmSync(site, { recursive: true, force: true });
}

// What the console adds to an endpoint page: the same site with an empty Try it section.
const withoutConsole = copySite(ROOT, undefined, { hardLinkedModules: true });
try {
  const tryIt = path.join(withoutConsole, "src/api-console/TryIt/index.tsx");
  if (!readFileSync(tryIt, "utf8").includes("export function TryIt(")) throw new Error("TryIt has moved: update bench/site.mjs.");
  writeFileSync(tryIt, "export function TryIt(_props: unknown) {\n  return null;\n}\n");
  await build(withoutConsole, "Build without the API console");
  results.apiConsole.pageInitialJsGzipWithout = initialScriptGzip(path.join(withoutConsole, "public"), budgets.apiConsole.page);
  results.apiConsole.pageInitialJsGrowth = results.apiConsole.pageInitialJsGzip - results.apiConsole.pageInitialJsGzipWithout;
} finally {
  rmSync(withoutConsole, { recursive: true, force: true });
}

// Compare with the budgets.
const kb = (bytes) => bytes / 1024;
const failures = [];
const warnings = [];
const edition = results.offlineEdition;
if (kb(edition.zipBytes) > budgets.offlineEdition.zipKB)
  failures.push(`Offline edition: zip ${kb(edition.zipBytes).toFixed(0)} KB > ${budgets.offlineEdition.zipKB} KB`);
if (edition.buildSeconds > budgets.offlineEdition.buildSeconds)
  failures.push(`Offline edition: packaging took ${edition.buildSeconds} s > ${budgets.offlineEdition.buildSeconds} s`);
for (const page of results.pages) {
  const checks = pageBudgetChecks(page, budgets);
  failures.push(...checks.failures);
  warnings.push(...checks.warnings);
}

const ac = results.apiConsole;
if (ac.pageInitialJsGrowth > budgets.apiConsole.initialJsGrowthKB * 1024)
  failures.push(
    `API console: adds ${ac.pageInitialJsGrowth} bytes to ${budgets.apiConsole.page}'s initial JS > ${budgets.apiConsole.initialJsGrowthKB} KB`,
  );
if (kb(ac.chunkGzip) > budgets.apiConsole.chunkKB)
  failures.push(`API console: chunk ${kb(ac.chunkGzip).toFixed(1)} KB > ${budgets.apiConsole.chunkKB} KB`);
if (kb(ac.answerCheckGzip) > budgets.apiConsole.answerCheckChunkKB)
  failures.push(`API console: answer check chunk ${kb(ac.answerCheckGzip).toFixed(1)} KB > ${budgets.apiConsole.answerCheckChunkKB} KB`);
const bulkCheck = ac.answerCheckCost.at(-1);
if (bulkCheck.ms > budgets.apiConsole.answerCheckMs)
  failures.push(`API console: checking a ${bulkCheck.label} took ${bulkCheck.ms.toFixed(1)} ms > ${budgets.apiConsole.answerCheckMs} ms`);
if (kb(ac.generatorsGzip) > budgets.apiConsole.generatorsChunkKB)
  failures.push(`API console: sample generators ${kb(ac.generatorsGzip).toFixed(1)} KB > ${budgets.apiConsole.generatorsChunkKB} KB`);

const rm = results.resultsMap;
if (kb(rm.chunkGzip) > budgets.resultsMap.chunkKB)
  failures.push(`Results map: chunk ${kb(rm.chunkGzip).toFixed(1)} KB > ${budgets.resultsMap.chunkKB} KB`);
if (kb(rm.placesGzip) > budgets.resultsMap.placesChunkKB)
  failures.push(`Results map: place names ${kb(rm.placesGzip).toFixed(1)} KB > ${budgets.resultsMap.placesChunkKB} KB`);
if (rm.pagesLoadingIt.length) failures.push(`Results map: in the initial scripts of ${rm.pagesLoadingIt.join(", ")}`);

const f1 = (n) => kb(n).toFixed(1);
const rows = results.pages.map((p) => ({
  page: `${p.name} ${p.path}`,
  perf: `${p.performance} (${p.performanceRuns.join("/")})`,
  a11y: p.accessibility,
  bp: p.bestPractices,
  seo: p.seo,
  "FCP ms": p.fcpMs,
  "LCP ms": p.lcpMs,
  "TBT ms": p.tbtMs,
  CLS: Number(p.cls.toFixed(3)),
  "HTML KB": f1(p.bytes.html),
  "JS KB": f1(p.bytes.js),
  "CSS KB": f1(p.bytes.css),
  "img KB": f1(p.bytes.img),
  "font KB": f1(p.bytes.font),
  "other KB": f1(p.bytes.other),
  "total KB": `${f1(p.bytes.total)} / ${p.totalKB}`,
}));
console.table(rows);
console.log(
  `Full build ${results.build.fullSeconds.toFixed(1)} s (peak ${results.build.peakMemoryMiB} MiB); ` +
    `rebuild after editing one guide ${results.build.incrementalSeconds.toFixed(1)} s.`,
);
console.log(
  `Offline edition: zip ${f1(edition.zipBytes)} KB (budget ${budgets.offlineEdition.zipKB} KB), ` +
    `packaging added ${edition.buildSeconds} s to the full build (budget ${budgets.offlineEdition.buildSeconds} s).`,
);

console.log(
  `API console: chunk ${f1(ac.chunkGzip)} KB gzip (budget ${budgets.apiConsole.chunkKB} KB), ` +
    `sample generators ${f1(ac.generatorsGzip)} KB (budget ${budgets.apiConsole.generatorsChunkKB} KB); ` +
    `${budgets.apiConsole.page} initial JS ${f1(ac.pageInitialJsGzip)} KB with it, ${f1(ac.pageInitialJsGzipWithout)} KB without: ` +
    `+${ac.pageInitialJsGrowth} bytes (budget ${budgets.apiConsole.initialJsGrowthKB} KB).`,
);
console.log(
  `API console, answer check: chunk ${f1(ac.answerCheckGzip)} KB gzip (budget ${budgets.apiConsole.answerCheckChunkKB} KB), loaded with the first answer; ` +
    ac.answerCheckCost.map((c) => `${c.label} (${f1(c.bytes)} KB) checked in ${c.ms.toFixed(1)} ms`).join(", ") +
    ` (median; budget ${budgets.apiConsole.answerCheckMs} ms).`,
);

console.log(
  `Results map: chunk ${f1(rm.chunkGzip)} KB gzip (budget ${budgets.resultsMap.chunkKB} KB), place names ${f1(rm.placesGzip)} KB (budget ${budgets.resultsMap.placesChunkKB} KB), loaded at start by no budgeted page.`,
);

// A Markdown table for docs/benchmarks.md.
const header = Object.keys(rows[0]);
console.log(`\n| ${header.join(" | ")} |\n| ${header.map(() => "---").join(" | ")} |`);
for (const row of rows) console.log(`| ${header.map((h) => row[h]).join(" | ")} |`);

mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
writeFileSync(path.join(ROOT, "bench/results/site.json"), `${JSON.stringify({ ...results, failures, warnings }, null, 2)}\n`);

for (const warning of warnings) console.warn(`note: ${warning}`);
if (failures.length) {
  console.error(`\nFAIL: ${failures.length} budget(s) missed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("\nOK: every page is within its budgets.");
