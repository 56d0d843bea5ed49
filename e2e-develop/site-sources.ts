import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The copy of the site `gatsby develop` runs in (see playwright.develop.config.ts). */
export const siteRoot = () => {
  const root = process.env.DEVELOP_SITE;
  if (!root) throw new Error("DEVELOP_SITE is not set: run these tests with -c playwright.develop.config.ts");
  return root;
};

const file = (relative: string) => path.join(siteRoot(), relative);

/**
 * Writes a whole file in one step, as an editor's safe save does: the new
 * text goes to another file, which then replaces it. An in-place write
 * first empties the file and then fills it, and a watcher that reads between
 * the two (webpack, Gatsby's file source) sees an empty or half file; with
 * both steps in the same millisecond its second read can be skipped as
 * unchanged, leaving the preview on the empty version. The new text is
 * written outside the watched folders, so that no watcher sees a stray file.
 */
function writeWhole(target: string, text: string): void {
  const folder = file(".test-edits");
  mkdirSync(folder, { recursive: true });
  const next = path.join(folder, path.basename(target));
  writeFileSync(next, text);
  renameSync(next, target);
}

/**
 * Changes one source file of the running site (or creates it, or deletes it
 * with `null`) and returns a function that puts it back as it was.
 */
export function editSource(relative: string, change: ((text: string) => string) | string | null): () => void {
  const target = file(relative);
  const before = existsSync(target) ? readFileSync(target, "utf8") : null;
  const after = typeof change === "function" ? change(before ?? "") : change;
  if (after === null) rmSync(target, { force: true });
  else {
    if (typeof change === "function" && after === before)
      throw new Error(`The edit of ${relative} changed nothing: the test is out of date.`);
    writeWhole(target, after);
  }
  return () => {
    if (before === null) rmSync(target, { force: true });
    else writeWhole(target, before);
  };
}

/** Everything `gatsby develop` has printed so far (scripts/develop-copy.mjs writes it to develop.log in the copy). */
export const developLog = () => readFileSync(file("develop.log"), "utf8");
