import { expect, test, waitForHydration } from "./fixtures";

test.describe("addresses", () => {
  test("a trailing /index.html or .html is stripped", async ({ page }) => {
    await page.goto("/docs/overview/index.html");
    await expect(page).toHaveURL(/\/docs\/overview$/);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await waitForHydration(page);

    await page.goto("/docs/licences.html");
    await expect(page).toHaveURL(/\/docs\/licences$/);
  });
});

test.describe("scrolling on page change", () => {
  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/docs/self-host");
    await waitForHydration(page);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Licences" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Licences" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link with #anchor scrolls to the anchor", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "CORS and JSONP" }).click();
    await expect(page).toHaveURL(/#cors-and-jsonp$/);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("cors-and-jsonp")!.getBoundingClientRect().top)))
      .toBeLessThan(150);
    await expect(page.getByRole("heading", { name: "CORS and JSONP" })).toBeInViewport();
  });

  test("opening an address with #anchor lands on the anchor", async ({ page }) => {
    await page.goto("/docs/overview#errors");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Errors", exact: true })).toBeInViewport();
  });
});

test.describe("navigation progress", () => {
  test("a slow page change shows a progress bar after 200 ms and keeps the old page until the new one has loaded", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/page-data/docs/licences/page-data.json", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Licences" }).click();
    const bar = page.getByRole("progressbar", { name: "Loading page" });
    await expect(bar).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    expect(await bar.getAttribute("aria-valuenow")).toBe("8");
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Licences" })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test("a fast page change shows no progress bar", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenBars: string[] }).seenBars = seen;
      new MutationObserver(() => {
        if (document.getElementById("route-progress")) seen.push("bar");
      }).observe(document.body, { childList: true });
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Licences" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Licences" })).toBeVisible();
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { seenBars: string[] }).seenBars)).toEqual([]);
  });

  test("a page that cannot be preloaded logs a warning and is loaded in full instead", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    await page.route("**/page-data/docs/libraries/page-data.json", (route) => route.abort());
    const reload = page.waitForEvent("framenavigated");
    await page.getByRole("contentinfo").getByRole("link", { name: "Client libraries" }).click();
    await reload;
    await expect(page).toHaveURL(/\/docs\/libraries$/);
    await expect(page.getByRole("heading", { level: 1, name: "Client libraries" })).toBeVisible();
    expect(warnings.some((w) => w.includes("Could not preload /docs/libraries; reloading the page"))).toBe(true);
  });
});

test.describe("prefetching", () => {
  const pageDataRequests = (page: import("@playwright/test").Page) => {
    const seen: string[] = [];
    page.on("request", (r) => {
      if (
        r.url().includes("/page-data/") &&
        !r.url().includes("/page-data/docs/overview/") &&
        !r.url().includes("/sq/") &&
        !r.url().includes("app-data")
      )
        seen.push(r.url());
    });
    return seen;
  };

  test("pages linked from the current one are prefetched on a normal connection", async ({ page }) => {
    const seen = pageDataRequests(page);
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ["data saver", { saveData: true, effectiveType: "4g" }],
    ["2g", { saveData: false, effectiveType: "2g" }],
  ] as const) {
    test(`nothing is prefetched on a ${name} connection`, async ({ page }) => {
      await page.addInitScript((c) => Object.defineProperty(navigator, "connection", { configurable: true, get: () => c }), connection);
      const seen = pageDataRequests(page);
      await page.goto("/docs/overview");
      await waitForHydration(page);
      await page.getByRole("link", { name: "API", exact: true }).first().hover();
      await page.waitForTimeout(2500);
      expect(seen).toEqual([]);
    });
  }
});

test.describe("navbar that hides on scroll", () => {
  const navbar = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Main" });
  const inView = (page: import("@playwright/test").Page) => navbar(page).evaluate((el) => el.getBoundingClientRect().bottom > 0);

  test("hides when scrolling down, shows when scrolling up and near the top", async ({ page }) => {
    await page.goto("/docs/self-host");
    await waitForHydration(page);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => inView(page)).toBe(false);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => inView(page)).toBe(true);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => inView(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(() => inView(page)).toBe(true);
  });

  test("shows after jumping to an anchor", async ({ page }) => {
    await page.goto("/docs/self-host");
    await waitForHydration(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => inView(page)).toBe(false);
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Metrics" }).click();
    await expect(page).toHaveURL(/#metrics$/);
    await expect.poll(() => inView(page)).toBe(true);
  });
});
