// Lighthouse (mobile, its default simulated throttling) on Debian's Chromium: the median of
// several runs per page, and the bytes the page transferred, by kind.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const KIND = { Document: "html", Script: "js", Stylesheet: "css", Image: "img", Font: "font" };

/** Transfer sizes (compressed, with headers) of every request of a run, summed by kind. */
export function bytesByKind(lhr) {
  const totals = { html: 0, js: 0, css: 0, img: 0, font: 0, other: 0, total: 0, requests: 0 };
  for (const request of lhr.audits["network-requests"].details.items) {
    const kind = KIND[request.resourceType] ?? "other";
    totals[kind] += request.transferSize ?? 0;
    totals.total += request.transferSize ?? 0;
    totals.requests++;
  }
  return totals;
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: metric("cumulative-layout-shift"),
    bytes: bytesByKind(lhr),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode))
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`),
  };
}

/** Runs Lighthouse `runs` times on each URL; returns the median run's figures per URL. */
export async function lighthousePages(urls, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const results = {};
    for (const url of urls) {
      const lhrs = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", formFactor: "mobile" });
        if (!result?.lhr || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr?.runtimeError?.message}`);
        lhrs.push(result.lhr);
      }
      results[url] = {
        ...summarise(computeMedianRun(lhrs)),
        performanceRuns: lhrs.map((l) => Math.round(l.categories.performance.score * 100)),
      };
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
