import type { Page } from "@playwright/test";
import { expect } from "../e2e/fixtures";

/**
 * Opens `path` again and again until its h1 reads `text`: for a page opened
 * while develop is still settling after an edit (Gatsby can then show its
 * development 404 page, a loading indicator or a stale-resources error until
 * the next load, as an author's reload would). Each look at the heading is
 * short, so a page that never renders one is opened again rather than
 * waited on. Call waitForPage (develop-data.ts) first for a page an edit
 * creates.
 */
/** How long {@link openWhenReady} tries, at most: its poll ends then, even with a load under way. */
export const OPEN_WHEN_READY_TIMEOUT = 60_000;

export async function openWhenReady(page: Page, path: string, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return (
          (await page
            .getByRole("heading", { level: 1 })
            .first()
            .textContent({ timeout: 5_000 })
            .catch(() => null)) ?? ""
        );
      },
      { message: `${path} shows the heading "${text}"`, timeout: OPEN_WHEN_READY_TIMEOUT, intervals: [1000] },
    )
    .toBe(text);
}
