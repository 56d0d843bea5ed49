import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./fixtures";

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
