// A build publishes exactly what the sources say, whatever builds came before it. In a copy of the
// site: edit an operation's summary, build; break a guide, build (fails); revert the summary, build
// (fails); fix the guide, build. That last build's pages for the operation must equal those of a
// clean build (no .cache/, no public/) of the same sources in the same copy: built elsewhere, the
// script names would differ, since Gatsby hashes absolute paths into them. (Gatsby alone shipped the
// reverted summary here: see scripts/build.mjs.)
//
//   node scripts/check-build-after-failures.mjs
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copySite } from "./lib/site-copy.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OPERATION_FILE = "openapi/paths/ping.yaml";
const SUMMARY = "  summary: Check the service is running";
const GUIDE = "content/docs/licences.mdx";
const PAGE_FILES = ["docs/api/ping/index.html", "page-data/docs/api/ping/page-data.json"];

const site = copySite(ROOT);
const edit = (file, from, to) => {
  const target = path.join(site, file);
  const text = readFileSync(target, "utf8");
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update this check.`);
  writeFileSync(target, text.replace(from, to));
};
const build = (expectSuccess, step) => {
  const run = spawnSync("node", ["scripts/build.mjs"], {
    cwd: site,
    env: { ...process.env, CI: "true" },
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  const ok = run.status === 0;
  console.info(
    `${ok === expectSuccess ? "ok  " : "FAIL"}  ${step}: the build ${ok ? "succeeded" : "failed"}${ok === expectSuccess ? "" : " (unexpected)"}`,
  );
  if (ok !== expectSuccess) {
    console.error(`${run.stdout}\n${run.stderr}`.split("\n").slice(-40).join("\n"));
    process.exit(1);
  }
};

let failures = 0;
try {
  edit(OPERATION_FILE, SUMMARY, `${SUMMARY} (edited)`);
  build(true, "1. an operation's summary edited");
  edit(GUIDE, "## The software\n", "## The software\n\n<div>\n");
  build(false, "2. a guide broken");
  edit(OPERATION_FILE, `${SUMMARY} (edited)`, SUMMARY);
  build(false, "3. the summary reverted, the guide still broken");
  edit(GUIDE, "## The software\n\n<div>\n", "## The software\n");
  build(true, "4. the guide fixed");
  const afterFailures = new Map(PAGE_FILES.map((file) => [file, readFileSync(path.join(site, "public", file), "utf8")]));
  for (const output of [".cache", "public"]) rmSync(path.join(site, output), { recursive: true, force: true });
  build(true, "5. the same sources, built clean");
  for (const file of PAGE_FILES) {
    const after = afterFailures.get(file);
    const clean = readFileSync(path.join(site, "public", file), "utf8");
    if (after.includes("(edited)") || after !== clean) {
      failures++;
      let at = 0;
      while (at < after.length && after[at] === clean[at]) at++;
      console.error(
        `FAIL  public/${file} differs from a clean build of the same sources${after.includes("(edited)") ? " (it has the reverted summary)" : ""}, from character ${at}:\n` +
          `  this build:  ${JSON.stringify(after.slice(Math.max(0, at - 80), at + 120))}\n` +
          `  clean build: ${JSON.stringify(clean.slice(Math.max(0, at - 80), at + 120))}`,
      );
    } else console.info(`ok    public/${file} equals a clean build's`);
  }
} finally {
  rmSync(site, { recursive: true, force: true });
}
if (failures > 0) process.exit(1);
console.info("\nAfter edits and failed builds, the build publishes what the sources say.");
