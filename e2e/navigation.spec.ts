import type { Page } from "@playwright/test";
import { componentScriptNotLoadedBy } from "./built-site";
import { expect, test, waitForHydration } from "./fixtures";
import { probeOnAppearance } from "./same-task";

test.describe("addresses", () => {
  test("a trailing /index.html or .html is stripped", async ({ page }) => {
    await page.goto("/docs/overview/index.html");
    await expect(page).toHaveURL(/\/docs\/overview$/);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await waitForHydration(page);

    await page.goto("/docs/licences.html");
    await expect(page).toHaveURL(/\/docs\/licences$/);
  });
});

test.describe("scrolling on page change", () => {
  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/docs/self-host");
    await waitForHydration(page);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Licences" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Licences" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link with #anchor scrolls to the anchor", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "CORS and JSONP" }).click();
    await expect(page).toHaveURL(/#cors-and-jsonp$/);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("cors-and-jsonp")!.getBoundingClientRect().top)))
      .toBeLessThan(150);
    await expect(page.getByRole("heading", { name: "CORS and JSONP" })).toBeInViewport();
  });

  test("opening an address with #anchor lands on the anchor", async ({ page }) => {
    await page.goto("/docs/overview#errors");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Errors", exact: true })).toBeInViewport();
  });
});

/**
 * Time is Playwright's fake clock here: it runs normally until the page has hydrated, then stands still,
 * so "after 200 ms" and "within 200 ms" are decided by the test, not by how busy the machine is.
 * Network requests still take real time; the clock only moves when the test moves it.
 */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Lets fake time pass one animation frame at a time until `done` holds (the router renders in a frame). */
async function runFramesUntil(page: Page, done: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      if (await done()) return true;
      await page.clock.runFor(16);
      return done();
    })
    .toBe(true);
}

/** Records, from now on, whether the progress bar is ever added to the page. */
const watchForProgressBar = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as Window & { seenBars?: string[] }).seenBars = seen;
    new MutationObserver(() => {
      if (document.getElementById("route-progress")) seen.push("bar");
    }).observe(document.body, { childList: true });
  });
const barsSeen = (page: Page) => page.evaluate(() => (window as Window & { seenBars?: string[] }).seenBars);

