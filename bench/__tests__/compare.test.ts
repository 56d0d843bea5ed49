import budgets from "../budgets.json";
import {
  COMPARED,
  comparePage,
  comparisonTable,
  isWorse,
  markdownTable,
  median,
  pageBudgetChecks,
  parseBenchArgs,
  ratio,
  selectPages,
  type BuildFigures,
} from "../lib/compare.mjs";

// npm run bench [-- --baseline <ref>]: its arguments and the verdicts of a comparison (bench/lib/compare.mjs).

const tolerance = { worseRatio: 1.1, tbtFloorMs: 50, lcpFloorMs: 50, bytesFloor: 0, scorePoints: 3 };
const figure = (key: string) => COMPARED.find((f) => f.key === key)!;
const page = { name: "Endpoint", path: "/docs/api/lookup-postcode" };
const figures = (overrides: Partial<BuildFigures> = {}): BuildFigures => ({
  tbtMs: 350,
  lcpMs: 1600,
  performance: 100,
  jsBytes: 100_000,
  totalBytes: 150_000,
  initialJsGzip: 99_000,
  ...overrides,
});

describe("parseBenchArgs", () => {
  it("defaults to no baseline, 3 runs and every page", () => {
    expect(parseBenchArgs([], {})).toEqual({ baseline: null, baselines: [], runs: 3, pages: null });
  });

  it("reads --baseline as two words or with =", () => {
    expect(parseBenchArgs(["--baseline", "c2e1400"], {}).baseline).toBe("c2e1400");
    expect(parseBenchArgs(["--baseline=HEAD~5"], {}).baseline).toBe("HEAD~5");
  });

  it("reads several baselines, in order: the first decides", () => {
    const args = parseBenchArgs(["--baseline", "c2e1400", "--baseline=d9848af"], {});
    expect(args.baselines).toEqual(["c2e1400", "d9848af"]);
    expect(args.baseline).toBe("c2e1400");
  });

  it("refuses --baseline without a ref, and unknown arguments", () => {
    expect(() => parseBenchArgs(["--baseline"], {})).toThrow(/needs a git ref/);
    expect(() => parseBenchArgs(["--baseline", "--runs"], {})).toThrow(/needs a git ref/);
    expect(() => parseBenchArgs(["--baseline="], {})).toThrow(/needs a git ref/);
    expect(() => parseBenchArgs(["c2e1400"], {})).toThrow(/Unknown argument c2e1400/);
  });

  it("takes BENCH_RUNS, at least 3 for a comparison", () => {
    expect(parseBenchArgs([], { BENCH_RUNS: "5" }).runs).toBe(5);
    expect(parseBenchArgs([], { BENCH_RUNS: "1" }).runs).toBe(1);
    expect(() => parseBenchArgs(["--baseline", "HEAD~5"], { BENCH_RUNS: "2" })).toThrow(/at least 3 runs/);
    expect(() => parseBenchArgs([], { BENCH_RUNS: "two" })).toThrow(/whole number/);
    expect(() => parseBenchArgs([], { BENCH_RUNS: "0" })).toThrow(/whole number/);
  });

  it("takes BENCH_PAGES as comma-separated paths", () => {
    expect(parseBenchArgs([], { BENCH_PAGES: "/docs/api/lookup-postcode, /" }).pages).toEqual(["/docs/api/lookup-postcode", "/"]);
    expect(parseBenchArgs([], { BENCH_PAGES: "" }).pages).toBeNull();
  });
});

describe("selectPages", () => {
  it("keeps the budgets' order and refuses a page without a budget", () => {
    expect(selectPages(budgets.pages, ["/docs/api/lookup-postcode", "/"]).map((p) => p.path)).toEqual(["/", "/docs/api/lookup-postcode"]);
    expect(selectPages(budgets.pages, null)).toHaveLength(budgets.pages.length);
    expect(() => selectPages(budgets.pages, ["/nowhere"])).toThrow(/no budget for \/nowhere/);
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([776, 353, 400])).toBe(400);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(() => median([])).toThrow();
  });
});

describe("ratio and isWorse", () => {
  it("divides current by baseline", () => {
    expect(ratio(776, 353)).toBeCloseTo(2.2, 2);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(5, 0)).toBe(Infinity);
  });

  it("fails TBT more than 10% worse and more than 50 ms worse", () => {
    expect(isWorse(figure("tbtMs"), 353, 776, tolerance)).toBe(true);
    expect(isWorse(figure("tbtMs"), 10, 12, tolerance)).toBe(false); // 20% but 2 ms: noise
    expect(isWorse(figure("tbtMs"), 10, 61, tolerance)).toBe(true);
    expect(isWorse(figure("tbtMs"), 1000, 1090, tolerance)).toBe(false); // 90 ms but 9%
    expect(isWorse(figure("tbtMs"), 776, 353, tolerance)).toBe(false);
  });

  it("fails LCP and bytes more than 10% worse", () => {
    expect(isWorse(figure("lcpMs"), 1500, 1660, tolerance)).toBe(true);
    expect(isWorse(figure("lcpMs"), 1500, 1640, tolerance)).toBe(false);
    expect(isWorse(figure("jsBytes"), 100_000, 110_001, tolerance)).toBe(true);
    expect(isWorse(figure("jsBytes"), 100_000, 110_000, tolerance)).toBe(false);
    expect(isWorse(figure("initialJsGzip"), 0, 1, tolerance)).toBe(true);
  });

  it("fails the initial scripts one byte over the baseline's where the comparison says so (initialJsWorseRatio)", () => {
    const strict = { ...tolerance, initialJsWorseRatio: 1 };
    expect(isWorse(figure("initialJsGzip"), 84_500, 84_501, strict)).toBe(true);
    expect(isWorse(figure("initialJsGzip"), 84_500, 84_500, strict)).toBe(false);
    expect(isWorse(figure("initialJsGzip"), 84_500, 90_000, tolerance)).toBe(false); // without it, the 10% of worseRatio
  });

  it("fails a performance score more than 3 points lower", () => {
    expect(isWorse(figure("performance"), 100, 97, tolerance)).toBe(false);
    expect(isWorse(figure("performance"), 100, 96, tolerance)).toBe(true);
    expect(isWorse(figure("performance"), 90, 100, tolerance)).toBe(false);
  });
});

