import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NAVBAR_ALWAYS_VISIBLE_SCROLL_PX } from "../src/shell-constants";
import { answerStatus, openConsole } from "./console-pages";
import { expect, gluedAccessibleNames, test } from "./fixtures";
import { MOCK_ORIGIN } from "./mock-api";

// The suite's own fixtures, where a mistake fails tests that did nothing wrong.

test.describe.serial("a route handler still at work when its test ends", () => {
  // A server that answers 2 s after it is asked: the first test ends as soon as its handler's
  // route.fetch has reached the server, so the fetch is in flight when the test's page closes.
  // (Not held until the page closes: the fixture's cleanup waits for a fetch in flight to finish.)
  let server: Server;
  let origin = "";
  const received: IncomingMessage[] = [];
  let firstRequest: () => void = () => {};
  const requested = new Promise<void>((resolve) => (firstRequest = resolve));

  test.beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(request);
      firstRequest();
      setTimeout(() => response.end("<p>answered</p>"), 2_000);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test("ends while its route.fetch waits for an answer", async ({ page }) => {
    await page.route(`${origin}/through/**`, async (route) => {
      const response = await route.fetch({ url: `${origin}/held` });
      await route.fulfill({ response });
    });
    void page.goto(`${origin}/through/page`).catch(() => {});
    await requested;
    expect(received.map((r) => r.url)).toEqual(["/held"]);
  });

  // Without the page fixture's cleanup (e2e/fixtures.ts), the first test's handler throws when its
  // page closes: this test then fails with that error, or is skipped as "did not run" beside
  // "1 error was not a part of any test", depending on when the error lands.
  test("does not fail or skip the test that comes next", async ({ page }) => {
    await page.setContent("<p>next</p>");
    await expect(page.getByText("next")).toBeVisible();
  });
});

// Nothing a reader can press moves under the pointer when the navbar hides (e2e/navigation.spec.ts measures every
// control's box): a Playwright click, which scrolls its target into view and presses at once, is a reader's quick press.
test.describe("a click that scrolls the window first", () => {
  test("presses and releases Send in the API page's code column where it is, while the navbar hides at 4x CPU", async ({ page }) => {
    const form = await openConsole(page, "nearest-outcode");
    // The answer is held until the pointer's moments are read: the console scrolls to its answer when it comes.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${MOCK_ORIGIN}/**`, async (route) => {
      await released;
      await route.continue();
    });
    // A busy machine: the navbar answers the scroll later, while the press is under way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.evaluate(() => {
      const seen: PointerMoment[] = [];
      const scrolls: number[] = [];
      window.addEventListener("scroll", () => scrolls.push(window.scrollY), { passive: true });
      for (const type of ["pointerdown", "pointerup", "click"]) {
        window.addEventListener(
          type,
          (event) => {
            const target = event.target as Element;
            seen.push({
              type,
              target: target.closest("button")?.textContent ?? target.tagName,
              top: Math.round(target.getBoundingClientRect().top),
            });
          },
          true,
        );
      }
      Object.assign(window, { __pointerMoments: seen, __windowScrolls: scrolls });
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await form.getByRole("button", { name: "Send" }).click();
    const { moments, scrolls } = await page.evaluate(() => {
      const record = window as unknown as { __pointerMoments: PointerMoment[]; __windowScrolls: number[] };
      return { moments: record.__pointerMoments, scrolls: record.__windowScrolls };
    });
    // The navbar hid while the press was under way; the column under the pointer stayed where it was.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveAttribute("data-navbar-visible", "false");
    release();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    // Reaching Send scrolled the window past the top, where the navbar hides ...
    expect(scrolls[0]).toBeGreaterThan(NAVBAR_ALWAYS_VISIBLE_SCROLL_PX);
    // ... and the press, the release and the click met Send at one place.
    const top = moments[0]?.top;
    expect(moments).toEqual(["pointerdown", "pointerup", "click"].map((type) => ({ type, target: "Send", top })));
    await expect(answerStatus(page)).toHaveText(/^200 /);
  });
});

/** What a capture listener saw of one pointer event. */
interface PointerMoment {
  type: string;
  target: string;
  top: number;
}

test("gluedAccessibleNames finds the names Chromium runs together, and only those", async ({ page }) => {
  await page.setContent(
    '<a href="#a"><span>GET</span>Look up a postcode</a>' +
      '<button type="button">Search<kbd>Ctrl K</kbd></button>' +
      '<a href="#b"><span style="display:inline-block">GET</span><span>Look up a postcode</span></a>' +
      '<button type="button">Search<span style="font-size:0">, </span><kbd>Ctrl K</kbd></button>',
  );
  expect(await gluedAccessibleNames(page)).toEqual(['link "GETLook up a postcode"', 'button "SearchCtrl K"']);
});
