import type { Page } from "@playwright/test";
import { expect } from "../e2e/fixtures";

/**
 * Opens `path` again and again until its h1 reads `text`: for a page that
 * appears after an edit, or one opened while develop is still rebuilding
 * (Gatsby then shows a loading indicator or a stale-resources error until the
 * next load). Each look at the heading is short, so a page that never
 * renders one is opened again rather than waited on.
 */
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
      { message: `${path} shows the heading "${text}"`, timeout: 60_000, intervals: [1000] },
    )
    .toBe(text);
}
