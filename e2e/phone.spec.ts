import type { Locator, Page } from "@playwright/test";
import { answerStatus, openConsole } from "./console-pages";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";

// The site on a phone: Chromium's touch emulation (a coarse pointer that cannot hover, as the media
// queries of a phone see it) at the size of a common phone, and at 320 px, the narrowest in use.

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 640 };
/** A guide with a parameter table of four columns, code in the first. */
const GUIDE = "/docs/postcode/reverse-geocode";

test.use({ hasTouch: true, isMobile: true, viewport: PHONE });

/**
 * How dark each edge strip of an element is, with its text, borders and cells' backgrounds made
 * transparent first so that only the element's own background (and any cue drawn there) is measured:
 * [left, middle, right], each the mean of 255 - luminance over a strip 4 px wide.
 */
async function edgeShade(page: Page, element: Locator): Promise<[number, number, number]> {
  const style = await page.addStyleTag({
    content: "[data-measured] * { color: transparent !important; border-color: transparent !important; background: none !important; }",
  });
  await element.evaluate((e) => e.setAttribute("data-measured", ""));
  const png = await element.screenshot({ animations: "disabled" });
  await element.evaluate((e) => e.removeAttribute("data-measured"));
  await style.evaluate((e) => (e as Element).remove());
  // Decoded in a blank page of the same browser: no policy of the site's in the way.
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const strip = (from: number) => {
        let sum = 0;
        for (let y = 2; y < height - 2; y++)
          for (let x = from; x < from + 4; x++) {
            const i = (y * width + x) * 4;
            sum += 255 - (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]);
          }
        return sum / (4 * (height - 4));
      };
      return [strip(1), strip(Math.floor(width / 2)), strip(width - 5)] as [number, number, number];
    }, png.toString("base64"));
  } finally {
    await blank.close();
  }
}

/** Whether an element's text sits on one line (an inline element broken across lines has a box per line). */
const oneLine = (element: Locator) => element.evaluate((e) => e.getClientRects().length === 1);

test.describe("at 320 px, nothing scrolls sideways", () => {
  test.use({ viewport: NARROW });
  // A page of each kind, and the three a newcomer's walkthrough found wider than 320 px: the home page's lookup
  // form (its field's default width), an operation's pager (a long word in its card), a field's long code name.
  for (const address of [
    "/",
    "/docs/overview",
    "/docs/api",
    "/docs/api/reverse-geocode-lon-lat",
    "/docs/scottish-postcode/schema",
    "/docs/postcode/schema",
    "/docs/no-such-page",
  ])
    test(address, async ({ page }) => {
      await page.goto(address);
      await waitForHydration(page);
      const widest = await page.evaluate(() => {
        let right = { at: 0, what: "" };
        for (const element of document.querySelectorAll<HTMLElement>("body *")) {
          const box = element.getBoundingClientRect();
          if (box.width > 0 && box.right > right.at && getComputedStyle(element).visibility !== "hidden")
            right = { at: box.right, what: `${element.localName}.${element.className}: ${element.textContent?.slice(0, 40)}` };
        }
        return { page: document.documentElement.scrollWidth, right };
      });
      expect(widest.page, `${address} is ${widest.page} px wide; the rightmost box: ${widest.right.what}`).toBeLessThanOrEqual(
        NARROW.width,
      );
    });
});

