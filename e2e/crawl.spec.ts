import { HYDRATED_MARK } from "../src/shell-constants";
import { builtFileExists, builtPages } from "./built-site";
import { axeViolations, budgetFor, expect, gluedAccessibleNames, STEP_BUDGET, switchColorMode, test, waitForHydration } from "./fixtures";
import { HYDRATION_ANNOTATION } from "./reporters/end-summary";

const pages = builtPages();

/** Each page's check: load, hydrate, axe in each colour mode, one switch of mode, its prefetches settling. */
const CRAWL_TEST_BUDGET = budgetFor({ load: 1, hydrate: 1, axe: 2, switchMode: 1, settle: 1 });
const known = new Map(pages.map((p) => [p.path, p.links.ids]));

test.describe("every page of the production build", () => {
  test("the build has the pages the site promises", () => {
    for (const path of ["/", "/docs", "/docs/overview", "/docs/api", "/docs/api/lookup-postcode", "/docs/api/postcodes", "/404"]) {
      expect(known.has(path), path).toBe(true);
    }
  });

  for (const { path } of pages) {
    test(`${path}: accessible, clean console, no failed or outside requests, links resolve`, async ({ page, problems, baseURL }) => {
      test.setTimeout(CRAWL_TEST_BUDGET);
      // Loaded once, in light mode from storage (the pre-paint script applies it), then switched to dark with the toggle.
      await page.addInitScript(() => localStorage.setItem("theme", "light"));
      await page.goto(path, { timeout: STEP_BUDGET.load });
      await waitForHydration(page, STEP_BUDGET.hydrate);
      // How long the page took to hydrate whole, from the start of its navigation (the end summary lists the slowest).
      const hydratedAt = await page.evaluate((mark) => performance.getEntriesByName(mark, "mark")[0]?.startTime ?? null, HYDRATED_MARK);
      expect(hydratedAt, "the page marks its hydration").not.toBeNull();
      test.info().annotations.push({ type: HYDRATION_ANNOTATION, description: String(Math.round(hydratedAt ?? 0)) });
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      const light = await axeViolations(page, "light");
      await switchColorMode(page, "dark", STEP_BUDGET.switchMode);
      const dark = await axeViolations(page, "dark");
      expect([...light.violations, ...dark.violations], `axe violations on ${path}`).toEqual([]);
      // Read as words: "GET Look up a postcode", not "GETLook up a postcode" (axe does not check this).
      expect(await gluedAccessibleNames(page), `names that run two words together on ${path}`).toEqual([]);
      // Let prefetches finish, so the next visit does not cancel them.
      await page.waitForLoadState("networkidle", { timeout: STEP_BUDGET.settle });

      const origin = new URL(baseURL ?? "").origin;
      const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      const broken: string[] = [];
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        const target = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
        const ids = known.get(target);
        if (!ids) {
          if (!builtFileExists(url.pathname)) broken.push(`${href}: no such page or file`);
          continue;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (fragment && !ids.has(fragment)) broken.push(`${href}: no element with id "${fragment}"`);
      }
      expect(broken).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
      expect(problems.externalRequests).toEqual([]);
    });
  }
});
