// `npm run bench -- --baseline <git ref>`: the budgeted pages of the working tree and of an earlier
// commit, side by side. Builds the ref in a temporary git worktree and the working tree in a copy
// (production builds), serves both through nginx with their own deploy configuration, runs
// Lighthouse on each page alternately on the two builds (baseline, current, baseline, ...; BENCH_RUNS
// rounds, 3 by default), so that both see the same moments of a busy machine, and compares each
// figure's median. Fails when a page is worse than the baseline beyond the tolerance in
// bench/budgets.json ("comparison"), or misses an absolute budget.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runMeasured } from "../../scripts/lib/measure.mjs";
import { buildSite, copySite } from "../../scripts/lib/site-copy.mjs";
import { comparePage, comparisonTable, markdownTable, pageBudgetChecks } from "./compare.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { initialScriptGzip } from "./page-bytes.mjs";
import { serveWithNginx } from "./serve.mjs";

const git = (root, args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

/** A worktree of `commit` in a new temporary directory, with node_modules; returns its path and how node_modules came. */
function baselineWorktree(root, commit) {
  const dir = mkdtempSync(path.join(tmpdir(), "postcodes-docs-baseline-"));
  execFileSync("git", ["worktree", "add", "--detach", dir, commit], { cwd: root, stdio: "inherit" });
  let lockOfRef = null;
  try {
    lockOfRef = git(root, ["show", `${commit}:package-lock.json`]);
  } catch {
    /* no lock file at that commit */
  }
  const lockNow = readFileSync(path.join(root, "package-lock.json"), "utf8").trim();
  let modules;
  if (lockOfRef === lockNow) {
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
    modules = "node_modules hard-linked from the working tree (same package-lock.json)";
  } else {
    console.log(`${commit.slice(0, 7)} has another package-lock.json: npm install in its worktree ...`);
    execFileSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
    modules = "its own npm install (its package-lock.json differs from the working tree's)";
  }
  return { dir, modules };
}

/** The ref's own production build: `npm run build` as its package.json has it. */
async function buildRef(dir, label) {
  const run = await runMeasured("npm", ["run", "--silent", "build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (run.code !== 0) throw new Error(`${label} failed in ${dir}:\n${run.output.slice(-4000)}`);
  console.log(`${label}: ${(run.ms / 1000).toFixed(1)} s`);
}

/** Runs the comparison; resolves with the exit code. */
export async function compareWithBaseline({ root, budgets, pages, runs, baseline, port }) {
  const commit = git(root, ["rev-parse", "--verify", `${baseline}^{commit}`]);
  const head = git(root, ["rev-parse", "HEAD"]);
  const dirty = git(root, ["status", "--porcelain", "--untracked-files=normal"]) !== "";
  const current = `${head.slice(0, 7)}${dirty ? " with uncommitted changes" : ""}`;
  console.log(`Comparing ${current} (current) with ${baseline} = ${commit.slice(0, 7)} (baseline), ${runs} runs per page and build ...`);

  const tolerance = budgets.comparison;
  const results = {
    date: new Date().toISOString(),
    baseline: { ref: baseline, commit },
    current: { commit: head, dirty },
    runs,
    tolerance,
  };
  let worktree = null;
  let copy = null;
  const servers = [];
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const server of servers) await server.stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
    if (worktree && existsSync(worktree.dir))
      execFileSync("git", ["worktree", "remove", "--force", worktree.dir], { cwd: root, stdio: "inherit" });
  };
  // Interrupted (Ctrl-C), the temporary worktree, copy and servers go too.
  const onSignal = (signal) => {
    console.error(`\n${signal}: removing the baseline's worktree and the copy ...`);
    cleanUp().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    worktree = baselineWorktree(root, commit);
    results.baseline.nodeModules = worktree.modules;
    await buildRef(worktree.dir, `Baseline build (${commit.slice(0, 7)})`);
    copy = copySite(root);
    const run = await buildSite(copy, { label: "Current build" });
    console.log(`Current build: ${(run.ms / 1000).toFixed(1)} s`);

    servers.push(await serveWithNginx(worktree.dir, port), await serveWithNginx(copy, port + 1));
    const [base, cur] = servers.map((s) => s.origin);
    console.log(`Lighthouse (mobile), alternately on ${base} (baseline) and ${cur} (current) ...`);
    const lighthouse = await runLighthouse(
      pages.map((p) => [`${base}${p.path}`, `${cur}${p.path}`]),
      runs,
    );
    results.lighthouseVersion = lighthouse.lighthouseVersion;
    results.lighthouseNode = lighthouse.nodeVersion;

    const failures = [];
    const warnings = [];
    const compared = pages.map((page) => {
      const figures = (origin, dir) => {
        const lhr = lighthouse.pages[`${origin}${page.path}`];
        return { ...lhr.medians, initialJsGzip: initialScriptGzip(path.join(dir, "public"), page.path), medianRun: lhr };
      };
      const b = figures(base, worktree.dir);
      const c = figures(cur, copy);
      const { rows, failures: worse } = comparePage(page, b, c, tolerance);
      failures.push(...worse);
      const budget = pageBudgetChecks({ ...page, ...c.medianRun }, budgets);
      failures.push(...budget.failures);
      warnings.push(...budget.warnings);
      return { page, rows, baselineRuns: b.medianRun.runs, currentRuns: c.medianRun.runs };
    });
    results.pages = compared;

    const table = comparisonTable(compared);
    console.log(
      `\nBaseline ${baseline} (${commit.slice(0, 7)}) → current ${current}; Lighthouse ${results.lighthouseVersion} on Node ${results.lighthouseNode}, ` +
        `median of ${runs} interleaved runs per page and build. x: current / baseline; "!": worse than the tolerance.`,
    );
    console.table(table);
    console.log(`\n${markdownTable(table)}\n`);
    for (const { page, baselineRuns, currentRuns } of compared)
      console.log(
        `${page.path}: TBT runs ${baselineRuns.map((r) => r.tbtMs).join("/")} → ${currentRuns.map((r) => r.tbtMs).join("/")} ms, ` +
          `LCP runs ${baselineRuns.map((r) => r.lcpMs).join("/")} → ${currentRuns.map((r) => r.lcpMs).join("/")} ms`,
      );

    mkdirSync(path.join(root, "bench/results"), { recursive: true });
    writeFileSync(path.join(root, "bench/results/compare.json"), `${JSON.stringify({ ...results, failures, warnings }, null, 2)}\n`);
    for (const warning of warnings) console.warn(`note: ${warning}`);
    if (failures.length) {
      console.error(
        `\nFAIL: ${failures.length} figure(s) worse than the baseline or over budget:\n${failures.map((f) => `  - ${f}`).join("\n")}`,
      );
      return 1;
    }
    console.log("\nOK: no page is worse than the baseline beyond the tolerance, and every page is within its budgets.");
    return 0;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await cleanUp();
  }
}
