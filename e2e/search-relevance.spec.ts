import { expect, test, waitForHydration } from "./fixtures";
import {
  READERS_QUESTIONS_FIRST_AT_LEAST,
  RELEVANCE_BUDGET,
  RELEVANCE_QUERIES,
  readersQuestionsFirst,
  relevanceReport,
  runQueries,
  wrongAnswers,
} from "./search-relevance";

/**
 * The relevance test (issue 29): every query of e2e/search-relevance.ts typed
 * into the site's search box over the built search index, in Chromium, as a
 * reader types it. Every query must come first, misspellings included (they
 * are corrected). Prints the score (share first, mean reciprocal rank);
 * docs/benchmarks.md records it.
 */
test("search relevance: the expected page comes first for titles, labels, paths, operationIds, fields, errors, partial words and misspellings", async ({
  page,
}, testInfo) => {
  test.setTimeout(RELEVANCE_BUDGET);
  await page.goto("/docs/overview");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the documentation" });
  const box = dialog.getByRole("combobox", { name: "Search guides and the API reference" });
  await expect(box).toBeFocused();
  const outcomes = await runQueries(box, dialog, RELEVANCE_QUERIES);
  const report = relevanceReport(outcomes);
  console.info(report);
  await testInfo.attach("search relevance", { body: report, contentType: "text/plain" });
  expect(wrongAnswers(outcomes)).toEqual([]);
  expect(readersQuestionsFirst(outcomes)).toBeGreaterThanOrEqual(READERS_QUESTIONS_FIRST_AT_LEAST.site);
});
