// `npm run bench:tasks`: what the main thread does after the first paint of each budgeted page,
// from Chromium traces: each task's CPU time, the blocking time those tasks would make at
// Lighthouse's 4x CPU slowdown, the longest task, and the CPU up to the page's "hydrated" mark
// (src/shell-constants.ts). Finer than Lighthouse's TBT, and steadier on a busy machine: thread
// time, not wall time. Builds are served by nginx as deployed and loaded in turn (a, b, a, b ...),
// and each figure is the median over the runs. Prints a table; not part of the test command.
//
//   npm run bench:tasks                                  (public/, 5 runs, every budgeted page)
//   npm run bench:tasks -- before=/tmp/old-public after=public
//   BENCH_RUNS=3 BENCH_PAGES=/docs/api/lookup-postcode npm run bench:tasks
//
// Build each side first (`node scripts/build.mjs`, then copy public/ away for the other side).
import { chromium } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { median, parseBenchArgs, selectPages } from "./lib/compare.mjs";
import { serveWithNginx } from "./lib/serve.mjs";
import { cpuUntil, simulatedBlockingMs, tasksAfterFirstPaint } from "./lib/trace-tasks.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HYDRATED_MARK = /export const HYDRATED_MARK = "([^"]+)"/.exec(readFileSync(path.join(ROOT, "src/shell-constants.ts"), "utf8"))?.[1];
if (!HYDRATED_MARK) throw new Error("src/shell-constants.ts exports no HYDRATED_MARK string.");
const PORT = Number(process.env.BENCH_PORT ?? 9550);
const VIEWPORT = { width: 412, height: 823 }; // Lighthouse's mobile screen

const named = process.argv.slice(2);
const flag = named.find((a) => a.startsWith("-"));
if (flag)
  throw new Error(
    `Unknown argument ${flag}: npm run bench:tasks [-- name=publicDir ...] (BENCH_RUNS, BENCH_PAGES, BENCH_PORT in the environment).`,
  );
const builds = (named.length ? named : ["current=public"]).map((arg) => {
  const [name, dir] = arg.includes("=") ? arg.split(/=(.*)/s) : [path.basename(arg), arg];
  if (!name || !dir) throw new Error(`${arg}: name each build and its folder, as name=publicDir (before=/tmp/old-public).`);
  const publicDir = path.resolve(ROOT, dir);
  if (!existsSync(path.join(publicDir, "index.html"))) throw new Error(`${arg}: ${publicDir} has no built site (index.html). Build first.`);
  return { name, publicDir };
});
const twice = builds.find((b, i) => builds.findIndex((other) => other.name === b.name) !== i);
if (twice) throw new Error(`Two builds are named "${twice.name}": name each one, as name=publicDir.`);
const { runs, pages: pagePaths } = parseBenchArgs([], { BENCH_RUNS: process.env.BENCH_RUNS || "5", BENCH_PAGES: process.env.BENCH_PAGES });
const pages = selectPages(JSON.parse(readFileSync(path.join(ROOT, "bench/budgets.json"), "utf8")).pages, pagePaths);

const servers = [];
const figures = new Map(); // "page|build" -> per-run figures
let browser = null;
try {
  for (const [i, build] of builds.entries()) servers.push({ ...build, server: await serveWithNginx(ROOT, PORT + i, build.publicDir) });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  for (let run = 0; run < runs; run++)
    for (const page of pages)
      for (const { name, server } of servers) {
        const context = await browser.newContext({ viewport: VIEWPORT });
        const tab = await context.newPage();
        await browser.startTracing(tab, {
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
        });
        await tab.goto(server.origin + page.path, { waitUntil: "load" });
        // A build from before the mark (an older commit) gets a fixed wait instead, and no "CPU to hydrated".
        const marked = await tab
          .waitForFunction((mark) => performance.getEntriesByName(mark, "mark").length > 0, HYDRATED_MARK, { timeout: 10_000 })
          .then(
            () => true,
            () => false,
          );
        await tab.waitForTimeout(marked ? 500 : 2_000); // the effects after the mark
        const trace = JSON.parse((await browser.stopTracing()).toString());
        await context.close();
        const { tasks, markMs } = tasksAfterFirstPaint(trace.traceEvents, HYDRATED_MARK);
        const key = `${page.path}|${name}`;
        if (!figures.has(key)) figures.set(key, []);
        figures.get(key).push({
          tbt4x: simulatedBlockingMs(tasks),
          longest: Math.max(0, ...tasks.map((t) => t.cpuMs)),
          toHydrated: markMs === null ? NaN : cpuUntil(tasks, markMs),
          over12: tasks.filter((t) => t.cpuMs > 12.5).length,
        });
        process.stdout.write(".");
      }
} finally {
  await browser?.close();
  for (const { server } of servers) await server.stop();
}

const rows = [];
for (const page of pages)
  for (const { name } of builds) {
    const all = figures.get(`${page.path}|${name}`);
    const m = (key) => median(all.map((f) => f[key]));
    rows.push({
      page: `${page.name} ${page.path}`,
      build: name,
      "4x TBT ms": Math.round(m("tbt4x")),
      "longest task CPU ms": m("longest").toFixed(1),
      "tasks over 12.5 ms": m("over12"),
      // No mark: a build from before the mark (3923e96), or one whose hydration never ended.
      "CPU to hydrated ms": all.some((f) => Number.isNaN(f.toHydrated)) ? "(no mark)" : m("toHydrated").toFixed(0),
      "4x TBT runs": all.map((f) => Math.round(f.tbt4x)).join("/"),
    });
  }
console.log(
  `\nMain-thread tasks after the first paint, median of ${runs} interleaved loads (thread time, unthrottled; 4x as Lighthouse simulates):`,
);
console.table(rows);
