import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// Pages must not move while they load (Cumulative Layout Shift 0): a reader who starts reading, or
// clicking, at first paint must not see the text jump. Each load is cold (a new browser context: no
// cache, no storage), as a first visit is, and every layout shift Chromium reports is counted
// (PerformanceObserver "layout-shift", buffered, so that shifts before the observer's script count).

const GUIDES = [
  "/docs/overview",
  "/docs/postcode/lookup",
  "/docs/postcode/schema",
  "/docs/self-host",
  "/docs/libraries",
  "/docs/place/query",
];

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
): Promise<Shift[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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

/** Where the proxy cuts a page's HTML: the index the second part starts at, or -1 to send it whole. */
type Cut = (html: string) => number;

/** After the article: what follows it (the table of contents) comes later. */
const afterArticle: Cut = (html) => {
  const end = html.indexOf("</article>");
  return end === -1 ? -1 : end + "</article>".length;
};

/** After the first row of the article's first table: the rest of the table comes later. */
const afterFirstTableRow: Cut = (html) => {
  const table = html.indexOf("<table", html.indexOf("<article"));
  const row = table === -1 ? -1 : html.indexOf("</tr>", table);
  return row === -1 ? -1 : row + "</tr>".length;
};

/**
 * A proxy of the site that sends a page's HTML in two parts, cut where `cut`
 * says, and the second once the browser has painted the first: what a slow
 * network or a busy processor does (the parser stops for a while, and the
 * browser draws what it has read). Other files pass through unchanged.
 */
async function startSplittingProxy(site: string, cut: Cut) {
  let release: () => void = () => {};
  let firstPartSent: () => void = () => {};
  let sent = new Promise<void>((resolve) => (firstPartSent = resolve));
  const server: Server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? "/", site), { headers: { accept: request.headers.accept ?? "*/*" } });
    const type = answer.headers.get("content-type") ?? "application/octet-stream";
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, { "content-type": type, "cache-control": "no-store" });
    const html = type.startsWith("text/html") ? body.toString("utf8") : null;
    const at = html === null ? -1 : cut(html);
    if (html === null || at === -1) return response.end(body);
    const rest = new Promise<void>((resolve) => (release = resolve));
    response.write(html.slice(0, at));
    firstPartSent();
    await rest;
    response.end(html.slice(at));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Waits for the first part of the next page to be sent, for the browser to paint it, then sends the rest. */
    sendRestAfterPaint: async (page: Page) => {
      await sent;
      sent = new Promise<void>((resolve) => (firstPartSent = resolve));
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length).catch(() => 0)).toBe(1);
      release();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe("layout shift while a guide loads, at desktop width", () => {
  for (const guide of GUIDES) {
    test(`is 0 on a cold load of ${guide}`, async ({ browser, baseURL }) => {
      expect(await coldLoadShifts(browser, `${baseURL}${guide}`)).toEqual([]);
    });

    // What shifted guides on some first loads: painted before the table of contents (after the article) had
    // arrived, the article was centred alone, then moved 76 px left.
    test(`is 0 when ${guide} is painted before what follows its article (the table of contents)`, async ({ browser, baseURL }) => {
      const proxy = await startSplittingProxy(baseURL ?? "", afterArticle);
      try {
        expect(await coldLoadShifts(browser, `${proxy.origin}${guide}`, proxy.sendRestAfterPaint)).toEqual([]);
      } finally {
        await proxy.close();
      }
    });
  }

  // A table's columns are as wide as what its rows hold: painted with one row read, a table's cells moved when the
  // rest arrived (a guide's parameter table on a busy machine). Tables are shown once read whole.
  for (const guide of GUIDES_WITH_TABLES) {
    test(`is 0 when ${guide} is painted with its first table half read`, async ({ browser, baseURL }) => {
      const proxy = await startSplittingProxy(baseURL ?? "", afterFirstTableRow);
      // Read whole, every table is shown, all of its rows.
      const tablesShown = async (page: Page) => {
        for (const table of await page.locator("article table").all()) {
          await expect(table).toBeVisible();
          await expect(table.locator("tr").last()).toBeVisible();
        }
      };
      try {
        expect(await coldLoadShifts(browser, `${proxy.origin}${guide}`, proxy.sendRestAfterPaint, tablesShown)).toEqual([]);
      } finally {
        await proxy.close();
      }
    });
  }
});
