import { readFileSync } from "node:fs";
import path from "node:path";
import { builtPages } from "./built-site";
import { expect, test, waitForHydration } from "./fixtures";

const sidebar = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Documentation", exact: true });

/** Records every value the element's inline `transition` takes (the animation sets it, then clears it). */
async function recordTransitions(element: import("@playwright/test").Locator) {
  await element.evaluate((el) => {
    const seen: string[] = [];
    (el as HTMLElement & { seenTransitions?: string[] }).seenTransitions = seen;
    new MutationObserver(() => {
      const value = (el as HTMLElement).style.transition;
      if (value) seen.push(value);
    }).observe(el, { attributes: true, attributeFilter: ["style"] });
  });
}
const transitions = (element: import("@playwright/test").Locator) =>
  element.evaluate((el) => (el as HTMLElement & { seenTransitions?: string[] }).seenTransitions ?? []);

test.describe("guides", () => {
  test("the docs sidebar lists the guides in order and marks the page being read", async ({ page }) => {
    await page.goto("/docs/outcode/nearest");
    await expect(sidebar(page).getByRole("link").first()).toHaveText("Overview");
    const categories = await sidebar(page).locator("li > div:first-child > :first-child").allTextContents();
    expect(categories).toEqual(["Postcodes", "Outward Codes", "Places", "Terminated Postcodes", "Scottish Postcodes", "Self-hosting"]);
    const loose = await sidebar(page).locator("ul").first().locator(":scope > li > a").allTextContents();
    expect(loose).toEqual(["Overview", "Production use", "Libraries", "AI agents", "Licences"]);
    await expect(sidebar(page).getByRole("link", { name: "Nearest outward codes" })).toHaveAttribute("aria-current", "page");
    // No control hides the sidebar.
    await expect(page.getByRole("button", { name: /hide (the )?sidebar/i })).toHaveCount(0);
  });

  test("categories open and close on their own, with a height animation in ease-in-out", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    const places = sidebar(page).getByRole("button", { name: 'Collapse sidebar category "Places"' });
    const outcodes = sidebar(page).getByRole("button", { name: 'Collapse sidebar category "Outward Codes"' });
    const list = page.locator(`[id="${await places.getAttribute("aria-controls")}"]`);
    await recordTransitions(list);
    await places.click();
    await expect.poll(() => transitions(list)).toContainEqual(expect.stringMatching(/^height \d+ms ease-in-out$/));
    const duration = Number((await transitions(list)).find((t) => t.startsWith("height"))?.match(/(\d+)ms/)?.[1]);
    expect(duration).toBeGreaterThan(100);
    await expect(list).toBeHidden();
    await expect(sidebar(page).getByRole("button", { name: 'Expand sidebar category "Places"' })).toHaveAttribute("aria-expanded", "false");
    // Opening or closing one category leaves the others as they were.
    await expect(outcodes).toHaveAttribute("aria-expanded", "true");
    await sidebar(page).getByRole("button", { name: 'Expand sidebar category "Places"' }).click();
    await expect(list).toBeVisible();
    await expect(outcodes).toHaveAttribute("aria-expanded", "true");
  });

  test("the collapse animation lasts 1 ms when the reader prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/docs/overview");
    await waitForHydration(page);
    const places = sidebar(page).getByRole("button", { name: 'Collapse sidebar category "Places"' });
    const list = page.locator(`[id="${await places.getAttribute("aria-controls")}"]`);
    await recordTransitions(list);
    await places.click();
    await expect.poll(() => transitions(list)).toContain("height 1ms ease-in-out");
    await expect(list).toBeHidden();
  });

  test("the table of contents holds levels 2 to 3 and follows the section being read", async ({ page }) => {
    await page.goto("/docs/self-host");
    await waitForHydration(page);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link", { name: "Limits and defaults of the API" })).toBeVisible(); // an h3
    await expect(toc.getByRole("link", { name: "Self-hosting" })).toHaveCount(0); // the h1
    await expect(toc.getByRole("link", { name: "Requirements" })).toHaveAttribute("aria-current", "location");
    await page.locator("#health-checks").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect(toc.getByRole("link", { name: "Health checks" })).toHaveAttribute("aria-current", "location");
    await expect(toc.getByRole("link", { name: "Requirements" })).not.toHaveAttribute("aria-current", "location");
  });

  test("has an edit link to its source, breadcrumbs and previous/next links", async ({ page }) => {
    await page.goto("/docs/postcode/bulk");
    await expect(page.getByRole("link", { name: "Edit this page" })).toHaveAttribute(
      "href",
      "https://github.com/ideal-postcodes/postcodes.io-docs/edit/main/content/docs/postcode/bulk.mdx",
    );
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Docs", "Postcodes", "Bulk lookup"]);
    const pager = page.getByRole("navigation", { name: "Documentation pages" });
    await expect(pager.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/docs/postcode/lookup");
    await expect(pager.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/docs/postcode/query");
    await expect(page.getByRole("link", { name: "API reference for this endpoint" })).toHaveAttribute(
      "href",
      "/docs/api/bulk-postcode-lookup",
    );
  });

  test("every breadcrumb above the page is a link: the category goes to its guides on the Documentation page", async ({ page }) => {
    await page.goto("/docs/postcode/bulk");
    await waitForHydration(page);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
    const links = await crumbs.getByRole("link").evaluateAll((els) => els.map((a) => [a.textContent, a.getAttribute("href")]));
    expect(links).toEqual([
      ["Home", "/"],
      ["Docs", "/docs"],
      ["Postcodes", "/docs#section-postcodes"],
    ]);
    await expect(crumbs.getByText("Bulk lookup")).toHaveAttribute("aria-current", "page");
    await crumbs.getByRole("link", { name: "Postcodes" }).click();
    await expect(page).toHaveURL(/\/docs#section-postcodes$/);
    const card = page.getByRole("region", { name: "Postcodes", exact: true });
    await expect(card).toBeInViewport();
    await expect(card.getByRole("link", { name: "Bulk lookup" })).toBeVisible();
  });

  test("the API sidebar leads to the API index first, which marks it as the page being read", async ({ page }) => {
    await page.goto("/docs/api/lookup-postcode");
    await waitForHydration(page);
    const api = page.getByRole("navigation", { name: "API reference", exact: true });
    await expect(api.getByRole("link").first()).toHaveText("All endpoints");
    await api.getByRole("link", { name: "All endpoints" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(
      page.getByRole("navigation", { name: "API reference", exact: true }).getByRole("link", { name: "All endpoints" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("field reference pages list every field of the schema with an anchor", async ({ page }) => {
    await page.goto("/docs/postcode/schema");
    for (const field of ["postcode", "quality", "eastings", "nuts", "codes", "codes-admin_district", "codes-lep2"]) {
      await expect(page.locator(`[id="${field}"]`)).toHaveCount(1);
    }
    // By subject: eight subjects (h3), the 42 fields under them (h4), the codes' own fields under `codes` (h5).
    await expect(page.locator("main h3")).toHaveCount(8);
    await expect(page.locator("main h4")).toHaveCount(42);
    await expect(page.locator('main h5[id^="codes-"]')).toHaveCount(29);
    await expect(page.locator('[id="nuts"]').locator("..")).toContainText("this is a name, not a code".replace("this", "This"));
    await page.goto("/docs/terminated-postcode/schema");
    await expect(page.locator("main h3")).toHaveCount(5);
  });

  test("code blocks have a language label, highlighted lines and a working copy button", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/docs/self-host");
    await waitForHydration(page);
    const block = page.locator("div.prism-code", { hasText: "docker-compose.yml" });
    await expect(block).toContainText("YAML");
    await expect(block.locator(".code-line.highlighted")).toHaveText([
      "      POSTGRES_DB: postcodesiodb",
      "      POSTGRES_DATABASE: postcodesiodb",
    ]);
    await block.getByRole("button", { name: "Copy code to clipboard" }).click();
    await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith("services:\n  db:\n")).toBe(true);
    expect(copied).toContain("      POSTGRES_DATABASE: postcodesiodb");
  });

  test("code colours follow the colour mode", async ({ page }) => {
    await page.goto("/docs/overview");
    await waitForHydration(page);
    const token = page.locator("div.prism-code .token.property").first();
    const light = await token.evaluate((el) => getComputedStyle(el).color);
    await page
      .getByRole("button", { name: /Switch between dark and light mode/ })
      .first()
      .click();
    await expect.poll(() => token.evaluate((el) => getComputedStyle(el).color)).not.toBe(light);
  });
});

for (const width of [390, 1280]) {
  test.describe(`a guide's request at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    test("links to its operation's reference and to Try it, next to the request", async ({ page }) => {
      await page.goto("/docs/postcode/lookup");
      await waitForHydration(page);
      const request = page.locator("main").getByText("GET https://api.postcodes.io/postcodes/{postcode}", { exact: true });
      const reference = page.locator("main").getByRole("link", { name: "Look up a postcode", exact: true });
      const tryIt = page.getByRole("link", { name: "Try it: Look up a postcode" });
      await expect(reference).toHaveAttribute("href", "/docs/api/lookup-postcode");
      // Right under the request block, not at the foot of the page.
      const below = await request.evaluate(
        (el, link) => link!.getBoundingClientRect().top - el.getBoundingClientRect().bottom,
        await tryIt.elementHandle(),
      );
      expect(below).toBeGreaterThan(0);
      expect(below).toBeLessThan(60);
      // The validate route, shown further down the same guide, links to its own page.
      await expect(page.getByRole("link", { name: "Try it: Validate a postcode" })).toHaveAttribute(
        "href",
        "/docs/api/validate-postcode?try",
      );
      await tryIt.click();
      // The console, once open, writes its inputs into the address (?try&server=…): the link's ?try starts it.
      await expect(page).toHaveURL(/\/docs\/api\/lookup-postcode\?try(&|$)/);
      await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    });

    test("opens Try it on the request the guide shows: its query's parameters, its body's variant", async ({ page }) => {
      // Reverse geocoding's GET /postcodes?lon=…&lat=…: the console of the search route with lon and lat, not its first example's q.
      await page.goto("/docs/postcode/reverse-geocode");
      await waitForHydration(page);
      await page.getByRole("link", { name: "Try it: Postcode search and reverse geocoding" }).first().click();
      const form = page.getByRole("form", { name: /^Try / });
      await expect(form.getByLabel("lon", { exact: true })).toHaveValue("-0.080126");
      await expect(form.getByLabel("lat", { exact: true })).toHaveValue("51.492763");
      await expect(form.getByLabel("q", { exact: true })).toHaveValue("");
      // Bulk reverse geocoding's POST /postcodes: the geolocations variant, with the guide's body.
      await page.goto("/docs/postcode/bulk-reverse-geocode");
      await waitForHydration(page);
      await page.getByRole("link", { name: "Try it: Bulk lookup or bulk reverse geocoding" }).first().click();
      const bulk = page.getByRole("form", { name: /^Try / });
      await expect(bulk.getByRole("radio", { name: "Bulk reverse geocoding" })).toBeChecked();
      await expect(bulk.getByLabel("JSON body")).toHaveValue(/"geolocations"/);
    });
  });
}

for (const width of [390, 1280]) {
  test.describe(`a field page at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    test("a name field links to its code and the code back to its name, each landing in view", async ({ page }) => {
      await page.goto("/docs/postcode/schema#admin_district");
      await waitForHydration(page);
      const name = page.locator('section[aria-labelledby="admin_district"]');
      await name.getByRole("link", { name: "codes.admin_district" }).click();
      await expect(page).toHaveURL(/#codes-admin_district$/);
      await expect(page.locator('[id="codes-admin_district"]')).toBeInViewport();
      const code = page.locator('section[aria-labelledby="codes-admin_district"]');
      await expect(code).toContainText("Its name: admin_district");
      await code.getByRole("link", { name: "admin_district", exact: true }).click();
      await expect(page).toHaveURL(/#admin_district$/);
      await expect(page.locator('[id="admin_district"]')).toBeInViewport();
      // A field with no counterpart says nothing of one.
      await expect(page.locator('section[aria-labelledby="eastings"]')).not.toContainText("Its code");
    });

    test("the table of contents lists the fields by subject, and a subject lands in view with its first field", async ({ page }) => {
      await page.goto("/docs/postcode/schema");
      await waitForHydration(page);
      const toc = page.getByRole("navigation", { name: "On this page" });
      // On a phone the table of contents is a box above the text that opens.
      if (width < 997) await page.locator("summary", { hasText: "On this page" }).click();
      const subjects = [
        "Postcode and location",
        "Countries and regions",
        "Local government",
        "Elections",
        "Health services",
        "Census and statistics",
        "Police, parks and enterprise",
        "GSS codes",
      ];
      for (const subject of subjects) await expect(toc.getByRole("link", { name: subject, exact: true })).toBeVisible();
      await toc.getByRole("link", { name: "Health services", exact: true }).click();
      await expect(page).toHaveURL(/#health-services$/);
      await expect(page.getByRole("heading", { name: "Health services", level: 3 })).toBeInViewport();
      // Its fields follow it as headings a level below, in the API's order.
      const health = page.locator("h4[id]").filter({ has: page.locator("code") });
      await expect(page.locator('[id="nhs_ha"]')).toBeInViewport();
      expect(await health.evaluateAll((els) => els.map((el) => el.id).filter((id) => ["nhs_ha", "ccg", "icb"].includes(id)))).toEqual([
        "nhs_ha",
        "ccg",
        "icb",
      ]);
    });
  });
}

test("every page has its own title and meta description", () => {
  const seen = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const publicDir = path.resolve(__dirname, "../public");
  for (const { path: page } of builtPages()) {
    const file = path.join(publicDir, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
    const html = readFileSync(file, "utf8");
    const canonical = /<link rel="canonical" href="https:\/\/postcodes\.io([^"]*)"/.exec(html)?.[1];
    if (canonical !== undefined && canonical !== (page === "/" ? "/" : page)) continue; // the same page at a second address
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(title, page).not.toBe("");
    expect(description.length, `description of ${page}`).toBeGreaterThan(30);
    expect(seen.get(title), `title "${title}" of ${page}`).toBeUndefined();
    expect(descriptions.get(description), `description of ${page}`).toBeUndefined();
    seen.set(title, page);
    descriptions.set(description, page);
  }
  expect(seen.size).toBeGreaterThan(40);
});
