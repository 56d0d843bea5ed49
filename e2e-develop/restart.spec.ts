import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./develop-test";
import { openWhenReady } from "./open-when-ready";
import { developLog, editSource } from "./site-sources";

/**
 * A setting that gatsby develop reads only at start: saving it restarts develop by itself. Its own
 * project, after every other (playwright.develop.config.ts): the edit's restart is the test, and
 * the restart its undoing starts is left to run while the server stops, as no test comes after it.
 */

/** Waits until develop, asked to restart after `logFrom`, has started again and serves pages. */
async function waitForRestart(request: APIRequestContext, logFrom: number, pagePath: string) {
  await expect.poll(() => developLog().slice(logFrom).includes("Starting gatsby develop again"), { timeout: 60_000 }).toBe(true);
  await expect
    .poll(
      async () => {
        const answer = await request.get(pagePath, { timeout: 10_000, maxRedirects: 0 }).catch(() => null);
        return answer?.ok() ?? false;
      },
      { timeout: 240_000, intervals: [1_000] },
    )
    .toBe(true);
}

test("a setting read only at start restarts develop by itself, with one line saying why", async ({ page, request }) => {
  // A restart of gatsby develop: a bootstrap from its cache.
  test.setTimeout(240_000);
  const libraries = page
    .getByRole("navigation", { name: "Documentation", exact: true })
    .getByRole("link", { name: "Libraries", exact: true });
  const logBefore = developLog().length;
  await page.goto("/docs/self-host");
  await expect(libraries).toHaveAttribute("href", "/docs/libraries");
  const restore = editSource("site.config.ts", (t) => t.replace('trailingSlash: "never"', 'trailingSlash: "always"'));
  try {
    await expect
      .poll(
        () =>
          developLog()
            .slice(logBefore)
            .includes("site.config.ts: site.trailingSlash is read only when gatsby develop starts; restarting it"),
        { timeout: 60_000 },
      )
      .toBe(true);
    await waitForRestart(request, logBefore, "/docs/self-host/");
    await openWhenReady(page, "/docs/self-host/", "Self-hosting");
    await expect(libraries).toHaveAttribute("href", "/docs/libraries/");
  } finally {
    restore();
  }
});
