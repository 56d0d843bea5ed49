import { expect, test, waitForHydration } from "./fixtures";

const resources = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Resources" });

test.describe("navbar dropdown", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
  });

  test("opens and closes on click, and lists its links", async ({ page }) => {
    await resources(page).click();
    await expect(resources(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Client libraries" }).first()).toBeVisible();
    await resources(page).click();
    await expect(resources(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on a click outside", async ({ page }) => {
    await resources(page).click();
    // The heading's start: the open menu, under the navbar's right end, covers the middle of the wide heading.
    await page.getByRole("heading", { level: 1 }).click({ position: { x: 4, y: 4 } });
    await expect(resources(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("closes when focus moves outside", async ({ page }) => {
    await resources(page).click();
    await resources(page).focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    await expect(resources(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on Escape and returns focus to its button", async ({ page }) => {
    await resources(page).click();
    await page.getByRole("link", { name: "Client libraries" }).first().focus();
    await page.keyboard.press("Escape");
    await expect(resources(page)).toHaveAttribute("aria-expanded", "false");
    await expect(resources(page)).toBeFocused();
  });

  test("closes after choosing a link", async ({ page }) => {
    await resources(page).click();
    await page.getByRole("link", { name: "Licences" }).first().click();
    await expect(page).toHaveURL(/\/docs\/licences$/);
    await expect(resources(page)).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("navbar dropdown on a touch screen", () => {
  test.use({ hasTouch: true });

  test("closes on a touch outside", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await resources(page).tap();
    await expect(resources(page)).toHaveAttribute("aria-expanded", "true");
    await page.touchscreen.tap(640, 600);
    await expect(resources(page)).toHaveAttribute("aria-expanded", "false");
  });
});

// A reader may touch or click elsewhere before the task after the render. Effects run in that task, so the
// outside listeners must go on with the render itself, or the menu stays open (a CI run caught the tap above).
test.describe("a menu's outside listeners are there as soon as it opens", () => {
  for (const { name, pagePath } of [
    { name: "Resources", pagePath: "/docs/overview" },
    { name: "Page actions", pagePath: "/docs/postcode/lookup" },
  ]) {
    for (const eventType of ["touchstart", "mousedown"]) {
      test(`${name}: a ${eventType} outside in the task of the click closes it`, async ({ page }) => {
        await page.goto(pagePath);
        await waitForHydration(page);
        const button = page.getByRole("button", { name, exact: true }).first();
        const states = await button.evaluate(async (element, type) => {
          const microtasks = async () => {
            // The render the click asks for runs in a microtask; no task runs between these and the event.
            for (let i = 0; i < 3; i++) await Promise.resolve();
          };
          (element as HTMLButtonElement).click();
          await microtasks();
          const opened = element.getAttribute("aria-expanded");
          document.querySelector("main h1")?.dispatchEvent(new Event(type, { bubbles: true }));
          await microtasks();
          return { opened, after: element.getAttribute("aria-expanded") };
        }, eventType);
        expect(states).toEqual({ opened: "true", after: "false" });
      });
    }
  }
});
