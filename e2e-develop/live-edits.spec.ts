import type { Page } from "@playwright/test";
import { expect, test } from "./develop-test";
import { waitForPage } from "./develop-data";
import { openWhenReady } from "./open-when-ready";
import { editSource } from "./site-sources";

/**
 * Authors edit the sources while `gatsby develop` runs; each edit reaches the
 * open browser without a restart. Waits poll for the change (develop needs a
 * few seconds to rebuild) and never sleep.
 */
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Documentation", exact: true });

test.describe("live edits in gatsby develop", () => {
  test("an edit to an OpenAPI path file reaches the open page, and undoing it too", async ({ page }) => {
    await page.goto("/docs/api/ping");
    await expect(heading(page)).toHaveText("Check the service is running");
    const restore = editSource("openapi/paths/ping.yaml", (t) =>
      t.replace("  summary: Check the service is running", "  summary: Check that the service answers"),
    );
    try {
      await expect(heading(page)).toHaveText("Check that the service answers");
    } finally {
      restore();
    }
    await expect(heading(page)).toHaveText("Check the service is running");
  });

  test("edits to a schema, an example and a shared parameter reach the open endpoint pages", async ({ page }) => {
    await page.goto("/docs/api/ping");
    const main = page.getByRole("main");
    await expect(main).toContainText("Always 200 on success.");
    await expect(main).toContainText("The service is up");
    const restoreSchema = editSource("openapi/components/schemas/envelopes/PingResponse.yaml", (t) =>
      t.replace("Always 200 on success.", "Always 200 when the service answers."),
    );
    const restoreExample = editSource("openapi/examples/ping.yaml", (t) =>
      t.replace("summary: The service is up", "summary: The service answers"),
    );
    try {
      await expect(main).toContainText("Always 200 when the service answers.");
      await expect(main).toContainText("The service answers");
    } finally {
      restoreExample();
      restoreSchema();
    }
    await expect(main).toContainText("Always 200 on success.");
    await expect(main).toContainText("The service is up");

    // A parameter in components/ is shared by several operations: the open page follows it too.
    await page.goto("/docs/api/lookup-postcode");
    await expect(page.getByRole("main")).toContainText("The postcode. Case is ignored.");
    const restoreParameter = editSource("openapi/components/parameters/postcode-path.yaml", (t) =>
      t.replace("The postcode. Case is ignored.", "The postcode, in any case."),
    );
    try {
      await expect(page.getByRole("main")).toContainText("The postcode, in any case.");
    } finally {
      restoreParameter();
    }
    await expect(page.getByRole("main")).toContainText("The postcode. Case is ignored.");
  });

  test("a new path file makes a new page (in the API sidebar too); removing it removes the page", async ({ page, request }) => {
    const restorePath = editSource(
      "openapi/paths/echo.yaml",
      [
        "get:",
        "  operationId: echoServiceName",
        "  summary: Echo the service's name",
        "  tags: [Service]",
        "  responses:",
        '    "200":',
        "      description: The name.",
        "",
      ].join("\n"),
    );
    const restoreRoot = editSource("openapi/openapi.yaml", (t) =>
      t.replace(/^paths:\n/m, "paths:\n  /echo:\n    $ref: ./paths/echo.yaml\n"),
    );
    try {
      await waitForPage(request, "/docs/api/echo-service-name");
      await openWhenReady(page, "/docs/api/echo-service-name", "Echo the service's name");
      await expect(
        page.getByRole("navigation", { name: "API reference" }).getByRole("link", { name: /Echo the service's name/ }),
      ).toBeVisible();
    } finally {
      restoreRoot();
      restorePath();
    }
    await waitForPage(request, "/docs/api/echo-service-name", false);
    expect((await page.goto("/docs/api/echo-service-name"))?.status()).toBe(404);
  });

  test("an edit to sidebars.ts reaches the open guide's sidebar", async ({ page }) => {
    await page.goto("/docs/overview");
    await expect(sidebar(page).getByRole("button", { name: 'Collapse sidebar category "Places"' })).toBeVisible();
    const restore = editSource("sidebars.ts", (t) => t.replace('label: "Places",', 'label: "Places and towns",'));
    try {
      await expect(sidebar(page).getByRole("button", { name: 'Collapse sidebar category "Places and towns"' })).toBeVisible({
        timeout: 60_000,
      });
    } finally {
      restore();
    }
    await expect(sidebar(page).getByRole("button", { name: 'Collapse sidebar category "Places"' })).toBeVisible({ timeout: 60_000 });
  });

  test("an edit to sidebars.ts changes the open guide's previous and next links", async ({ page }) => {
    // The Self-hosting category's own page, between AI agents and its one item; Licences comes last.
    await page.goto("/docs/self-host");
    const pages = page.getByRole("navigation", { name: /pages$/ });
    await expect(pages.getByRole("link", { name: /Next\s*Update the data/ })).toBeVisible();
    await expect(pages.getByRole("link", { name: /Previous\s*AI agents/ })).toBeVisible();
    // Licences moved between AI agents and the category.
    const restore = editSource("sidebars.ts", (t) => {
      const edited = t
        .replace('    "ai-agents",\n', '    "ai-agents",\n    "licences",\n')
        .replace('    },\n    "licences",\n  ],', "    },\n  ],");
      if (edited.split('"licences"').length !== 2) throw new Error("sidebars.ts has changed: update this test's edit.");
      return edited;
    });
    try {
      await expect(pages.getByRole("link", { name: /Previous\s*Licences/ })).toBeVisible({ timeout: 60_000 });
      await expect(pages.getByRole("link", { name: /Next\s*Update the data/ })).toBeVisible();
    } finally {
      restore();
    }
    await expect(pages.getByRole("link", { name: /Previous\s*AI agents/ })).toBeVisible({ timeout: 60_000 });
  });

  test("a link that leads nowhere is marked on the open guide until it is fixed", async ({ page }) => {
    await page.goto("/docs/libraries");
    await expect(heading(page)).toHaveText("Client libraries");
    const restore = editSource("content/docs/libraries.mdx", (t) =>
      t.replace("## JavaScript and TypeScript\n", "## JavaScript and TypeScript\n\nSee [the missing list](/docs/no-such-list).\n"),
    );
    const link = page.getByRole("link", { name: "the missing list" });
    try {
      await expect(link).toHaveAttribute("data-broken-link", "", { timeout: 60_000 });
      await expect(link).toHaveAttribute("title", "Broken link: /docs/no-such-list (see the problems panel)");
      // The mark is visible: a dashed outline in the danger colour.
      await expect(link).toHaveCSS("outline-style", "dashed");
    } finally {
      restore();
    }
    await expect(link).toHaveCount(0, { timeout: 60_000 });
    await expect(page.locator("a[data-broken-link]")).toHaveCount(0);
  });

  test("the Markdown twins follow edits to a guide and to the description", async ({ request }) => {
    const twin = async (address: string) => (await request.get(address)).text();
    expect(await twin("/docs/overview.md")).toContain("There are no API keys, no sign-up and no rate limits");
    expect(await twin("/docs/api/ping.md")).toContain("Check the service is running");
    const restoreGuide = editSource("content/docs/overview.mdx", (t) =>
      t.replace("There are no API keys, no sign-up and no rate limits", "There are no keys and no sign-up, and no rate limits"),
    );
    const restorePath = editSource("openapi/paths/ping.yaml", (t) =>
      t.replace("  summary: Check the service is running", "  summary: Check that the service answers"),
    );
    try {
      await expect
        .poll(() => twin("/docs/overview.md"), { timeout: 60_000 })
        .toContain("There are no keys and no sign-up, and no rate limits");
      await expect.poll(() => twin("/docs/api/ping.md"), { timeout: 60_000 }).toContain("Check that the service answers");
      expect(await twin("/llms.txt")).toContain("Check that the service answers");
    } finally {
      restorePath();
      restoreGuide();
    }
    await expect
      .poll(() => twin("/docs/overview.md"), { timeout: 60_000 })
      .toContain("There are no API keys, no sign-up and no rate limits");
    await expect.poll(() => twin("/docs/api/ping.md"), { timeout: 60_000 }).toContain("Check the service is running");
  });

  test("a new guide gets a page, a sidebar entry once sidebars.ts lists it, and goes when deleted", async ({ page, request }) => {
    const restoreGuide = editSource(
      "content/docs/fresh.mdx",
      '---\ntitle: "A fresh guide"\ndescription: "Written just now."\n---\n\nNew text.\n',
    );
    let restoreSidebars = () => {};
    try {
      await waitForPage(request, "/docs/fresh");
      await openWhenReady(page, "/docs/fresh", "A fresh guide");
      restoreSidebars = editSource("sidebars.ts", (t) => t.replace('    "licences",\n', '    "licences",\n    "fresh",\n'));
      await expect(sidebar(page).getByRole("link", { name: "A fresh guide" })).toBeVisible({ timeout: 60_000 });
      restoreSidebars();
      restoreSidebars = () => {};
      await expect(sidebar(page).getByRole("link", { name: "A fresh guide" })).toHaveCount(0, { timeout: 60_000 });
      // Not while the guide is open: Gatsby 5 then keeps failed static query results (docs/authoring.md).
      await page.goto("/docs/overview");
      await expect(heading(page)).toHaveText("Overview");
    } finally {
      restoreSidebars();
      restoreGuide();
    }
    await waitForPage(request, "/docs/fresh", false);
    expect((await page.goto("/docs/fresh"))?.status()).toBe(404);
    await page.goto("/docs/overview");
    await expect(heading(page)).toHaveText("Overview");
  });

  test("an edit to site.config.ts applies to the open page, also after a guide was deleted", async ({ page, request }) => {
    // Deleting a file used to leave webpack's watcher paused (report-removals-plugin.ts).
    const restoreGuide = editSource(
      "content/docs/passing.mdx",
      '---\ntitle: "A passing guide"\ndescription: "Gone soon."\nunlisted: true\n---\n\nText.\n',
    );
    try {
      await waitForPage(request, "/docs/passing");
      await openWhenReady(page, "/docs/passing", "A passing guide");
      await page.goto("/docs/overview");
      await expect(heading(page)).toHaveText("Overview");
    } finally {
      restoreGuide();
    }
    await waitForPage(request, "/docs/passing", false);
    const navbar = page.getByRole("navigation", { name: "Main" });
    await expect(navbar.getByRole("link", { name: /^Status / })).toBeVisible();
    const editLink = page.getByRole("link", { name: "Edit this page" });
    await expect(editLink).toHaveAttribute("href", /\/edit\/main\/content\/docs\/overview\.mdx$/);
    const restore = editSource("site.config.ts", (t) =>
      t
        .replace('{ label: "Status", href:', '{ label: "Service status", href:')
        .replace("/postcodes.io-docs/edit/main/", "/postcodes.io-docs/edit/next/"),
    );
    try {
      await expect(navbar.getByRole("link", { name: "Service status" })).toBeVisible({ timeout: 60_000 });
      await expect(editLink).toHaveAttribute("href", /\/edit\/next\/content\/docs\/overview\.mdx$/);
    } finally {
      restore();
    }
    await expect(navbar.getByRole("link", { name: /^Status / })).toBeVisible({ timeout: 60_000 });
    await expect(editLink).toHaveAttribute("href", /\/edit\/main\/content\/docs\/overview\.mdx$/);
  });
});
