import path from "node:path";
import type { Page } from "@playwright/test";
import { buildApiRecords, loadSpec, renderMarkdown } from "../plugins/gatsby-source-openapi";
import { generateCodeSamples } from "../src/api-reference/code-samples/generate-code-samples";
import type { SampleOperation } from "../src/api-reference/code-samples/request-model";
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

  test("Copy copies each language's sample as the samples test runs it, blank lines and all", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The samples as samples-run/samples.run.ts generates and runs them: from the description, as the site does.
    const records = buildApiRecords({ ...(await loadSpec(path.resolve(__dirname, "../openapi/openapi.yaml"))), renderMarkdown });
    const operation = records.operations.find((o) => o.operationId === "bulkPostcodeLookup");
    if (!operation) throw new Error("no bulkPostcodeLookup in openapi/openapi.yaml");
    const samples = generateCodeSamples(operation as SampleOperation, operation.codeSamples);
    expect(samples.filter((sample) => sample.source.includes("\n\n")).length, "samples with a blank line").toBeGreaterThan(3);
    await page.goto("/docs/api/bulk-postcode-lookup");
    await waitForHydration(page);
    const copied: [string, string][] = [];
    for (const sample of samples) {
      if (sample.placement === "tab") await page.getByRole("tab", { name: sample.label, exact: true }).click();
      else {
        await page.getByRole("button", { name: "More languages" }).click();
        await page.getByRole("button", { name: sample.label, exact: true }).click();
      }
      const panel = page.getByRole("tabpanel", { name: sample.label, exact: true });
      await panel.getByRole("button", { name: "Copy code to clipboard" }).click();
      await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
      copied.push([sample.label, await page.evaluate(() => navigator.clipboard.readText())]);
    }
    expect(copied).toEqual(samples.map((sample) => [sample.label, sample.source]));
  });

  test("a form-encoded body's examples are form-encoded, not JSON", async ({ page }) => {
    await page.goto("/docs/api/bulk-postcode-lookup");
    const form = page.locator("div.prism-code", { hasText: "Bulk postcode lookup, form-encoded" });
    await expect(form.locator("pre")).toHaveText("postcodes[]=SE1P+5ZZ&postcodes[]=B0GUS");
    await expect(form).toContainText("Form");
    const points = page.locator("div.prism-code", { hasText: "Bulk reverse geocoding, form-encoded" });
    await expect(points.locator("pre")).toHaveText(/^geolocations\[0\]\[longitude\]=-0\.080126&geolocations\[0\]\[latitude\]=51\.492763/);
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

  test("every code block's Copy keeps its word on one line, however long the title beside it, at 320 px and in the console's answer", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/docs/api/bulk-postcode-lookup", "/docs/postcode/bulk"]) {
      await page.goto(path);
      await waitForHydration(page);
      const buttons = page.locator("div.prism-code").getByRole("button", { name: /^Copy/ });
      expect(await buttons.count(), path).toBeGreaterThan(2);
      // One line: no taller than the text's own line plus the button's padding and border.
      const tall = await buttons.evaluateAll(
        (all) =>
          all.filter(
            (b) =>
              b.getBoundingClientRect().height > parseFloat(getComputedStyle(b).lineHeight) * 1.5 + 12 || b.scrollWidth > b.clientWidth,
          ).length,
      );
      expect(tall, `${path}: Copy buttons broken over two lines`).toBe(0);
    }
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
