// Makes each mistake an author is likely to make, one at a time, in a copy of the site, runs the
// production build, and checks that the build stops (or warns) with a message that names the
// file that holds the mistake, the place in it and what to do, without a dump of minified code.
// Part of the test command. The same mistakes in `gatsby develop` are covered by
// e2e-develop/mistakes.spec.ts.
//
//   node scripts/check-author-mistakes.mjs            (every case)
//   node scripts/check-author-mistakes.mjs yaml mdx   (the cases whose name contains a word)
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AUTHOR_MISTAKES } from "./lib/author-mistakes.mjs";
import { copySite } from "./lib/site-copy.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const only = process.argv.slice(2);
// The mistakes that show only after a whole build go first, the one that leaves the build passing
// before the others. Every build starts clean (scripts/build.mjs), whatever the order.
const cost = (c) => (c.fullBuild ? (c.stops ? 1 : 0) : 2);
const cases = AUTHOR_MISTAKES.filter((c) => only.length === 0 || only.some((word) => c.name.includes(word))).sort(
  (a, b) => cost(a) - cost(b),
);

/** Longest line Gatsby may print for a mistake: a whole minified bundle on one line is not a message. */
const MAX_LINE = 400;

const site = copySite(ROOT);
const failures = [];
try {
  for (const mistake of cases) {
    const file = path.join(site, mistake.file);
    const original = mistake.create ? null : readFileSync(file, "utf8");
    if (mistake.remove) unlinkSync(file);
    else writeFileSync(file, mistake.create ?? mistake.change(original));
    const started = Date.now();
    // Through the build script, which starts from a clean cache, as authors' builds do.
    const run = spawnSync("node", ["scripts/build.mjs"], {
      cwd: site,
      env: { ...process.env, CI: "true" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (original === null) unlinkSync(file);
    else writeFileSync(file, original);
    const output = `${run.stdout}\n${run.stderr}`;
    const problems = [];
    const exitedAsExpected = mistake.stops ? run.status !== 0 : run.status === 0;
    if (!exitedAsExpected) problems.push(`exit code ${run.status}, expected ${mistake.stops ? "a failure" : "0 (a warning only)"}`);
    for (const expected of mistake.says) {
      const found = typeof expected === "string" ? output.includes(expected) : expected.test(output);
      if (!found) problems.push(`the output does not say ${expected}`);
    }
    for (const wrong of mistake.doesNotSay ?? []) {
      if (typeof wrong === "string" ? output.includes(wrong) : wrong.test(output)) problems.push(`the output says ${wrong}`);
    }
    const longest = Math.max(...output.split("\n").map((line) => line.length));
    if (longest > MAX_LINE) problems.push(`a line of ${longest} characters (a code dump?)`);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (problems.length === 0) {
      console.info(`ok    ${mistake.name} (${seconds} s)`);
    } else {
      console.info(`FAIL  ${mistake.name} (${seconds} s)\n      ${problems.join("\n      ")}`);
      failures.push({ mistake, output });
    }
  }
} finally {
  rmSync(site, { recursive: true, force: true });
}

for (const { mistake, output } of failures) {
  console.error(`\n--- output of "${mistake.name}" (last 60 lines) ---\n${output.split("\n").slice(-60).join("\n")}`);
}
if (failures.length > 0) {
  console.error(`\n${failures.length} of ${cases.length} mistakes were not reported as they should be.`);
  process.exit(1);
}
console.info(`\nEvery one of ${cases.length} author mistakes is reported with its file, place and what to do.`);
