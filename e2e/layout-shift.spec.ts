import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { MAIN_CONTENT_ID, MAIN_END_ID } from "../src/shell-constants";

// Pages must not move while they load (Cumulative Layout Shift 0): a reader who starts reading, or
// clicking, at first paint must not see the text jump. Each load is cold (a new browser context: no
// cache, no storage), as a first visit is, and every layout shift Chromium reports is counted
// (PerformanceObserver "layout-shift", buffered, so that shifts before the observer's script count).
//
// A browser draws what it has read whenever the HTML stops arriving or its parser pauses, and what it drew of
// part of a box can move when the rest arrives. The main content is shown once read whole (a ShownWhenRead box,
// MAIN_END_ID), and so are the boxes outside it most prone to move (a browser without :has() paints everything
// as it reads). A proxy holds the HTML back at chosen places, for as long as the
// test wants, to draw both.

const GUIDES = [
  "/docs/overview",
  "/docs/postcode/lookup",
  "/docs/postcode/schema",
  "/docs/self-host",
  "/docs/libraries",
  "/docs/place/query",
];

/** Pages drawn after each element of their first screen: the guides, and the API reference's kinds of page. */
const PAINTED_IN_STEPS = [...GUIDES, "/docs/api", "/docs/api/postcodes", "/docs/api/lookup-postcode", "/docs/api/bulk-postcode-lookup"];

/** Guides whose first table is on the first screen at 1280 × 800, where a shift counts. */
const GUIDES_WITH_TABLES = ["/docs/place/query", "/docs/postcode/lookup", "/docs/overview"];

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the page into `window.__shifts`, from the document's start. */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      const sources = (entry.sources ?? []).map(({ node, previousRect: a, currentRect: b }) => {
        const name = node instanceof Element ? `${node.localName}.${node.className}` : (node?.nodeName ?? "?");
        return `${name} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`;
      });
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** Loads a page cold, waits until it has settled (loaded, hydrated, fonts ready, two frames drawn) and returns its layout shifts. */
async function coldLoadShifts(
  browser: Browser,
  url: string,
  whileLoading?: (page: Page) => Promise<void>,
  whenSettled?: (page: Page) => Promise<void>,
  viewport = { width: 1280, height: 800 },
): Promise<Shift[]> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    const loaded = page.goto(url, { waitUntil: "load" });
    if (whileLoading) await whileLoading(page);
    await loaded;
    await waitForHydration(page);
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await whenSettled?.(page);
    return await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  } finally {
    await context.close();
  }
}

/** Where the proxy cuts a page's HTML: the indexes its parts after the first start at (none: sent whole). */
type Cut = (html: string) => number[];

/** After the article: what follows it (the table of contents) comes later. */
const afterArticle: Cut = (html) => {
  const end = html.indexOf("</article>");
  return end === -1 ? [] : [end + "</article>".length];
};

/** After the first row of the article's first table: the rest of the table comes later. */
const afterFirstTableRow: Cut = (html) => {
  const table = html.indexOf("<table", html.indexOf("<article"));
  const row = table === -1 ? -1 : html.indexOf("</tr>", table);
  return row === -1 ? [] : [row + "</tr>".length];
};

/** Inside the announcement's line, just before its first link: the rest of the line comes later. */
const beforeAnnouncementLink: Cut = (html) => {
  const bar = html.indexOf(`data-announcement-bar=""`);
  const link = bar === -1 ? -1 : html.indexOf("<a ", bar);
  if (link === -1) throw new Error("The page has no announcement bar with a link (site.config.ts: announcementBar)");
  return [link];
};

/** The end tags of blocks: a cut after one never leaves a line of text half read. */
const BLOCK_END = /<\/(?:p|li|tr|th|td|h[1-6]|div|pre|table|ul|ol|dl|dt|dd|nav|details|section|header|footer|aside|article|main)>/g;

/** Where each block of the HTML ends, from the start of its body. */
function blockEnds(html: string): number[] {
  const body = html.indexOf("<body");
  return [...html.matchAll(BLOCK_END)].map((end) => (end.index ?? 0) + end[0].length).filter((at) => at > body);
}

/**
 * After each block before the main content (the announcement, the navbar, the sidebar's items), drawn as they are
 * read but for the sidebar, and once in the main content's first screen; both are shown once read whole.
 */
const afterEachElement: Cut = (html) => {
  const start = html.indexOf(`id="${MAIN_CONTENT_ID}"`);
  if (start === -1) throw new Error(`The page has no element with the id ${MAIN_CONTENT_ID}`);
  const inMain = blockEnds(html).find((at) => at > start + 4_000);
  return [...blockEnds(html).filter((at) => at < start), ...(inMain === undefined ? [] : [inMain])];
};

/** The most a part of a page's body holds, in HTML characters: read in one go, far within the parser's time slice. */
const PART_CHARS = 3_000;