test.describe("a guide's parameter table", () => {
  test("reads at 320 px: notes get room, code is never cut mid-word, and the table scrolls inside its box with a cue", async ({ page }) => {
    await page.setViewportSize(NARROW);
    await page.goto(GUIDE);
    await waitForHydration(page);
    const wrapper = page.locator(".table-wrapper").first();
    const table = wrapper.locator("table");
    await expect(table.locator("th").last()).toHaveText("Notes");
    // The page itself never scrolls sideways: only the table, in its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
    const box = (await wrapper.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
    expect(await wrapper.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    // The notes have room for several words a line (they were crushed to about 105 px, a word a line).
    const notes = table.locator("tbody tr td:last-child");
    for (const cell of await notes.all()) expect((await cell.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    // Every parameter's code is whole on its line (`widesearc|h` was broken).
    for (const code of await table.locator("tbody td:first-child code").all()) expect(await oneLine(code)).toBe(true);

    // The cue: a shade at the right edge, with more to see there, and none at the left.
    await wrapper.scrollIntoViewIfNeeded();
    const [left, middle, right] = await edgeShade(page, wrapper);
    expect(right).toBeGreaterThan(middle + 8);
    expect(left).toBeLessThan(middle + 2);
    // Scrolled to the end, the shade moves to the left edge.
    await wrapper.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
    const [leftAtEnd, middleAtEnd, rightAtEnd] = await edgeShade(page, wrapper);
    expect(leftAtEnd).toBeGreaterThan(middleAtEnd + 8);
    expect(rightAtEnd).toBeLessThan(middleAtEnd + 2);
  });

  test("a table of three columns takes a phone's width: an errors table's error strings are in view without a scroll", async ({ page }) => {
    for (const size of [{ width: 390, height: 844 }, NARROW]) {
      await page.setViewportSize(size);
      await page.goto("/docs/postcode/lookup#errors");
      const wrapper = page.locator("#errors ~ .table-wrapper").first();
      await expect(wrapper.locator("th").nth(2)).toHaveText("error");
      // It was 512 px wide at least, in a box of 358: the `error` column began off screen.
      expect(await wrapper.evaluate((e) => e.scrollWidth - e.clientWidth), `${size.width} px`).toBe(0);
      const answer = (await wrapper.getByText("Postcode not found").boundingBox())!;
      expect(answer.x + answer.width, `${size.width} px`).toBeLessThanOrEqual(size.width);
    }
    // A desktop keeps the width that reads.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await page.locator("#errors ~ .table-wrapper table").first().boundingBox())!.width).toBeGreaterThanOrEqual(512);
  });

  test("on a desktop too, code in a table breaks only between words", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(GUIDE);
    const table = page.locator(".table-wrapper table").first();
    for (const code of await table.locator("tbody td code").all()) {
      if (!/\s/.test((await code.textContent()) ?? "")) expect(await oneLine(code)).toBe(true);
    }
  });
});

test.describe("code that runs past its block", () => {
  test("shades the edge it runs past", async ({ page }) => {
    await page.goto(GUIDE);
    const block = page.locator("pre").filter({ hasText: "curl 'https://api.postcodes.io/postcodes?lon=-0.080126" });
    expect(await block.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await block.scrollIntoViewIfNeeded();
    const [left, middle, right] = await edgeShade(page, block);
    expect(right).toBeGreaterThan(middle + 8);
    expect(left).toBeLessThan(middle + 2);
    await block.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
    const [leftAtEnd, middleAtEnd, rightAtEnd] = await edgeShade(page, block);
    expect(leftAtEnd).toBeGreaterThan(middleAtEnd + 8);
    expect(rightAtEnd).toBeLessThan(middleAtEnd + 2);
  });

  test("a block that fits has no shade", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(GUIDE);
    const block = page.locator("pre").filter({ hasText: "curl 'https://api.postcodes.io/postcodes?lon=-0.080126" });
    expect(await block.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    const [left, middle, right] = await edgeShade(page, block);
    expect(Math.abs(left - middle)).toBeLessThan(2);
    expect(Math.abs(right - middle)).toBeLessThan(2);
  });
});

test.describe("targets for a finger", () => {
  test("the console's fields are 16 px, so that iOS does not zoom into them", async ({ page }) => {
    const form = await openConsole(page, "nearest-postcode");
    const fields = form.locator("input, select, textarea");
    expect(await fields.count()).toBeGreaterThan(2);
    for (const field of await fields.all()) {
      if (!(await field.isVisible())) continue;
      expect(await field.evaluate((e) => getComputedStyle(e).fontSize)).toBe("16px");
    }
  });

  test("copy buttons and the map's zoom buttons are at least 44 px each way", async ({ page }) => {
    const form = await openConsole(page, "nearest-postcode");
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    await expect(page.getByRole("application", { name: "Results map" })).toBeVisible();
    const copies = page.getByRole("button", { name: "Copy code to clipboard" });
    expect(await copies.count()).toBeGreaterThan(0);
    const targets = [...(await copies.all()), ...["Zoom in", "Zoom out", "Reset view"].map((name) => page.getByRole("button", { name }))];
    for (const target of targets) {
      await target.scrollIntoViewIfNeeded();
      const b = (await target.boundingBox())!;
      expect.soft(Math.round(b.width), (await target.textContent()) ?? "").toBeGreaterThanOrEqual(44);
      expect.soft(Math.round(b.height), (await target.textContent()) ?? "").toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("the shell on a phone", () => {
  test("the Resources menu's download item reads as one piece: its label on a line, the size after it", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    const menu = page.getByRole("dialog", { name: "Site navigation" });
    await menu.getByRole("button", { name: "Back to main menu" }).click();
    await menu.getByRole("button", { name: "Resources" }).click();
    const link = menu.getByRole("link", { name: /^Download for offline use \(/ });
    await expect(link).toBeVisible();
    const layout = await link.evaluate((e) => {
      const size = e.querySelector("[data-offline-edition-size]")!;
      const label = [...e.querySelectorAll("*"), e]
        .flatMap((n) => [...n.childNodes])
        .find((n) => n.textContent === "Download for offline use")!;
      const range = document.createRange();
      range.selectNodeContents(label);
      const lines = [...range.getClientRects()];
      const last = lines[lines.length - 1];
      const sized = size.getClientRects();
      return {
        labelLines: lines.length,
        sizeBoxes: sized.length,
        sizeBelowOrAfter: sized[0].top >= last.top - 1 && (sized[0].top > last.top + 1 || sized[0].left >= last.right - 1),
      };
    });
    // It was a column of label ("Download for offline / use") beside a column of size ("(775 / kB)").
    expect(layout).toEqual({ labelLines: 1, sizeBoxes: 1, sizeBelowOrAfter: true });
  });

  test("'On this page' closes after a jump and stays at the top of the screen", async ({ page }) => {
    await page.goto(GUIDE);
    await waitForHydration(page);
    const toc = page.locator("details", { hasText: "On this page" });
    await toc.locator("summary").click();
    await toc.getByRole("link", { name: "Wide search" }).click();
    await expect(page).toHaveURL(/#wide-search$/);
    await expect(toc).not.toHaveAttribute("open");
    await expect(page.getByRole("heading", { name: "Wide search" })).toBeInViewport();
    // Far down the page, the box is still on screen, at the top, to jump again.
    await page.getByRole("heading", { name: "Errors" }).scrollIntoViewIfNeeded();
    await expect(toc.locator("summary")).toBeInViewport();
    expect((await toc.boundingBox())!.y).toBeLessThan(100);
  });

  test("the first screen is content: each kind of page shows its title and the start of its text at 390 × 844", async ({ page }) => {
    for (const path of ["/docs/overview", "/docs/postcode/lookup", "/docs/postcode/schema", "/docs/api", "/docs/api/lookup-postcode"]) {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 }), path).toBeInViewport({ ratio: 1 });
      // The first paragraph of text starts on the first screen: at least its first two lines are in it.
      const first = main
        .locator("p")
        .filter({ hasText: /\w{4,}.{40,}/ })
        .first();
      const box = (await first.boundingBox())!;
      const lineHeight = await first.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
      expect(box.y + 2 * lineHeight, `${path}: its first words are on the first screen`).toBeLessThanOrEqual(PHONE.height);
    }
  });

  test("the breadcrumbs take one line beside the page actions, the way up, and screen readers still get the whole trail", async ({
    page,
  }) => {
    for (const size of [PHONE, NARROW]) {
      await page.setViewportSize(size);
      await page.goto("/docs/api/nearest-postcode");
      const trail = page.getByRole("navigation", { name: "Breadcrumbs" });
      await expect(trail.getByRole("link", { name: "Home" })).toBeAttached();
      await expect(trail.getByText("Nearest postcodes to a postcode")).toHaveAttribute("aria-current", "page");
      const lineHeight = await trail.evaluate((e) => parseFloat(getComputedStyle(e).fontSize) * 1.8);
      expect((await trail.boundingBox())!.height).toBeLessThanOrEqual(Math.max(lineHeight, 24));
      // The way up shows; the rest is there for screen readers.
      await expect(trail.getByRole("link", { name: "Postcodes" })).toBeVisible();
      await expect(trail.getByRole("link", { name: "API reference" })).toBeAttached();
    }
  });
});

test("a guide and an API page pass axe on a phone, in both colour modes, with 'On this page' open", async ({ page }) => {
  test.setTimeout(120_000);
  // The colour toggle is in the menu on a phone: each mode is stored before the page loads (init scripts run in order).
  for (const theme of ["light", "dark"] as const) {
    await page.addInitScript((stored) => localStorage.setItem("theme", stored), theme);
    for (const path of [GUIDE, "/docs/api/nearest-postcode"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      const toc = page.locator("details", { hasText: "On this page" });
      if ((await toc.count()) > 0) await toc.locator("summary").click();
      const axe = await axeViolations(page, `${path} ${theme}`);
      expect(axe.passes).toBeGreaterThan(0);
      expect(axe.violations).toEqual([]);
    }
  }
});

// The phone layouts as pictures, against baselines made with Debian's Chromium in the test environment
// (e2e/phone.spec.ts-snapshots/): a change to how any of them looks shows here. Fonts are the system's, animations
// are stopped and the caret hidden (toHaveScreenshot's defaults); nothing shown depends on the time (the console's
// answer, which says how long it took, is left out: the map is pictured on its own). After a change meant to show,
// look at the new pictures, then: npx playwright test e2e/phone.spec.ts --update-snapshots.
test.describe("phone layouts, pixel for pixel", () => {
  test("an API page", async ({ page }) => {
    await page.goto("/docs/api/nearest-postcode");
    await waitForHydration(page);
    await expect(page).toHaveScreenshot("api-page-390.png");
  });

  test("a guide's parameter table, 390 and 320 px wide", async ({ page }) => {
    for (const size of [PHONE, NARROW]) {
      await page.setViewportSize(size);
      await page.goto(GUIDE);
      await waitForHydration(page);
      const table = page.locator(".table-wrapper").first();
      await table.scrollIntoViewIfNeeded();
      await expect(table).toHaveScreenshot(`guide-table-${size.width}.png`);
    }
  });

  test("the console and its answer's map", async ({ page }) => {
    const form = await openConsole(page, "nearest-postcode");
    // Opened by its address, the console is brought into view under the navbar; the form is taller than what is left
    // of 844 px then, and Chromium's phone emulation paints nothing past the window: the picture is taken in a window
    // tall enough to hold it (the layout is the same, it depends on the width).
    await page.setViewportSize({ width: PHONE.width, height: 1000 });
    // The custom server's address holds the mock's port, which follows E2E_PORT: masked, so the picture does not.
    await expect(form).toHaveScreenshot("console-390.png", { mask: [form.getByLabel("Custom server URL")] });
    await page.setViewportSize(PHONE);
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    const map = page.locator("figure").filter({ has: page.getByRole("application", { name: "Results map" }) });
    await expect(map.getByRole("button", { name: /^1\. / })).toBeVisible();
    await expect(map).toHaveScreenshot("map-390.png");
  });
});
