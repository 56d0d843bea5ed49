import type { FullResult, Reporter, TestCase, TestError, TestResult } from "@playwright/test/reporter";

/**
 * Repeats, after everything else, what the list reporter prints only where it happens: errors that
 * were not a part of any test (a worker's unhandled rejection, a worker fixture that failed to tear
 * down) and the tests that never ran because of one. CI keeps only the tail of a run's output, and a
 * line in the middle of 300 others is lost there.
 */
export default class EndSummary implements Reporter {
  private readonly errors: TestError[] = [];
  private readonly didNotRun: string[] = [];
  private readonly lastEnded = new Map<number, string>();

  onError(error: TestError): void {
    this.errors.push(error);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = test.titlePath().filter(Boolean).join(" › ");
    if (result.status === "skipped" && test.expectedStatus !== "skipped")
      this.didNotRun.push(`${title} (worker ${result.workerIndex}, after: ${this.lastEnded.get(result.workerIndex) ?? "nothing"})`);
    this.lastEnded.set(result.workerIndex, title);
  }

  onEnd(result: FullResult): void {
    if (!this.errors.length && !this.didNotRun.length) return;
    const lines = [`\nEnd summary (${result.status}):`];
    for (const [i, error] of this.errors.entries()) {
      lines.push(`  Error ${i + 1} outside any test:`);
      const text = error.stack ?? error.message ?? error.value ?? "(no message)";
      lines.push(...text.split("\n").map((line) => `    ${line}`));
      if (error.location) lines.push(`    at ${error.location.file}:${error.location.line}:${error.location.column}`);
    }
    if (this.didNotRun.length) lines.push("  Did not run:", ...this.didNotRun.map((title) => `    ${title}`));
    process.stdout.write(`${lines.join("\n")}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
