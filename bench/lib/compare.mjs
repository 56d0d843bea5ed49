// The pure parts of `npm run bench`: its arguments, the budgets a page must meet, and the
// comparison of two builds' figures (bench/lib/baseline.mjs). Unit-tested in bench/__tests__/.

/**
 * `npm run bench [-- --baseline <git ref> [--baseline <git ref> ...]]` with BENCH_RUNS (Lighthouse
 * runs per page and build) and BENCH_PAGES (comma-separated paths of budgeted pages to measure; all
 * by default). The first baseline decides the verdict; later ones are measured in the same run and
 * reported beside it.
 */
export function parseBenchArgs(argv, env = {}) {
  const baselines = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    let ref;
    if (arg === "--baseline") ref = argv[++i];
    else if (arg.startsWith("--baseline=")) ref = arg.slice("--baseline=".length);
    else throw new Error(`Unknown argument ${arg}: npm run bench [-- --baseline <git ref> ...]`);
    if (!ref || ref.startsWith("-")) throw new Error("--baseline needs a git ref: npm run bench -- --baseline <ref>");
    baselines.push(ref);
  }
  const baseline = baselines[0] ?? null;
  const runs = env.BENCH_RUNS === undefined || env.BENCH_RUNS === "" ? 3 : Number(env.BENCH_RUNS);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number of runs, not ${env.BENCH_RUNS}.`);
  if (baseline !== null && runs < 3) throw new Error(`A comparison takes at least 3 runs per page and build (BENCH_RUNS=${runs}).`);
  const pages = env.BENCH_PAGES
    ? env.BENCH_PAGES.split(",")
        .map((p) => p.trim())
        .filter(Boolean)
    : null;
  return { baseline, baselines, runs, pages };
}

/** The budgeted pages named in BENCH_PAGES (all when null), in the budgets' order; throws on a page without a budget. */
export function selectPages(budgetPages, paths) {
  if (paths === null) return budgetPages;
  const unknown = paths.filter((p) => !budgetPages.some((b) => b.path === p));
  if (unknown.length)
    throw new Error(
      `BENCH_PAGES: no budget for ${unknown.join(", ")} (bench/budgets.json has ${budgetPages.map((b) => b.path).join(", ")}).`,
    );
  return budgetPages.filter((b) => paths.includes(b.path));
}

/** Median of numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  if (!values.length) throw new Error("No values.");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const kb = (bytes) => bytes / 1024;

/**
 * A page's figures against its absolute budgets (bench/budgets.json): { failures, warnings }.
 * `page`: name, path, totalKB (its budget), performance, accessibility, bestPractices, seo, cls,
 * bytes.js, bytes.total, failedAudits, and initialJsGzip: the page's initial scripts, counted from
 * the build (bench/lib/page-bytes.mjs), which `initialJsKB` bounds. The JavaScript Lighthouse saw
 * transferred during the load (bytes.js) also holds the parts that load on demand as the page
 * hydrates; the page's total budget bounds it, and a comparison holds it to the baseline's.
 *
 * `baselinePerformance`: in a comparison, the deciding baseline's score for the page in the same
 * run. The performance score depends on the machine's speed as much as on the build: when the
 * baseline misses the minimum too, the machine, not the build, is under it, and the comparison's
 * own rule (no more than `scorePoints` below the baseline) judges the score; that is a warning,
 * not a failure. A baseline that reaches the minimum while the build does not fails the build.
 */
export function pageBudgetChecks(page, budgets, { baselinePerformance } = {}) {
  const lh = budgets.lighthouse;
  const at = `${page.name} (${page.path})`;
  const failures = [];
  const warnings = [];
  if (page.performance < lh.performance.min && baselinePerformance !== undefined && baselinePerformance < lh.performance.min)
    warnings.push(
      `${at}: performance ${page.performance} < ${lh.performance.min}, and the baseline's ${baselinePerformance} in the same run: the machine is under the budget (the comparison judges the score)`,
    );
  else if (page.performance < lh.performance.min) failures.push(`${at}: performance ${page.performance} < ${lh.performance.min}`);
  else if (page.performance < lh.performance.target)
    warnings.push(`${at}: performance ${page.performance}, target ${lh.performance.target}`);
  for (const key of ["accessibility", "bestPractices", "seo"]) {
    if (page[key] < lh[key]) failures.push(`${at}: ${key} ${page[key]} < ${lh[key]}`);
  }
  if (page.cls > lh.cls) failures.push(`${at}: CLS ${page.cls} > ${lh.cls}`);
  if (kb(page.initialJsGzip) > budgets.initialJsKB)
    failures.push(`${at}: initial JS ${kb(page.initialJsGzip).toFixed(1)} KB gzip > ${budgets.initialJsKB} KB`);
  if (kb(page.bytes.total) > page.totalKB) failures.push(`${at}: total ${kb(page.bytes.total).toFixed(1)} KB > ${page.totalKB} KB`);
  if (page.failedAudits?.length) warnings.push(`${at}: audits below 100: ${page.failedAudits.join(", ")}`);
  return { failures, warnings };
}

