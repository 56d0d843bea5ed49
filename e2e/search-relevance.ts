import { type Locator, expect } from "@playwright/test";
import { budgetFor, STEP_BUDGET } from "./fixtures";
import { type QueryOutcome, type RelevanceQuery, RELEVANCE_QUERIES, outcomeOf } from "./relevance-queries";

export * from "./relevance-queries";

/** A relevance test's budget: the page's load and hydration, and a search step for each query (the sum of its steps). */
export const RELEVANCE_BUDGET = budgetFor({ load: 1, hydrate: 1, search: RELEVANCE_QUERIES.length });

/**
 * Types each query into an open search box (`dialog`, its input `box`) and
 * reads the results as a reader sees them: the status line and the links in
 * order. A query answered with its misspellings corrected counts as
 * answered when the box offers to search the words as typed instead.
 * `toSitePath` turns a result's href into a site path (the hash edition's
 * hrefs start with "#").
 */
export async function runQueries(
  box: Locator,
  dialog: Locator,
  queries: readonly RelevanceQuery[],
  toSitePath: (href: string) => string = (href) => href,
): Promise<QueryOutcome[]> {
  const status = dialog.getByRole("status");
  const outcomes: QueryOutcome[] = [];
  for (const { query, kind, first } of queries) {
    await box.fill(query);
    const asTyped = dialog.getByRole("button", { name: `Search for “${query}” instead` });
    // A search step each: a query that finds nothing is corrected and narrowed, several searches in a row.
    await expect(status.filter({ hasText: `for “${query}”` }).or(asTyped), query).toBeVisible({ timeout: STEP_BUDGET.search });
    const hrefs = (await dialog.getByRole("option").evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""))).map(toSitePath);
    outcomes.push(outcomeOf({ query, kind, first }, hrefs, (await status.textContent()) ?? ""));
  }
  return outcomes;
}
