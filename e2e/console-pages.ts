import type { Locator, Page, Request } from "@playwright/test";
import { navbarVisibleAfterScroll } from "../src/state/hideable-navbar";
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

/**
 * Clicks a control of the API page's code column (Send, a difference's links) once the page has answered the scroll that brings it
 * into view. A scroll down past the top of the page hides the navbar, and the sticky column then
 * slides up into its room (a 150 ms transition). A click sent before that can press on the control and be
 * released over what slid under the pointer, which clicks neither: the request was never sent (a run beside
 * load, "GET nearest-outcode: sends the first request"). So: scroll, wait for the navbar's answer and the end
 * of the transitions it starts, then click.
 */
export async function clickSettled(control: Locator): Promise<void> {
  const page = control.page();
  const previousScrollY = await page.evaluate(() => window.scrollY);
  await control.scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  // The navbar's own rule says what it does about this scroll.
  const visible = scrollY === previousScrollY ? null : navbarVisibleAfterScroll({ scrollY, previousScrollY });
  if (visible !== null) {
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveAttribute("data-navbar-visible", String(visible));
  }
  await page.evaluate(async () => {
    void document.body.offsetHeight; // reading the layout starts the transitions the change asked for
    const moving = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  });
  await control.click();
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
