import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, waitForHydration } from "./fixtures";
import { probeOnAppearance } from "./same-task";

// The page actions (the page as Markdown, for assistants) and the code samples' "More" languages.

const PUBLIC = path.resolve(__dirname, "../public");

test.describe("page actions", () => {
  test("a guide's menu works from the keyboard: view, open in an assistant, Escape closes it", async ({ page, problems }) => {
    await page.goto("/docs/postcode/lookup");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Page actions" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const view = page.getByRole("link", { name: "View as Markdown" });
    await expect(view).toHaveAttribute("href", "/docs/postcode/lookup.md");
    const twin = encodeURIComponent("https://postcodes.io/docs/postcode/lookup.md");
    await expect(page.getByRole("link", { name: /Open in ChatGPT/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://chatgpt\\.com/.*${twin}`),
    );
    await expect(page.getByRole("link", { name: /Open in Claude/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://claude\\.ai/new\\?q=.*${twin}`),
    );
    await expect(page.getByRole("link", { name: /Open in Claude/ })).toHaveAttribute("target", "_blank");

    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Copy page as Markdown" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(view).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(view).toBeHidden();
    await expect(button).toBeFocused();
    expect(problems.consoleErrors).toEqual([]);
  });

  test("copies the page's Markdown twin to the clipboard", async ({ page, context, problems }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Page actions" }).click();
    await page.getByRole("button", { name: "Copy page as Markdown" }).click();
    await expect(page.getByRole("button", { name: "Copied the page as Markdown" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(readFileSync(path.join(PUBLIC, "docs/api/lookup-postcode.md"), "utf8"));
    // The note for agents first (src/markdown-twins/twin-note.ts), then the page.
    expect(copied).toMatch(
      /^> For coding agents: \[llms\.txt\]\([^)]+\/llms\.txt\) lists every page[^\n]*\n\n# Look up a postcode\n\n`GET \/postcodes\/\{postcode\}`/,
    );
    expect(problems.consoleErrors).toEqual([]);
  });

  test("every page names its twin in its head, and the twin answers", async ({ page, request }) => {
    for (const [pagePath, twin] of [
      ["/", "/index.md"],
      ["/docs", "/docs.md"],
      ["/docs/api", "/docs/api.md"],
      ["/docs/api/lookup-postcode", "/docs/api/lookup-postcode.md"],
      // The introduction's second address names the first's twin, and answers with ".md" added too, as llms.txt says every page does.
      ["/docs/api/api-reference", "/docs/api/api-reference-postcodes-io.md"],
    ]) {
      await page.goto(pagePath);
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute("href", `https://postcodes.io${twin}`);
      expect((await request.get(twin)).status()).toBe(200);
    }
    expect(await (await request.get("/docs/api/api-reference.md")).text()).toBe(
      await (await request.get("/docs/api/api-reference-postcodes-io.md")).text(),
    );
  });

  test("the description's index opens as llms.txt files do, its summary quoted under its title", async ({ request }) => {
    const index = await (await request.get("/openapi/llms.txt")).text();
    expect(index).toMatch(/^# [^\n]+\n\n> The OpenAPI description of the Postcodes\.io API[^\n]+\n/);
  });
});

test.describe("code samples in more languages", () => {
  test("a language from the More menu loads, becomes the selected tab and follows the reader to other pages", async ({
    page,
    problems,
  }) => {
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    expect(await page.content()).not.toContain("URLSession");
    const more = page.getByRole("button", { name: "More languages" });
    await more.focus();
    await page.keyboard.press("Enter");
    const focusInside = await probeOnAppearance(page, "[role='tab'][id$='-tab-swift']", "focus inside");
    await page.getByRole("button", { name: "Swift", exact: true }).click();
    const swift = page.getByRole("tab", { name: "Swift" });
    await expect(swift).toHaveAttribute("aria-selected", "true");
    await expect(swift).toBeFocused();
    // Already with the render that added the tab, before the effects' task.
    expect(await focusInside()).toBe(true);
    await expect(page.getByRole("tabpanel", { name: "Swift" })).toContainText(
      'URL(string: "https://api.postcodes.io/postcodes/SE1P%205ZZ")',
    );

    await page.goto("/docs/api/random-place");
    await waitForHydration(page);
    await expect(page.getByRole("tab", { name: "Swift" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Swift" })).toContainText("https://api.postcodes.io/random/places");
    // Back to a tab language with the arrow keys: the chosen "More" language is the last tab.
    await page.getByRole("tab", { name: "Swift" }).focus();
    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "cURL" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Swift" })).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("a sample that cannot be loaded says so and can be tried again", async ({ page }) => {
    let failNext = true;
    await page.route("**/code-samples/*.json", (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      return route.fulfill({ status: 503, body: "" });
    });
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    await page.getByRole("button", { name: "More languages" }).click();
    await page.getByRole("button", { name: "Kotlin", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("The Kotlin sample could not be loaded.");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("tabpanel", { name: "Kotlin" })).toContainText("OkHttpClient.Builder()");
  });
});