/** Holds matching requests until `release` is called. */
async function holdRequests(page: Page, url: string | RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(url, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { release, heldCount: () => held };
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const progressBar = (page: Page) => page.getByRole("progressbar", { name: "Loading page" });

test.describe("navigation progress", () => {
  test("a slow page change shows the progress bar from 200 ms, and keeps the old page until the new one has loaded", async ({ page }) => {
    await openWithPausedClock(page, "/docs/overview");
    const pageData = await holdRequests(page, "**/page-data/docs/licences/page-data.json");
    await page.getByRole("contentinfo").getByRole("link", { name: "Licences" }).click();
    await expect.poll(pageData.heldCount).toBeGreaterThan(0);

    await page.clock.runFor(199);
    await expect(progressBar(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(progressBar(page)).toBeVisible();
    await expect(progressBar(page)).toHaveAttribute("aria-valuenow", "8");
    await page.clock.runFor(800);
    await expect(progressBar(page)).toHaveAttribute("aria-valuenow", "18");
    await expect(heading(page)).toHaveText("Overview");
    await expect(page).toHaveURL(/\/docs\/overview$/);

    pageData.release();
    await runFramesUntil(page, async () => (await heading(page).textContent()) === "Licences");
    await page.clock.runFor(400);
    await expect(progressBar(page)).toHaveCount(0);
  });

  test("a page change that takes less than 200 ms shows no progress bar at all", async ({ page }) => {
    await openWithPausedClock(page, "/docs/overview");
    await watchForProgressBar(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Licences" }).click();
    await expect(page).toHaveURL(/\/docs\/licences$/);
    // The router shows the new page on the next animation frames: at most 10 of them (160 ms) may pass.
    for (let frame = 0; frame < 10 && (await heading(page).textContent()) !== "Licences"; frame++) await page.clock.runFor(16);
    await expect(heading(page)).toHaveText("Licences");
    await page.clock.runFor(2000);
    expect(await barsSeen(page)).toEqual([]);
  });
});

test.describe("a page that cannot be downloaded", () => {
  /** The API index page: its data and its template's code, which a guide has not loaded (its other files, shared with guides, are loaded). */
  const API_INDEX_SCRIPT = componentScriptNotLoadedBy("component---src-templates-api-index-tsx", "/docs/overview");
  const API_INDEX = (url: URL) => url.pathname === "/page-data/docs/api/page-data.json" || url.pathname === API_INDEX_SCRIPT;
  const errorBox = (page: Page) => page.getByRole("alert").filter({ hasText: "This page could not be loaded" });

  test("shows the error and Retry over the old page; Retry loads it without a full reload", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
    await page.route(API_INDEX, (route) => route.abort("internetdisconnected"));

    const focusInside = await probeOnAppearance(page, "[role='alert'][tabindex='-1']", "focus inside");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API", exact: true }).click();
    await expect(errorBox(page)).toBeVisible();
    await expect(errorBox(page)).toContainText("/page-data/docs/api/page-data.json could not be downloaded (Failed to fetch)");
    await expect(errorBox(page)).toBeFocused();
    // Already with the render that showed the box, before the effects' task.
    expect(await focusInside()).toBe(true);
    // The reader is still on the old page, whole: its address, its heading, no progress bar.
    await expect(page).toHaveURL(/\/docs\/overview$/);
    await expect(heading(page)).toHaveText("Overview");
    await expect(progressBar(page)).toHaveCount(0);

    await page.unroute(API_INDEX);
    await errorBox(page).getByRole("button", { name: "Retry" }).click();
    await expect(heading(page)).toHaveText("API reference");
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(errorBox(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("names the code file when the page's code cannot be downloaded", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    const chunk = (url: URL) => url.pathname === API_INDEX_SCRIPT;
    await page.route(chunk, (route) => route.abort("internetdisconnected"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API", exact: true }).click();
    await expect(errorBox(page)).toContainText(/Loading chunk \S+ failed/);
    await expect(errorBox(page)).toContainText(API_INDEX_SCRIPT);
    await page.unroute(chunk);
    await errorBox(page).getByRole("button", { name: "Retry" }).click();
    await expect(heading(page)).toHaveText("API reference");
  });

  test("while Retry downloads, a spinner shows from 200 ms; 'Stay on this page' closes the box", async ({ page }) => {
    await openWithPausedClock(page, "/docs/overview");
    await page.route(API_INDEX, (route) => route.abort("internetdisconnected"));
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API", exact: true });
    await link.click();
    await expect(errorBox(page)).toBeVisible();

    await page.unroute(API_INDEX);
    const pageData = await holdRequests(page, "**/page-data/docs/api/page-data.json");
    await errorBox(page).getByRole("button", { name: "Retry" }).click();
    await expect.poll(pageData.heldCount).toBeGreaterThan(0);
    const spinner = errorBox(page).getByRole("status");
    await page.clock.runFor(199);
    await expect(spinner).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(spinner).toHaveText("Loading /docs/api…");

    await errorBox(page).getByRole("button", { name: "Stay on this page" }).click();
    await expect(errorBox(page)).toHaveCount(0);
    pageData.release();
    await page.clock.runFor(1000);
    await expect(heading(page)).toHaveText("Overview");
    await expect(page).toHaveURL(/\/docs\/overview$/);
  });

  test("a page that cannot be preloaded logs a warning; if the server answers but the page cannot be shown in place, it is loaded in full", async ({
    page,
  }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    // A server that answers, but not with the page's data (as during a deploy).
    await page.route("**/page-data/docs/libraries/page-data.json", (route) => route.fulfill({ status: 502, body: "Bad gateway" }));
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Client libraries" });
    await link.hover();
    await expect.poll(() => warnings.some((w) => w.includes("Could not preload /docs/libraries"))).toBe(true);

    const fullLoad = page.waitForEvent("framenavigated");
    await link.click();
    await fullLoad;
    await expect(page).toHaveURL(/\/docs\/libraries$/);
    await expect(heading(page)).toHaveText("Client libraries");
    expect(warnings.some((w) => w.includes("Could not load /docs/libraries in place"))).toBe(true);
  });
});

test.describe("prefetching", () => {
  const pageDataRequests = (page: Page) => {
    const seen: string[] = [];
    page.on("request", (r) => {
      const url = r.url();
      if (url.includes("/page-data/") && !url.includes("/page-data/docs/overview/") && !url.includes("/sq/") && !url.includes("app-data"))
        seen.push(url);
    });
    return seen;
  };

  test("pages linked from the current one are prefetched on a normal connection", async ({ page }) => {
    const seen = pageDataRequests(page);
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ["data saver", { saveData: true, effectiveType: "4g" }],
    ["2g", { saveData: false, effectiveType: "2g" }],
  ] as const) {
    test(`nothing is prefetched on a ${name} connection`, async ({ page }) => {
      await page.addInitScript((c) => Object.defineProperty(navigator, "connection", { configurable: true, get: () => c }), connection);
      const seen = pageDataRequests(page);
      await openWithPausedClock(page, "/docs/overview");
      await page.getByRole("link", { name: "API", exact: true }).first().hover();
      // Gatsby prefetches links in view after 3 s, in idle time: let a minute of fake time pass.
      await page.clock.runFor(60_000);
      // Requests are reported in the order they start: once this one is seen, any prefetch would have been.
      const sentinel = page.waitForRequest("**/page-data/app-data.json?after-prefetch-window");
      await page.evaluate(() => void fetch("/page-data/app-data.json?after-prefetch-window"));
      await sentinel;
      expect(seen).toEqual([]);
    });
  }
});

test.describe("navbar that hides on scroll", () => {
  const navbar = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Main" });
  const inView = (page: import("@playwright/test").Page) => navbar(page).evaluate((el) => el.getBoundingClientRect().bottom > 0);

  test("hides when scrolling down, shows when scrolling up and near the top", async ({ page }) => {
    await page.goto("/docs/self-host");
    await waitForHydration(page);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => inView(page)).toBe(false);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => inView(page)).toBe(true);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => inView(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(() => inView(page)).toBe(true);
  });

  for (const { width, paths, atLeast } of [
    // On a phone, the "On this page" bar leaves with the navbar; the page's own links stay where the scroll puts them.
    { width: 1280, paths: ["/docs/api/bulk-postcode-lookup", "/docs/postcode/schema"], atLeast: 10 },
    { width: 390, paths: ["/docs/postcode/schema", "/docs/postcode/bulk"], atLeast: 2 },
  ]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });

      for (const path of paths) {
        test(`nothing a reader can press on ${path} moves when it hides or shows, other than as the page scrolls`, async ({ page }) => {
          await page.goto(path);
          await waitForHydration(page);
          // Hidden (a scroll down), shown (a scroll up), hidden again.
          const hidden = await scrollAndSettle(page, 1500, false);
          const shown = await scrollAndSettle(page, -200, true);
          const hiddenAgain = await scrollAndSettle(page, 300, false);
          for (const [before, after] of [
            [hidden, shown],
            [shown, hiddenAgain],
          ]) {
            const compared = movedBoxes(before, after);
            expect(compared.moved, `moved other than by the scroll (${after.scrollY - before.scrollY} px)`).toEqual([]);
            expect(compared.count, "controls on screen in both states").toBeGreaterThanOrEqual(atLeast);
          }
        });
      }
    });
  }

  test("shows after jumping to an anchor", async ({ page }) => {
    await page.goto("/docs/self-host");
    await waitForHydration(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => inView(page)).toBe(false);
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Metrics" }).click();
    await expect(page).toHaveURL(/#metrics$/);
    await expect.poll(() => inView(page)).toBe(true);
  });
});

/** A control a reader can press, on screen, outside the navbar: its place in the document's list of them and its box in the window. */
interface PressableBox {
  key: string;
  name: string;
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Scrolls the window by `dy` and waits until the navbar is `navbarShown` and nothing runs a transition any
 * more; then the boxes of every control a reader can press that is on screen outside the navbar.
 */
async function scrollAndSettle(page: Page, dy: number, navbarShown: boolean): Promise<{ scrollY: number; boxes: PressableBox[] }> {
  await page.evaluate((by) => window.scrollBy(0, by), dy);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveAttribute("data-navbar-visible", String(navbarShown));
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length)).toBe(0);
  return page.evaluate(() => {
    const navbar = document.querySelector('nav[aria-label="Main"]');
    const pressable = document.querySelectorAll<HTMLElement>("a[href], button, summary, input, select, textarea, [tabindex]");
    const boxes = [...pressable].flatMap((el, i) => {
      const box = el.getBoundingClientRect();
      const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      // checkVisibility: not in a closed <details>, not visibility: hidden.
      if (!onScreen || navbar?.contains(el) || !el.checkVisibility({ visibilityProperty: true })) return [];
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return [{ key: `${i}`, name, top: box.top, left: box.left, width: box.width, height: box.height }];
    });
    return { scrollY: window.scrollY, boxes };
  });
}

/** The controls on screen in both states that moved otherwise than with the page (by the scroll) or not at all (sticky). */
function movedBoxes(
  before: { scrollY: number; boxes: PressableBox[] },
  after: { scrollY: number; boxes: PressableBox[] },
): { count: number; moved: string[] } {
  const scrolled = after.scrollY - before.scrollY;
  const earlier = new Map(before.boxes.map((box) => [box.key, box]));
  const moved: string[] = [];
  let count = 0;
  for (const box of after.boxes) {
    const was = earlier.get(box.key);
    if (!was) continue;
    count += 1;
    const dy = box.top - was.top;
    const withPage = Math.abs(dy + scrolled) < 1 || Math.abs(dy) < 1;
    const sameShape = Math.abs(box.left - was.left) < 1 && Math.abs(box.width - was.width) < 1 && Math.abs(box.height - was.height) < 1;
    if (!withPage || !sameShape)
      moved.push(
        `"${box.name}": top ${was.top.toFixed(0)} -> ${box.top.toFixed(0)}, left ${was.left.toFixed(0)} -> ${box.left.toFixed(0)}`,
      );
  }
  return { count, moved };
}

test.describe("sidebar labels", () => {
  for (const width of [1280, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });
      for (const [path, name] of [
        ["/docs/overview", "Documentation"],
        ["/docs/api", "API reference"],
      ] as const) {
        test(`every label of the ${name} sidebar keeps to one or two lines`, async ({ page }) => {
          await page.goto(path);
          await waitForHydration(page);
          // On a phone the sidebar is the menu's list.
          if (width < 997) await page.getByRole("button", { name: "Toggle navigation bar" }).click();
          const sidebar =
            width < 997 ? page.getByRole("dialog", { name: "Site navigation" }) : page.getByRole("navigation", { name, exact: true });
          await expect(sidebar.getByRole("link").first()).toBeVisible();
          const lines = await sidebar.locator("a > span:last-child").evaluateAll((labels) =>
            labels.map((label) => {
              const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
              return { label: label.textContent, lines: Math.round(label.getBoundingClientRect().height / lineHeight) };
            }),
          );
          expect(lines.length).toBeGreaterThan(10);
          expect(lines.filter((entry) => entry.lines > 2)).toEqual([]);
        });
      }
    });
  }
});

test.describe("the current page's entry in the sidebar", () => {
  /** Whether the entry marked as the page is in sight: inside what its scrolling list and the window show. */
  const entryInSight = (within: import("@playwright/test").Locator) =>
    within.evaluate((element) => {
      const entry = element.querySelector('a[aria-current="page"]');
      if (!entry) return "no entry is marked as the page";
      let list = entry.parentElement!;
      while (!["auto", "scroll"].includes(getComputedStyle(list).overflowY)) list = list.parentElement!;
      const box = list.getBoundingClientRect();
      const { top, bottom } = entry.getBoundingClientRect();
      return top >= box.top && bottom <= Math.min(box.bottom, window.innerHeight)
        ? "in sight"
        : `at ${top}-${bottom}, list ${box.top}-${box.bottom}`;
    });

  /** The API reference sidebar's last entry: the deepest page of the longest list. */
  async function lastApiEntry(page: Page) {
    await page.goto("/docs/api");
    // Read from the desktop list, which a phone's layout hides.
    return (await page.locator('nav[aria-label="API reference"] a').last().getAttribute("href"))!;
  }

  test("at 1280 px, a page at the end of the API list opens with its entry in sight, before any bundle runs", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const last = await lastApiEntry(page);
    // The bundles refused: what shows is the server's HTML and its inline scripts.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(last);
    const list = page.getByRole("navigation", { name: "API reference", exact: true });
    await expect(list.locator('a[aria-current="page"]')).toHaveAttribute("href", last);
    expect(await entryInSight(list)).toBe("in sight");
    // The list scrolled, not the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("at 1280 px, a move within the site to a page deep in the list brings its entry into sight; an entry in sight stays put", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const last = await lastApiEntry(page);
    await waitForHydration(page);
    const list = page.getByRole("navigation", { name: "API reference", exact: true });
    expect(await list.evaluate((element) => element.scrollTop)).toBe(0);
    await page.getByRole("main").locator(`a[href="${last}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${last}$`));
    await expect(list.locator('a[aria-current="page"]')).toHaveAttribute("href", last);
    await expect.poll(() => entryInSight(list)).toBe("in sight");
    // Pressing an entry in sight moves neither it nor the list under the pointer: the marked entry keeps its lines.
    const scrolled = await list.evaluate((element) => element.scrollTop);
    const href = (await list.locator('li:has(> a[aria-current="page"])').locator("xpath=preceding-sibling::li[1]/a").getAttribute("href"))!;
    const neighbour = list.locator(`a[href="${href}"]`);
    const before = (await neighbour.boundingBox())!;
    await neighbour.click();
    await expect(neighbour).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    expect(await list.evaluate((element) => element.scrollTop)).toBe(scrolled);
    expect((await neighbour.boundingBox())!).toEqual(before);
  });

  test("at 390 px, the menu opens on the page's entry", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const last = await lastApiEntry(page);
    await page.goto(last);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    const menu = page.getByRole("dialog", { name: "Site navigation" });
    await expect(menu.locator('a[aria-current="page"]')).toBeVisible();
    expect(await entryInSight(menu)).toBe("in sight");
  });
});
