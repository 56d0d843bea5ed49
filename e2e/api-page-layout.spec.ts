import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** Where a part of the page starts, in px from the top of the document. */
const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));

const samples = (page: Page) => page.getByRole("complementary", { name: "Try it, code samples and example response" });
const responses = (page: Page) => page.getByRole("region", { name: "Responses" });

test.describe("an API page", () => {
  test("shows the example answer once: beside the samples, and the response links to it", async ({ page }) => {
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    const example = samples(page).locator("#example-response");
    await expect(example.getByText("Response 200: SE1P 5ZZ")).toBeVisible();
    // The long answer is in the page once, not again under 200.
    await expect(page.getByText('"parliamentary_constituency_2024": "Bermondsey and Old Southwark"')).toHaveCount(1);
    const under200 = responses(page).locator("#response-200");
    await expect(under200.locator("pre")).toHaveCount(0);
    const link = under200.getByRole("link", { name: "shown with the code samples" });
    await expect(link).toHaveAttribute("href", "#example-response");
    // The other responses keep their examples.
    await expect(responses(page).locator("#response-404 pre").first()).toContainText('"error": "Invalid postcode"');
  });

  test("on a phone, puts the parameters first, then the samples, then the responses", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    const request = await top(page, "#request");
    const aside = await top(page, "aside[aria-label^='Try it']");
    const answers = await top(page, "#responses");
    expect(request).toBeLessThan(aside);
    expect(aside).toBeLessThan(answers);
    // The parameters are within the first two screens, not after 1,500 px of example answer.
    expect(request).toBeLessThan(2 * 844);
  });

  test("on a wide screen, keeps the samples in a column beside the parameters", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    const parameters = (await page.locator("#request").boundingBox())!;
    const aside = (await samples(page).boundingBox())!;
    expect(aside.x).toBeGreaterThan(parameters.x + parameters.width - 1);
    expect(aside.y).toBeLessThan(parameters.y);
    // The column stays in view while the reference scrolls.
    await page.locator("#responses").scrollIntoViewIfNeeded();
    await expect(samples(page).getByRole("button", { name: "Try it" })).toBeInViewport();
  });
});