/**
 * The figures a comparison looks at, each with the direction that is worse and the tolerance
 * (bench/budgets.json "comparison"): a figure fails when it is more than `worseRatio` times the
 * baseline's AND worse by more than its floor (so 10 ms of TBT becoming 12 ms is noise); the
 * performance score fails when it is more than `scorePoints` below the baseline's.
 */
export const COMPARED = [
  { key: "tbtMs", label: "TBT ms", kind: "time", floor: "tbtFloorMs" },
  { key: "lcpMs", label: "LCP ms", kind: "time", floor: "lcpFloorMs" },
  { key: "performance", label: "perf", kind: "score" },
  { key: "jsBytes", label: "JS KB", kind: "bytes", floor: "bytesFloor" },
  { key: "totalBytes", label: "total KB", kind: "bytes", floor: "bytesFloor" },
  { key: "initialJsGzip", label: "initial JS gzip KB", kind: "bytes", floor: "bytesFloor", ratio: "initialJsWorseRatio" },
];

/** current / baseline; 1 when both are 0, Infinity when only the baseline is 0. */
export function ratio(current, baseline) {
  if (baseline === 0) return current === 0 ? 1 : Infinity;
  return current / baseline;
}

/** Whether `current` is worse than `baseline` beyond the tolerance of figure `figure` (an entry of COMPARED). */
export function isWorse(figure, baseline, current, tolerance) {
  if (figure.kind === "score") return baseline - current > tolerance.scorePoints;
  const floor = tolerance[figure.floor] ?? 0;
  return current > baseline * worseRatio(figure, tolerance) && current - baseline > floor;
}

/** The ratio past which a figure is worse: its own (`initialJsWorseRatio`), else the comparison's. */
const worseRatio = (figure, tolerance) => (figure.ratio ? (tolerance[figure.ratio] ?? tolerance.worseRatio) : tolerance.worseRatio);

/**
 * Compares a page's figures in two builds (objects with the keys of COMPARED). Returns one row per
 * figure: { key, label, baseline, current, ratio, worse } and the failures as sentences.
 */
export function comparePage(page, baseline, current, tolerance) {
  const rows = COMPARED.map((figure) => {
    const b = baseline[figure.key];
    const c = current[figure.key];
    return {
      key: figure.key,
      label: figure.label,
      kind: figure.kind,
      baseline: b,
      current: c,
      ratio: ratio(c, b),
      worse: isWorse(figure, b, c, tolerance),
    };
  });
  const at = `${page.name} (${page.path})`;
  const failures = rows
    .filter((r) => r.worse)
    .map((r) =>
      r.kind === "score"
        ? `${at}: performance ${r.current} vs ${r.baseline} at the baseline (more than ${tolerance.scorePoints} points lower)`
        : `${at}: ${r.label} ${formatFigure(r.kind, r.current)} vs ${formatFigure(r.kind, r.baseline)} at the baseline (x${formatRatio(r.ratio)}, ${worseThan(
            worseRatio(
              COMPARED.find((f) => f.key === r.key),
              tolerance,
            ),
          )})`,
    );
  return { rows, failures };
}

/** How much worse a ratio allows, in words. */
const worseThan = (ratio) => (ratio === 1 ? "more than the baseline's" : `more than ${Math.round((ratio - 1) * 100)}% worse`);

/** A figure as printed: bytes in KB with one decimal, times and scores as whole numbers. */
export function formatFigure(kind, value) {
  return kind === "bytes" ? kb(value).toFixed(1) : String(Math.round(value));
}

/** A ratio as printed: two decimals. */
export function formatRatio(value) {
  return Number.isFinite(value) ? value.toFixed(2) : "∞";
}

/** The comparison as table rows, one per page: "baseline → current (ratio)" for each figure, a "!" after a failing one. */
export function comparisonTable(compared) {
  return compared.map(({ page, rows }) => ({
    page: `${page.name} ${page.path}`,
    ...Object.fromEntries(
      rows.map((r) => [
        r.label,
        `${formatFigure(r.kind, r.baseline)} → ${formatFigure(r.kind, r.current)} (${r.kind === "score" ? `${r.current - r.baseline >= 0 ? "+" : ""}${r.current - r.baseline}` : `x${formatRatio(r.ratio)}`})${r.worse ? " !" : ""}`,
      ]),
    ),
  }));
}

/** Rows of objects as a Markdown table. */
export function markdownTable(rows) {
  const header = Object.keys(rows[0]);
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${header.map((h) => row[h]).join(" | ")} |`),
  ].join("\n");
}
