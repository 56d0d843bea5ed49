import type { Locator, Page } from "@playwright/test";
import proj4 from "proj4";
import grid from "../src/map/british-national-grid.json";
import { MAP_TOUCH_HINT_MS } from "../src/shell-constants";
import { answerStatus, mockRequests, openConsole, publicApiFromMock } from "./console-pages";
import { axeViolations, budgetFor, expect, STEP_BUDGET, switchColorMode, test, waitForHydration } from "./fixtures";
import { PUBLIC_API } from "./mock-api";
import { probeOnAppearance } from "./same-task";

// The results map beside the console's answers, on the answers Prism makes from our description's examples (e2e/mock-api.ts).

/** SE1P 5ZZ, the postcode of the description's examples. */
const SE1P_5ZZ = { longitude: -0.080126, latitude: 51.492763 };

/** Where a longitude and latitude go on the map (hectometres of the national grid, y down), by the whole proj4 package. */
function project(longitude: number, latitude: number): [number, number] {
  const [easting, northing] = proj4("WGS84", grid.proj4, [longitude, latitude]);
  return [easting / 100, -northing / 100];
}

const mapOf = (page: Page) => page.getByRole("application", { name: "Results map" });
const markers = (page: Page) => mapOf(page).locator("[data-map-marker]");

async function send(page: Page, slug: string, extra = "") {
  const form = await openConsole(page, slug, extra);
  await form.getByRole("button", { name: "Send" }).click();
  // The answer step: the answer, then the map, whose chunk loads with the first located answer.
  await expect(answerStatus(page)).toHaveText(/^200 /, { timeout: STEP_BUDGET.answer });
  await expect(mapOf(page)).toBeVisible({ timeout: STEP_BUDGET.answer });
}

/** The map's viewBox: [x, y, width, height] in map units. */
async function viewBoxOf(page: Page): Promise<number[]> {
  const value = await mapOf(page).locator("svg[role='img']").getAttribute("viewBox");
  return (value ?? "").split(" ").map(Number);
}

/** Where a map point is drawn on the page, in CSS pixels, by the viewBox the SVG shows. */
async function onPage(page: Page, [x, y]: [number, number]): Promise<[number, number]> {
  const box = (await mapOf(page).boundingBox())!;
  const [vx, vy, vw, vh] = await viewBoxOf(page);
  const inner = (await mapOf(page).evaluate((e) => [e.clientLeft, e.clientTop, e.clientWidth, e.clientHeight])) as number[];
  return [box.x + inner[0] + ((x - vx) / vw) * inner[2], box.y + inner[1] + ((y - vy) / vh) * inner[3]];
}

/** The tip of a marker (its pin's bottom left corner), in CSS pixels. */
async function tipOf(marker: Locator): Promise<[number, number]> {
  const box = (await marker.boundingBox())!;
  return [box.x, box.y + box.height];
}

