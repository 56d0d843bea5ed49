import { existsSync, readFileSync, rmSync } from "node:fs";
import { writeWhole as writeWholeIn } from "../scripts/lib/write-whole.mjs";
import path from "node:path";

/** The copy of the site `gatsby develop` runs in (see playwright.develop.config.ts). */
export const siteRoot = () => {
  const root = process.env.DEVELOP_SITE;
  if (!root) throw new Error("DEVELOP_SITE is not set: run these tests with -c playwright.develop.config.ts");
  return root;
};

const file = (relative: string) => path.join(siteRoot(), relative);
/** Each edit is written whole, as an editor's safe save does (scripts/lib/write-whole.mjs). */
const writeWhole = (target: string, text: string) => writeWholeIn(target, text, file(".test-edits"));

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