describe("comparePage", () => {
  it("passes a page as good as its baseline", () => {
    const { rows, failures } = comparePage(page, figures(), figures({ tbtMs: 360, jsBytes: 101_000 }), tolerance);
    expect(failures).toEqual([]);
    expect(rows.map((r) => r.key)).toEqual(["tbtMs", "lcpMs", "performance", "jsBytes", "totalBytes", "initialJsGzip"]);
    expect(rows.find((r) => r.key === "jsBytes")?.ratio).toBeCloseTo(1.01, 5);
  });

  it("names each figure worse than the baseline: the issue's doubled TBT", () => {
    const { failures } = comparePage(page, figures(), figures({ tbtMs: 776, performance: 92, totalBytes: 170_000 }), tolerance);
    expect(failures).toEqual([
      "Endpoint (/docs/api/lookup-postcode): TBT ms 776 vs 350 at the baseline (x2.22, more than 10% worse)",
      "Endpoint (/docs/api/lookup-postcode): performance 92 vs 100 at the baseline (more than 3 points lower)",
      "Endpoint (/docs/api/lookup-postcode): total KB 166.0 vs 146.5 at the baseline (x1.13, more than 10% worse)",
    ]);
  });
});

describe("comparisonTable and markdownTable", () => {
  it("prints baseline → current with the ratio, and marks a failing figure", () => {
    const { rows } = comparePage(page, figures(), figures({ tbtMs: 776, performance: 99 }), tolerance);
    const [row] = comparisonTable([{ page, rows }]);
    expect(row).toEqual({
      page: "Endpoint /docs/api/lookup-postcode",
      "TBT ms": "350 → 776 (x2.22) !",
      "LCP ms": "1600 → 1600 (x1.00)",
      perf: "100 → 99 (-1)",
      "JS KB": "97.7 → 97.7 (x1.00)",
      "total KB": "146.5 → 146.5 (x1.00)",
      "initial JS gzip KB": "96.7 → 96.7 (x1.00)",
    });
    expect(markdownTable([row]).split("\n")[0]).toBe("| page | TBT ms | LCP ms | perf | JS KB | total KB | initial JS gzip KB |");
  });
});

describe("pageBudgetChecks", () => {
  const good = {
    ...page,
    totalKB: 200,
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    cls: 0,
    bytes: { js: 95_000, total: 150_000 },
    initialJsGzip: 85_000,
    failedAudits: [],
  };

  it("passes a page within its budgets", () => {
    expect(pageBudgetChecks(good, budgets)).toEqual({ failures: [], warnings: [] });
  });

  it("fails a page over an absolute budget, and warns below the performance target", () => {
    const { failures, warnings } = pageBudgetChecks(
      { ...good, performance: 99, bytes: { js: 110_000, total: 210_000 }, initialJsGzip: 95_000, cls: 0.01 },
      budgets,
    );
    expect(failures).toEqual([
      "Endpoint (/docs/api/lookup-postcode): CLS 0.01 > 0",
      "Endpoint (/docs/api/lookup-postcode): initial JS 92.8 KB gzip > 90 KB",
      "Endpoint (/docs/api/lookup-postcode): total 205.1 KB > 200 KB",
    ]);
    expect(warnings).toEqual(["Endpoint (/docs/api/lookup-postcode): performance 99, target 100"]);
  });

  it("in a comparison, leaves a score under the minimum to the comparison when the baseline is under it in the same run", () => {
    const slow = { ...good, performance: 90 };
    expect(pageBudgetChecks(slow, budgets, { baselinePerformance: 91 })).toEqual({
      failures: [],
      warnings: [
        "Endpoint (/docs/api/lookup-postcode): performance 90 < 98, and the baseline's 91 in the same run: the machine is under the budget (the comparison judges the score)",
      ],
    });
    // A baseline that reaches the minimum on the same machine: the build's score fails.
    expect(pageBudgetChecks(slow, budgets, { baselinePerformance: 99 }).failures).toEqual([
      "Endpoint (/docs/api/lookup-postcode): performance 90 < 98",
    ]);
    // The other absolute budgets do not depend on the machine and still fail.
    expect(pageBudgetChecks({ ...slow, cls: 0.01 }, budgets, { baselinePerformance: 91 }).failures).toEqual([
      "Endpoint (/docs/api/lookup-postcode): CLS 0.01 > 0",
    ]);
  });
});
