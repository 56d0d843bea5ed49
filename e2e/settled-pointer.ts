import type { Clock, Locator, Page } from "@playwright/test";

// Every click, tap, hover and check of a Locator in the browser tests waits for the page to answer the scroll that
// brings its target into view.
//
// Playwright scrolls a control into view, checks that it stands still and that it is what the pointer would hit, then
// presses and releases. On this site a scroll of the window moves things a frame later: the site's scroll store
// (src/state/scroll-position.ts) tells the navbar in the next animation frame, the navbar hides on the way down and
// shows on the way up, and what is placed under it moves with it (the sticky sidebar and table of contents and the API
// page's code column slide 60 px in 150 ms; the load-error box jumps). A press sent before that could land on the
// control and the release on what slid under the pointer, which clicks neither: on a busy machine a Send of the console
// and a link of the answer check were lost that way (docs/testing.md).
//
// So each of those actions first runs as a trial (Playwright's own checks and scroll, without the action), then waits
// until the page has answered every scroll of the window (a listener of the test's, added after the store's, notes the
// position in the frame callback that follows the store's), then until every CSS transition running has ended; trials
// repeat until one leaves the window where it was (MAX_TRIALS), and only then does the action run. It does not ask what the navbar should do (the anchor-jump grace, the open mobile sidebar and the
// hideOnScroll setting all change that), only that the page has answered.
//
// A page whose clock a test has paused (page.clock.pauseAt) is not waited for: its frames, and so the navbar's answer,
// come only when the test runs time, after the action. Not covered: page.mouse and page.touchscreen, which act at a
// point and scroll nothing, and ElementHandle actions, which the tests do not use.

/** The Locator actions that settle first. (setChecked is check or uncheck, which settle.) */
const POINTER_ACTIONS = ["click", "dblclick", "tap", "hover", "check", "uncheck"] as const;

type PointerAction = (typeof POINTER_ACTIONS)[number];
type Action = (this: Locator, options?: ActionOptions) => Promise<void>;
interface ActionOptions {
  force?: boolean;
  timeout?: number;
  trial?: boolean;
}

const INSTALLED = Symbol.for("postcodes-docs.settled-pointer");
/** The window property where the test's scroll listener notes the position the page last answered. */
export const ANSWERED_SCROLL_Y = "__settledPointerAnsweredScrollY";

/** Clocks a test has paused with pauseAt and not resumed since. */
const pausedClocks = new WeakSet<Clock>();

/** Whether Playwright's Locator prototype has been made to settle (for the harness's check that it is). */
export const pointerActionsSettle = (page: Page): boolean =>
  (Object.getPrototypeOf(page.locator("html")) as Record<PropertyKey, unknown>)[INSTALLED] === true;

/**
 * How many trials a settle makes at most. A trial that had to retry (something slid over the control) ends on a scroll
 * of Playwright's retry alignments, from which the action's own first attempt may scroll again; the next trial starts
 * from that state, and the settle ends once a trial leaves the window where it was (2 or 3 trials where they scroll).
 */
const MAX_TRIALS = 4;

/**
 * Arms the answered-scroll note in the page (once per document; `window[ANSWERED_SCROLL_Y]` is the position the page
 * last answered) and returns the window's position, or null where there is no document to arm (a page that is
 * navigating: the action's own checks wait for the next one).
 */
export const noteAnsweredScrolls = (page: Page): Promise<number | null> =>
  page
    .evaluate((answered) => {
      const record = window as unknown as Record<string, number>;
      // Added after the scroll store's listener (added when the site's code starts), so its frame callback runs after
      // the store's, and after the render the store's answer caused (React renders a store's change in a microtask).
      if (record[answered] === undefined) {
        record[answered] = window.scrollY;
        let frame = 0;
        const note = () => {
          frame = 0;
          record[answered] = window.scrollY;
        };
        window.addEventListener("scroll", () => (frame ||= window.requestAnimationFrame(note)), { passive: true });
      }
      return window.scrollY;
    }, ANSWERED_SCROLL_Y)
    .catch(() => null);

async function settle(control: Locator, trial: () => Promise<void>, timeout: number | undefined): Promise<void> {
  const page = control.page();
  for (let round = 0; round < MAX_TRIALS; round++) {
    const before = await noteAnsweredScrolls(page);
    await trial();
    if (before === null) return;
    if (!pausedClocks.has(page.context().clock)) {
      // Polled in Playwright's own frames, which a test's clock does not hold. A document that replaced the armed one
      // (the trial never navigates, but the page may) has no note: nothing of it to wait for.
      await page.waitForFunction(
        (answered) => {
          const noted = (window as unknown as Record<string, number | undefined>)[answered];
          return noted === undefined || noted === window.scrollY;
        },
        ANSWERED_SCROLL_Y,
        { polling: "raf", timeout },
      );
    }
    const after = await page
      .evaluate(async () => {
        void document.body.offsetHeight; // reading the layout starts the transitions the answer asked for
        const moving = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
        await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
        return window.scrollY;
      })
      .catch(() => null);
    if (after === before) return;
  }
}

/**
 * A failure as Playwright's own action would report it: at the test's line (this file's lines taken out of the stack)
 * and under the action's name (called through Reflect.apply, Playwright names it "locator.apply").
 */
function reportedAtTheTest(error: unknown, action: PointerAction): unknown {
  if (error instanceof Error) {
    const named = (text: string) => text.replaceAll("locator.apply:", `locator.${action}:`);
    error.message = named(error.message);
    if (error.stack) {
      error.stack = named(error.stack)
        .split("\n")
        .filter((line) => !line.includes("settled-pointer.ts"))
        .join("\n");
    }
  }
  return error;
}

/**
 * Makes the pointer actions of every Locator settle first, from any page's Locator (they share one class), and keeps
 * track of paused clocks. The worker fixture `settledPointer` of e2e/fixtures.ts calls it before a worker's first test,
 * so no test can forget. A trial run (which only checks) and a forced one (which skips the checks on purpose) act at
 * once, as Playwright's own.
 */
export function settlePointerActions(page: Page): void {
  const prototype = Object.getPrototypeOf(page.locator("html")) as Record<PropertyKey, unknown>;
  if (prototype[INSTALLED]) return;
  for (const action of POINTER_ACTIONS satisfies readonly PointerAction[]) {
    const act = prototype[action];
    if (typeof act !== "function")
      throw new Error(`e2e/settled-pointer.ts: Playwright's Locator has no ${action}(); update POINTER_ACTIONS`);
    prototype[action] = async function settledAction(this: Locator, options?: ActionOptions) {
      try {
        if (!options?.trial && !options?.force)
          await settle(this, () => Reflect.apply(act as Action, this, [{ ...options, trial: true }]), options?.timeout);
        return await Reflect.apply(act as Action, this, [options]);
      } catch (error) {
        throw reportedAtTheTest(error, action);
      }
    };
  }
  const clock = Object.getPrototypeOf(page.context().clock) as Record<string, (this: Clock, ...args: unknown[]) => Promise<void>>;
  const wrap = (method: string, paused: boolean) => {
    const original = clock[method];
    clock[method] = async function tracked(this: Clock, ...args: unknown[]) {
      await original.apply(this, args);
      if (paused) pausedClocks.add(this);
      else pausedClocks.delete(this);
    };
  };
  wrap("pauseAt", true);
  wrap("resume", false);
  wrap("install", false);
  prototype[INSTALLED] = true;
}
