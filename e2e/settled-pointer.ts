import { expect, type Locator, type Page } from "@playwright/test";
import { navbarVisibleAfterScroll } from "../src/state/hideable-navbar";

// Every pointer action of the browser tests waits for the page to answer the scroll that brings its target into view.
//
// Playwright scrolls a control into view, checks that it stands still and that it is what the pointer would hit, then
// presses and releases. On this site a scroll of the window moves things a frame or two later: scrolling down hides the
// navbar, scrolling up shows it, and what is placed under it (the sticky sidebar and table of contents, the API page's
// code column, the load-error box) slides into the room it leaves or back out of its way (150 ms transitions on `top`).
// A press sent before that can land on the control and the release on what slid under the pointer, which clicks
// neither: on a busy machine a Send of the console and a link of the answer check were lost that way. So every click,
// tap, check and hover of a test first scrolls, waits for the navbar state that the scroll implies (the navbar's own
// rule), and for the transitions that state started to end. docs/testing.md has the story.
//
// The navbar answers a scroll in the page's next animation frame (src/state/scroll-position.ts). Where a test has
// taken the page's clock (page.clock), frames come only when the test runs time, so the navbar is not waited for: a
// paused clock holds it still until after the action. (A test that let a faked clock run while it clicked something
// the scroll moves would not be covered: no test does.)

/** The pointer actions of a Locator that settle first. */
const POINTER_ACTIONS = ["click", "dblclick", "tap", "hover", "check", "uncheck", "setChecked"] as const;

type PointerAction = (typeof POINTER_ACTIONS)[number];
interface ActionOptions {
  force?: boolean;
  timeout?: number;
  trial?: boolean;
}

const INSTALLED = Symbol.for("postcodes-docs.settled-pointer");

/** Brings `control` into view and waits until the page has answered that scroll and stopped moving. */
export async function settleForPointer(control: Locator, timeout?: number): Promise<void> {
  const page = control.page();
  const previousScrollY = await page.evaluate(() => window.scrollY);
  await control.scrollIntoViewIfNeeded({ timeout });
  const { scrollY, framesFaked } = await page.evaluate(() => ({
    scrollY: window.scrollY,
    // page.clock replaces requestAnimationFrame: the navbar then answers a scroll only when the test lets time run.
    framesFaked: !Function.prototype.toString.call(window.requestAnimationFrame).includes("[native code]"),
  }));
  const visible = scrollY === previousScrollY ? null : navbarVisibleAfterScroll({ scrollY, previousScrollY });
  const navbar = page.locator("nav[data-navbar-visible]");
  if (visible !== null && !framesFaked && (await navbar.count()) > 0) {
    await expect(navbar, `the navbar answers the scroll from ${previousScrollY} to ${scrollY} px before the pointer acts`).toHaveAttribute(
      "data-navbar-visible",
      String(visible),
      { timeout },
    );
  }
  await page.evaluate(async () => {
    void document.body.offsetHeight; // reading the layout starts the transitions the navbar's change asked for
    const moving = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  });
}

function optionsOf(action: PointerAction, args: unknown[]): ActionOptions | undefined {
  return (action === "setChecked" ? args[1] : args[0]) as ActionOptions | undefined;
}

/**
 * Makes every Locator's pointer actions settle first ({@link settleForPointer}), from any page's Locator (they share one
 * class): the worker fixture `settledPointer` of e2e/fixtures.ts calls it before a worker's first test, so no test can forget. A trial run (which only checks) and a forced one (which skips the
 * checks on purpose) act at once, as Playwright's own.
 */
export function settlePointerActions(page: Page): void {
  const prototype = Object.getPrototypeOf(page.locator("html")) as Record<PropertyKey, unknown>;
  if (prototype[INSTALLED]) return;
  for (const action of POINTER_ACTIONS) {
    const act = prototype[action];
    if (typeof act !== "function")
      throw new Error(`e2e/settled-pointer.ts: Playwright's Locator has no ${action}(); update POINTER_ACTIONS`);
    prototype[action] = async function settledAction(this: Locator, ...args: unknown[]) {
      const options = optionsOf(action, args);
      if (!options?.trial && !options?.force) await settleForPointer(this, options?.timeout);
      return (act as (...actionArgs: unknown[]) => Promise<unknown>).apply(this, args);
    };
  }
  prototype[INSTALLED] = true;
}
