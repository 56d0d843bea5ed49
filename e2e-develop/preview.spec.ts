import { expect, test } from "./develop-test";

/**
 * The author's preview shows what the reader will see, and nothing false: no error overlay, no
 * console error, no wrong-base-URL banner on any kind of page.
 */
const PAGES = [
  { path: "/", heading: "UK postcode data over plain HTTP" },
  { path: "/docs/api/lookup-postcode", heading: "Look up a postcode" },
  { path: "/docs/api/postcodes", heading: "Postcodes" },
  { path: "/docs/overview", heading: "Overview" },
  { path: "/404", heading: "Page not found" },
];

test.describe("gatsby develop", () => {
  for (const { path, heading } of PAGES) {
    test(`${path} renders with a clean console`, async ({ page, problems }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // The toggle is enabled once React has rendered and run its effects in the browser.
      await expect(page.getByRole("button", { name: /Switch between dark and light mode/ }).first()).toBeEnabled();
      await expect(page.locator("#base-url-issue-banner")).toHaveCount(0);
      await expect(page.locator("gatsby-fast-refresh")).toHaveCount(0);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests.filter((r) => !(path === "/404" && r.includes("/404")))).toEqual([]);
      expect(problems.externalRequests).toEqual([]);
    });
  }
});
