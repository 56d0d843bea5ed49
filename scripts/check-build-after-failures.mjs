// A build publishes exactly what the sources say, whatever builds came before it. In a copy of the
// site: build it clean (no .cache/, no public/) and keep its pages for one operation and its offline
// edition; then edit that operation's summary and a stylesheet every page links, build; break a
// guide, build (fails); revert the summary and the stylesheet, build (fails); fix the guide, build;
// build again with nothing changed (Gatsby keeps every page's HTML then). Those two builds' pages,
// and every file of their offline editions (each page's data and head, the static queries, bundles
// and search documents), must equal the clean build's of the same sources,
// made in the same copy: built elsewhere, the script names would differ, since Gatsby hashes
// absolute paths into them. (Gatsby alone shipped the reverted summary here: see scripts/build.mjs;
// and listed the guides in another order: see src/__tests__/query-order.test.ts.) The clean build
// comes first, so the edit after it is built from a warm cache, as an author's next build is.
//
//   node scripts/check-build-after-failures.mjs
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unzipSync } from "fflate";
import { copySite } from "./lib/site-copy.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OPERATION_FILE = "openapi/paths/ping.yaml";
const SUMMARY = "  summary: Check the service is running";
const GUIDE = "content/docs/licences.mdx";
// A stylesheet every page links: edited, Gatsby keeps the pages whose data did not change, linking the old one.
const STYLESHEET = "src/styles/global.css";
const STYLE_RULE = "\n.build-check-edit {\n  color: inherit;\n}\n";
const PAGE_FILES = ["docs/api/ping/index.html", "page-data/docs/api/ping/page-data.json"];
// The offline edition: every page's data and head, the bundles and the search documents, zipped.
const EDITION_ZIP = "downloads/postcodes-io-docs.zip";
const readEdition = () => unzipSync(readFileSync(path.join(site, "public", EDITION_ZIP)));

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
  build(true, "1. the sources, built clean");
  const clean = new Map(PAGE_FILES.map((file) => [file, readFileSync(path.join(site, "public", file), "utf8")]));
  const cleanEdition = readEdition();
  edit(OPERATION_FILE, SUMMARY, `${SUMMARY} (edited)`);
  edit(STYLESHEET, "\n.button-primary {", `${STYLE_RULE}\n.button-primary {`);
  build(true, "2. an operation's summary and a stylesheet every page links edited");
  edit(GUIDE, "## The software\n", "## The software\n\n<div>\n");
  build(false, "3. a guide broken");
  edit(OPERATION_FILE, `${SUMMARY} (edited)`, SUMMARY);
  edit(STYLESHEET, `${STYLE_RULE}\n.button-primary {`, "\n.button-primary {");
  build(false, "4. the summary and the stylesheet reverted, the guide still broken");
  edit(GUIDE, "## The software\n\n<div>\n", "## The software\n");
  build(true, "5. the guide fixed");
  failures += compareWithClean(clean, cleanEdition);
  // Gatsby keeps the HTML of pages whose data did not change: kept pages have been through the build's own steps once already.
  // From a warm cache webpack gives the compilation a hash of its own (bundles unchanged; Gatsby renders the pages again with
  // it), so this build's pages are compared without it.
  build(true, "6. built again, nothing changed");
  failures += compareWithClean(clean, cleanEdition, { withoutCompilationHash: true });
} finally {
  rmSync(site, { recursive: true, force: true });
}
if (failures > 0) process.exit(1);

/** Names each page file and each file of the offline edition that differs from the clean build's; returns how many do. */
function compareWithClean(clean, cleanEdition, { withoutCompilationHash = false } = {}) {
  const hashOut = (text) => (withoutCompilationHash ? text.replace(/window\.___webpackCompilationHash="[0-9a-f]+"/g, "") : text);
  let failures = 0;
  for (const file of PAGE_FILES) {
    const after = hashOut(readFileSync(path.join(site, "public", file), "utf8"));
    const cleanBuild = hashOut(clean.get(file));
    if (after.includes("(edited)") || after !== cleanBuild) {
      failures++;
      let at = 0;
      while (at < after.length && after[at] === cleanBuild[at]) at++;
      console.error(
        `FAIL  public/${file} differs from a clean build of the same sources${after.includes("(edited)") ? " (it has the reverted summary)" : ""}, from character ${at}:\n` +
          `  this build:  ${JSON.stringify(after.slice(Math.max(0, at - 80), at + 120))}\n` +
          `  clean build: ${JSON.stringify(cleanBuild.slice(Math.max(0, at - 80), at + 120))}`,
      );
    } else console.info(`ok    public/${file} equals a clean build's`);
  }
  return failures + compareEditions(readEdition(), cleanEdition);
}

/** Names each file of the offline edition that differs from the clean build's; returns how many do. */
function compareEditions(after, clean) {
  const names = [...new Set([...Object.keys(after), ...Object.keys(clean)])].sort();
  const differing = names.filter(
    (name) => !after[name] || !clean[name] || Buffer.compare(Buffer.from(after[name]), Buffer.from(clean[name])) !== 0,
  );
  for (const name of differing) {
    if (!clean[name]) console.error(`FAIL  public/${EDITION_ZIP}: ${name} is not in a clean build's edition`);
    else if (!after[name]) console.error(`FAIL  public/${EDITION_ZIP}: ${name} is missing; a clean build's edition has it`);
    else {
      const [a, b] = [Buffer.from(after[name]).toString("utf8"), Buffer.from(clean[name]).toString("utf8")];
      let at = 0;
      while (at < a.length && a[at] === b[at]) at++;
      console.error(
        `FAIL  public/${EDITION_ZIP}: ${name} differs from a clean build's, from character ${at}:\n` +
          `  this build:  ${JSON.stringify(a.slice(Math.max(0, at - 80), at + 120))}\n` +
          `  clean build: ${JSON.stringify(b.slice(Math.max(0, at - 80), at + 120))}`,
      );
    }
  }
  if (differing.length === 0) console.info(`ok    public/${EDITION_ZIP} holds the same files as a clean build's`);
  return differing.length;
}
console.info("\nAfter edits and failed builds, the build publishes what the sources say.");