/**
 * The cuts of `cut`, and more between blocks, so that no part of the body is longer than PART_CHARS. A parser
 * given a long part may stop for a frame anywhere in it, even inside a line of text, whose last word can then
 * move to the next line when the rest of the line arrives: something no page can prevent in a browser that
 * paints as it reads. In small parts, the page is drawn only where the test cuts it.
 */
function inSmallParts(cut: Cut): Cut {
  return (html) => {
    const wanted = new Set(cut(html));
    const candidates = [...new Set([...wanted, ...blockEnds(html)])].sort((a, b) => a - b);
    const cuts: number[] = [];
    let last = html.indexOf("<body");
    let previous = last;
    for (const at of candidates) {
      if (at - last > PART_CHARS && previous > last) {
        cuts.push(previous);
        last = previous;
      }
      if (wanted.has(at)) {
        cuts.push(at);
        last = at;
      }
      previous = at;
    }
    return cuts;
  };
}

/** Just before the mark at the end of the main content. */
const beforeMainEnd: Cut = (html) => {
  const mark = html.indexOf(`<span id="${MAIN_END_ID}"`);
  if (mark === -1) throw new Error(`The page has no <span id="${MAIN_END_ID}">`);
  return [mark];
};

/** Values put by one side and taken, in order, by the other. */
function channel<T>() {
  const items: T[] = [];
  let wake: () => void = () => {};
  return {
    put(item: T) {
      items.push(item);
      wake();
    },
    async take(): Promise<T> {
      while (items.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return items.shift() as T;
    },
  };
}

/**
 * A proxy of the site that sends a page's HTML in parts, cut where `cut` says,
 * each once the browser has painted the one before: what a slow network or a
 * busy processor does (the parser stops for a while, and the browser draws
 * what it has read). Other files pass through unchanged.
 */
async function startSplittingProxy(site: string, cut: Cut) {
  // For each part held back, the function that sends it; null once the page is sent whole.
  const held = channel<(() => void) | null>();
  const server: Server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? "/", site), { headers: { accept: request.headers.accept ?? "*/*" } });
    const type = answer.headers.get("content-type") ?? "application/octet-stream";
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, { "content-type": type, "cache-control": "no-store" });
    const html = type.startsWith("text/html") ? body.toString("utf8") : null;
    const cuts = html === null ? [] : [...new Set(cut(html))].filter((at) => at > 0 && at < html.length).sort((a, b) => a - b);
    if (html === null || cuts.length === 0) return response.end(html ?? body);
    let from = 0;
    for (const at of cuts) {
      response.write(html.slice(from, at));
      from = at;
      await new Promise<void>((resolve) => held.put(resolve));
    }
    response.end(html.slice(from));
    held.put(null);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const painted = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Waits for the next part to be held back, and returns the function that sends it. */
    nextHeldPart: async () => {
      const sendNext = await held.take();
      if (!sendNext) throw new Error("The page was sent whole: nothing was held back");
      return sendNext;
    },
    /** Waits for the first part of the next page to be read, then sends each part once the one before is painted. */
    sendPartsAfterPaint: async (page: Page) => {
      let sendNext = await held.take();
      await expect.poll(() => page.evaluate(() => document.body !== null).catch(() => false)).toBe(true);
      while (sendNext) {
        await painted(page);
        sendNext();
        sendNext = await held.take();
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The layout shifts of a cold load of `path`, drawn at each of `cut`'s places and between blocks, in small parts (inSmallParts).
 */
async function shiftsPaintedAsRead(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  cut: Cut,
  whenSettled?: (page: Page) => Promise<void>,
): Promise<Shift[]> {
  const proxy = await startSplittingProxy(baseURL ?? "", inSmallParts(cut));
  try {
    return await coldLoadShifts(browser, `${proxy.origin}${path}`, proxy.sendPartsAfterPaint, whenSettled);
  } finally {
    await proxy.close();
  }
}

/** Whether the browser draws a frame within two seconds (a frame is due every 16 ms; a render-blocked page draws none). */
function drawsAFrame(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), 2_000);
      }),
  );
}

/** How many elements of the main content (itself included) a reader could see: computed `visibility: visible`. */
function visibleInMain(page: Page): Promise<number> {
  return page.evaluate((id) => {
    const main = document.getElementById(id);
    if (!main) return -1;
    return [main, ...main.querySelectorAll("*")].filter((element) => getComputedStyle(element).visibility === "visible").length;
  }, MAIN_CONTENT_ID);
}

/** How many elements the HTML's main content has before its end mark, as the parser will have built them. */
function mainElementsBeforeEnd(html: string): number {
  const main = html.indexOf(`id="${MAIN_CONTENT_ID}"`);
  const end = html.indexOf(`<span id="${MAIN_END_ID}"`);
  return [...html.slice(main, end).matchAll(/<[a-zA-Z]/g)].length;
}

