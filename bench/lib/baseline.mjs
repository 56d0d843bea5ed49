// `npm run bench -- --baseline <git ref> [--baseline <git ref> ...]`: the budgeted pages of the
// working tree and of earlier commits, side by side. Builds each ref in a temporary git worktree and
// the working tree in a copy (production builds), serves each through nginx with its own deploy
// configuration, runs Lighthouse on each page alternately on the builds (baselines, current,
// baselines, ...; BENCH_RUNS rounds, 3 by default), so that all see the same moments of a busy
// machine, and compares each figure's median. Fails when a page is worse than the first baseline
// beyond the tolerance in bench/budgets.json ("comparison"), or misses an absolute budget; the other
// baselines are reported beside it.
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

/** Writes bench/results/compare.json, prints the notes and the verdict; the exit code (1 when the first baseline finds a page worse or over budget). */
function verdict(root, results, refs) {
  const { failures, notes, warnings } = results;
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/compare.json"), `${JSON.stringify(results, null, 2)}\n`);
  for (const warning of warnings) console.warn(`note: ${warning}`);
  const others = refs
    .slice(1)
    .map((r) => r.ref)
    .join(", ");
  for (const note of notes) console.warn(`against ${others} (reported, not decisive): ${note}`);
  if (failures.length) {
    console.error(
      `\nFAIL: ${failures.length} figure(s) worse than ${refs[0].ref} or over budget:\n${failures.map((f) => `  - ${f}`).join("\n")}`,
    );
    return 1;
  }
  console.log(`\nOK: no page is worse than ${refs[0].ref} beyond the tolerance, and every page is within its budgets.`);
  return 0;
}

/**
 * Runs the comparison with one or more baselines (the first decides the verdict; the others are
 * measured in the same run and reported beside it); resolves with the exit code.
 */
export async function compareWithBaseline({ root, budgets, pages, runs, baselines, port }) {
  const refs = baselines.map((ref) => ({ ref, commit: git(root, ["rev-parse", "--verify", `${ref}^{commit}`]) }));
  const head = git(root, ["rev-parse", "HEAD"]);
  const dirty = git(root, ["status", "--porcelain", "--untracked-files=normal"]) !== "";
  const current = `${head.slice(0, 7)}${dirty ? " with uncommitted changes" : ""}`;
  const names = refs.map(({ ref, commit }) => `${ref} = ${commit.slice(0, 7)}`).join(", ");
  console.log(
    `Comparing ${current} (current) with ${names} (baseline${refs.length > 1 ? "s; the first decides" : ""}), ${runs} runs per page and build ...`,
  );

  const tolerance = budgets.comparison;
  const results = { date: new Date().toISOString(), baselines: refs, current: { commit: head, dirty }, runs, tolerance };
  const worktrees = [];
  let copy = null;
  const servers = [];
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const server of servers) await server.stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
    for (const worktree of worktrees)
      if (existsSync(worktree.dir)) execFileSync("git", ["worktree", "remove", "--force", worktree.dir], { cwd: root, stdio: "inherit" });
  };
  // Interrupted (Ctrl-C), the temporary worktrees, copy and servers go too.
  const onSignal = (signal) => {
    console.error(`\n${signal}: removing the baselines' worktrees and the copy ...`);
    cleanUp().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    for (const { commit } of refs) {
      const worktree = baselineWorktree(root, commit);
      worktrees.push(worktree);
      await buildRef(worktree.dir, `Baseline build (${commit.slice(0, 7)})`);
    }
    results.baselines.forEach((b, i) => (b.nodeModules = worktrees[i].modules));
    // node_modules of its own, as each baseline has (scripts/lib/site-copy.mjs says why).
    copy = copySite(root, undefined, { hardLinkedModules: true });
    const run = await buildSite(copy, { label: "Current build" });
    console.log(`Current build: ${(run.ms / 1000).toFixed(1)} s`);

    const dirs = [...worktrees.map((w) => w.dir), copy];
    for (const [i, dir] of dirs.entries()) servers.push(await serveWithNginx(dir, port + i));
    const origins = servers.map((s) => s.origin);
    console.log(`Lighthouse (mobile), alternately on ${origins.join(", ")} (the last is the current build) ...`);
    const lighthouse = await runLighthouse(
      pages.map((p) => origins.map((origin) => `${origin}${p.path}`)),
      runs,
    );
    results.lighthouseVersion = lighthouse.lighthouseVersion;
    results.lighthouseNode = lighthouse.nodeVersion;

    const figures = (origin, dir, page) => {
      const lhr = lighthouse.pages[`${origin}${page.path}`];
      return { ...lhr.medians, initialJsGzip: initialScriptGzip(path.join(dir, "public"), page.path), medianRun: lhr };
    };
    const failures = [];
    const notes = [];
    const warnings = [];
    results.comparisons = refs.map(({ ref, commit }, b) => {
      const compared = pages.map((page) => {
        const base = figures(origins[b], dirs[b], page);
        const cur = figures(origins.at(-1), copy, page);
        const { rows, failures: worse } = comparePage(page, base, cur, tolerance);
        (b === 0 ? failures : notes).push(...worse);
        if (b === 0) {
          const budget = pageBudgetChecks({ ...page, ...cur.medianRun, initialJsGzip: cur.initialJsGzip }, budgets, {
            baselinePerformance: base.medianRun.performance,
          });
          failures.push(...budget.failures);
          warnings.push(...budget.warnings);
        }
        return { page, rows, baselineRuns: base.medianRun.runs, currentRuns: cur.medianRun.runs };
      });
      const table = comparisonTable(compared);
      console.log(
        `\nBaseline ${ref} (${commit.slice(0, 7)}) → current ${current}; Lighthouse ${results.lighthouseVersion} on Node ${results.lighthouseNode}, ` +
          `median of ${runs} interleaved runs per page and build. x: current / baseline; "!": worse than the tolerance.`,
      );
      console.table(table);
      console.log(`\n${markdownTable(table)}\n`);
      for (const { page, baselineRuns, currentRuns } of compared)
        console.log(
          `${page.path}: TBT runs ${baselineRuns.map((r) => r.tbtMs).join("/")} → ${currentRuns.map((r) => r.tbtMs).join("/")} ms, ` +
            `LCP runs ${baselineRuns.map((r) => r.lcpMs).join("/")} → ${currentRuns.map((r) => r.lcpMs).join("/")} ms`,
        );
      return { ref, commit, pages: compared };
    });

    return verdict(root, { ...results, failures, notes, warnings }, refs);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await cleanUp();
  }
}
