import { readFileSync } from "node:fs";
import { test as base, expect, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { MOCK_ORIGIN } from "./mock-api";

/** Console errors and failed requests seen while a test ran. */
export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  externalRequests: string[];
}

/**
 * Every test page: requests to any host other than the local server are
 * blocked and recorded (the site must never depend on one), except those the
 * API console sends to the mock of our API (e2e/mock-api.ts), and console
 * errors are collected for the tests that assert there are none.
 */
export const test = base.extend<{ problems: PageProblems }>({
  // A route handler still at work when a test ends (a route.fetch in flight) fails once the page
  // closes: during the next test, which then fails for nothing it did, or between tests, where
  // Playwright counts "1 error not a part of any test" and skips the next test ("did not run").
  // What a handler does after its test is over decides nothing, so its errors are ignored then.
  // (unrouteAll waits for a route.fetch in flight to be answered, not for a handler that holds its
  // request: e2e/harness.spec.ts.)
  // A difference between the server's HTML and the browser's render is a console error (React's
  // onRecoverableError, src/rendering/hydration.ts), which the tests that watch the console fail on.
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.context().unrouteAll({ behavior: "ignoreErrors" });
  },
  problems: async ({ page, baseURL }, use) => {
    const problems: PageProblems = { consoleErrors: [], failedRequests: [], externalRequests: [] };
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    await page.context().route(
      (url) => url.origin !== origin && url.origin !== MOCK_ORIGIN && url.protocol.startsWith("http"),
      (route) => {
        problems.externalRequests.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    page.on("console", (message) => {
      if (message.type() === "error") problems.consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => problems.consoleErrors.push(`Uncaught: ${error.message}`));
    // A request the page itself abandons by navigating away (a prefetch in flight) is not a failure;
    // a request that errors or answers 4xx/5xx is.
    // The old document can still issue prefetches after the next navigation has started, and
    // Chromium cancels them when it unloads: an abort while a navigation is under way counts as one.
    let navigations = 0;
    let navigating = false;
    const startedDuring = new WeakMap<object, number>();
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        navigations++;
        navigating = true;
      }
      startedDuring.set(request, navigations);
    });
    page.on("domcontentloaded", () => {
      navigating = false;
    });
    page.on("requestfailed", (request) => {
      const cancelledByNavigation =
        request.failure()?.errorText === "net::ERR_ABORTED" && (navigating || startedDuring.get(request) !== navigations);
      if (new URL(request.url()).origin === origin && !cancelledByNavigation)
        problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
    });
    page.on("response", (response) => {
      if (new URL(response.url()).origin === origin && response.status() >= 400)
        problems.failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
    });
    await use(problems);
  },
});

export { expect };

/**
 * What each step of a browser test may take, in ms, sized for a 2-core
 * machine at a load of 12: loading a page, hydrating it, sending a request
 * from the API console until its answer is shown, loading the search's code
 * and index until its first results show, reading a page's server HTML in one
 * call (loaded up to DOMContentLoaded), axe in one colour mode (on an API
 * page, axe is most of a test), switching mode, and waiting for a page's
 * prefetches. A test made of these steps passes each as that step's
 * timeout and takes their sum as its own ({@link budgetFor}), so a step that
 * runs out names itself.
 */
export const STEP_BUDGET = {
  load: 30_000,
  hydrate: 20_000,
  answer: 15_000,
  search: 20_000,
  read: 10_000,
  axe: 45_000,
  switchMode: 7_000,
  settle: 15_000,
} as const;

/** A test's budget: the sum of its steps' budgets, each as many times as the test takes it. */
export const budgetFor = (steps: Partial<Record<keyof typeof STEP_BUDGET, number>>): number =>
  Object.entries(steps).reduce((sum, [step, times]) => sum + STEP_BUDGET[step as keyof typeof STEP_BUDGET] * (times ?? 0), 0);

/** The axe-core rule tags of WCAG 2.1 level AA, which every accessibility check runs. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Waits until React has hydrated the page: the colour toggle (hidden in the mobile layout) is enabled only then. */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  // Enabled once every part of the page has hydrated, the parts loaded on demand too (src/state/is-browser.ts). Not the
  // performance mark the benchmarks read: a test's clock (page.clock) replaces `performance` with one that records none.
  await expect(page.getByRole("button", { name: /Switch between dark and light mode/, includeHidden: true }).first()).toBeEnabled({
    timeout,
  });
}

