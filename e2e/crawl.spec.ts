import AxeBuilder from "@axe-core/playwright";
import { builtFileExists, builtPages } from "./built-site";
import { expect, test, WCAG_21_AA, waitForHydration } from "./fixtures";

const pages = builtPages();
const known = new Map(pages.map((p) => [p.path, p.links.ids]));

test.describe("every page of the production build", () => {
  test("the build has the pages the site promises", () => {
    for (const path of ["/", "/docs", "/docs/overview", "/docs/api", "/docs/api/lookup-postcode", "/docs/api/postcodes", "/404"]) {
      expect(known.has(path), path).toBe(true);
    }
  });

  for (const { path } of pages) {
    test(`${path}: accessible, clean console, no failed or outside requests, links resolve`, async ({ page, problems, baseURL }) => {
      for (const theme of ["light", "dark"] as const) {
        await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        const axe = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
        const violations = axe.violations.map(
          (v) => `${theme}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
        expect(violations, `axe violations on ${path}`).toEqual([]);
        // Let prefetches finish, so the next visit does not cancel them.
        await page.waitForLoadState("networkidle");
      }

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
