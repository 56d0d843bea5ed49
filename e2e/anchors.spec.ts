import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// An anchor jump lands its target in view: below every bar that stays on screen (the navbar, the guide's "On
// this page" bar on narrow screens), at the widths where those bars differ.

/**
 * How far the element with `id` is covered by what stays on screen: the bottom of the lowest fixed or sticky box
 * at the top of the window that overlaps it sideways, minus the element's top (0 or less when nothing covers it).
 * Read once the window has stopped moving (two frames with the same scroll position and element box).
 */
async function coveredBy(page: Page, id: string): Promise<{ covered: number; by: string }> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (id) =>
            new Promise<boolean>((resolve) => {
              const at = () => `${window.scrollY}:${document.getElementById(id)?.getBoundingClientRect().top}`;
              const before = at();
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(at() === before)));
            }),
          id,
        ),
      { message: "the window stops moving after the jump" },
    )
    .toBe(true);
  return page.evaluate((id) => {
    const target = document.getElementById(id)!.getBoundingClientRect();
    let lowest = { bottom: 0, by: "nothing" };
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      if (style.position !== "sticky" && style.position !== "fixed") continue;
      if (style.visibility === "hidden" || style.display === "none") continue;
      const box = element.getBoundingClientRect();
      const atTop = box.height > 0 && box.top <= 1 + parseFloat(style.top || "0") && box.top < window.innerHeight / 2;
      const sideways = box.left < target.right && box.right > target.left;
      if (atTop && sideways && box.bottom > lowest.bottom) lowest = { bottom: box.bottom, by: `${element.localName}.${element.className}` };
    }
    return { covered: Math.round(lowest.bottom - target.top), by: lowest.by };
  }, id);
}

const GUIDE = "/docs/postcode/lookup";

for (const width of [320, 390, 996]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test(`every "On this page" link of ${GUIDE} lands its heading below the bars`, async ({ page }) => {
      await page.goto(GUIDE);
      await waitForHydration(page);
      const toc = page.locator("details", { has: page.getByText("On this page", { exact: true }) });
      const count = await toc.locator("a[href^='#']").count();
      expect(count).toBeGreaterThan(2);
      for (let i = 0; i < count; i++) {
        await toc.locator("summary").click();
        const link = toc.locator("a[href^='#']").nth(i);
        const id = decodeURIComponent(((await link.getAttribute("href")) ?? "#").slice(1));
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        const { covered, by } = await coveredBy(page, id);
        expect(covered, `#${id} is under ${by}`).toBeLessThanOrEqual(0);
      }
    });

    test("a search result with an anchor lands its heading below the bars", async ({ page }) => {
      await page.goto("/docs/overview");
      await waitForHydration(page);
      await page.getByRole("button", { name: /^Search/ }).click();
      await page.getByRole("dialog").getByRole("combobox").fill("postcode lookup errors");
      const result = page.getByRole("dialog").locator("[role=option][href*='#']").first();
      const href = (await result.getAttribute("href")) ?? "";
      await result.click();
      const id = decodeURIComponent(href.slice(href.indexOf("#") + 1));
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const { covered, by } = await coveredBy(page, id);
      expect(covered, `#${id} is under ${by}`).toBeLessThanOrEqual(0);
    });
  });
}

test("a search result on another page moves the focus to its anchor, so the next Tab goes on from there", async ({ page }) => {
  await page.goto("/docs/overview");
  await waitForHydration(page);
  await page.keyboard.press("Control+k");
  await page.getByRole("dialog").getByRole("combobox").fill("admin_district");
  const first = page.getByRole("dialog").locator("[role=option][href*='#']").first();
  const href = (await first.getAttribute("href")) ?? "";
  const id = decodeURIComponent(href.slice(href.indexOf("#") + 1));
  await expect(first).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeFocused();
  // Tab goes to the next control after the anchor, not back to "Skip to main content" at the top.
  await page.keyboard.press("Tab");
  const after = await page.evaluate((id) => {
    const target = document.getElementById(id)!;
    const focused = document.activeElement!;
    return {
      text: focused.textContent?.trim() ?? "",
      follows: Boolean(target.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) || target.contains(focused),
    };
  }, id);
  expect(after.text).not.toBe("Skip to main content");
  expect(after.follows).toBe(true);
});