test.describe("layout shift while a page loads, at desktop width", () => {
  for (const guide of GUIDES) {
    test(`is 0 on a cold load of ${guide}`, async ({ browser, baseURL }) => {
      expect(await coldLoadShifts(browser, `${baseURL}${guide}`)).toEqual([]);
    });
  }

  // One 404 page for every address: what depends on the address typed comes in at hydration, after all else.
  test("is 0 on a cold load of the not-found page for a near miss, whose suggestions come at hydration", async ({ browser, baseURL }) => {
    const suggested = async (page: Page) => {
      await expect(
        page
          .getByRole("region", { name: /^Pages with an address like/ })
          .getByRole("link")
          .first(),
      ).toBeVisible();
    };
    expect(await coldLoadShifts(browser, `${baseURL}/docs/postcodes/lookup`, undefined, suggested)).toEqual([]);
  });

  // A shared request (`?try`): the console opens once the page has hydrated, and what it moves is hidden until then.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`is 0 at ${viewport.width} px on a cold load of an address that opens the console, until it is drawn`, async ({
      browser,
      baseURL,
    }) => {
      const drawn = async (page: Page) => {
        await expect(page.getByRole("form", { name: /^Try / })).toBeVisible();
        await expect(page.locator("html")).not.toHaveAttribute("data-console-opening");
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      };
      const address = `${baseURL}/docs/api/lookup-postcode?try&postcode=SW1A%202AA`;
      expect(await coldLoadShifts(browser, address, undefined, drawn, viewport)).toEqual([]);
    });

  // The main content is shown once read whole, so nothing in it is drawn half read; what comes before it paints at once.
  for (const path of PAINTED_IN_STEPS) {
    test(`${path} shows its main content once it is read`, async ({ browser, baseURL }) => {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      const proxy = await startSplittingProxy(baseURL ?? "", beforeMainEnd);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(recordShifts);
        const loaded = page.goto(`${proxy.origin}${path}`, { waitUntil: "load" });
        const sendRest = await proxy.nextHeldPart();
        // All of the main content but its end mark is read: frames are drawn (nothing holds the first paint), and
        // none of the main content is visible.
        const expected = mainElementsBeforeEnd(html);
        await expect
          .poll(() => page.evaluate((id) => document.querySelectorAll(`#${id} *`).length, MAIN_CONTENT_ID).catch(() => -1))
          .toBe(expected);
        expect(await drawsAFrame(page)).toBe(true);
        expect(await visibleInMain(page)).toBe(0);
        sendRest();
        await loaded;
        expect(await page.evaluate((id) => getComputedStyle(document.getElementById(id)!).visibility, MAIN_CONTENT_ID)).toBe("visible");
        await waitForHydration(page);
        expect(await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)).toEqual([]);
      } finally {
        await context.close();
        await proxy.close();
      }
    });
  }

  // The HTML arrives in parts and the browser paints after each: what is read so far is drawn, the main content once whole.
  test.describe("when the page is painted as it arrives", () => {
    // What shifted guides on some first loads: painted before the table of contents (after the article) had
    // arrived, the article was centred alone, then moved 76 px left.
    for (const guide of GUIDES) {
      test(`is 0 when ${guide} is painted before what follows its article (the table of contents)`, async ({ browser, baseURL }) => {
        expect(await shiftsPaintedAsRead(browser, baseURL, guide, afterArticle)).toEqual([]);
      });
    }

    // A busy processor can stop the parser at any element: the page is drawn after each one before its main content.
    for (const path of PAINTED_IN_STEPS) {
      test(`is 0 when ${path} is painted after each element before its main content`, async ({ browser, baseURL }) => {
        expect(await shiftsPaintedAsRead(browser, baseURL, path, afterEachElement)).toEqual([]);
      });
    }

    // A table's columns are as wide as what its rows hold: painted with one row read, a table's cells moved when the
    // rest arrived (a guide's parameter table on a busy machine). Tables are shown once read whole.
    for (const guide of GUIDES_WITH_TABLES) {
      test(`is 0 when ${guide} is painted with its first table half read`, async ({ browser, baseURL }) => {
        // Read whole, every table is shown, all of its rows.
        const tablesShown = async (page: Page) => {
          for (const table of await page.locator("article table").all()) {
            await expect(table).toBeVisible();
            await expect(table.locator("tr").last()).toBeVisible();
          }
        };
        expect(await shiftsPaintedAsRead(browser, baseURL, guide, afterFirstTableRow, tablesShown)).toEqual([]);
      });
    }

    // The announcement's line is centred: drawn with its text read but not its link (the parser stopped there, in a
    // long part, one load in a few hundred), the text moved left when the link arrived.
    test("is 0 when the announcement is painted before its link is read", async ({ browser, baseURL }) => {
      const shown = async (page: Page) => {
        await expect(page.getByRole("region", { name: "Announcement" }).getByRole("link")).toBeVisible();
      };
      expect(await shiftsPaintedAsRead(browser, baseURL, "/docs/api/lookup-postcode", beforeAnnouncementLink, shown)).toEqual([]);
    });
  });
});
