// Runs Lighthouse 13 (mobile, its default simulated throttling) on Debian's Chromium. Started by
// bench/lib/lighthouse.mjs with the Node 22 of this folder (Lighthouse 13 needs Node >= 22.19; the
// site runs on Node 20):
//
//   node runner.mjs <input.json> <output.json>
//
// input.json: { "groups": [["http://a/page", "http://b/page"], ...], "runs": 3, "chromePath": "/usr/bin/chromium" }.
// The URLs of a group are measured in turn, `runs` rounds (a, b, a, b, ...), so that a comparison's
// two builds see the same moments of a busy machine. output.json: { "lighthouseVersion", "nodeVersion",
// "pages": { url: summary } }, each summary that of the median run (Lighthouse's computeMedianRun),
// with `runs` (every run's key figures) and `medians` (each figure's own median over the runs).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { median } from "../lib/compare.mjs";

const KIND = { Document: "html", Script: "js", Stylesheet: "css", Image: "img", Font: "font" };

/** Transfer sizes (compressed, with headers) of every request of a run, summed by kind. */
function bytesByKind(lhr) {
  const totals = { html: 0, js: 0, css: 0, img: 0, font: 0, other: 0, total: 0, requests: 0 };
  for (const request of lhr.audits["network-requests"].details.items) {
    const kind = KIND[request.resourceType] ?? "other";
    totals[kind] += request.transferSize ?? 0;
    totals.total += request.transferSize ?? 0;
    totals.requests++;
  }
  return totals;
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/** A run's key figures. */
function keyFigures(lhr) {
  const bytes = bytesByKind(lhr);
  return {
    performance: score(lhr, "performance"),
    fcpMs: Math.round(metric(lhr, "first-contentful-paint")),
    lcpMs: Math.round(metric(lhr, "largest-contentful-paint")),
    tbtMs: Math.round(metric(lhr, "total-blocking-time")),
    cls: metric(lhr, "cumulative-layout-shift"),
    jsBytes: bytes.js,
    totalBytes: bytes.total,
  };
}

function summarise(lhr) {
  return {
    ...keyFigures(lhr),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    bytes: bytesByKind(lhr),
    // Audits that count towards a score; Lighthouse 13's insights are informative (not applicable to scores).
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode))
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`),
  };
}

const [inputFile, outputFile] = process.argv.slice(2);
const { groups, runs, chromePath } = JSON.parse(readFileSync(inputFile, "utf8"));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const pages = {};
try {
  for (const urls of groups) {
    const lhrs = new Map(urls.map((url) => [url, []]));
    for (let run = 0; run < runs; run++) {
      for (const url of urls) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", formFactor: "mobile" });
        if (!result?.lhr || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr?.runtimeError?.message}`);
        lhrs.get(url).push(result.lhr);
        process.stderr.write(".");
      }
    }
    for (const [url, list] of lhrs) {
      const figures = list.map(keyFigures);
      pages[url] = {
        ...summarise(computeMedianRun(list)),
        performanceRuns: figures.map((f) => f.performance),
        runs: figures,
        medians: Object.fromEntries(Object.keys(figures[0]).map((key) => [key, median(figures.map((f) => f[key]))])),
      };
    }
  }
} finally {
  await chrome.kill();
}
process.stderr.write("\n");
const { version } = createRequire(import.meta.url)("lighthouse/package.json");
writeFileSync(outputFile, `${JSON.stringify({ lighthouseVersion: version, nodeVersion: process.version, pages }, null, 2)}\n`);
