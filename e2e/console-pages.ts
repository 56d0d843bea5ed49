import type { Page, Request } from "@playwright/test";
import { expect, STEP_BUDGET, waitForHydration } from "./fixtures";
import { MOCK_ORIGIN, PUBLIC_API } from "./mock-api";

// What the browser tests of the API console share: opening it on the mock, answering the public API from the mock, reading the answer.

/** Requests the page sends to the mock, to show that a stopped request never left. */
export function mockRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(MOCK_ORIGIN) && request.method() !== "OPTIONS") seen.push(request);
  });
  return seen;
}

/** Opens an operation page with the console open on the mock (the load and hydration steps of {@link STEP_BUDGET}). */
export async function openConsole(page: Page, slug: string, extra = "") {
  await page.goto(`/docs/api/${slug}?try&server=${encodeURIComponent(MOCK_ORIGIN)}${extra}`, { timeout: STEP_BUDGET.load });
  await waitForHydration(page, STEP_BUDGET.hydrate);
  const form = page.getByRole("form", { name: /^Try / });
  await expect(form).toBeVisible();
  return form;
}

/** Answers requests to the public API from the mock (the public service is not reachable from tests). */
export async function publicApiFromMock(page: Page) {
  await page.route(`${PUBLIC_API}/**`, async (route) => {
    const url = route.request().url().replace(PUBLIC_API, MOCK_ORIGIN);
    const response = await route.fetch({ url });
    await route.fulfill({ response });
  });
}

export const answerStatus = (page: Page) =>
  page
    .locator("section[aria-labelledby='console-answer']")
    .getByText(/^\d{3} /)
    .first();
