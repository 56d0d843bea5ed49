import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { builtPages } from "./built-site";
import { axeViolations, budgetFor, expect, STEP_BUDGET, switchColorMode, test as base, waitForHydration } from "./fixtures";
import { MOCK_ORIGIN } from "./mock-api";
import {
  READERS_QUESTIONS_FIRST_AT_LEAST,
  RELEVANCE_BUDGET,
  RELEVANCE_QUERIES,
  readersQuestionsFirst,
  relevanceReport,
  runQueries,
  wrongAnswers,
} from "./search-relevance";

/**
 * The hash-routed edition's behaviour, shared by the offline edition opened
 * from disk (file://, e2e/offline-edition.spec.ts) and a `router: "hash"`
 * build served by nginx from a sub-folder (e2e/hash-site.spec.ts). Each spec
 * supplies `edition`, the address of the edition's folder (ending in "/").
 */
export const test = base.extend<{ requests: string[] }, { edition: string }>({
  edition: ["", { scope: "worker", option: true }],
  // Every request the page makes, in order: all must stay inside the edition's folder.
  requests: async ({ page }, use) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await use(requests);
  },
});

/** Each page's accessibility check in the edition: load, hydrate, axe in each colour mode, one switch of mode. */
const EDITION_CRAWL_BUDGET = budgetFor({ load: 1, hydrate: 1, axe: 2, switchMode: 1 });

/** The seed's routes (§2), both readings of the introduction's slug included. */
const SEED_ROUTES = [
  "/",
  "/docs",
  "/docs/api",
  "/docs/overview",
  "/docs/libraries",
  "/docs/licences",
  "/docs/self-host",
  ...[
    "find-outcode",
    "find-place",
    "get-scottish-postcode",
    "lookup-postcode",
    "lookup-terminated-postcode",
    "nearest-postcode",
    "place-query",
    "postcode-lookup",
    "random-place",
    "random-postcode",
    "bulk-postcode-lookup",
    "outward-codes",
    "places",
    "postcodes",
    "scottish-postcodes",
    "terminated-postcodes",
    "api-reference-postcodes-io",
    "api-reference",
  ].map((slug) => `/docs/api/${slug}`),
  ...["lookup", "nearest", "reverse-geocode", "schema"].map((p) => `/docs/outcode/${p}`),
  ...["lookup", "query", "random", "schema"].map((p) => `/docs/place/${p}`),
  ...["autocomplete", "bulk", "bulk-reverse-geocode", "lookup", "nearest", "query", "random", "reverse-geocode", "schema"].map(
    (p) => `/docs/postcode/${p}`,
  ),
  ...["lookup", "schema"].map((p) => `/docs/scottish-postcode/${p}`),
  ...["lookup", "schema"].map((p) => `/docs/terminated-postcode/${p}`),
];

/** The route on screen once it has rendered (the edition's router marks its page wrapper). */
const shown = (page: Page, route: string) => page.locator(`#gatsby-focus-wrapper[data-hash-route="${route}"]`);

