import type { Page } from "@playwright/test";
import { expect } from "../e2e/fixtures";

/**
 * Opens `path` again and again until its h1 reads `text`: for a page opened
 * while develop is still settling after an edit (Gatsby can then show its
 * development 404 page, a loading indicator or a stale-resources error until
 * the next load, as an author's reload would). A page that never renders a
 * heading is opened again, but only after Gatsby has had time to answer:
 * see {@link LOOK_TIMEOUT}. Call waitForPage (develop-data.ts) first for a
 * page an edit creates.
 */
/** How long {@link openWhenReady} tries, at most: its poll ends then, even with a load under way. */
export const OPEN_WHEN_READY_TIMEOUT = 60_000;

/**
 * How long one look at the heading waits. Every page of `gatsby develop` renders only once the data
 * of its development 404 page has loaded too, and after an edit that adds or removes pages Gatsby
 * can hold that request until its 15 s wait for a query result runs out, then answer with the last
 * result (node_modules/gatsby/dist/utils/get-page-data.js, DEFAULT_WAIT_TIMEOUT). A look shorter than
 * that (it was 5 s) opened the page again before Gatsby answered, so the page never rendered
 * ("an operation without operationId" failed one run in a few, the request cancelled every 6 s).
 */
const LOOK_TIMEOUT = 20_000;

export async function openWhenReady(page: Page, path: string, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return (
          (await page
            .getByRole("heading", { level: 1 })
            .first()
            .textContent({ timeout: LOOK_TIMEOUT })
            .catch(() => null)) ?? ""
        );
      },
      { message: `${path} shows the heading "${text}"`, timeout: OPEN_WHEN_READY_TIMEOUT, intervals: [1000] },
    )
    .toBe(text);
}
