// A throwaway copy of the site (tracked and new files, with node_modules linked), for builds that
// must not touch the working tree's public/ and .cache/.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runMeasured } from "./measure.mjs";

/**
 * Copies the repository's files to `target` (by default a new temporary directory) and returns its path.
 * node_modules is a symbolic link to the working tree's, or with `hardLinkedModules` a directory of hard
 * links to its files: webpack names modules by their resolved paths, so a build whose packages lie
 * behind a symbolic link (outside the copy) ships other module ids, and its scripts weigh some hundred
 * bytes more or less than a build with its own node_modules, as a deploy has. Measurements of weight
 * (the bench) build with their own.
 */
export function copySite(root, target = mkdtempSync(path.join(tmpdir(), "postcodes-docs-bench-")), { hardLinkedModules = false } = {}) {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(target, file));
  }
  if (hardLinkedModules) execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(target, "node_modules")]);
  else symlinkSync(path.join(root, "node_modules"), path.join(target, "node_modules"));
  return target;
}

/**
 * Runs the production build (`npm run build`: scripts/build.mjs) in a copy
 * made by copySite, with `env` added to the environment. Resolves with its wall time
 * and peak memory; throws with the end of its output when it fails.
 */
export async function buildSite(site, { env = {}, label = "The build" } = {}) {
  const run = await runMeasured("node", ["scripts/build.mjs"], {
    cwd: site,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
  });
  if (run.code !== 0) throw new Error(`${label} failed in ${site}:\n${run.output.slice(-4000)}`);
  return run;
}