/** Opens the edition at `route` as a reader would, by typing the address, and waits until that page is on screen. */
async function open(page: Page, edition: string, route: string, anchor = "") {
  await page.goto(`${edition}index.html#${route}${anchor ? `#${anchor}` : ""}`);
  await expect(shown(page, route)).toBeVisible();
}

/**
 * Splits an edition href ("…/index.html#/docs/x#y") into route and anchor; null for anything else. A query
 * ("#/docs/api/x?try", which opens the API console) is not part of the page's route, as on the site.
 */
function editionRoute(href: string, edition: string): { route: string; anchor: string } | null {
  const index = `${edition}index.html`;
  if (!href.startsWith(`${index}#/`)) return null;
  const [routeAndQuery, anchor = ""] = href.slice(index.length + 1).split("#");
  return { route: routeAndQuery.split("?")[0], anchor: decodeURIComponent(anchor) };
}

/** The site paths the production build's pages link to, directly or not, from the home page. */
function pagesLinkedFromHome(): string[] {
  const links = new Map(builtPages().map((p) => [p.path, p.links.hrefs]));
  const seen = new Set(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    for (const href of links.get(queue.shift() as string) ?? []) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const path = href.split(/[?#]/)[0].replace(/(.)\/+$/, "$1");
      if (links.has(path) && !seen.has(path)) {
        seen.add(path);
        queue.push(path);
      }
    }
  }
  return [...seen].sort();
}

/** Whether a file of the edition exists: on disk, or answered by the server. */
async function fileExists(page: Page, url: string): Promise<boolean> {
  if (url.startsWith("file:")) return existsSync(fileURLToPath(url));
  return (await page.request.get(url)).ok();
}

/** The requests that left the edition's folder. */
const outside = (requests: string[], edition: string) => requests.filter((url) => !url.startsWith(edition));

export function describeHashEdition(name: string) {
  test.describe(name, () => {
    test("every page is reachable by its links; every link goes to a page, a file or an anchor of the edition", async ({
      page,
      edition,
      requests,
      problems,
    }) => {
      test.setTimeout(180_000);

      const ids = new Map<string, Set<string>>();
      const anchors: string[] = [];
      const files = new Set<string>();
      const queue = ["/"];
      const seen = new Set(queue);
      while (queue.length > 0) {
        const route = queue.shift() as string;
        await open(page, edition, route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        ids.set(route, new Set(await page.locator("[id]").evaluateAll((els) => els.map((el) => el.id))));
        const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
        for (const href of hrefs) {
          const target = editionRoute(href, edition);
          if (target) {
            if (!seen.has(target.route)) {
              seen.add(target.route);
              queue.push(target.route);
            }
            if (target.anchor) anchors.push(`${target.route}#${target.anchor}`);
          } else if (href.startsWith(edition)) {
            files.add(href.slice(edition.length).split("#")[0]);
          } else {
            expect(href, `${route} links outside the edition with a relative or root address`).toMatch(/^(https?|mailto):/);
            expect(href.startsWith("file:"), `${route}: ${href}`).toBe(false);
          }
        }
      }
      // The same pages as links reach from the home page on the site.
      expect([...seen].sort()).toEqual(pagesLinkedFromHome());
      const broken = anchors.filter((a) => {
        const [route, id] = a.split("#");
        return !ids.get(route)?.has(id);
      });
      expect(broken, "links to anchors that do not exist").toEqual([]);
      for (const file of files) expect(await fileExists(page, `${edition}${file}`), `${file} is linked but missing`).toBe(true);
      expect(problems.consoleErrors).toEqual([]);
      expect(outside(requests, edition)).toEqual([]);
    });

    test("each route of the seed opens by typing its address; an unknown one shows the not-found page", async ({
      page,
      edition,
      problems,
    }) => {
      test.setTimeout(120_000);
      await open(page, edition, "/");
      const homeTitle = await page.title();
      for (const route of SEED_ROUTES) {
        await open(page, edition, route);
        await expect(page.getByRole("heading", { level: 1 }), route).toBeVisible();
        await expect(page.getByRole("heading", { level: 1, name: "Page not found" }), route).toHaveCount(0);
        // Each page's own title, as on the site.
        if (route !== "/") await expect(page, route).not.toHaveTitle(homeTitle);
      }
      await open(page, edition, "/docs/no-such-page");
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      expect(page.url()).toBe(`${edition}index.html#/docs/no-such-page`);
      expect(problems.consoleErrors).toEqual([]);
    });

    test("sidebar, breadcrumbs, previous/next and the table of contents; anchors scroll and keep the page", async ({ page, edition }) => {
      await open(page, edition, "/docs/postcode/lookup");
      await waitForHydration(page);
      const sidebar = page.getByRole("navigation", { name: "Documentation" });
      await expect(sidebar.getByRole("link", { name: "Lookup and validation" })).toHaveAttribute("aria-current", "page");
      const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
      await expect(crumbs.getByRole("link", { name: "Docs" })).toHaveAttribute("href", "#/docs");
      const pages = page.getByRole("navigation", { name: "Documentation pages" });
      await expect(pages.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "#/docs/postcode/bulk");

      const toc = page.getByRole("navigation", { name: "On this page" }).last();
      const entry = toc.getByRole("link").nth(2);
      const href = (await entry.getAttribute("href")) ?? "";
      expect(href).toMatch(/^#\/docs\/postcode\/lookup#[\w-]+$/);
      const id = href.split("#")[2];
      await entry.click();
      await expect(page).toHaveURL(`${edition}index.html${href}`);
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      await expect(shown(page, "/docs/postcode/lookup")).toBeVisible();

      // A link to another page's anchor: the focus is on the anchor once the page shows, as on the site.
      await page.evaluate(() => (window.location.hash = "#/docs/overview#errors"));
      await expect(shown(page, "/docs/overview")).toBeVisible();
      await expect(page.locator("#errors")).toBeFocused();

      // Typed with an anchor: the page opens there.
      await open(page, edition, "/docs/overview", "errors");
      await expect(page.locator("#errors")).toBeInViewport();
      // A field deep in a collapsed schema opens around its anchor.
      await open(page, edition, "/docs/postcode/schema", "eastings");
      await expect(page.locator("#eastings")).toBeInViewport();
    });

    test("links, Back, Forward and reload move between pages", async ({ page, edition }) => {
      await open(page, edition, "/docs/overview");
      await waitForHydration(page);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API", exact: true }).click();
      await expect(shown(page, "/docs/api")).toBeVisible();
      await expect(page).toHaveURL(`${edition}index.html#/docs/api`);
      await expect(page).toHaveTitle(/API reference/);
      await page
        .getByRole("link", { name: /Look up a postcode/ })
        .first()
        .click();
      await expect(shown(page, "/docs/api/lookup-postcode")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Look up a postcode" })).toBeVisible();

      await page.goBack();
      await expect(shown(page, "/docs/api")).toBeVisible();
      await page.goBack();
      await expect(shown(page, "/docs/overview")).toBeVisible();
      await page.goForward();
      await expect(shown(page, "/docs/api")).toBeVisible();

      await page.reload();
      await expect(shown(page, "/docs/api")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();

      // The announcement bar's link is a page of the edition too.
      const bar = page.getByRole("region", { name: "Announcement" });
      await expect(bar.getByRole("link")).toHaveAttribute("href", "#/docs/self-host/update-data");
      await bar.getByRole("link").click();
      await expect(shown(page, "/docs/self-host/update-data")).toBeVisible();
    });

    test("colour mode: the toggle, the same storage key, and the stored mode before anything is drawn", async ({ page, edition }) => {
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          const w = window as unknown as { firstPaintState: { theme?: string; rendered: boolean } };
          w.firstPaintState = {
            theme: document.documentElement.dataset.theme,
            rendered: (document.getElementById("___gatsby")?.childElementCount ?? 0) > 0,
          };
        });
      });
      await open(page, edition, "/docs/overview");
      await waitForHydration(page);
      await page
        .getByRole("button", { name: /Switch between dark and light mode/ })
        .first()
        .click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
      await page.reload();
      await expect(shown(page, "/docs/overview")).toBeVisible();
      // Already dark when the document was parsed, before the page was rendered into it.
      expect(await page.evaluate(() => (window as unknown as { firstPaintState: unknown }).firstPaintState)).toEqual({
        theme: "dark",
        rendered: false,
      });
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    });

    test("code tabs remember the language across pages; copy buttons copy", async ({ page, context, edition }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await open(page, edition, "/docs/api/lookup-postcode");
      await waitForHydration(page);
      await page.getByRole("tab", { name: "Python" }).first().click();
      await expect(page.getByRole("tab", { name: "Python" }).first()).toHaveAttribute("aria-selected", "true");
      await open(page, edition, "/docs/api/random-postcode");
      await expect(page.getByRole("tab", { name: "Python" }).first()).toHaveAttribute("aria-selected", "true");

      await open(page, edition, "/docs/self-host");
      const block = page.locator("div.prism-code", { hasText: "docker-compose.yml" });
      await block.getByRole("button", { name: "Copy code to clipboard" }).click();
      await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^services:\n {2}db:\n/);
    });

    test("a More language's sample loads in the edition, and the API console keeps its request in the route", async ({
      page,
      edition,
      requests,
    }) => {
      await open(page, edition, "/docs/api/lookup-postcode");
      await waitForHydration(page);
      await page.getByRole("button", { name: "More languages" }).click();
      await page.getByRole("button", { name: "Swift", exact: true }).click();
      const swift = page.getByRole("tabpanel", { name: "Swift" });
      await expect(swift).toContainText('URL(string: "https://api.postcodes.io/postcodes/SE1P%205ZZ")');

      await expect(page.getByText("This copy of the docs works without a network, but the console does not")).toBeVisible();
      await page.getByRole("button", { name: "Try it" }).click();
      const form = page.getByRole("form", { name: /^Try / });
      await form.getByLabel("postcode required").fill("AB1 0AA");
      await expect(swift).toContainText("/postcodes/AB1%200AA");
      await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/docs\/api\/lookup-postcode\?try&.*AB1/);
      expect(new URL(page.url()).search).toBe("");

      // The address opens the console again with the same request (as a shared link does on the site).
      await page.reload();
      await expect(shown(page, "/docs/api/lookup-postcode")).toBeVisible();
      await expect(page.getByRole("form", { name: /^Try / }).getByLabel("postcode required")).toHaveValue("AB1 0AA");
      expect(outside(requests, edition)).toEqual([]);
    });

    test("the API console sends when a server is reachable (the contract mock)", async ({ page, edition, requests }) => {
      // A shared request in the route opens the console on the mock, as a shared link does on the site.
      await page.goto(`${edition}index.html#/docs/api/lookup-postcode?try&server=${encodeURIComponent(MOCK_ORIGIN)}`);
      await expect(shown(page, "/docs/api/lookup-postcode")).toBeVisible();
      const form = page.getByRole("form", { name: /^Try / });
      await form.getByLabel("postcode required").fill("SW1A 1AA");
      await form.getByRole("button", { name: "Send" }).click();
      await expect(page.locator("section[aria-labelledby='console-answer']").getByText(/^200 /).first()).toBeVisible();
      // The results map loads in the edition too, and its actions are addresses of the edition.
      const marker = page.getByRole("application", { name: "Results map" }).locator("[data-map-marker]");
      await expect(marker).toHaveCount(1);
      await marker.click();
      await expect(page.locator("[data-map-panel]").getByRole("link", { name: "Postcodes near here" })).toHaveAttribute(
        "href",
        /^#\/docs\/api\/reverse-geocode-lon-lat\?try&.*path\.longitude=/,
      );
      expect(outside(requests, edition)).toEqual([`${MOCK_ORIGIN}/postcodes/SW1A%201AA`]);
    });

    test("collapsible schemas open and close", async ({ page, edition }) => {
      // The bulk lookup's body and answers nest objects in lists (a postcode's own fields are its guide's).
      await open(page, edition, "/docs/api/bulk-postcode-lookup");
      await waitForHydration(page);
      const summary = page.locator("main details > summary").first();
      const details = page.locator("main details").first();
      const wasOpen = await details.evaluate((d) => (d as HTMLDetailsElement).open);
      await summary.click();
      await expect.poll(() => details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(!wasOpen);
    });

    /** The overview in the edition, with the search dialog opened by its button. */
    async function openSearch(page: Page, edition: string) {
      await open(page, edition, "/docs/overview");
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: "Search the documentation" });
      const box = dialog.getByRole("combobox", { name: "Search guides and the API reference" });
      await page.getByRole("button", { name: "Search" }).click();
      await expect(box).toBeFocused();
      return { dialog, box };
    }

    test("search works from the edition's own index, with the site's ranking", async ({ page, edition, requests }) => {
      const { dialog, box } = await openSearch(page, edition);
      // What comes first is the relevance test's (below); here, that the edition's own index answers, in its own addresses.
      await box.fill("reverse geocode");
      await expect(dialog.getByRole("option").first()).toHaveAttribute("href", "#/docs/postcode/reverse-geocode");
      await box.fill("xylophone");
      await expect(dialog.getByRole("status")).toHaveText("No results for “xylophone”.");
      const offered = dialog.getByRole("region", { name: "The pages readers ask about most" });
      await expect(offered.getByRole("link", { name: "Self-hosting" })).toHaveAttribute("href", "#/docs/self-host");

      await box.fill("eastings");
      const first = dialog.getByRole("option").first();
      await expect(first).toContainText("› eastings");
      await expect(first.locator("mark").first()).toBeVisible();
      await first.click();
      await expect(page).toHaveURL(`${edition}index.html#/docs/postcode/schema#eastings`);
      await expect(page.locator("#eastings")).toBeInViewport();
      await expect(dialog).toHaveCount(0);
      // Its documents are a data script beside index.html: the site's file is not asked for.
      expect(requests.some((url) => url.includes("search-index.json"))).toBe(false);
      expect(outside(requests, edition)).toEqual([]);
    });

    test("search relevance: the site's relevance queries answered by the edition's own search", async ({ page, edition }, testInfo) => {
      test.setTimeout(RELEVANCE_BUDGET);
      const { dialog, box } = await openSearch(page, edition);
      const outcomes = await runQueries(box, dialog, RELEVANCE_QUERIES, (href) => href.replace(/^#/, ""));
      const report = relevanceReport(outcomes);
      console.info(report);
      await testInfo.attach("search relevance (edition)", { body: report, contentType: "text/plain" });
      // As on the site, every query must come first (docs/benchmarks.md).
      expect(wrongAnswers(outcomes)).toEqual([]);
      expect(readersQuestionsFirst(outcomes)).toBeGreaterThanOrEqual(READERS_QUESTIONS_FIRST_AT_LEAST.edition);
    });

    test("the edition says it is one, and the day it was built, beside the version in the footer", async ({ page, edition }) => {
      await open(page, edition, "/docs/overview");
      await waitForHydration(page);
      const builtOn = await page.evaluate(() => document.documentElement.getAttribute("data-edition-built"));
      expect(builtOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const day = new Date(`${builtOn}T00:00:00Z`).toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      await expect(page.getByRole("contentinfo")).toContainText(`Offline edition, built on ${day}. Documentation site version`);
    });

    test("the edition does not offer itself for download", async ({ page, edition }) => {
      await open(page, edition, "/");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Resources" }).click();
      await expect(page.getByRole("link", { name: "Client libraries" }).first()).toBeVisible();
      await expect(page.getByRole("link", { name: /Download for offline use/ })).toHaveCount(0);
    });
  });
}

/** axe on every page of the edition, in both colour modes (one test per page, like e2e/crawl.spec.ts). */
export function describeHashEditionAccessibility(name: string) {
  test.describe(name, () => {
    for (const { path } of builtPages()) {
      test(`${path}: accessible in both colour modes, nothing requested outside the edition`, async ({
        page,
        edition,
        requests,
        problems,
      }) => {
        test.setTimeout(EDITION_CRAWL_BUDGET);
        // Loaded once in light mode from storage, then switched to dark with the toggle.
        await page.addInitScript(() => localStorage.setItem("theme", "light"));
        await open(page, edition, path);
        await expect(shown(page, path)).toBeVisible({ timeout: STEP_BUDGET.load });
        await waitForHydration(page, STEP_BUDGET.hydrate);
        await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
        // axe would fetch the stylesheet again (XMLHttpRequest), which a page opened from disk may not do.
        const light = await axeViolations(page, "light", { preload: false });
        await switchColorMode(page, "dark", STEP_BUDGET.switchMode);
        const dark = await axeViolations(page, "dark", { preload: false });
        expect([...light.violations, ...dark.violations], `axe violations on ${path}`).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
        expect(outside(requests, edition)).toEqual([]);
      });
    }
  });
}
