import { test as base, expect, type Page } from "@playwright/test";

/** Console errors and failed requests seen while a test ran. */
export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  externalRequests: string[];
}

/**
 * Every test page: requests to any host other than the local server are
 * blocked and recorded (the site must never depend on one), and console
 * errors are collected for the tests that assert there are none.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page, baseURL }, use) => {
    const problems: PageProblems = { consoleErrors: [], failedRequests: [], externalRequests: [] };
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    await page.context().route(
      (url) => url.origin !== origin && url.protocol.startsWith("http"),
      (route) => {
        problems.externalRequests.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    page.on("console", (message) => {
      if (message.type() === "error") problems.consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => problems.consoleErrors.push(`Uncaught: ${error.message}`));
    page.on("requestfailed", (request) => {
      if (new URL(request.url()).origin === origin) problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
    });
    await use(problems);
  },
});

export { expect };

/** Waits until React has hydrated the page: the colour toggle (hidden in the mobile layout) is enabled only then. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: /Switch between dark and light mode/, includeHidden: true }).first()).toBeEnabled();
}
