import type { Page } from "@playwright/test";
import { indexedPages } from "./built-site";
import { budgetFor, expect, STEP_BUDGET, test, waitForHydration } from "./fixtures";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the documentation" });
const box = (page: Page) => dialog(page).getByRole("combobox", { name: "Search guides and the API reference" });
const options = (page: Page) => dialog(page).getByRole("option");

async function openSearch(page: Page) {
  await page.getByRole("button", { name: "Search" }).click();
  await expect(box(page)).toBeFocused();
}

test.describe("search", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
  });

  test("opens from the navbar button, '/' and Ctrl+K, and Escape returns focus to the button", async ({ page }) => {
    await openSearch(page);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Search" })).toBeFocused();

    await page.locator("main").click();
    await page.keyboard.press("/");
    await expect(box(page)).toBeFocused();
    await page.keyboard.press("Escape");

    await page.keyboard.press("Control+k");
    await expect(box(page)).toBeFocused();
  });

  test("the navbar button is named by the words it shows (WCAG 2.5.3), the shortcut hint included where it is in sight", async ({
    page,
  }) => {
    // Read as words, "Search, Ctrl K", not "SearchCtrl K".
    await expect(page.getByRole("button", { name: "Search, Ctrl K", exact: true })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.getByRole("button", { name: "Search" }).locator("kbd")).toBeHidden();
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();
    // The word kept for the name, out of sight, takes no room: nothing scrolls sideways on a 320 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("shows the shortcut as the reader's keyboard names it: ⌘ K on Apple's systems, none on a touch screen", async ({
    browser,
    baseURL,
  }) => {
    const mac = await browser.newContext({
      baseURL,
      userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    });
    const macPage = await mac.newPage();
    await macPage.goto("/docs/overview");
    await expect(macPage.getByRole("button", { name: "Search, ⌘ K", exact: true })).toBeVisible();
    await mac.close();

    const phone = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
    const phonePage = await phone.newPage();
    await phonePage.goto("/docs/overview");
    await waitForHydration(phonePage);
    await expect(phonePage.getByRole("button", { name: "Search", exact: true })).toBeVisible();
    await phonePage.getByRole("button", { name: "Search" }).click();
    await expect(phonePage.getByRole("dialog", { name: "Search the documentation" }).getByText("to move")).toBeHidden();
    await phone.close();
  });

  test("shows an empty state, results as you type, and a no-results state", async ({ page }) => {
    await openSearch(page);
    await expect(dialog(page).getByRole("status")).toHaveText("Type to search endpoints, parameters, fields and error messages.");
    await box(page).fill("terminated");
    await expect(options(page).first()).toBeVisible();
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
    await expect(dialog(page).getByRole("status")).toContainText("for “terminated”");
    await expect(options(page).first().locator("mark").first()).toBeVisible();
    // A quoted error string's escaped line break reads as a break, never as a literal "\n".
    await box(page).fill("Invalid JSON query submitted");
    await expect(dialog(page).getByRole("status")).toContainText("for “Invalid JSON query submitted”");
    expect((await options(page).allTextContents()).filter((text) => text.includes("\\n"))).toEqual([]);
    await box(page).fill("xylophone");
    await expect(dialog(page).getByRole("status")).toHaveText("No results for “xylophone”.");
    await expect(options(page)).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });
      test("a search that finds nothing offers the pages readers ask about most, and one opens in place", async ({ page }) => {
        await openSearch(page);
        await box(page).fill("xylophone");
        await expect(dialog(page).getByRole("status")).toHaveText("No results for “xylophone”.");
        const offered = dialog(page).getByRole("region", { name: "The pages readers ask about most" });
        await expect(offered.getByRole("link")).toHaveText([
          "Postcode fields",
          "Self-hosting",
          "Overview",
          "Bulk postcode lookup",
          "Search places",
          "Reverse geocoding: postcodes near a longitude and latitude",
          "Look up a postcode",
        ]);
        await expect(offered.getByRole("link").last()).toBeInViewport();
        await offered.getByRole("link", { name: "Self-hosting" }).click();
        await expect(page).toHaveURL(/\/docs\/self-host$/);
        await expect(dialog(page)).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Self-hosting");
      });
    });
  }

  test("counts the rows shown of every page found, shows ten, and ten more on request; gibberish finds nothing and says so", async ({
    page,
  }) => {
    await openSearch(page);
    await box(page).fill("postcode");
    await expect(dialog(page).getByRole("status")).toHaveText(/^10 of \d+ results for “postcode”\.$/);
    const total = Number(/of (\d+)/.exec((await dialog(page).getByRole("status").textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThan(20);
    await expect(options(page)).toHaveCount(10);
    await dialog(page)
      .getByRole("button", { name: `Show more results (${total - 10} more)` })
      .click();
    await expect(options(page)).toHaveCount(20);
    await expect(dialog(page).getByRole("status")).toHaveText(`20 of ${total} results for “postcode”.`);
    // No word starts with "zzzzqx"; "zz" (of SE1P 5ZZ), which it starts with, is no answer.
    await box(page).fill("zzzzqx");
    await expect(dialog(page).getByRole("status")).toHaveText("No results for “zzzzqx”.");
    await expect(options(page)).toHaveCount(0);
    await expect(dialog(page).getByRole("button", { name: /Show more/ })).toHaveCount(0);
  });

  test("corrects a misspelling, says so, and searches the words as typed on request", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await openSearch(page);
    const status = dialog(page).getByRole("status");
    // Postcodes are never corrected.
    await box(page).fill("SW1A 1AA");
    await expect(status).toHaveText(/for “SW1A 1AA”/);

    await box(page).fill("nearset postcodes");
    await expect(status).toHaveText(/^Showing results for “nearest postcodes”: (\d+ of )?\d+ results?\.$/);
    await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/postcode\/nearest(#|$)/);
    // The vocabulary is the index's own words: nothing more to download.
    expect(requests.filter((p) => p.endsWith(".json") && !p.startsWith("/page-data/"))).toEqual(["/search-index.json"]);
    // The button is in the tab order after the input and its Close button, and searches the words as typed.
    const asTyped = dialog(page).getByRole("button", { name: "Search for “nearset postcodes” instead" });
    await page.keyboard.press("Tab");
    await expect(dialog(page).getByRole("button", { name: "Close search" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(asTyped).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("No results for “nearset postcodes”.");
    await expect(asTyped).toHaveCount(0);
    await expect(box(page)).toBeFocused();
    // A new query is corrected again.
    await box(page).fill("autocomplette");
    await expect(status).toHaveText(/^Showing results for “autocomplete”/);
    await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/postcode\/autocomplete(#|$)/);
    // The US spelling is no mistake: it finds the page the site spells "licences", as typed.
    await box(page).fill("licenses");
    await expect(status).toHaveText(/results? for “licenses”\.$/);
    await expect(options(page).first()).toHaveAttribute("href", /^\/docs\/licences(#|$)/);
    // Gibberish is not "corrected" into something: it finds nothing.
    await box(page).fill("zzzzqx");
    await expect(status).toHaveText("No results for “zzzzqx”.");
  });

  test("each result shows the page, the section and an excerpt, and opens at the section", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("eastings");
    const first = options(page).first();
    await expect(first).toContainText("Postcode fields");
    await expect(first).toContainText("› eastings");
    await expect(first).toContainText("Guides");
    await first.click();
    await expect(page).toHaveURL(/\/docs\/postcode\/schema#eastings$/);
    await expect(page.locator("#eastings")).toBeInViewport();
    await expect(dialog(page)).toHaveCount(0);
  });

  test("arrow keys move through results and Enter opens the selected one", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("bulk");
    await expect(options(page).nth(1)).toBeVisible();
    await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options(page).nth(1)).toHaveAttribute("aria-selected", "true");
    const id = await options(page).nth(1).getAttribute("id");
    await expect(box(page)).toHaveAttribute("aria-activedescendant", id ?? "");
    await page.keyboard.press("ArrowUp");
    await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
    const href = await options(page).first().getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("loads lazily: no search code or index until the box opens, then the index once for every query", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto("/docs/api");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(requests.filter((p) => p === "/search-index.json")).toEqual([]);
    const scriptsBefore = new Set(requests.filter((p) => p.endsWith(".js")));
    await openSearch(page);
    await box(page).fill("postcode");
    await expect(options(page).first()).toBeVisible();
    await box(page).fill("terminated");
    await expect(dialog(page).getByRole("status")).toContainText("for “terminated”");
    expect(requests.filter((p) => p.endsWith(".js") && !scriptsBefore.has(p)).length).toBeGreaterThan(0);
    expect(requests.filter((p) => p === "/search-index.json")).toEqual(["/search-index.json"]);
  });

  test("says so when the index cannot load, and can try again", async ({ page }) => {
    // Load, hydrate (beforeEach), then the search twice: failing, and after Try again.
    test.setTimeout(budgetFor({ load: 1, hydrate: 1, search: 2 }));
    await page.route("**/search-index.json", (route) => route.abort());
    await openSearch(page);
    await box(page).fill("postcode");
    await expect(dialog(page).getByRole("status")).toHaveText(
      "Search is unavailable: the search index could not be loaded. Check your connection and try again.",
    );
    await page.unroute("**/search-index.json");
    await dialog(page).getByRole("button", { name: "Try again" }).click();
    await expect(options(page).first()).toBeVisible({ timeout: STEP_BUDGET.search });
  });

  test("works in the mobile layout and in dark mode", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page
      .getByRole("button", { name: /Switch between dark and light mode/, includeHidden: true })
      .first()
      .evaluate((b: HTMLButtonElement) => b.click());
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await openSearch(page);
    const panel = await dialog(page).boundingBox();
    expect(panel?.width).toBe(390);
    await box(page).fill("autocomplete");
    await expect(options(page).first()).toBeVisible();
    const background = await dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe("rgb(21, 23, 27)");
  });
});

test.describe("code loaded on demand (the search box's chunk)", () => {
  /** Holds every script request from now on until `release` is called. */
  async function holdScripts(page: Page) {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(/\.js$/, async (route) => {
      held++;
      await released;
      await route.continue();
    });
    return { release, heldCount: () => held };
  }

  const field = (page: Page) => dialog(page).getByRole("searchbox", { name: "Search guides and the API reference" });

  test("the input is there and focused at once; a spinner shows from 200 ms while the rest loads", async ({ page }) => {
    await page.clock.install();
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const scripts = await holdScripts(page);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(field(page)).toBeFocused();
    await expect.poll(scripts.heldCount).toBeGreaterThan(0);
    const status = dialog(page).getByRole("status");
    await page.clock.runFor(199);
    await expect(status).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(status).toHaveText("Loading search…");
    scripts.release();
    await expect(box(page)).toBeFocused();
    await expect(status).toHaveText("Type to search endpoints, parameters, fields and error messages.");
  });

  for (const [how, open] of [
    ["the navbar button", (page: Page) => page.getByRole("button", { name: "Search" }).click()],
    ["'/'", (page: Page) => page.keyboard.press("/")],
  ] as const) {
    test(`every key typed right after opening with ${how} reaches the query while the code loads`, async ({ page }) => {
      await page.goto("/docs/overview");
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      const scripts = await holdScripts(page);
      await open(page);
      await page.keyboard.type("licence");
      await expect.poll(scripts.heldCount).toBeGreaterThan(0);
      scripts.release();
      await expect(box(page)).toHaveValue("licence");
      await expect(box(page)).toBeFocused();
      await expect(dialog(page).getByRole("status")).toHaveText(/results? for “licence”/);
      await page.keyboard.type("s");
      await expect(box(page)).toHaveValue("licences");
    });
  }

  for (const [how, press] of [
    ["the navbar button", (page: Page) => page.getByRole("button", { name: "Search" }).click()],
    ["Ctrl+K", (page: Page) => page.keyboard.press("Control+k")],
  ] as const) {
    test(`a press of ${how} before the page's code has run opens the search once it has`, async ({ page }) => {
      // A slow phone: the page is drawn, its scripts not yet run (held here), and the reader presses.
      const scripts = await holdScripts(page);
      await page.goto("/docs/overview", { waitUntil: "commit" });
      await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
      await expect.poll(scripts.heldCount).toBeGreaterThan(0);
      await press(page);
      // The press is kept (the shortcut not left to the browser), and nothing opens before the code can.
      await expect(page.locator("html")).toHaveAttribute("data-search-wanted", "");
      await expect(dialog(page)).toHaveCount(0);
      scripts.release();
      await expect(box(page)).toBeFocused();
      await expect(page.locator("html")).not.toHaveAttribute("data-search-wanted");
      await page.keyboard.type("bulk");
      await expect(options(page).first()).toBeVisible();
    });
  }

  test("shows the error and a Retry button when the chunk fails, keeps what was typed, and Retry loads it", async ({ page }) => {
    // Load, hydrate, prefetches settling, then the search twice: failing, and after Retry.
    test.setTimeout(budgetFor({ load: 1, hydrate: 1, settle: 1, search: 2 }));
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await page.route(/\.js$/, (route) => route.abort());
    await page.getByRole("button", { name: "Search" }).click();
    await page.keyboard.type("bulk");
    const alert = dialog(page).getByRole("alert");
    await expect(alert).toContainText("Search could not be loaded:");
    await expect(alert).toContainText(/chunk/i);
    await expect(field(page)).toHaveValue("bulk");
    await page.unroute(/\.js$/);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(box(page)).toHaveValue("bulk");
    await expect(options(page).first()).toBeVisible({ timeout: STEP_BUDGET.search });
  });
});

/** Words as compared here: lower case, letters and digits only. */
const words = (text: string) =>
  text
    .split(/\s+/)
    .map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean);

test("the search index holds the words a reader sees, none run together, and section titles without the heading's '#'", async ({
  page,
}) => {
  const pages = indexedPages();
  // Each page: its server HTML loaded, then read in one call (no hydration needed: the index was made from that HTML).
  test.setTimeout(budgetFor({ read: pages.length }));
  const glued: string[] = [];
  const hashTitles: string[] = [];
  for (const indexed of pages) {
    await page.goto(indexed.url, { waitUntil: "domcontentloaded", timeout: STEP_BUDGET.read });
    const sections = indexed.sections.filter((section) => section.anchor !== "");
    const read = await page.evaluate(
      (ids) => {
        // A section's title in the results is its heading's text in the index: it must read as the heading does
        // (its name, without the "#" link beside it).
        const headings = ids.map((id) => {
          const element = document.getElementById(id);
          if (!element) return null;
          const copy = element.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
          return copy.textContent?.trim() ?? "";
        });
        // The text as laid out (flex items, table cells apart), with every collapsed part open.
        document.querySelectorAll("details").forEach((d) => (d.open = true));
        const shown = [...document.querySelectorAll<HTMLElement>("[data-search-body]")].map((e) => e.innerText).join("\n");
        return { headings, shown };
      },
      sections.map((section) => section.anchor),
    );
    sections.forEach((section, i) => {
      const heading = read.headings[i];
      if (section.heading !== heading) hashTitles.push(`${indexed.url}#${section.anchor}: "${section.heading}" for "${heading}"`);
    });
    const seen = new Set(words(read.shown));
    const content = indexed.sections.flatMap((section) => section.runs.map(([, text]) => text)).join(" ");
    const unseen = new Set(content.split(/\s+/).filter((raw) => words(raw).some((w) => !seen.has(w))));
    glued.push(...[...unseen].map((word) => `${indexed.url}: ${word}`));
  }
  // "Minimum: 0Example: 30.43" was "0example" to the index and in every excerpt.
  expect(glued).toEqual([]);
  expect(hashTitles).toEqual([]);
});
