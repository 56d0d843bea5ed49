import { expect, test, waitForHydration } from "./fixtures";

test.describe("page shell", () => {
  test("the skip link is the first tab stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    // The next stop is inside the content, not the navbar.
    const next = await page.evaluate(() => document.activeElement?.closest("main") !== null);
    expect(next).toBe(true);
  });

  test("the navbar is labelled Main and holds Documentation, API, Status and Blog", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Documentation" })).toHaveAttribute("href", "/docs/overview");
    await expect(nav.getByRole("link", { name: "API", exact: true })).toHaveAttribute("href", "/docs/api");
    await expect(nav.getByRole("link", { name: /^Status/ })).toHaveAttribute("href", "https://status.ideal-postcodes.co.uk");
    await expect(nav.getByRole("link", { name: /^Blog/ })).toHaveAttribute("href", "https://blog.ideal-postcodes.co.uk/tag/postcodes-io");
    await expect(nav.getByRole("link", { name: /^Postcodes\.io/ })).toHaveAttribute("href", "/");
  });

  test("the navbar item of the current section is marked", async ({ page }) => {
    await page.goto("/docs/api/lookup-postcode");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "API", exact: true })).toHaveAttribute("aria-current", "page");
    await page.goto("/docs/self-host");
    await expect(nav.getByRole("link", { name: "Documentation" })).toHaveAttribute("aria-current", "page");
  });

  test("the footer has the configured links separated by middle dots, the 240x160 logo, copyright 2025 and the site version", async ({
    page,
  }) => {
    await page.goto("/docs/overview");
    const footer = page.getByRole("contentinfo");
    const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
    const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/docs/overview",
      "/docs/self-host",
      "/docs/licences",
      "/docs/api",
      "/docs/libraries",
      "https://ideal-postcodes.co.uk/support",
      "https://github.com/ideal-postcodes/postcodes.io/issues",
      "https://github.com/ideal-postcodes/postcodes.io",
      "https://github.com/ideal-postcodes/postcodes.io/blob/master/CHANGELOG.md",
      "/downloads/postcodes-io-docs.zip",
      "https://ideal-postcodes.co.uk",
    ]);
    const separators = await footer.locator('[aria-hidden="true"]').allTextContents();
    expect(separators).toHaveLength(10);
    expect(new Set(separators.map((s) => s.trim()))).toEqual(new Set(["·"]));
    // On a phone the list wraps: no line starts with a dot, and each dot sits on the line of the link before it.
    await page.setViewportSize({ width: 390, height: 844 });
    const items = await footer
      .getByRole("navigation", { name: "Footer" })
      .getByRole("listitem")
      .evaluateAll((els) =>
        els.map((li) => {
          const box = (el: Element | null) => el?.getBoundingClientRect() ?? null;
          const link = box(li.querySelector("a, span:not([aria-hidden])"));
          const dot = box(li.querySelector('[aria-hidden="true"]'));
          return { linkTop: link?.top ?? 0, linkLeft: link?.left ?? 0, dotTop: dot?.top ?? null, dotLeft: dot?.left ?? null };
        }),
      );
    const lineTops = new Set(items.map((item) => Math.round(item.linkTop)));
    expect(lineTops.size, "the footer's links wrap onto several lines at 390 px").toBeGreaterThan(1);
    for (const [i, item] of items.entries()) {
      if (item.dotTop === null || item.dotLeft === null) continue;
      expect(Math.abs(item.dotTop - item.linkTop), `dot ${i + 1} is on its link's line`).toBeLessThan(12);
      expect(item.dotLeft, `dot ${i + 1} follows its link`).toBeGreaterThan(item.linkLeft);
    }
    const logo = footer.getByRole("img", { name: "Postcodes.io, an Ideal Postcodes project" }).first();
    await expect(logo).toHaveAttribute("width", "240");
    await expect(logo).toHaveAttribute("height", "160");
    await expect(footer).toContainText("Copyright © 2025");
    await expect(footer).toContainText("Documentation site version 12.0.0");
    await expect(footer).not.toContainText("Offline edition"); // only the offline edition says it is one
  });

  test("pages have English, left-to-right markup, a unique title and a description", async ({ page }) => {
    await page.goto("/docs/licences");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page).toHaveTitle("Licences | Postcodes.io");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /licences/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://postcodes.io/docs/licences");
  });
});

test.describe("announcement bar", () => {
  const bar = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Announcement" });

  test("shows until closed, and stays closed on the next visit", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(bar(page)).toContainText("November 2025 ONS Postcode Directory");
    await bar(page).getByRole("button", { name: "Close" }).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await expect(bar(page)).toBeHidden();
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test("shows again when the configured id differs from the dismissed one", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("announcement-bar.id", "an-older-announcement");
      localStorage.setItem("announcement-bar.dismissed", "true");
    });
    await page.goto("/");
    await expect(bar(page)).toBeVisible();
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("announcement-bar.id"))).toBe("announcement-bar");
  });

  test("migrates the legacy misspelt id, keeping the reader's dismissal", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("announcement-bar.id", "annoucement-bar");
        localStorage.setItem("announcement-bar.dismissed", "true");
      }
    });
    await page.goto("/");
    await expect(bar(page)).toBeHidden();
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("announcement-bar.id"))).toBe("announcement-bar");
  });

  test("is in the server HTML, so there is no layout shift when it shows", async ({ request }) => {
    const html = await (await request.get("/docs/overview")).text();
    expect(html).toContain('aria-label="Announcement"');
  });

  test("links inside it navigate within the site", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await bar(page).getByRole("link", { name: "Load the new database dump" }).click();
    await expect(page).toHaveURL(/\/docs\/self-host\/update-data$/);
    await expect(page.getByRole("heading", { level: 1, name: "Move to a new database dump" })).toBeVisible();
  });
});
