import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations, budgetFor, expect, STEP_BUDGET, switchColorMode, test, waitForHydration } from "./fixtures";
import { answerStatus, mockRequests, openConsole, publicApiFromMock } from "./console-pages";
import { MOCK_ORIGIN, PUBLIC_API } from "./mock-api";
import { probeOnAppearance } from "./same-task";

// The API console, sent against Prism mocking our description (e2e/mock-api.ts).

/** Types `typed` into the search and takes its first option, the lookup it offers for the postcode written as `offered`. */
async function lookUpFromSearch(page: Page, typed: string, offered: string) {
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("combobox", { name: "Search guides and the API reference" }).fill(typed);
  await expect(page.getByRole("option").first()).toContainText(`Look up ${offered}`);
  await page.keyboard.press("Enter");
}

const PUBLIC = path.resolve(__dirname, "../public");
/** Every operation page of the build, by slug, with its method. */
const operations = readdirSync(path.join(PUBLIC, "page-data/docs/api"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => {
    const data = JSON.parse(readFileSync(path.join(PUBLIC, "page-data/docs/api", d.name, "page-data.json"), "utf8"));
    const op = data.result?.data?.openApiOperation;
    return op ? [{ slug: op.slug as string, method: op.method as string }] : [];
  })
  .sort((a, b) => a.slug.localeCompare(b.slug));

test.describe("the API console", () => {
  test("the build has a page for every operation of our description", () => {
    expect(operations.length).toBe(19);
  });

  for (const { slug, method } of operations) {
    test(`${method.toUpperCase()} ${slug}: sends the first request to the mock and renders its 2xx answer`, async ({ page, problems }) => {
      const form = await openConsole(page, slug);
      await form.getByRole("button", { name: "Send" }).click();
      await expect(answerStatus(page)).toHaveText(/^2\d\d /);
      await expect(page.getByRole("region", { name: "Response", exact: true }).locator("pre")).toContainText('"status"');
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test("a malformed postcode shows the service's answer and is not sent; a good one is offered in its usual form, not rewritten", async ({
    page,
  }) => {
    const sent = mockRequests(page);
    const form = await openConsole(page, "lookup-postcode");
    const postcode = form.getByLabel("postcode required");
    await postcode.fill("SW1A 1AAA");
    await expect(form.getByText('Not sent: the server answers 404 {"status":404,"error":"Invalid postcode"}')).toBeVisible();
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Not sent: fix these first.")).toBeVisible();
    await expect(page.getByRole("status").getByText("postcode: not a valid UK postcode")).toBeVisible();
    // The reader may still want the server's own answer to that postcode.
    await page.getByRole("button", { name: "Send as typed" }).click();
    await expect(answerStatus(page)).toHaveText(/^\d{3} /);
    await postcode.fill("sw1a1aa");
    await expect(form.getByText("UK postcode: SW1A 1AA")).toBeVisible();
    // The usual form is offered, not imposed: the field keeps what was typed, and that is what is sent.
    await postcode.press("Tab");
    await expect(postcode).toHaveValue("sw1a1aa");
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(answerStatus(page)).toHaveText(/^\d{3} /);
    await form.getByRole("button", { name: "Use SW1A 1AA" }).click();
    await expect(postcode).toHaveValue("SW1A 1AA");
    await expect(form.getByRole("button", { name: "Use SW1A 1AA" })).toHaveCount(0);
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    await expect
      .poll(() => sent.map((r) => new URL(r.url()).pathname))
      .toEqual(["/postcodes/SW1A%201AAA", "/postcodes/sw1a1aa", "/postcodes/SW1A%201AA"]);
    // The answer's JSON keeps off the edges of its block.
    const inset = await page.locator("#answer-body pre").evaluate((pre) => {
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT, (node) =>
        node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
      );
      const range = document.createRange();
      range.selectNodeContents(walker.nextNode() as Text);
      return range.getBoundingClientRect().left - pre.getBoundingClientRect().left;
    });
    expect(inset, "the answer's text starts at least 12 px inside its block").toBeGreaterThanOrEqual(12);
  });

  test("a malformed postcode shows the answer of the operation at hand: validate answers 200 false", async ({ page }) => {
    const form = await openConsole(page, "validate-postcode");
    await form.getByLabel("postcode required").fill("SW1A 1AAA");
    await expect(form.getByText('Not sent: the server answers 200 {"status":200,"result":false}')).toBeVisible();
    await expect(form.getByText("The server will not find it.")).toHaveCount(0);
  });

  test("a search without q or a whole coordinate pair says so under the field missing, with the API's answer, before sending", async ({
    page,
  }) => {
    const sent = mockRequests(page);
    const form = await openConsole(page, "postcode-lookup");
    await form.getByLabel("q", { exact: true }).fill("");
    await expect(form.getByText(/^q: required\. Give q, or query, or lon with lat, or longitude with latitude/)).toBeVisible();
    await form.getByLabel("lon", { exact: true }).fill("-0.12");
    await expect(form.getByText(/^lat: required with lon\./)).toBeVisible();
    await expect(form.getByText(/the API answers 400 “No postcode query submitted/)).toBeVisible();
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Not sent: fix these first.")).toBeVisible();
    expect(sent).toEqual([]);
    await form.getByLabel("lat", { exact: true }).fill("51.5");
    await expect(form.getByText(/required with lon/)).toHaveCount(0);
  });

  test("a limit over its maximum is stopped before sending, naming the rule; Send as typed sends it anyway", async ({ page }) => {
    const sent = mockRequests(page);
    const form = await openConsole(page, "nearest-postcode");
    await form.getByLabel("limit").fill("101");
    await expect(form.getByText("limit: at most 100")).toBeVisible();
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Not sent: fix these first.")).toBeVisible();
    expect(sent).toEqual([]);
    // A reader who wants the server's own answer to that input sends it deliberately; the answer shows as any other.
    await page.getByRole("button", { name: "Send as typed" }).click();
    await expect(answerStatus(page)).toHaveText(/^400 /);
    await expect(page.getByRole("button", { name: "Send as typed" })).toHaveCount(0);
    await form.getByLabel("limit").fill("100");
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    expect(sent.map((r) => new URL(r.url()).search)).toEqual(["?limit=101", "?limit=100"]);
  });

  test("a custom server URL the browser could not send to is stopped before sending, naming the field", async ({ page }) => {
    const form = await openConsole(page, "ping");
    const server = form.getByLabel("Custom server URL");
    for (const [url, message] of [
      ["http://localhost:99999", "Server URL: the port must be between 1 and 65535 (it is 99999)"],
      ["https://exa mple.com", "Server URL: “https://exa mple.com” is not a valid URL"],
      ["http://[bad", "Server URL: “http://[bad” is not a valid URL"],
    ]) {
      await server.fill(url);
      await form.getByRole("button", { name: "Send" }).click();
      await expect(page.getByRole("status").getByText("Not sent: fix these first.")).toBeVisible();
      await expect(page.getByRole("status").getByText(message)).toBeVisible();
      await expect(page.getByText("Sending…")).toHaveCount(0);
    }
    await server.fill(MOCK_ORIGIN);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
  });

  test("the custom URL field stays while typing, and only a usable server is remembered", async ({ page }) => {
    await page.goto("/docs/api/ping");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Try it" }).click();
    const form = page.getByRole("form", { name: /^Try / });
    await form.getByLabel("Server", { exact: true }).selectOption({ label: "Custom URL…" });
    const custom = form.getByLabel("Custom server URL");
    await expect(custom).toHaveValue(PUBLIC_API);
    await custom.fill("");
    await custom.pressSequentially("http://localhost:8000");
    await expect(custom).toHaveValue("http://localhost:8000");
    await custom.fill("");
    await expect(form.getByText("Server URL: enter the server's URL, for example http://localhost:8000")).toBeVisible();
    // An emptied custom URL is not remembered: the next console opens on the last usable server.
    await page.goto("/docs/api/ping");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Try it" }).click();
    await expect(page.getByLabel("Server", { exact: true })).toHaveValue("http://localhost:8000");
    await expect(page.getByLabel("Custom server URL")).toHaveCount(0);
    await expect(page.getByText(/^Server URL:/)).toHaveCount(0);
  });

  test("a body that breaks its schema shows where, and the variants of the bulk body switch, each keeping its text", async ({ page }) => {
    const sent = mockRequests(page);
    const form = await openConsole(page, "bulk-postcode-lookup");
    const body = form.getByLabel("JSON body");
    await expect(body).toHaveValue(/"postcodes"/);
    await body.fill("[]");
    await expect(form.getByText(/^The body must be an object/)).toBeVisible();
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Not sent: fix these first.")).toBeVisible();
    // An entry that is not a string: the API drops it and answers, so the console says so and sends.
    await body.fill('{"postcodes": ["SE1P 5ZZ", 3]}');
    await expect(
      form.getByText(
        "The body's postcodes[1] must be a string (at /postcodes/1); the API answers anyway: entries that are not strings are dropped",
        { exact: false },
      ),
    ).toBeVisible();
    await expect(body).not.toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Send" }).click();
    // The contract mock (Prism) is stricter than the API and refuses what the description does not allow.
    await expect(answerStatus(page)).toHaveText(/^4\d\d /);
    await expect(page.getByRole("button", { name: "Send as typed" })).toHaveCount(0);
    await form.getByRole("radio", { name: "Bulk reverse geocoding" }).check();
    await expect(body).toHaveValue(/"geolocations"/);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    expect(sent.map((r) => JSON.parse(r.postData() ?? "null"))).toEqual([
      { postcodes: ["SE1P 5ZZ", 3] },
      { geolocations: [{ longitude: -0.080126, latitude: 51.492763, limit: 1 }] },
    ]);
    // Each variant keeps what was typed in it.
    await body.fill('{"geolocations": [{"longitude": -3.2, "latitude": 55.9}]}');
    await form.getByRole("radio", { name: "Bulk postcode lookup" }).check();
    await expect(body).toHaveValue('{"postcodes": ["SE1P 5ZZ", 3]}');
    await form.getByRole("radio", { name: "Bulk reverse geocoding" }).check();
    await expect(body).toHaveValue('{"geolocations": [{"longitude": -3.2, "latitude": 55.9}]}');
  });

  test("the mock's own validation error is rendered", async ({ page }) => {
    const form = await openConsole(page, "bulk-postcode-lookup");
    // A body the console would stop, swapped in on the way: only the mock can object to it.
    await page.route(`${MOCK_ORIGIN}/postcodes`, (route) =>
      route.request().method() === "POST" ? route.continue({ postData: '{"postcodes": "SE1P 5ZZ"}' }) : route.continue(),
    );
    await form.getByRole("button", { name: "Send" }).click();
    await expect(answerStatus(page)).toHaveText(/^400 /);
    await expect(page.getByText("The mock server rejected the request against the description:")).toBeVisible();
    await expect(page.getByText("Request body property postcodes must be array", { exact: true })).toBeVisible();
  });

  test("the code samples in every language, and Copy as curl, follow the inputs", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const sent = mockRequests(page);
    const form = await openConsole(page, "lookup-postcode");
    await form.getByLabel("postcode required").fill("AB1 0AA");
    const panels = page.locator("[data-code-language]");
    await expect(panels).toHaveCount(9);
    for (const panel of await panels.all()) await expect(panel).toContainText(`${MOCK_ORIGIN}/postcodes/AB1%200AA`);
    await page.getByRole("tab", { name: "Python" }).click();
    await expect(page.getByRole("tabpanel")).toContainText(
      `url = "${MOCK_ORIGIN}/postcodes/AB1%200AA"\n\nresponse = requests.get(url, timeout=10)`,
    );
    // A language of the "More" menu, loaded when chosen, follows the inputs too.
    await page.getByRole("button", { name: "More languages" }).click();
    await page.getByRole("button", { name: "Swift", exact: true }).click();
    await expect(page.getByRole("tabpanel", { name: "Swift" })).toContainText(`URL(string: "${MOCK_ORIGIN}/postcodes/AB1%200AA")`);
    await form.getByRole("button", { name: "Copy as curl" }).click();
    await expect(form.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `curl --max-time 10 --request GET \\\n  --url ${MOCK_ORIGIN}/postcodes/AB1%200AA`,
    );
    await form.getByRole("button", { name: "Send" }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    expect(sent.map((r) => r.url())).toEqual([`${MOCK_ORIGIN}/postcodes/AB1%200AA`]);
  });

  test("a body that is not JSON writes no sample, Copy as curl says why, and Send as typed sends it as typed", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const sent = mockRequests(page);
    const form = await openConsole(page, "bulk-postcode-lookup");
    await page.evaluate(() => navigator.clipboard.writeText("before"));
    await form.getByLabel("JSON body").fill('{"postcodes": ["SE1P 5ZZ",]}');
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText(/No sample: the body is not valid JSON \(.+\)\. Fix the body in the console above\.$/);
    await form.getByRole("button", { name: "Copy as curl" }).click();
    await expect(form.getByRole("button", { name: /^Not copied: the body is not valid JSON \(/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("before");
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Not sent: fix these first.")).toBeVisible();
    await page.getByRole("button", { name: "Send as typed" }).click();
    await expect(answerStatus(page)).toHaveText(/^4\d\d /);
    expect(sent.map((r) => r.postData())).toEqual(['{"postcodes": ["SE1P 5ZZ",]}']);
    // Fixed, the samples and the command come back.
    await form.getByLabel("JSON body").fill('{"postcodes": ["SE1P 5ZZ"]}');
    await expect(panel).toContainText("SE1P 5ZZ");
    await expect(panel).not.toContainText("No sample");
    await form.getByRole("button", { name: /^Not copied|^Copy as curl$/ }).click();
    await expect(form.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("SE1P 5ZZ");
  });

  test("after Send, the answer's status is brought into view in the console's panel", async ({ page }) => {
    const form = await openConsole(page, "bulk-postcode-lookup");
    const status = page
      .locator("section[aria-labelledby='console-answer'] [role=status], section:not([aria-labelledby]) [role=status]")
      .first();
    // Where it starts: below the part of the panel on screen, so a Send that left it there would seem to do nothing.
    const below = await status.evaluate((element) => {
      let panel = element.parentElement;
      while (panel && !/(auto|scroll)/.test(getComputedStyle(panel).overflowY)) panel = panel.parentElement;
      const bottom = Math.min(window.innerHeight, panel ? panel.getBoundingClientRect().bottom : window.innerHeight);
      return element.getBoundingClientRect().top > bottom;
    });
    expect(below).toBe(true);
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    await expect(answerStatus(page)).toBeInViewport();
  });

  test("a sample language's grammar is downloaded when its tab is shown, and no other's; a failed one leaves the sample plain", async ({
    page,
    problems,
  }) => {
    const grammars: string[] = [];
    page.on("request", (request) => {
      const chunk = /\/(prism-[a-z]+)-[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
      if (chunk) grammars.push(chunk[1]);
    });
    // Resolved once the PHP grammar's download has been refused (by the route itself, which every request to it meets).
    let refusePhp = () => {};
    const refused = new Promise<void>((resolve) => (refusePhp = resolve));
    await page.route(/\/prism-php-[0-9a-f]+\.js$/, async (route) => {
      await route.abort("internetdisconnected");
      refusePhp();
    });
    const form = await openConsole(page, "lookup-postcode");
    await form.getByLabel("postcode required").fill("AB1 0AA");
    // Highlighted: Prism's token classes, on the samples written for the console's inputs.
    const shown = page.getByRole("tabpanel");
    await expect(shown).toContainText(`--url ${MOCK_ORIGIN}/postcodes/AB1%200AA`);
    await expect(shown.locator(".token.function", { hasText: "curl" })).toBeVisible();

    await page.getByRole("tab", { name: "Python" }).click();
    await expect(shown).toContainText(`url = "${MOCK_ORIGIN}/postcodes/AB1%200AA"`);
    await expect(shown.locator(".token.keyword", { hasText: "import" })).toHaveCount(2);
    await expect(shown.locator(".token.string", { hasText: "AB1%200AA" })).toBeVisible();

    expect(grammars).toEqual(["prism-bash", "prism-python"]);
    await page.getByRole("tab", { name: "PHP" }).click();
    await expect(page.getByRole("tab", { name: "PHP" })).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => grammars, { message: "the grammars downloaded after the PHP tab was chosen" }).toContain("prism-php");
    await refused;
    await expect(shown).toContainText(`${MOCK_ORIGIN}/postcodes/AB1%200AA`);
    await expect(shown.locator(".token")).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Send" })).toBeEnabled();

    // A language of the More menu: its grammar comes when it is chosen.
    await page.getByRole("button", { name: "More languages" }).click();
    await page.getByRole("button", { name: "Swift", exact: true }).click();
    const swift = page.getByRole("tabpanel", { name: "Swift" });
    await expect(swift).toContainText(`URL(string: "${MOCK_ORIGIN}/postcodes/AB1%200AA")`);
    await expect(swift.locator(".token.string", { hasText: "AB1%200AA" })).toBeVisible();
    expect(grammars).toEqual(["prism-bash", "prism-python", "prism-php", "prism-swift"]);
    // The browser reports the download it was refused; nothing else may go wrong.
    expect(problems.consoleErrors.filter((e) => !e.startsWith("Failed to load resource:"))).toEqual([]);
  });

  test("the page address holds the request: opening it restores the inputs", async ({ page, browser }) => {
    const form = await openConsole(page, "postcode-lookup");
    await form.getByLabel("q", { exact: true }).fill("SW1A 2");
    await form.getByLabel("limit").fill("3");
    await expect(page).toHaveURL(/query\.limit=3/);
    const shared = page.url();
    const other = await browser.newPage();
    try {
      await other.goto(shared);
      const restored = other.getByRole("form", { name: /^Try / });
      await expect(restored.getByLabel("q", { exact: true })).toHaveValue("SW1A 2");
      await expect(restored.getByLabel("limit")).toHaveValue("3");
      await expect(restored.getByLabel("Custom server URL")).toHaveValue(MOCK_ORIGIN);
    } finally {
      await other.close();
    }
  });

  test("a link that asks to send to a server the description does not list restores the request but waits for Send", async ({ page }) => {
    const sent = mockRequests(page);
    const form = await openConsole(page, "ping", "&send");
    await expect(
      page
        .getByRole("status")
        .getByText(`Not sent yet: this link asks to send the request to ${MOCK_ORIGIN}, which is not one of the servers`, {
          exact: false,
        }),
    ).toBeVisible();
    // A listed server would have been sent to as the console mounted, before this text showed.
    expect(sent).toEqual([]);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    expect(sent.map((r) => r.url())).toEqual([`${MOCK_ORIGIN}/ping`]);
  });

  test("the site's own links send at once to the server the reader chose here; a link from elsewhere still waits", async ({ page }) => {
    const sent = mockRequests(page);
    const form = await openConsole(page, "ping");
    // The reader's choice: a server the description does not list, typed here.
    await form.getByLabel("Custom server URL").fill(`${MOCK_ORIGIN}/`);
    await form.getByLabel("Custom server URL").fill(MOCK_ORIGIN);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("dialog", { name: "Search the documentation" }).getByRole("combobox").fill("sw1a1aa");
    await expect(page.getByRole("option").first()).toContainText("Look up SW1A 1AA");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/docs\/api\/lookup-postcode\?try&/);
    await expect(answerStatus(page)).toHaveText(/^200 /);
    expect(sent.map((r) => r.url())).toEqual([`${MOCK_ORIGIN}/postcodes/SW1A%201AA`]);
    await expect(page.getByText(/^Not sent yet/)).toHaveCount(0);
    // The same kind of link naming a server the reader did not choose.
    await page.goto(`/docs/api/ping?try&server=${encodeURIComponent("http://localhost:8123")}&send`);
    await waitForHydration(page);
    await expect(page.getByText(/^Not sent yet: this link asks to send the request to http:\/\/localhost:8123/)).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test("the last requests are kept in a history that survives a reload and can be cleared", async ({ page }) => {
    const form = await openConsole(page, "lookup-postcode");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    await form.getByLabel("postcode required").fill("AB1 0AA");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("History (2)")).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await page.getByText("History (2)").click();
    await expect(page.getByRole("link", { name: `GET ${MOCK_ORIGIN}/postcodes/AB1%200AA` })).toBeVisible();
    await page.getByRole("button", { name: "Clear history" }).click();
    await expect(page.getByText("History (0)")).toBeVisible();
  });

  test("works with the keyboard alone", async ({ page }) => {
    await page.addInitScript((origin) => localStorage.setItem("api-console.server", origin), MOCK_ORIGIN);
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    const tryIt = page.getByRole("button", { name: "Try it" });
    await tryIt.focus();
    await page.keyboard.press("Enter");
    // The console takes the focus: the server, then the postcode.
    await expect(page.getByLabel("Server", { exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const postcode = page.getByLabel("postcode required");
    await expect(postcode).toBeFocused();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("sw1a1aa");
    await page.keyboard.press("Enter");
    await expect(answerStatus(page)).toHaveText(/^200 /);
    await expect(page).toHaveURL(/path\.postcode=sw1a1aa/);
  });

  test("the toggle opens the console and, as Close console, styled as its other buttons, closes it; only the answer's summary is announced", async ({
    page,
  }) => {
    await page.addInitScript((origin) => localStorage.setItem("api-console.server", origin), MOCK_ORIGIN);
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    const tryIt = page.getByRole("button", { name: "Try it" });
    const panel = page.locator(`[id="${await tryIt.getAttribute("aria-controls")}"]`);
    await tryIt.click();
    const form = panel.getByRole("form", { name: /^Try / });
    await expect(form.getByLabel("Server", { exact: true })).toBeFocused();
    await form.getByRole("button", { name: "Send" }).click();
    const status = page.getByRole("region", { name: "Response", exact: true }).getByRole("status");
    await expect(status).toHaveText(/^200 OK, [\d.]+ (B|KB) in \d+ ms\s*Matches the documentation \(response 200\)\.$/);
    // One control closes the console: the toggle, drawn as the console's other secondary buttons.
    const section = page.getByRole("region", { name: "Try it" });
    await expect(section.getByRole("button", { name: /close/i })).toHaveCount(1);
    const close = section.getByRole("button", { name: "Close console" });
    const look = (el: HTMLElement) => {
      const css = getComputedStyle(el);
      return [
        css.borderTopStyle,
        css.borderTopWidth,
        css.borderTopColor,
        css.borderRadius,
        css.paddingLeft,
        css.backgroundColor,
        css.fontSize,
      ];
    };
    expect(await close.evaluate(look)).toEqual(await form.getByRole("button", { name: "Copy link" }).evaluate(look));
    await close.click();
    await expect(form).toHaveCount(0);
    await expect(tryIt).toBeFocused();
    await expect(tryIt).toHaveAttribute("aria-expanded", "false");
  });

  test("the console has the focus with the render that shows it, so no key reaches Try it first", async ({ page }) => {
    await page.addInitScript((origin) => localStorage.setItem("api-console.server", origin), MOCK_ORIGIN);
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    const focusInside = await probeOnAppearance(page, "form[aria-label^='Try ']", "focus inside");
    await page.getByRole("button", { name: "Try it" }).click();
    await expect(page.getByRole("form", { name: /^Try / })).toBeVisible();
    expect(await focusInside()).toBe(true);
  });

  test("a console opened by a shared address at page load leaves the focus alone", async ({ page }) => {
    const form = await openConsole(page, "lookup-postcode");
    await expect(form.getByLabel("postcode required")).toHaveValue("SE1P 5ZZ");
    await expect(form.getByLabel("Server", { exact: true })).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test("an answer's fields link to their rows in the reference: on the page, or on the guide that describes a postcode", async ({
    page,
  }) => {
    const form = await openConsole(page, "lookup-postcode");
    await form.getByRole("button", { name: "Send" }).click();
    const answer = page.getByRole("region", { name: "Response", exact: true });
    await expect(answer.getByRole("link", { name: '"status"' })).toHaveAttribute("href", "#response-200-status");
    await answer.getByRole("link", { name: '"admin_district"' }).last().click();
    await expect(page).toHaveURL(/\/docs\/postcode\/schema#codes-admin_district$/);
    await expect(page.locator("#codes-admin_district")).toBeInViewport();
  });

  test("says so when the device is offline, and sends once it is back", async ({ page }) => {
    await page.goto("/docs/api/ping?try");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: /^Try / });
    // The console's own code arrives on demand: offline before it has, there would be no console to send from.
    await expect(form.getByRole("button", { name: "Send", exact: true })).toBeVisible();
    // Offline, and nothing routed: a routed request is answered by the test, network or not.
    await page.context().setOffline(true);
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(
      page.getByText(`Couldn't reach ${new URL(PUBLIC_API).host}: this device is offline. Send again once you are online.`),
    ).toBeVisible();
    await page.context().setOffline(false);
    await publicApiFromMock(page);
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(answerStatus(page)).toHaveText("200 OK");
  });

  test("says what went wrong when no answer comes, when it is late, and when it is not JSON", async ({ page }) => {
    await page.clock.install();
    const form = await openConsole(page, "ping");
    const mockHost = new URL(MOCK_ORIGIN).host;
    const why = page.getByText("Why, and what to check");
    await page.route(`${MOCK_ORIGIN}/ping`, (route) => route.abort("connectionrefused"));
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(`Couldn't reach ${mockHost}: is the server running on port ${new URL(MOCK_ORIGIN).port}?`)).toBeVisible();
    await why.click();
    await expect(page.getByText(`Nothing answered at ${MOCK_ORIGIN}. Start the server`)).toBeVisible();
    // Nothing answered: not a word about CORS, which does not apply.
    await expect(page.getByText(/Access-Control-Allow-Origin/)).toHaveCount(0);

    // A server that answers without CORS headers (a real one: an answer the test routes is not held to CORS): up,
    // and the browser kept its answer from the page.
    await page.unrouteAll();
    const noCors = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end('{"status":200,"result":"pong"}');
    });
    await new Promise<void>((resolve) => noCors.listen(0, "127.0.0.1", resolve));
    try {
      const noCorsHost = `127.0.0.1:${(noCors.address() as AddressInfo).port}`;
      await form.getByLabel("Custom server URL").fill(`http://${noCorsHost}`);
      await form.getByRole("button", { name: "Send" }).click();
      await expect(page.getByText(`${noCorsHost} answered, but did not let this page read the answer (CORS).`)).toBeVisible();
      // A new failure comes with its explanation folded.
      await why.click();
      await expect(
        page.getByText(/^To let a page on another site read its answers \(CORS\), a server sends Access-Control-Allow-Origin/),
      ).toBeVisible();
    } finally {
      noCors.close();
    }
    await form.getByLabel("Custom server URL").fill(MOCK_ORIGIN);

    await page.unrouteAll();
    await page.route(`${MOCK_ORIGIN}/ping`, () => {
      // Held: never answered.
    });
    // From here on, time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Sending…")).toBeVisible();
    await page.clock.runFor(14_999);
    await expect(page.getByText("Sending…")).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByText(`No answer from ${mockHost} within 15 s.`)).toBeVisible();

    await page.unrouteAll();
    await page.route(`${MOCK_ORIGIN}/ping`, (route) =>
      route.fulfill({
        status: 502,
        contentType: "text/html",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: "<h1>Bad gateway</h1>",
      }),
    );
    await form.getByRole("button", { name: "Send" }).click();
    await expect(answerStatus(page)).toHaveText(/^502 /);
    await expect(page.getByText("The answer is not JSON (text/html); it is shown as text.")).toBeVisible();
  });

  test("is accessible in both themes, with an answer shown", async ({ page }) => {
    // Load, hydrate, two requests sent, axe in each colour mode, one switch of mode.
    test.setTimeout(budgetFor({ load: 1, hydrate: 1, answer: 2, axe: 2, switchMode: 1 }));
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    const form = await openConsole(page, "bulk-postcode-lookup");
    await form.getByLabel("limit").fill("500");
    await form.getByRole("button", { name: "Send" }).click();
    await form.getByLabel("limit").fill("");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /, { timeout: 2 * STEP_BUDGET.answer });
    await page.getByText(/^Response headers/).click();
    await page.getByText(/^History/).click();
    // The rest of the page is checked by the crawl (crawl.spec.ts); here, the console and the samples beside it,
    // in light mode, then with the toggle in dark.
    for (const theme of ["light", "dark"] as const) {
      await switchColorMode(page, theme, STEP_BUDGET.switchMode);
      const axe = await axeViolations(page, theme, { include: "aside[aria-label^='Try it']" });
      expect(axe.passes).toBeGreaterThan(0);
      expect(axe.violations).toEqual([]);
    }
  });
});

test.describe("postcodes elsewhere on the site", () => {
  test("the home page's live example answers with the key facts of a postcode, from the public API", async ({ page }) => {
    await publicApiFromMock(page);
    const asked: string[] = [];
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith(PUBLIC_API)) asked.push(r.url());
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    const field = page.getByLabel("Try a postcode");
    await field.fill("SW1A 1AAA");
    await field.press("Enter");
    await expect(
      page.getByText('Not a valid postcode: the API answers 404 {"status":404,"error":"Invalid postcode"} without looking it up.'),
    ).toBeVisible();
    await field.fill("se1p5zz");
    await field.press("Enter");
    await expect(page.getByRole("definition").filter({ hasText: "SE1P 5ZZ" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "England" })).toBeVisible();
    // Each fact under its field's name in the answer, with its code where the answer has one.
    await expect(page.getByRole("term").filter({ hasText: "District" })).toHaveText("District admin_district");
    await expect(page.getByRole("definition").filter({ hasText: /^Southwark/ })).toHaveText("Southwark codes.admin_district E09000028");
    expect(asked).toEqual([`${PUBLIC_API}/postcodes/SE1P%205ZZ`]);
    // The public API out of reach: one line that says so, the explanation folded under it.
    await page.route(`${PUBLIC_API}/**`, (route) => route.abort("internetdisconnected"));
    await field.fill("SW1A 2AA");
    await field.press("Enter");
    await expect(page.getByText("Couldn't reach api.postcodes.io: are you offline, or is the server down?")).toBeVisible();
    await expect(page.getByText("Why, and what to check")).toBeVisible();
    await expect(page.getByText(/Nothing answered at/)).toBeHidden();
    // Its own chunk: not the console's, with its fields, code samples and highlighter.
    expect(scripts.filter((s) => /\/postcode-facts-/.test(s))).toHaveLength(1);
    expect(scripts.filter((s) => /\/(api-console|prism-[a-z]+)-/.test(s))).toEqual([]);
  });

  test("search offers to look up a postcode typed as the query, and opens the lookup's console with it sent", async ({ page }) => {
    await publicApiFromMock(page);
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await lookUpFromSearch(page, "sw1a1aa", "SW1A 1AA");
    await expect(page).toHaveURL(/\/docs\/api\/lookup-postcode\?try&.*path\.postcode=SW1A\+1AA/);
    await expect(page.getByLabel("postcode required")).toHaveValue("SW1A 1AA");
    await expect(answerStatus(page)).toHaveText(/^200 /);
    await expect(page).not.toHaveURL(/send/);
  });

  test("on a phone, the lookup search offers opens the console in view, where its answer shows", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await publicApiFromMock(page);
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await lookUpFromSearch(page, "SW1A 2AA", "SW1A 2AA");
    // Below the whole reference on a phone: brought into view, not left under the first screen.
    await expect(answerStatus(page)).toHaveText(/^200 /);
    await expect(answerStatus(page)).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Try it" })).toBeInViewport();
  });

  test("search lists an outward code's lookup after the results, and Enter still opens the first result", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("combobox").fill("sw1a");
    const options = page.getByRole("option");
    await expect(options.last()).toContainText("Look up SW1A");
    await expect(options.first()).not.toContainText("Look up");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/find-outcode/);
    await expect(page.getByRole("dialog", { name: "Search the documentation" })).toHaveCount(0);
  });

  test("following the same lookup again reopens the console, even after the reader changed its inputs", async ({ page }) => {
    await publicApiFromMock(page);
    await page.goto("/docs/overview");
    await waitForHydration(page);
    const lookUp = () => lookUpFromSearch(page, "sw1a1aa", "SW1A 1AA");
    await lookUp();
    const postcode = page.getByLabel("postcode required");
    await expect(postcode).toHaveValue("SW1A 1AA");
    await expect(answerStatus(page)).toHaveText(/^200 /);
    // The console writes the address as the reader types; the router does not see it.
    await postcode.fill("AB1 0AA");
    await expect(page).toHaveURL(/path\.postcode=AB1\+0AA/);
    // The same link as before: the router's query has not changed, but it is a new navigation.
    await lookUp();
    await expect(page.getByLabel("postcode required")).toHaveValue("SW1A 1AA");
    await expect(page).toHaveURL(/path\.postcode=SW1A\+1AA/);
  });

  test("without JavaScript, a GET page still offers its example URL", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/docs/api/lookup-postcode");
      await expect(page.getByRole("link", { name: "https://api.postcodes.io/postcodes/SE1P%205ZZ" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Try it" })).toBeHidden();
    } finally {
      await context.close();
    }
  });
});

test.describe("room for the answer", () => {
  /** A bulk answer of 100 entries, the last for a postcode that is not valid: the mock's first entry, repeated. */
  async function hundredPostcodes(page: import("@playwright/test").Page) {
    const postcodes = [...Array.from({ length: 99 }, () => "SE1P 5ZZ"), "B0GUS"];
    await page.route(`${MOCK_ORIGIN}/postcodes`, async (route) => {
      const example = await (await route.fetch({ postData: JSON.stringify({ postcodes: ["SE1P 5ZZ"] }) })).json();
      const found = example.result[0].result;
      const result = postcodes.map((query) => ({ query, result: query === "B0GUS" ? null : found }));
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "Access-Control-Allow-Origin": "*" },
        json: { status: 200, result },
      });
    });
    return postcodes;
  }

  /** Whether the answer's body is read without scrolling sideways: neither its block nor the page is wider than shown. */
  const sideways = (page: import("@playwright/test").Page) =>
    page.evaluate(() => {
      const pre = document.querySelector("#answer-body pre")!;
      return { block: pre.scrollWidth - pre.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
    });

  test("a phone: Try it beside the method and path opens the console under the introduction, and 100 postcodes read without scrolling sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const postcodes = await hundredPostcodes(page);
    await page.goto("/docs/api/bulk-postcode-lookup");
    await waitForHydration(page);
    const top = page.getByRole("main").locator("header").getByRole("button", { name: "Try it" });
    await expect(top).toBeInViewport();
    await top.click();
    const form = page.getByRole("form", { name: /^Try / });
    // The console's first field takes the focus, in view, above the parameters and the body's reference.
    await expect(form.getByLabel("Server", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Server", { exact: true })).toBeInViewport();
    const consoleTop = (await form.boundingBox())!.y;
    expect(consoleTop).toBeLessThan((await page.locator("#request").boundingBox())!.y);
    await form.getByLabel("Server", { exact: true }).selectOption({ label: "Custom URL…" });
    await form.getByLabel("Custom server URL").fill(MOCK_ORIGIN);
    await form.getByLabel("JSON body").fill(JSON.stringify({ postcodes }));
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    // A long answer starts with the records after the first folded, and says so; each keeps its query.
    const body = page.locator("#answer-body");
    await expect(body).toContainText('"query": "B0GUS", "result": null');
    await expect(body.getByRole("button", { name: "Unfold result[1].result", exact: true })).toHaveAttribute("aria-expanded", "false");
    expect(await sideways(page)).toEqual({ block: 0, page: 0 });
    // Unfolded whole, the hundred records still read without scrolling sideways. Found by CSS once
    // unfolded: a role query computes the name of each of the answer's 30,000 elements.
    await body.getByRole("button", { name: "Unfold all" }).click();
    await expect(body.locator("p > button")).toHaveText("Fold them again");
    await expect(body.locator('button[aria-label="Fold result[98].result"]')).toHaveAttribute("aria-expanded", "true");
    expect(await sideways(page)).toEqual({ block: 0, page: 0 });
  });

  test("a wide screen: the wide view lays the request beside the answer across the page, folds the answer, and goes back to the column", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const postcodes = await hundredPostcodes(page);
    const form = await openConsole(page, "bulk-postcode-lookup");
    const column = (await form.boundingBox())!.width;
    expect(column).toBeLessThan(500);
    // No Try it at the top: the console's column is in view beside the introduction.
    await expect(page.getByRole("main").locator("header").getByRole("button", { name: "Try it" })).toBeHidden();
    const wide = page.getByRole("button", { name: "Wide view" });
    await wide.click();
    await expect(wide).toHaveAttribute("aria-pressed", "true");
    await form.getByLabel("JSON body").fill(JSON.stringify({ postcodes }));
    await form.getByRole("button", { name: "Send", exact: true }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    // The request on the left, the answer on the right.
    const request = (await form.boundingBox())!;
    const answer = (await page.getByRole("region", { name: "Response", exact: true }).boundingBox())!;
    expect(answer.x).toBeGreaterThanOrEqual(request.x + request.width);
    expect(answer.width).toBeGreaterThan(column);
    expect(await sideways(page)).toEqual({ block: 0, page: 0 });
    // Folded by object: the first entry shrinks to one line, and opens again.
    const body = page.locator("#answer-body");
    await body.getByRole("button", { name: "Fold result[0].result", exact: true }).click();
    await expect(body.locator("pre > code")).toContainText(
      /^\{\s*"status": 200,\s*"result": \[\s*\{\s*"query": "SE1P 5ZZ",\s*"result": \{… \d+ fields\}/,
    );
    await body.getByRole("button", { name: "Unfold result[0].result", exact: true }).click();
    await expect(body.getByRole("button", { name: "Fold result[0].result", exact: true })).toHaveAttribute("aria-expanded", "true");
    // Back to the column beside the reference.
    await wide.click();
    await expect(wide).toHaveAttribute("aria-pressed", "false");
    await expect.poll(async () => (await form.boundingBox())!.width).toBeLessThan(500);
  });
});
