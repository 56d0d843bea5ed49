// `npm run bench:develop`: how long an author waits in `gatsby develop`. Starts develop in a copy of
// the site (scripts/develop-copy.mjs), opens a page in Chromium, saves one source file and measures
// the time from the save until the open page shows the change (or, for a new page, until develop
// serves it and it opens). Each edit is then undone. Prints the figures and exits 1 when one is over
// its budget (bench/budgets.json, "developEditSeconds").
//
//   npm run bench:develop
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { writeWhole } from "../scripts/lib/write-whole.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.BENCH_PORT ?? 9530);
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET_SECONDS = JSON.parse(readFileSync(path.join(ROOT, "bench/budgets.json"), "utf8")).developEditSeconds;
/** Longest wait for one change before the bench gives up on it. */
const GIVE_UP_MS = 120_000;

execFileSync("bash", [path.join(ROOT, "scripts/ensure-chromium.sh")], { stdio: "inherit" });

const site = mkdtempSync(path.join(tmpdir(), "postcodes-docs-bench-develop-"));
const develop = spawn("node", [path.join(ROOT, "scripts/develop-copy.mjs"), String(PORT), site], { stdio: "ignore", detached: true });
/** Stops develop (scripts/develop-copy.mjs then removes the copy) and waits until it has. */
const stopDevelop = () =>
  new Promise((resolve) => {
    develop.once("exit", resolve);
    try {
      process.kill(-develop.pid, "SIGTERM");
    } catch {
      resolve(); // Already gone.
    }
  }).then(() => rmSync(site, { recursive: true, force: true }));

/** Replaces `from` with `to` in a file of the copy (or writes it whole when `from` is null); returns the undo. */
function edit(file, from, to) {
  const target = path.join(site, file);
  let before = null;
  try {
    before = readFileSync(target, "utf8");
  } catch {
    // A new file.
  }
  if (from !== null && !before?.includes(from))
    throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update bench/develop.mjs.`);
  // Whole, as an editor's safe save does: an in-place write can leave develop on the emptied file.
  const scratch = path.join(site, ".bench-edits");
  writeWhole(target, from === null ? to : before.replace(from, to), scratch);
  return () => (before === null ? rmSync(target) : writeWhole(target, before, scratch));
}

async function until(check, what) {
  const start = Date.now();
  for (;;) {
    if (await check()) return;
    if (Date.now() - start > GIVE_UP_MS) throw new Error(`Gave up waiting for ${what} after ${GIVE_UP_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** True when develop has a page at `path` and its code is compiled (see e2e-develop/develop-data.ts). */
async function developServes(request, pagePath) {
  const response = await request.post(`${BASE}/___graphql`, {
    data: { query: `{ sitePage(path: { eq: ${JSON.stringify(pagePath)} }) { componentChunkName } }` },
  });
  const chunk = (await response.json()).data?.sitePage?.componentChunkName;
  return Boolean(chunk) && (await request.get(`${BASE}/${chunk}.js`)).status() === 200;
}

const EDITS = [
  {
    name: "A sentence in a guide (MDX)",
    page: "/docs/overview",
    file: "content/docs/overview.mdx",
    from: "\n## ",
    to: "\nA sentence the bench added.\n\n## ",
    shows: (page) => page.getByText("A sentence the bench added.").isVisible(),
  },
  {
    name: "An operation's summary (OpenAPI path file)",
    page: "/docs/api/ping",
    file: "openapi/paths/ping.yaml",
    from: "  summary: Check the service is running",
    to: "  summary: Check that the service answers",
    shows: (page) => page.getByRole("heading", { level: 1, name: "Check that the service answers" }).isVisible(),
  },
  {
    name: "A category label (sidebars.ts)",
    page: "/docs/overview",
    file: "sidebars.ts",
    from: 'label: "Places",',
    to: 'label: "Places and towns",',
    shows: (page) => page.getByRole("button", { name: 'Collapse sidebar category "Places and towns"' }).isVisible(),
  },
  {
    name: "A navbar label (site.config.ts)",
    page: "/docs/overview",
    file: "site.config.ts",
    from: '{ label: "Status", href:',
    to: '{ label: "Service status", href:',
    shows: (page) =>
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: /^Service status/ })
        .isVisible(),
  },
  {
    name: "A new guide (MDX file), until develop serves it",
    page: "/docs/overview",
    file: "content/docs/bench-new.mdx",
    from: null,
    to: '---\ntitle: "A new guide"\ndescription: "Added by the bench."\nunlisted: true\n---\n\nText.\n',
    shows: (_page, request) => developServes(request, "/docs/bench-new"),
  },
];

let failed = false;
try {
  await until(async () => {
    try {
      return (await fetch(`${BASE}/`)).ok;
    } catch {
      return false;
    }
  }, "gatsby develop to start");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  const context = await browser.newContext();
  const page = await context.newPage();
  const rows = [];
  for (const step of EDITS) {
    await page.goto(`${BASE}${step.page}`);
    await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: GIVE_UP_MS });
    const undo = edit(step.file, step.from, step.to);
    const start = Date.now();
    try {
      await until(() => step.shows(page, context.request), step.name);
    } finally {
      undo();
    }
    const seconds = (Date.now() - start) / 1000;
    rows.push({ name: step.name, seconds });
    // Let develop take the undo in, on the open page, before the next edit: each figure is one edit's.
    await until(async () => !(await step.shows(page, context.request)), `${step.name} (undone)`);
  }
  await browser.close();
  console.info(`\ngatsby develop, from saving a file to the open page showing the change (budget ${BUDGET_SECONDS} s each):\n`);
  for (const { name, seconds } of rows) {
    const over = seconds > BUDGET_SECONDS;
    failed ||= over;
    console.info(`${over ? "OVER" : "ok  "}  ${seconds.toFixed(1).padStart(5)} s  ${name}`);
  }
} finally {
  await stopDevelop();
}
process.exit(failed ? 1 : 0);
