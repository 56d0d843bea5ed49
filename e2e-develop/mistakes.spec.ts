import type { Page } from "@playwright/test";
import { AUTHOR_MISTAKES, type AuthorMistake } from "../scripts/lib/author-mistakes.mjs";
import { expect, test } from "./develop-test";
import { openWhenReady } from "./open-when-ready";
import { developLog, editSource } from "./site-sources";

/**
 * The author mistakes of scripts/lib/author-mistakes.mjs, made while
 * `gatsby develop` runs: the terminal says what and where (once), the
 * browser shows it, the pages the mistake does not touch keep working, and
 * fixing the file is enough to recover.
 */
const UNAFFECTED_PAGE = { path: "/docs/self-host", heading: "Self-hosting" };

const panel = (page: Page) => page.getByRole("region", { name: "Problems in the sources" });
/** What the panel must show: the problem itself for site.config.ts and guides (their paths are in the sentence), else the file. */
const panelSays = (mistake: AuthorMistake) =>
  mistake.file === "site.config.ts" ? mistake.says[1] : mistake.file.startsWith("content/") ? mistake.says[0] : mistake.file;
const contains = (text: string, expected: string | RegExp) =>
  typeof expected === "string" ? text.includes(expected) : expected.test(text);

test.describe("author mistakes in gatsby develop", () => {
  for (const mistake of AUTHOR_MISTAKES) {
    test(mistake.name, async ({ page }) => {
      await page.goto(UNAFFECTED_PAGE.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(UNAFFECTED_PAGE.heading);
      const logBefore = developLog().length;
      const newLog = () => developLog().slice(logBefore);
      const restore = editSource(mistake.file, mistake.remove ? null : (mistake.create ?? mistake.change ?? ((t: string) => t)));
      try {
        // The terminal names the file, the place and what to do.
        for (const expected of mistake.says) {
          await expect.poll(() => contains(newLog(), expected), { message: `the terminal says ${expected}`, timeout: 90_000 }).toBe(true);
        }
        for (const wrong of mistake.doesNotSay ?? []) expect(contains(newLog(), wrong), `the terminal says ${wrong}`).toBe(false);
        // The preview's problems panel shows it.
        await expect(panel(page)).toContainText(panelSays(mistake), { timeout: 60_000 });
        // Printed once, not by every part of the site that noticed it (counted for the rows whose
        // expected text is a sentence: a bare file name also appears in Gatsby's "changed file" lines).
        const sentence = mistake.says.find((text): text is string => typeof text === "string" && text.includes(" "));
        if (sentence) expect(newLog().split(sentence).length - 1, `times the terminal says ${sentence}`).toBe(1);
        // Other pages keep working (once develop has finished rebuilding after the edit).
        await openWhenReady(page, UNAFFECTED_PAGE.path, UNAFFECTED_PAGE.heading);
      } finally {
        restore();
      }
      // Fixing the file is enough: the problem goes away by itself.
      await expect(panel(page)).toHaveCount(0, { timeout: 90_000 });
      await expect(page.locator("gatsby-fast-refresh")).toHaveCount(0);
    });
  }
});
