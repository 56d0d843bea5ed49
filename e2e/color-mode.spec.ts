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

/**
 * The WCAG contrast of each visible placeholder on the page with the background it is drawn on
 * (the field's own, or the first ancestor's that is not transparent), as Chromium computes them.
 */
function placeholderContrasts(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const background = (element: Element | null): number[] => {
      for (let at = element; at; at = at.parentElement) {
        const [r, g, b, a = 1] = rgb(getComputedStyle(at).backgroundColor);
        if (a > 0) return [r, g, b];
      }
      return [255, 255, 255];
    };
    return [...document.querySelectorAll<HTMLInputElement>("input[placeholder]:not([placeholder='']), textarea[placeholder]")]
      .filter((field) => field.getClientRects().length > 0)
      .map((field) => {
        const style = getComputedStyle(field, "::placeholder");
        const [r, g, b, a = 1] = rgb(style.color);
        const back = background(field);
        // A translucent placeholder (or an opacity below 1) is drawn over the field's background.
        const alpha = a * Number(style.opacity || 1);
        const front = [r, g, b].map((v, i) => v * alpha + back[i] * (1 - alpha));
        const [light, dark] = [luminance(front), luminance(back)].sort((x, y) => y - x);
        return { field: field.placeholder, ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 };
      });
  });
}

test.describe("placeholder text", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`reads at 4.5:1 or more against its field in ${theme} mode (home page lookup, search, console)`, async ({ page }) => {
      await page.addInitScript((stored) => localStorage.setItem("theme", stored), theme);
      const seen: { field: string; ratio: number }[] = [];
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      seen.push(...(await placeholderContrasts(page)));
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByRole("combobox", { name: "Search guides and the API reference" })).toBeVisible();
      seen.push(...(await placeholderContrasts(page)));
      // The console: its optional parameters say "(not sent)", and a custom server shows an example URL.
      await page.goto("/docs/api/nearest-postcode?try");
      await waitForHydration(page);
      const form = page.getByRole("form", { name: /^Try / });
      await expect(form).toBeVisible();
      await form.getByLabel("Server", { exact: true }).selectOption({ label: "Custom URL…" });
      await expect(form.getByLabel("Custom server URL")).toBeVisible();
      seen.push(...(await placeholderContrasts(page)));
      expect(seen.map((s) => s.field)).toEqual(
        expect.arrayContaining(["SE1P 5ZZ", "Search guides and the API reference", "(not sent)", "http://localhost:8000"]),
      );
      expect(seen.filter((s) => s.ratio < 4.5)).toEqual([]);
    });
  }
});