test.describe("the results map", () => {
  test("a lookup shows one marker where the example's coordinates project, and the map's code loads only then", async ({
    page,
    problems,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    // An answer without coordinates: no map, and its code is not downloaded.
    const ping = await openConsole(page, "ping");
    await ping.getByRole("button", { name: "Send" }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    await expect(mapOf(page)).toHaveCount(0);
    expect(scripts.filter((s) => /\/results-map-/.test(s))).toEqual([]);

    await send(page, "lookup-postcode");
    expect(scripts.filter((s) => /\/results-map-/.test(s))).toHaveLength(1);
    await expect(markers(page)).toHaveCount(1);
    const marker = markers(page).first();
    await expect(marker).toHaveAccessibleName("SE1P 5ZZ");
    const expected = await onPage(page, project(SE1P_5ZZ.longitude, SE1P_5ZZ.latitude));
    const [tipX, tipY] = await tipOf(marker);
    expect(Math.abs(tipX - expected[0])).toBeLessThan(1.5);
    expect(Math.abs(tipY - expected[1])).toBeLessThan(1.5);
    await expect(page.getByRole("img", { name: "Map of the United Kingdom with 1 result: SE1P 5ZZ" })).toBeVisible();
    // The text alternative lists the point.
    await page.getByText("Points on the map (1)").click();
    const row = page.getByRole("row", { name: /SE1P 5ZZ/ });
    await expect(row).toContainText("-0.080126, 51.492763");
    await expect(row.getByRole("link", { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=51.492763&mlon=-0.080126#map=17/51.492763/-0.080126",
    );
    // Nothing went anywhere but the site and the mock (the fixture records and blocks anything else).
    expect(problems.externalRequests).toEqual([]);
  });

  test("a nearest search shows numbered markers with their distance and the radius searched", async ({ page }) => {
    await send(page, "nearest-postcode");
    const marker = markers(page).first();
    await expect(marker).toHaveAccessibleName("1. SE1P 5ZZ, 0 m away");
    await expect(marker).toHaveText(/^1/);
    const circle = mapOf(page).locator("[data-map-circle]");
    await expect(circle).toHaveCount(1);
    // The default radius, 100 m: a ring 2 map units (hectometres) across, around the postcode.
    const ring = await circle.evaluate((e) => {
      const b = (e as SVGPathElement).getBBox();
      return [b.x + b.width / 2, b.y + b.height / 2, b.width, b.height];
    });
    const [cx, cy] = project(SE1P_5ZZ.longitude, SE1P_5ZZ.latitude);
    expect(ring[0]).toBeCloseTo(cx, 1);
    expect(ring[1]).toBeCloseTo(cy, 1);
    expect(ring[2]).toBeGreaterThan(1.98);
    expect(ring[2]).toBeLessThan(2.02);
    await expect(page.getByRole("img", { name: /and the area searched \(100 m radius\)$/ })).toBeVisible();
    // A radius asked for is the one drawn.
    await page.getByRole("textbox", { name: "radius", exact: true }).fill("1500");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByRole("img", { name: /\(1.50 km radius\)$/ })).toBeVisible();
  });

  test("a place shows its bounding box", async ({ page }) => {
    await send(page, "find-place");
    // Named by its name: a place carries an outward code too.
    await expect(markers(page)).toHaveAccessibleName("Clestrain");
    const extent = mapOf(page).locator("[data-map-extent]");
    await expect(extent).toHaveCount(1);
    // Clestrain's box, 329011–331757 E and 1005860–1009740 N, in hectometres.
    expect(await extent.evaluate((e) => ["x", "y", "width", "height"].map((a) => Number(e.getAttribute(a))))).toEqual([
      3290.11, -10097.4, 27.46, 38.8,
    ]);
  });

  test("zooms and moves with the keyboard, the buttons, the mouse and Ctrl + wheel, and resets", async ({ page }) => {
    await send(page, "lookup-postcode");
    const start = await viewBoxOf(page);
    const map = mapOf(page);
    await map.focus();
    await page.keyboard.press("+");
    const view = await viewBoxOf(page);
    expect(view[2]).toBeCloseTo(start[2] / 1.6, 6);
    await page.keyboard.press("ArrowRight");
    const moved = await viewBoxOf(page);
    expect(moved[0]).toBeCloseTo(view[0] + 0.2 * view[2], 6);
    await page.keyboard.press("ArrowUp");
    expect((await viewBoxOf(page))[1]).toBeCloseTo(moved[1] - 0.2 * moved[3], 6);
    await page.keyboard.press("-");
    await page.keyboard.press("-");
    expect((await viewBoxOf(page))[2]).toBeCloseTo(start[2] * 1.6, 6);
    await page.keyboard.press("0");
    expect(await viewBoxOf(page)).toEqual(start);

    await page.getByRole("button", { name: "Zoom in" }).click();
    expect((await viewBoxOf(page))[2]).toBeCloseTo(start[2] / 1.6, 6);
    await page.getByRole("button", { name: "Reset view" }).click();
    expect(await viewBoxOf(page)).toEqual(start);

    // Dragging 100 px right moves the map with the pointer: the view goes west by 100 px worth of map.
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + 60, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 110, box.y + 60);
    await page.mouse.move(box.x + 160, box.y + 60);
    await page.mouse.up();
    const inner = await map.evaluate((e) => e.clientWidth);
    // A drag's last move renders at React's pace: wait for it rather than read at once.
    await expect.poll(async () => (await viewBoxOf(page))[0]).toBeCloseTo(start[0] - (100 / inner) * start[2], 3);
    await expect(page.locator("[data-map-panel]")).toHaveCount(0);

    // A plain wheel leaves the map alone (it scrolls the page); Ctrl + wheel zooms by e^(-deltaY / 200).
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 100);
    const after = (await map.boundingBox())!;
    await page.mouse.move(after.x + after.width / 2, after.y + after.height / 2);
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, -100);
    await page.keyboard.up("Control");
    // Exactly one zoom step in: had the plain wheel zoomed out, this would be the starting width again.
    await expect.poll(async () => (await viewBoxOf(page))[2]).toBeCloseTo(start[2] / Math.exp(0.5), 6);
  });

  test("Ctrl + wheel is the map's from the render that shows it, before the effects' task", async ({ page }) => {
    const form = await openConsole(page, "lookup-postcode");
    const wheelTaken = await probeOnAppearance(page, "[role='application'][aria-label='Results map']", "takes Ctrl + wheel");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(mapOf(page)).toBeVisible({ timeout: STEP_BUDGET.answer });
    expect(await wheelTaken()).toBe(true);
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    /** Chromium's own touch input: real touch events, pointer events, touch-action and scrolling, as on a phone. */
    async function touchscreen(page: Page) {
      const cdp = await page.context().newCDPSession(page);
      // touchStart and touchMove list the fingers down or moved; touchEnd lists the fingers lifted.
      return (type: "touchStart" | "touchMove" | "touchEnd", points: [number, number, number][]) =>
        cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map(([id, x, y]) => ({ id, x, y })) });
    }

    /** How far the page (or the panel the map is in) has scrolled. */
    const scrolled = (page: Page) =>
      mapOf(page).evaluate((map) => {
        for (let e = map.parentElement; e; e = e.parentElement) {
          const { overflowY } = getComputedStyle(e);
          if (/(auto|scroll)/.test(overflowY) && e.scrollHeight > e.clientHeight) return e.scrollTop;
        }
        return document.scrollingElement!.scrollTop;
      });

    test("one finger scrolls the page, not the map, and says to use two fingers; a tap picks the spot", async ({ page }) => {
      await page.clock.install();
      await send(page, "nearest-postcode");
      // The hint's time is the test's to step through.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const map = mapOf(page);
      await map.scrollIntoViewIfNeeded();
      const start = await viewBoxOf(page);
      const before = await scrolled(page);
      const box = (await map.boundingBox())!;
      const [cx, cy] = [Math.round(box.x + box.width * 0.6), Math.round(box.y + box.height * 0.75)];
      const touch = await touchscreen(page);
      const hint = map.locator("[data-map-touch-hint]");
      await expect(hint).toHaveCount(0);

      // One finger swipes 150 px up over the map: the page scrolls by that, the map stays as it was.
      await touch("touchStart", [[0, cx, cy]]);
      for (let dy = 15; dy <= 150; dy += 15) await touch("touchMove", [[0, cx, cy - dy]]);
      await expect(hint).toHaveText("Use two fingers to move the map");
      await expect(hint).toBeVisible();
      await touch("touchEnd", [[0, cx, cy - 150]]);
      await expect.poll(() => scrolled(page)).toBeGreaterThan(before + 100);
      expect(await viewBoxOf(page)).toEqual(start);
      await expect(page.locator("[data-map-panel]")).toHaveCount(0);
      // The hint goes a moment after the last move.
      await page.clock.runFor(MAP_TOUCH_HINT_MS - 1);
      await expect(hint).toBeVisible();
      await page.clock.runFor(1);
      await expect(hint).toHaveCount(0);

      // A tap picks the spot under the finger.
      const now = (await map.boundingBox())!;
      const [tx, ty] = [Math.round(now.x + now.width * 0.6), Math.round(now.y + now.height * 0.25)];
      await touch("touchStart", [[1, tx, ty]]);
      await touch("touchEnd", [[1, tx, ty]]);
      await expect(page.locator("[data-map-panel]")).toHaveAccessibleName("The chosen spot");
    });

    test("the help says what a finger does, not the keys and the wheel", async ({ page }) => {
      await send(page, "nearest-postcode");
      const help = page.locator("figure:has([aria-label='Results map']) figcaption");
      await expect(help).toHaveText(/two fingers/);
      await expect(help).not.toHaveText(/arrow keys|wheel|Click/);
      await expect(mapOf(page)).toHaveAccessibleDescription(/Move the map with two fingers and pinch to zoom/);
    });

    test("two fingers move the map and pinch it about their middle, and lifting one keeps the zoom while the other drags on", async ({
      page,
    }) => {
      await send(page, "nearest-postcode");
      const map = mapOf(page);
      await map.scrollIntoViewIfNeeded();
      const start = await viewBoxOf(page);
      const scroll = await scrolled(page);
      const box = (await map.boundingBox())!;
      // Open map, clear of the marker at the middle (a press on a marker is the marker's) and of the overview.
      const [cx, cy] = [Math.round(box.x + box.width * 0.6), Math.round(box.y + box.height * 0.25)];
      const inner = await map.evaluate((e) => e.clientWidth);
      const touch = await touchscreen(page);

      // Two fingers 80 px apart move 60 px west together: the map follows them, at the same scale.
      await touch("touchStart", [
        [1, cx - 40, cy],
        [2, cx + 40, cy],
      ]);
      for (const dx of [20, 40, 60]) {
        await touch("touchMove", [
          [1, cx - 40 - dx, cy],
          [2, cx + 40 - dx, cy],
        ]);
      }
      await touch("touchEnd", [
        [1, cx - 100, cy],
        [2, cx - 20, cy],
      ]);
      await expect.poll(async () => (await viewBoxOf(page))[0]).toBeCloseTo(start[0] + (60 / inner) * start[2], 3);
      const dragged = await viewBoxOf(page);
      expect(dragged[2]).toBeCloseTo(start[2], 6);
      await expect(page.locator("[data-map-panel]")).toHaveCount(0);

      // Two fingers spread from 80 px apart to 160 px: twice as close, about the point between them.
      await touch("touchStart", [
        [3, cx - 40, cy],
        [4, cx + 40, cy],
      ]);
      await touch("touchMove", [
        [3, cx - 60, cy],
        [4, cx + 60, cy],
      ]);
      await touch("touchMove", [
        [3, cx - 80, cy],
        [4, cx + 80, cy],
      ]);
      await expect.poll(async () => (await viewBoxOf(page))[2]).toBeCloseTo(dragged[2] / 2, 3);
      const pinched = await viewBoxOf(page);
      // The map point between the fingers stays between them.
      const [left, top] = await map.evaluate((e) => [e.clientLeft, e.clientTop]);
      const [shareX, shareY] = [(cx - box.x - left) / inner, (cy - box.y - top) / (await map.evaluate((e) => e.clientHeight))];
      expect(pinched[0] + shareX * pinched[2]).toBeCloseTo(dragged[0] + shareX * dragged[2], 3);
      expect(pinched[1] + shareY * pinched[3]).toBeCloseTo(dragged[1] + shareY * dragged[3], 3);

      // The second finger lifts; the first drags 50 px east from where it is, at the new zoom.
      await touch("touchEnd", [[4, cx + 80, cy]]);
      await touch("touchMove", [[3, cx - 55, cy]]);
      await touch("touchMove", [[3, cx - 30, cy]]);
      await touch("touchEnd", [[3, cx - 30, cy]]);
      await expect.poll(async () => (await viewBoxOf(page))[0]).toBeCloseTo(pinched[0] - (50 / inner) * pinched[2], 3);
      expect((await viewBoxOf(page))[2]).toBeCloseTo(pinched[2], 6);
      // None of it scrolled the page, showed the one-finger hint or was a tap.
      expect(await scrolled(page)).toBe(scroll);
      await expect(map.locator("[data-map-touch-hint]")).toHaveCount(0);
      await expect(page.locator("[data-map-panel]")).toHaveCount(0);
    });
  });

  test("the focus goes through the map and out: markers, then its buttons; Enter on a marker offers its actions", async ({ page }) => {
    await send(page, "nearest-postcode");
    const map = mapOf(page);
    await map.focus();
    await page.keyboard.press("Tab");
    await expect(markers(page).first()).toBeFocused();
    await page.keyboard.press("Enter");
    const panel = page.locator("[data-map-panel]");
    await expect(panel).toHaveAccessibleName("1. SE1P 5ZZ");
    await expect(panel.getByRole("link", { name: "Postcodes near here" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Outward codes near here" })).toBeVisible();
    await expect(panel.getByRole("link", { name: /Open in OpenStreetMap/ })).toHaveAttribute("target", "_blank");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Zoom in" })).toBeFocused();
    // Enter on the map itself picks the middle of the view.
    await map.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toHaveAccessibleName("The chosen spot");
  });

  test("a point's actions send at once to the server of the console they came from, one the description does not list", async ({
    page,
  }) => {
    // The console is on the mock, which the description does not list: a link from elsewhere naming it would wait for Send.
    await send(page, "nearest-postcode");
    const sent = mockRequests(page);
    await markers(page).first().click();
    await page.locator("[data-map-panel]").getByRole("link", { name: "Outward codes near here" }).click();
    await expect(page).toHaveURL(/\/docs\/api\/reverse-geocode-outcodes\?try&/);
    await expect(answerStatus(page)).toHaveText(/^200 /);
    expect(sent.map((r) => new URL(r.url()).pathname)).toEqual(["/outcodes"]);
    await expect(page.getByText(/^Not sent yet/)).toHaveCount(0);
  });

  test("clicking the map offers to reverse geocode there, which opens that console with the point filled in and sent", async ({ page }) => {
    await publicApiFromMock(page);
    await page.goto("/");
    await waitForHydration(page);
    const field = page.getByLabel("Try a postcode");
    await field.fill("SE1P 5ZZ");
    await field.press("Enter");
    await expect(mapOf(page)).toBeVisible();
    // Outside the live region that announces the facts: its markers and panel are not read out at every change.
    expect(await mapOf(page).evaluate((e) => e.closest("[role='status'], [aria-live]") === null)).toBe(true);
    await mapOf(page).scrollIntoViewIfNeeded();
    const box = (await mapOf(page).boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.6);
    const panel = page.locator("[data-map-panel]");
    await expect(panel).toHaveAccessibleName("The chosen spot");
    const [lon, lat] = await panel.locator("code").allTextContents();
    // The spot is west and south of the postcode, in the middle of the view.
    expect(Number(lon)).toBeLessThan(SE1P_5ZZ.longitude);
    expect(Number(lat)).toBeLessThan(SE1P_5ZZ.latitude);
    const sent = page.waitForRequest((r) => r.url().startsWith(`${PUBLIC_API}/postcodes/lon/`));
    await panel.getByRole("link", { name: "Postcodes near here" }).click();
    await expect(page).toHaveURL(/\/docs\/api\/reverse-geocode-lon-lat\?try&/);
    await expect(page.getByLabel("longitude required")).toHaveValue(lon);
    await expect(page.getByLabel("latitude required")).toHaveValue(lat);
    expect((await sent).url()).toBe(`${PUBLIC_API}/postcodes/lon/${lon}/lat/${lat}`);
    await expect(answerStatus(page)).toHaveText(/^200 /);
    await expect(mapOf(page)).toBeVisible();
  });

  test("names places: on a few streets, the nearest at the view's edge with the way and how far; zoomed out, the cities", async ({
    page,
  }) => {
    await send(page, "nearest-postcode");
    const places = page.locator("[data-map-places]");
    // For the eye only: the image's label and the table say what the results are.
    await expect(places).toHaveAttribute("aria-hidden", "true");
    // The mock's results are a few streets of Southwark, where no named place is in the view.
    await expect(places.locator("span").first()).toHaveText(/^[←→↑↓↖↗↘↙] [A-Z][A-Za-z' -]+, \d+\.\d km$/);
    for (let i = 0; i < 12; i++) await page.getByRole("button", { name: "Zoom out" }).click();
    await expect(places.getByText("Birmingham", { exact: true })).toBeVisible();
    // Names never stand in the way: a click on one is a click on the map.
    const name = (await places.getByText("Birmingham", { exact: true }).boundingBox())!;
    await page.mouse.click(name.x + 4, name.y + name.height / 2);
    await expect(page.locator("[data-map-panel]")).toHaveAccessibleName("The chosen spot");
  });

  test("fits a phone 320 px wide", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await send(page, "nearest-postcode");
    const box = (await mapOf(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // Below the answer's status and its check: in view once scrolled to, not cut off at the side.
    await mapOf(page).scrollIntoViewIfNeeded();
    await expect(markers(page).first()).toBeInViewport();
    for (const name of ["Zoom in", "Zoom out", "Reset view"]) {
      const b = (await page.getByRole("button", { name }).boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(320);
    }
    // With the map's top at the screen's top, the panel a click opens (under the map) comes into view whole.
    await mapOf(page).evaluate((map) => window.scrollBy(0, map.getBoundingClientRect().top - 60));
    const panel = page.locator("[data-map-panel]");
    await markers(page).first().click();
    await expect(panel).toBeInViewport({ ratio: 1 });
  });

  test("is accessible in both themes", async ({ page }) => {
    // Load, hydrate, one answer with its map, axe in each colour mode, one switch of mode.
    test.setTimeout(budgetFor({ load: 1, hydrate: 1, answer: 1, axe: 2, switchMode: 1 }));
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await send(page, "nearest-postcode");
    await page.getByText(/^Points on the map/).click();
    // In light mode, then with the toggle in dark; each time with a marker's tip open (the toggle takes the focus away).
    for (const theme of ["light", "dark"] as const) {
      await switchColorMode(page, theme, STEP_BUDGET.switchMode);
      await markers(page).first().click();
      await expect(page.locator("details:has(> summary:text-matches('^Points on the map'))")).toHaveAttribute("open", "");
      const axe = await axeViolations(page, theme, { include: "figure:has([aria-label='Results map'])" });
      expect(axe.passes).toBeGreaterThan(0);
      expect(axe.violations).toEqual([]);
    }
  });
});
