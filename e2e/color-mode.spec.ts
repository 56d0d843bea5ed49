import { expect, test, waitForHydration } from "./fixtures";

const toggle = (page: import("@playwright/test").Page) => page.getByRole("button", { name: /Switch between dark and light mode/ }).first();

test.describe("colour mode", () => {
  test("is light by default and ignores a dark system scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(toggle(page)).toHaveAccessibleName("Switch between dark and light mode (currently light mode)");
  });

  test("switches, is saved under 'theme', and survives a reload", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await toggle(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(toggle(page)).toHaveAccessibleName("Switch between dark and light mode (currently dark mode)");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
  });

  test("applies the stored theme before the first paint, even when the site's JavaScript fails to load", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto("/docs/overview", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-bg").trim());
    expect(background).toBe("#15171b");
  });

  test("the toggle is disabled until the page has hydrated", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/docs/overview");
    await expect(toggle(page)).toBeDisabled();
    await context.close();
  });

  test("stays in sync across tabs, and falls back to light when storage is cleared", async ({ page, context }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    const other = await context.newPage();
    await other.goto("/docs/api");
    await waitForHydration(other);
    await toggle(page).click();
    await expect(other.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(toggle(other)).toHaveAccessibleName(/currently dark mode/);
    await other.evaluate(() => localStorage.clear());
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });

  test("treats an unknown stored value as light", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "solarized"));
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });
});
