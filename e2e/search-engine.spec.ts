import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { POSTCODE_INPUT_KINDS } from "../src/input-kinds/postcode-input-kinds";
import { documentSearchEngine } from "../src/search/document-search";
import { SEARCH_INDEX_FILE, type SearchPage } from "../src/search/search-documents";
import {
  HELD_OUT_FIRST_AT_LEAST,
  HELD_OUT_RELEVANCE_QUERIES,
  REVIEWED_FIRST_AT_LEAST,
  REVIEWED_RELEVANCE_QUERIES,
  type QueryOutcome,
  RELEVANCE_QUERIES,
  type RelevanceQuery,
  outcomeOf,
  readersQuestionsFirst,
  relevanceReport,
  wrongAnswers,
} from "./relevance-queries";

/**
 * The search engine alone (src/search/document-search.ts) over the built
 * index, in Node, as the site, the offline edition and the MCP server run
 * it: the relevance queries, and the held-out set that the browser tests do
 * not type (e2e/search-held-out.ts). No browser: a query takes a few
 * milliseconds.
 */
const pages = JSON.parse(readFileSync(path.resolve(__dirname, "../public", SEARCH_INDEX_FILE), "utf8")) as SearchPage[];
const engine = documentSearchEngine(async () => pages, POSTCODE_INPUT_KINDS);

async function run(queries: readonly RelevanceQuery[]): Promise<QueryOutcome[]> {
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) {
    const answer = await engine.search(query.query);
    const count = !answer || answer.total === 0 ? `No results for “${query.query}”.` : `${answer.hits.length} of ${answer.total}`;
    outcomes.push(outcomeOf(query, answer?.hits.map((hit) => hit.url) ?? [], count));
  }
  return outcomes;
}

// eslint-disable-next-line no-empty-pattern -- Playwright's test signature: these tests need no fixture but testInfo.
test("the engine answers the relevance queries as the site's search box does", async ({}, testInfo) => {
  const outcomes = await run(RELEVANCE_QUERIES);
  await testInfo.attach("search relevance (engine)", { body: relevanceReport(outcomes), contentType: "text/plain" });
  expect(wrongAnswers(outcomes)).toEqual([]);
});

// eslint-disable-next-line no-empty-pattern -- as above.
test("the held-out readers' words: their count first holds its floor", async ({}, testInfo) => {
  const outcomes = await run(HELD_OUT_RELEVANCE_QUERIES);
  const report = relevanceReport(outcomes);
  console.info(`Held-out set:\n${report}`);
  await testInfo.attach("search relevance (held out)", { body: report, contentType: "text/plain" });
  expect(readersQuestionsFirst(outcomes, "held out")).toBeGreaterThanOrEqual(HELD_OUT_FIRST_AT_LEAST);
});

// eslint-disable-next-line no-empty-pattern -- as above.
test("the second to seventh reviewers' readers' words and newcomers' tasks: their count first holds its floor", async ({}, testInfo) => {
  const outcomes = await run(REVIEWED_RELEVANCE_QUERIES);
  const report = relevanceReport(outcomes);
  console.info(`Reviewed set:\n${report}`);
  await testInfo.attach("search relevance (reviewed)", { body: report, contentType: "text/plain" });
  expect(readersQuestionsFirst(outcomes, "reviewed")).toBeGreaterThanOrEqual(REVIEWED_FIRST_AT_LEAST);
});
