import { expect, test, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 800, height: 900 } });

const menuButton = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "Toggle navigation bar" });
const menu = (page: import("@playwright/test").Page) => page.getByRole("dialog", { name: "Site navigation" });

test.describe("mobile layout (below 997 px)", () => {
  test("hides the navbar items behind a menu button", async ({ page }) => {
    await page.goto("/docs/overview");
    await expect(menuButton(page)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Documentation" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Documentation", exact: true })).toBeHidden();
  });

  test("opens on the current section's sidebar, with 'Back to main menu' to the primary menu", async ({ page }) => {
    await page.goto("/docs/self-host");
    await waitForHydration(page);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Close navigation bar" })).toBeFocused();
    await expect(menu(page).getByRole("link", { name: "Self-hosting" })).toHaveAttribute("aria-current", "page");
    await menu(page).getByRole("button", { name: "Back to main menu" }).click();
    await expect(menu(page).getByRole("link", { name: "Documentation" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "API", exact: true })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: /Status/ })).toBeVisible();
  });

  test("a dropdown in the mobile menu starts open when it holds the page being shown", async ({ page }) => {
    await page.goto("/docs/licences");
    await waitForHydration(page);
    await menuButton(page).click();
    await menu(page).getByRole("button", { name: "Back to main menu" }).click();
    await expect(menu(page).getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page).getByRole("link", { name: "Licences" })).toHaveAttribute("aria-current", "page");

    await page.goto("/docs/overview");
    await waitForHydration(page);
    await menuButton(page).click();
    await menu(page).getByRole("button", { name: "Back to main menu" }).click();
    await expect(menu(page).getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "false");
  });

  test("closes with its close button, Escape, the backdrop, and after navigating", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await menuButton(page).click();
    await page.getByRole("button", { name: "Close navigation bar" }).click();
    await expect(menu(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toHaveCount(0);

    await menuButton(page).click();
    await page.mouse.click(780, 450);
    await expect(menu(page)).toHaveCount(0);

    await menuButton(page).click();
    await menu(page).getByRole("link", { name: "Licences" }).click();
    await expect(page).toHaveURL(/\/docs\/licences$/);
    await expect(menu(page)).toHaveCount(0);
  });

  test("takes focus as it opens, so Escape pressed at once (in the task of the click) closes it", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    const closed = await menuButton(page).evaluate(async (button) => {
      (button as HTMLButtonElement).click();
      await Promise.resolve(); // the render the click asked for runs in a microtask; no task runs before the key
      await Promise.resolve();
      const dialog = document.querySelector('[role="dialog"][aria-label="Site navigation"]');
      if (!dialog?.contains(document.activeElement)) return "focus not in the dialog";
      document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      await Promise.resolve();
      await Promise.resolve();
      return document.querySelector('[role="dialog"][aria-label="Site navigation"]') ? "still open" : "closed";
    });
    expect(closed).toBe("closed");
  });

  test("closes when the window grows into the desktop layout", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(menu(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeHidden();
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await menuButton(page).click();
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  });

  test("the table of contents is a collapsible box above the content", async ({ page }) => {
    await page.goto("/docs/overview");
    const toc = page.locator("details", { hasText: "On this page" });
    await expect(toc).toBeVisible();
    await expect(toc.getByRole("link", { name: "Errors" })).toBeHidden();
    await toc.locator("summary").click();
    await expect(toc.getByRole("link", { name: "Errors" })).toBeVisible();
  });
});

test.describe("layout switch at 996 px", () => {
  test("996 px is mobile, 997 px is desktop", async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto("/docs/overview");
    await expect(menuButton(page)).toBeVisible();
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(menuButton(page)).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Documentation" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Documentation", exact: true })).toBeVisible();
  });
});
