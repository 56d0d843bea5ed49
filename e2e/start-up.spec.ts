import type { Page } from "@playwright/test";
import { START_FALLBACK_MS } from "../src/rendering/start-after-first-paint";
import { expect, test, waitForHydration } from "./fixtures";

// A built page's bundles are fetched and run after its first paint shows its main content (src/rendering/start-after-first-paint.ts).

declare global {
  interface Window {
    /** Each script element added to the page with a src: its address, when (performance.now()) and whether the main content was shown then. */
    __scriptsAdded?: { src: string; at: number; mainShown: boolean }[];
  }
}

/** Records, from the first byte of the page, each script element added with a src. */
async function recordAddedScripts(page: Page) {
  await page.addInitScript(() => {
    const added: { src: string; at: number; mainShown: boolean }[] = [];
    window.__scriptsAdded = added;
    const mainShown = () => {
      const main = document.getElementById("main-content");
      return main !== null && getComputedStyle(main).visibility === "visible";
    };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src)
            added.push({ src: new URL(node.src).pathname, at: performance.now(), mainShown: mainShown() });
    }).observe(document, { childList: true, subtree: true });
  });
}

/** A browser that reports no paint (paint timing listed as supported, its observer never called). */
async function withoutPaintReports(page: Page) {
  await page.addInitScript(() => {
    class SilentObserver {
      static supportedEntryTypes = ["paint"];
      observe() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.defineProperty(window, "PerformanceObserver", { value: SilentObserver });
  });
}

const BUNDLES = [/^\/webpack-runtime-[0-9a-f]+\.js$/, /^\/framework-[0-9a-f]+\.js$/, /^\/app-[0-9a-f]+\.js$/];
const addedBundles = (page: Page) => page.evaluate(() => (window.__scriptsAdded ?? []).map((s) => s.src).slice(0, 3));

/** Time stands still from before the page loads: only the test moves it. */
async function pausedClock(page: Page) {
  await page.clock.install({ time: new Date("2026-11-27T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-27T09:00:10Z"));
}

test.describe("start-up", () => {
  test("the page is served without script tags or preloads for its bundles; they are fetched once its main content is shown, and it hydrates", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/docs/api/lookup-postcode")).text();
    expect(html).not.toMatch(/<script[^>]+\bsrc=/);
    expect(html).not.toMatch(/<link[^>]+rel="(?:preload|modulepreload|prefetch)"[^>]+\.js"/);
    expect(html.match(/<template data-start-script="[^"]+\.js"><\/template>/g)).toHaveLength(3);

    await recordAddedScripts(page);
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    const { added, firstContentfulPaint, fetched } = await page.evaluate(() => ({
      added: window.__scriptsAdded ?? [],
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      fetched: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/(?:webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(firstContentfulPaint).toEqual(expect.any(Number));
    // The three bundles first, in order, and each once (the chunks they load come after them).
    expect(added.slice(0, 3).map((s) => s.src)).toEqual(BUNDLES.map((pattern) => expect.stringMatching(pattern)));
    expect(added.filter((s) => BUNDLES.some((pattern) => pattern.test(s.src)))).toHaveLength(3);
    for (const script of added) expect(script).toMatchObject({ at: expect.any(Number), mainShown: true });
    for (const script of added) expect(script.at).toBeGreaterThanOrEqual(firstContentfulPaint);
    // Nothing fetched them before the first paint (no preload): their downloads start when they are added.
    expect(fetched).toHaveLength(3);
    for (const start of fetched) expect(start).toBeGreaterThanOrEqual(firstContentfulPaint);
  });

  test(`without a paint report, the bundles start after the fallback's ${START_FALLBACK_MS} ms, not before`, async ({ page }) => {
    await withoutPaintReports(page);
    await recordAddedScripts(page);
    await pausedClock(page);
    await page.goto("/docs/overview", { waitUntil: "load" });
    expect(await addedBundles(page)).toEqual([]);
    await page.clock.runFor(START_FALLBACK_MS - 1);
    expect(await addedBundles(page)).toEqual([]);
    await page.clock.runFor(1);
    expect(await addedBundles(page)).toEqual(BUNDLES.map((pattern) => expect.stringMatching(pattern)));
    await page.clock.resume();
    await waitForHydration(page);
  });

  test("a page loaded in a background tab starts its bundles at once (browsers report no paint there)", async ({ page }) => {
    await withoutPaintReports(page);
    await page.addInitScript(() => Object.defineProperty(document, "visibilityState", { get: () => "hidden" }));
    await recordAddedScripts(page);
    await pausedClock(page);
    await page.goto("/docs/overview", { waitUntil: "load" });
    expect(await addedBundles(page)).toEqual(BUNDLES.map((pattern) => expect.stringMatching(pattern)));
    await page.clock.resume();
    await waitForHydration(page);
  });
});
