import type { Page, Route } from "@playwright/test";
import { answerStatus, openConsole } from "./console-pages";
import { axeViolations, expect, switchColorMode, test } from "./fixtures";
import { MOCK_ORIGIN } from "./mock-api";

// The console checks every answer against the documented response of its operation and status. The
// mock (Prism) answers with the description's own examples; Playwright's routing rewrites them into
// answers the documentation does not describe.

const status = (page: Page) => page.getByRole("region", { name: "Response", exact: true }).getByRole("status");
const differences = (page: Page) => page.getByRole("region", { name: "Response", exact: true }).locator("li");

/** A change to the mock's answer of a postcode lookup: its body, or a whole new answer. */
type Rewrite = (body: { status: number; result: Record<string, unknown> }) => unknown;
type Change = Rewrite | { status: number; body: unknown } | null;

/** Answers lookups from the mock, through `rewrite()`'s current change (none: as the mock answered). */
async function rewriteLookups(page: Page, rewrite: () => Change) {
  await page.route(`${MOCK_ORIGIN}/postcodes/**`, async (route: Route) => {
    const response = await route.fetch();
    const change = rewrite();
    if (change === null) return route.fulfill({ response });
    if (typeof change === "object") return route.fulfill({ response, status: change.status, body: JSON.stringify(change.body) });
    return route.fulfill({ response, body: JSON.stringify(change(await response.json())) });
  });
}

test.describe("the console checks each answer against the documentation", () => {
  test("answers from the mock match, and the check's code arrives only with the first answer", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    const form = await openConsole(page, "bulk-postcode-lookup");
    expect(scripts.filter((s) => s.includes("answer-check"))).toEqual([]);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toHaveText(/^200 OK, .* ms\s*Matches the documentation \(response 200\)\.$/);
    expect(scripts.filter((s) => s.includes("answer-check"))).toHaveLength(1);
    await expect(page.getByRole("link", { name: "response 200" })).toHaveAttribute("href", "#response-200");

    await openConsole(page, "lookup-postcode");
    await page.getByRole("form", { name: /^Try / }).getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText("Matches the documentation (response 200).");
  });

  /** A console on the lookup whose answers pass through `change()`'s current change; `send` sends and waits for the verdict. */
  async function lookupConsole(page: Page) {
    let change: Change = null;
    await rewriteLookups(page, () => change);
    const form = await openConsole(page, "lookup-postcode");
    return async (next: Change) => {
      change = next;
      await form.getByRole("button", { name: "Send" }).click();
      await expect(status(page)).toContainText(/Matches the documentation|Differs from the documentation/);
    };
  }

  test("each rewritten answer shows its exact difference", async ({ page }) => {
    const send = await lookupConsole(page);
    // Documented as nullable (a postcode without a grid reference): no difference.
    await send((body) => ({ ...body, result: { ...body.result, latitude: null } }));
    await expect(status(page)).toContainText("Matches the documentation");

    const cases: [Change, string][] = [
      [(body) => ({ ...body, result: { ...body.result, postcode: null } }), "/result/postcode: documented as a string, received null"],
      [
        (body) => ({ ...body, result: { ...body.result, admin_district: undefined } }),
        "/result/admin_district: documented as required, received nothing (the field is missing)",
      ],
      [
        (body) => ({ ...body, result: { ...body.result, eastings: "533378" } }),
        '/result/eastings: documented as a whole number or null, received "533378" (a string)',
      ],
      [
        (body) => ({ ...body, result: { ...body.result, extra_field: 1 } }),
        "/result/extra_field: not documented (the object allows no other fields), received 1",
      ],
      [
        { status: 503, body: { status: 503, error: "Service unavailable" } },
        "Status 503: not documented for this operation (it documents 200, 404, 500)",
      ],
    ];
    for (const [change, line] of cases) {
      await send(change);
      await expect(status(page)).toContainText("Differs from the documentation: 1 difference, listed below.");
      await expect(differences(page)).toHaveText([line]);
      await expect(page.getByRole("link", { name: "Report this difference" })).toBeVisible();
    }
  });

  test("a difference links to the answer and the schema row, offers a filled-in report, sends nothing itself, and is accessible", async ({
    page,
  }) => {
    const elsewhere: string[] = [];
    page.on("request", (r) => {
      const { hostname } = new URL(r.url());
      if (hostname !== "127.0.0.1" && hostname !== "localhost") elsewhere.push(r.url());
    });
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    const send = await lookupConsole(page);
    await send((body) => ({ ...body, result: { ...body.result, postcode: null } }));
    const item = differences(page).first();
    await item.getByRole("link", { name: "/result/postcode" }).click();
    await expect(page).toHaveURL(/#answer-body\/result\/postcode$/);
    const marked = page.locator('[id="answer-body/result/postcode"]');
    await expect(marked).toHaveText('"postcode"');
    await expect(marked).toBeInViewport();
    expect(await marked.evaluate((el) => el.matches(":target"))).toBe(true);
    // A postcode's fields are described on their guide: the difference links that row (console.spec follows such a link).
    const documented = item.getByRole("link", { name: "documented as a string" });
    await expect(documented).toHaveAttribute("href", "/docs/postcode/schema#postcode");

    const report = page.getByRole("link", { name: "Report this difference" });
    const href = new URL((await report.getAttribute("href")) ?? "");
    expect(`${href.origin}${href.pathname}`).toBe("https://github.com/ideal-postcodes/postcodes.io-docs/issues/new");
    expect(href.searchParams.get("title")).toBe("Answer differs from the documentation: GET /postcodes/{postcode} (200 OK)");
    const body = href.searchParams.get("body") ?? "";
    expect(body).toContain("- `/result/postcode: documented as a string, received null`");
    expect(body).toContain(`- Server: ${MOCK_ORIGIN}`);
    expect(body).toContain(`- Request: \`GET ${MOCK_ORIGIN}/postcodes/`);
    expect(body).toContain('"postcode":null');
    await expect(report).toHaveAttribute("target", "_blank");
    // Nothing went anywhere but the page's own server and the mock.
    expect(elsewhere).toEqual([]);

    for (const theme of ["light", "dark"] as const) {
      await switchColorMode(page, theme);
      const axe = await axeViolations(page, theme, { include: "aside[aria-label^='Try it']" });
      expect(axe.passes).toBeGreaterThan(0);
      expect(axe.violations).toEqual([]);
    }
  });

  test("an answer that is not JSON where JSON is documented is one difference, and JSONP is said not to be checked", async ({ page }) => {
    await page.route(`${MOCK_ORIGIN}/postcodes/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", headers: { "Access-Control-Allow-Origin": "*" }, body: "<p>Maintenance</p>" }),
    );
    const form = await openConsole(page, "lookup-postcode");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(answerStatus(page)).toHaveText(/^200 /);
    await expect(differences(page)).toHaveText(["Body: documented as application/json, received text/html"]);
    await expect(page.getByRole("link", { name: "Body" })).toHaveAttribute("href", "#answer-body");

    // The mock answers JSON whatever the callback; the service answers a script.
    await page.unrouteAll();
    await page.route(`${MOCK_ORIGIN}/postcodes/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/javascript",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: '/**/ typeof show === \'function\' && show({"status":200,"result":null});',
      }),
    );
    await form.getByLabel("callback").fill("show");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(
      "Not checked against the documentation. With callback the answer is a script (JSONP), which the documentation describes in words only.",
    );
  });
});