/** axe-core's script (the version in package.json decides the rules and their tags), read once per test worker. */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The part of axe-core's API the checks call in the page. */
interface AxeInPage {
  run(context: unknown, options: unknown): Promise<AxeResults>;
}

/**
 * Runs axe's WCAG 2.1 AA rules on the page (or on the part `include`
 * selects) in the colour mode it shows, and returns each violation as a
 * line (prefixed with `label`) and how many rules passed. Every rule runs on
 * every node, as @axe-core/playwright's AxeBuilder would run them, for a
 * third of the time:
 * - axe runs in the page itself. AxeBuilder by default runs it in every
 *   frame and opens a new blank page to merge their results, and its
 *   "legacy" mode (axe.run in the page) still loads axe's 550 KB script
 *   twice per call; our pages have no frames (checked here), so the results
 *   are the same, and the script is loaded once per page.
 * - Only violations get a CSS selector for each node they hold
 *   (`resultTypes`); the other kinds of result keep one node each.
 * `preload: false` for a page opened from disk, where axe may not fetch the
 * stylesheets again.
 */
export async function axeViolations(
  page: Page,
  label: string,
  { include, preload = true }: { include?: string; preload?: boolean } = {},
): Promise<{ violations: string[]; passes: number }> {
  expect(
    page.frames(),
    "axe runs in the page alone: a page with frames needs its results merged across frames (as AxeBuilder does)",
  ).toHaveLength(1);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  // Summed up in the page: axe's whole result (every rule's nodes, with their HTML) would cross to the test as JSON.
  return page.evaluate(
    async ({ selector, options, label }) => {
      const { axe } = window as unknown as { axe: AxeInPage };
      const results = await axe.run(selector ? { include: [selector] } : document, options);
      return {
        violations: results.violations.map((v) => `${label}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        passes: results.passes.length,
      };
    },
    { selector: include ?? null, options: { runOnly: { type: "tag", values: WCAG_21_AA }, resultTypes: ["violations"], preload }, label },
  );
}

/** Roles whose accessible name a screen reader announces as the control or heading itself. */
const NAMED_ROLES = new Set(["link", "button", "option", "tab", "menuitem", "treeitem", "heading", "combobox", "searchbox", "switch"]);

/** Two words run together in a name: an HTTP method and what follows it ("GETLook up…"), a word and a shortcut ("SearchCtrl K"). */
const GLUED = [/\b(?:GET|POST|PUT|PATCH|DELETE)(?=[A-Za-z/{])/, /[a-z](?=(?:Ctrl|⌘) ?K\b)/];

/**
 * The accessible names, as Chromium computes them for assistive technology (its own accessibility tree, not
 * Playwright's reading of the DOM), in which two words run together: badges and labels side by side read as one
 * word when nothing but their boxes separates them.
 */
export async function gluedAccessibleNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { role?: { value?: string }; name?: { value?: string } }[];
    };
    return nodes
      .filter((node) => NAMED_ROLES.has(node.role?.value ?? "") && GLUED.some((pattern) => pattern.test(node.name?.value ?? "")))
      .map((node) => `${node.role?.value} "${node.name?.value}"`);
  } finally {
    await cdp.detach();
  }
}

/**
 * Switches the page to the other colour mode with the navbar's toggle, as a
 * reader does, and waits until <html> shows it. The navbar hides while the
 * page is scrolled down: the page goes to the top for the click, then back
 * where it was, so what is checked next is what was on screen before.
 */
export async function switchColorMode(page: Page, to: "light" | "dark", timeout?: number): Promise<void> {
  const html = page.locator("html");
  if ((await html.getAttribute("data-theme")) === to) return;
  const scrolled = await page.evaluate(() => window.scrollY);
  const toggle = page.getByRole("button", { name: /Switch between dark and light mode/ }).first();
  if (scrolled > 0) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(toggle).toBeInViewport({ timeout });
  }
  await toggle.click({ timeout });
  await expect(html).toHaveAttribute("data-theme", to, { timeout });
  if (scrolled > 0) {
    await page.evaluate((y) => window.scrollTo(0, y), scrolled);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout }).toBe(scrolled);
  }
}
