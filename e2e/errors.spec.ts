import { expect, test, waitForHydration } from "./fixtures";
import { CONSOLE_OPENING_REVEAL_MS } from "../src/shell-constants";

test.describe("error screens", () => {
  test("an unknown address gets the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/docs/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "the overview" })).toHaveAttribute("href", "/docs/overview");
    await expect(page).toHaveURL(/\/docs\/no-such-page$/);
  });

  for (const width of [390, 1280]) {
    test(`a near miss of an address offers the page meant first, and a search for its words, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const response = await page.goto("/docs/postcodes/lookup");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const nearest = page.getByRole("region", { name: "Pages with an address like /docs/postcodes/lookup" }).getByRole("link");
      await expect(nearest.first()).toHaveAttribute("href", "/docs/postcode/lookup");
      await expect(nearest.first()).toHaveText("Look up a postcode");
      await page.getByRole("button", { name: "Search the documentation for “postcodes lookup”" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("combobox")).toHaveValue("postcodes lookup");
      await expect(dialog.getByRole("option").first()).toHaveAttribute("href", /\/docs\/postcode\/lookup/);
      await page.keyboard.press("Escape");
      await nearest.first().click();
      await expect(page).toHaveURL(/\/docs\/postcode\/lookup$/);
      await expect(page.getByRole("heading", { level: 1, name: "Look up a postcode" })).toBeVisible();
    });
  }

  test("a crash in a page's content shows 'This page crashed.' with the error, inside the site's navigation", async ({
    page,
    problems,
  }) => {
    await page.route("**/page-data/docs/api/lookup-postcode/page-data.json", async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.result.data.openApiOperation.parameters = "not a list";
      await route.fulfill({ response, json });
    });
    await page.goto("/docs/api");
    await waitForHydration(page);
    await page
      .getByRole("link", { name: /Look up a postcode/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "This page crashed." })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("filter is not a function");
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(problems.consoleErrors.some((e) => e.includes("This page crashed"))).toBe(true);
  });

  test("a crash outside the content shows a page titled 'Page Error', and Try again recovers", async ({ page }) => {
    // A browser feature that fails once (as a broken extension might make it) crashes the shell.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      let failed = false;
      window.matchMedia = (query: string) => {
        if (!failed && query.includes("min-width")) {
          failed = true;
          throw new Error("matchMedia is unavailable");
        }
        return original(query);
      };
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "This page crashed." })).toBeVisible();
    await expect(page).toHaveTitle("Page Error");
    await expect(page.getByRole("alert")).toContainText("matchMedia is unavailable");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "UK postcode data over plain HTTP" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "This page crashed." })).toHaveCount(0);
  });

  test("differences between the server's HTML and the browser's render are logged to the console", async ({ page, problems }) => {
    await page.route("**/docs/licences", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(">Licences</h1>", ">Licences (changed)</h1>");
      await route.fulfill({ response, body: html });
    });
    await page.goto("/docs/licences");
    await waitForHydration(page);
    // React's onRecoverableError, in words: React repaired the page by rendering that part in the browser.
    await expect
      .poll(() => problems.consoleErrors.join("\n"))
      .toContain("The page's server HTML differs from what the browser renders: a text does not match the server's (React error 425)");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Licences");
  });
});

test.describe("wrong base URL", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    // Serve the site under /mirror/ although it was built for "/".
    await page.route(`${baseURL}/mirror/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${baseURL}${url.pathname.replace(/^\/mirror/, "")}` });
      await route.fulfill({ response });
    });
  });

  test("shows a red banner naming the base URL to configure", async ({ page }) => {
    await page.goto("/mirror/docs/overview");
    const banner = page.getByRole("alert").filter({ hasText: "This site did not load properly." });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Set site.baseUrl to /mirror/ in site.config.ts");
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(180, 35, 24)");
  });

  test("shows it even when the site's JavaScript cannot load", async ({ page }) => {
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto("/mirror/docs/overview", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("alert").filter({ hasText: "This site did not load properly." })).toBeVisible();
  });

  test("does not show on the right base URL", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await expect(page.getByText("This site did not load properly.")).toBeHidden();
  });
});

test.describe("an address that opens the console, when code fails", () => {
  const address = "/docs/api/lookup-postcode?try&postcode=SW1A%202AA";
  /** The responses' reference: under the console on a phone, so kept hidden while it opens. */
  const reference = (page: import("@playwright/test").Page) => page.locator("#responses");

  test("with none of the site's scripts, the reference under the console's place shows after CONSOLE_OPENING_REVEAL_MS", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(address, { waitUntil: "domcontentloaded" });
    // Kept hidden for the console that would move it; no console comes.
    await expect(reference(page)).toBeHidden();
    await page.clock.runFor(CONSOLE_OPENING_REVEAL_MS);
    await expect(reference(page)).toBeVisible();
  });

  test("when the console's code fails to load, its error and the reference show at once, and Close console leaves nothing hidden", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.route(/\/api-console-[^/]*\.js$/, (route) => route.abort());
    await page.goto(address);
    await waitForHydration(page);
    // The page's clock stopped short of the fallback: what shows, shows because the console failed.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    expect(await page.evaluate(() => performance.now())).toBeLessThan(CONSOLE_OPENING_REVEAL_MS);
    await expect(page.getByRole("alert").filter({ hasText: "The API console could not be loaded" })).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-console-opening");
    await expect(reference(page)).toBeVisible();
    await page.getByRole("button", { name: "Close console" }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-console-opening");
    await expect(reference(page)).toBeVisible();
  });
});
