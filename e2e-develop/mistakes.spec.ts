import type { Page } from "@playwright/test";
import { AUTHOR_MISTAKES, type AuthorMistake } from "../scripts/lib/author-mistakes.mjs";
import { expect, test } from "./develop-test";
import { OPEN_WHEN_READY_TIMEOUT, openWhenReady } from "./open-when-ready";
import { developLog, editSource } from "./site-sources";

/**
 * The author mistakes of scripts/lib/author-mistakes.mjs, made while
 * `gatsby develop` runs: the terminal says what and where (once), the
 * browser shows it, the pages the mistake does not touch keep working, and
 * fixing the file is enough to recover.
 */
const UNAFFECTED_PAGE = { path: "/docs/self-host", heading: "Self-hosting" };

/**
 * The longest each step of a test may wait, in ms. Every wait below is
 * bounded by its entry (an expect's or a poll's timeout ends the wait even
 * with a page load under way; goto gets its own), and the steps run one
 * after another, so a test can wait at most their sum. The test's timeout
 * is that sum plus SLACK for what is not a wait (editing and restoring the
 * file, reading the log), instead of playwright.develop.config.ts's 120 s,
 * which the waits exceed: 30 + 30 + 90 + 60 + 60 + 90 + 10 = 370 s, plus
 * 15 s of slack = 385 s. (They add up that high only when something is
 * wrong; then each failing step still fails with its own message, not with
 * the test's timeout halfway through another step.) Before, one poll per
 * `says` entry (up to 4 × 90 s) could alone outlast the 120 s.
 */
const WAIT = {
  /** The unaffected page loads... */
  openPage: 30_000,
  /** ...and shows its heading (develop compiles a page the first time it is asked for). */
  pageHeading: 30_000,
  /** The terminal says everything the row expects: one poll for all of it (it is printed together). */
  terminal: 90_000,
  /** The problems panel shows the problem. */
  panel: 60_000,
  /** Other pages keep working once develop has rebuilt after the edit. */
  otherPage: OPEN_WHEN_READY_TIMEOUT,
  /** After the file is put back, the panel closes by itself. */
  recovered: 90_000,
  /** And Gatsby's own error overlay is not up. */
  noOverlay: 10_000,
} as const;
const SLACK = 15_000;
const TEST_TIMEOUT = Object.values(WAIT).reduce((sum, ms) => sum + ms, SLACK);

const panel = (page: Page) => page.getByRole("region", { name: "Problems in the sources" });
/** What the panel must show: the problem itself for site.config.ts and guides (their paths are in the sentence), else the file. */
const panelSays = (mistake: AuthorMistake) =>
  mistake.file === "site.config.ts" ? mistake.says[1] : mistake.file.startsWith("content/") ? mistake.says[0] : mistake.file;
const contains = (text: string, expected: string | RegExp) =>
  typeof expected === "string" ? text.includes(expected) : expected.test(text);

test.describe("author mistakes in gatsby develop", () => {
  for (const mistake of AUTHOR_MISTAKES) {
    test(mistake.name, async ({ page }) => {
      test.setTimeout(TEST_TIMEOUT);
      await page.goto(UNAFFECTED_PAGE.path, { timeout: WAIT.openPage });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(UNAFFECTED_PAGE.heading, { timeout: WAIT.pageHeading });
      const logBefore = developLog().length;
      const newLog = () => developLog().slice(logBefore);
      const restore = editSource(mistake.file, mistake.remove ? null : (mistake.create ?? mistake.change ?? ((t: string) => t)));
      try {
        // The terminal names the file, the place and what to do: the poll ends when nothing the row expects is missing.
        await expect
          .poll(() => mistake.says.filter((expected) => !contains(newLog(), expected)).map(String), {
            message: "what the terminal has not said (yet)",
            timeout: WAIT.terminal,
          })
          .toEqual([]);
        for (const wrong of mistake.doesNotSay ?? []) expect(contains(newLog(), wrong), `the terminal says ${wrong}`).toBe(false);
        // The preview's problems panel shows it.
        await expect(panel(page)).toContainText(panelSays(mistake), { timeout: WAIT.panel });
        // Printed once, not by every part of the site that noticed it (counted for the rows whose
        // expected text is a sentence: a bare file name also appears in Gatsby's "changed file" lines).
        const sentence = mistake.says.find((text): text is string => typeof text === "string" && text.includes(" "));
        if (sentence) expect(newLog().split(sentence).length - 1, `times the terminal says ${sentence}`).toBe(1);
        // Other pages keep working (once develop has finished rebuilding after the edit).
        await openWhenReady(page, UNAFFECTED_PAGE.path, UNAFFECTED_PAGE.heading);
        // With no compile error over them: a guide that does not compile stops no other page's bundle.
        await expect(page.getByRole("alertdialog", { name: "Failed to compile" })).toHaveCount(0);
      } finally {
        restore();
      }
      // Fixing the file is enough: the problem goes away by itself.
      await expect(panel(page)).toHaveCount(0, { timeout: WAIT.recovered });
      await expect(page.locator("gatsby-fast-refresh")).toHaveCount(0, { timeout: WAIT.noOverlay });
    });
  }
});
