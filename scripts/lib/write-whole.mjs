// Writing a source file the way an editor's safe save does, for the scripts and tests that edit a
// site while `gatsby develop` watches it (e2e-develop/site-sources.ts, bench/develop.mjs).
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes `text` to `target` in one step: into a file in `scratch` first (a folder outside the
 * watched ones, on the same disk), which then replaces the target. An in-place write first empties
 * the file and then fills it; a watcher that reads between the two (webpack, Gatsby's file source)
 * sees an empty file, and with both steps in the same millisecond its second read can be skipped as
 * unchanged, leaving the preview on the empty version.
 */
export function writeWhole(target, text, scratch) {
  mkdirSync(scratch, { recursive: true });
  const next = path.join(scratch, path.basename(target));
  writeFileSync(next, text);
  renameSync(next, target);
}
