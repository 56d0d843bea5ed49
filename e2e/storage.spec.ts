import { expect, test, waitForHydration } from "./fixtures";

test.describe("browser storage", () => {
  test("the site keeps working when localStorage throws (privacy mode, disabled storage)", async ({ page, problems }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    await page
      .getByRole("button", { name: /Switch between dark and light mode/ })
      .first()
      .click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);
    await page.getByRole("link", { name: "API", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  test("garbage in storage is ignored", async ({ page, problems }) => {
    await page.addInitScript(() => {
      localStorage.setItem("theme", "{not json");
      localStorage.setItem("announcement-bar.dismissed", "maybe");
      localStorage.setItem("code-sample-language", "cobol");
    });
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "cURL" })).toHaveAttribute("aria-selected", "true");
    expect(problems.consoleErrors).toEqual([]);
  });

  test("a stored docs version that no longer exists is cleared", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("docs-preferred-version-default", "9.x"));
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBeNull();
  });

  test("a stored docs version that exists is kept", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("docs-preferred-version-default", "current"));
    await page.goto("/docs/overview");
    await waitForHydration(page);
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current");
  });
});
