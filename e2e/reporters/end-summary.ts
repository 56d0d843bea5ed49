import type { FullResult, Reporter, TestCase, TestError, TestResult } from "@playwright/test/reporter";

/** The annotation a test adds with how long its page took to hydrate, in ms (e2e/crawl.spec.ts). */
export const HYDRATION_ANNOTATION = "hydration-ms";

/** How many of the crawl's slowest pages the summary lists. */
const SLOWEST = 5;

interface CrawledPage {
  title: string;
  /** The last attempt's status: a page that failed or timed out after hydrating is listed too. */
  status: TestResult["status"];
  seconds: number;
  budgetSeconds: number;
  hydrationMs: number;
}

/**
 * Repeats, after everything else, what the list reporter prints only where it happens: errors that
 * were not a part of any test (a worker's unhandled rejection, a worker fixture that failed to tear
 * down) and the tests that never ran because of one. CI keeps only the tail of a run's output, and a
 * line in the middle of 300 others is lost there. Before them, the crawl's slowest pages: each
 * one's time against its budget and how long the page took to hydrate (docs/testing.md records them).
 */
export default class EndSummary implements Reporter {
  private readonly errors: TestError[] = [];
  private readonly didNotRun: string[] = [];
  private readonly lastEnded = new Map<number, string>();
  /** By test id: a retried page counts once, with its last attempt. */
  private readonly crawled = new Map<string, CrawledPage>();

  onError(error: TestError): void {
    this.errors.push(error);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = test.titlePath().filter(Boolean).join(" › ");
    if (result.status === "skipped" && test.expectedStatus !== "skipped")
      this.didNotRun.push(`${title} (worker ${result.workerIndex}, after: ${this.lastEnded.get(result.workerIndex) ?? "nothing"})`);
    this.lastEnded.set(result.workerIndex, title);
    const hydration = result.annotations.find((a) => a.type === HYDRATION_ANNOTATION)?.description;
    if (hydration !== undefined)
      this.crawled.set(test.id, {
        title: test.title,
        status: result.status,
        seconds: result.duration / 1000,
        budgetSeconds: test.timeout / 1000,
        hydrationMs: Number(hydration),
      });
  }

  onEnd(result: FullResult): void {
    const crawl = this.slowestCrawledPages();
    if (!this.errors.length && !this.didNotRun.length) {
      if (crawl.length) process.stdout.write(`${crawl.join("\n")}\n`);
      return;
    }
    const lines = [...crawl, `\nEnd summary (${result.status}):`];
    for (const [i, error] of this.errors.entries()) {
      lines.push(`  Error ${i + 1} outside any test:`);
      const text = error.stack ?? error.message ?? error.value ?? "(no message)";
      lines.push(...text.split("\n").map((line) => `    ${line}`));
      if (error.location) lines.push(`    at ${error.location.file}:${error.location.line}:${error.location.column}`);
    }
    if (this.didNotRun.length) lines.push("  Did not run:", ...this.didNotRun.map((title) => `    ${title}`));
    process.stdout.write(`${lines.join("\n")}\n`);
  }

  /** The crawl's slowest pages by test time, with their hydration; nothing when no page was crawled. */
  private slowestCrawledPages(): string[] {
    const crawled = [...this.crawled.values()];
    if (!crawled.length) return [];
    const slowest = [...crawled].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
    const longestHydration = Math.max(...crawled.map((p) => p.hydrationMs));
    return [
      `\nThe crawl's slowest pages (of ${crawled.length}; the longest hydration: ${longestHydration} ms):`,
      ...slowest.map(
        (p) =>
          `  ${p.seconds.toFixed(1)} s of ${p.budgetSeconds.toFixed(0)} s, hydrated in ${p.hydrationMs} ms: ${p.title.split(": ")[0]}` +
          (p.status === "passed" ? "" : ` (${p.status})`),
      ),
    ];
  }

  printsToStdio(): boolean {
    return true;
  }
}
