import type { NavbarItemConfig } from "../config/site-config.types";
import { NAVBAR_PROBLEMS_HEADING, navbarItemProblems } from "../navbar/check-navbar-items";
import type { NavigationData } from "../navbar/resolve-navbar-item";
import { type ProblemReporter, setProblems } from "./problems";

/**
 * `gatsby develop` only: checks the navbar items of site.config.ts against
 * the docs and sidebars as they are now. Two things change apart: the items
 * (the site.config.ts loader sees each save; createPages does not run
 * again for it) and the docs and sidebars (createPages sees those changes).
 * Each reports its half here, and the check runs on the latest of both, so
 * a bad item is reported whichever edit made it bad, and cleared by
 * whichever edit fixes it. The preview renders such an item inert
 * (NavbarItem) instead of crashing every page.
 */
interface NavbarCheckState {
  items: readonly NavbarItemConfig[] | null;
  data: NavigationData | null;
}

// One state per process, like problems.ts: the site.config.ts loader runs its own copy of this module.
const STATE_KEY = Symbol.for("postcodes-docs.develop-navbar-check");
const shared = globalThis as typeof globalThis & { [STATE_KEY]?: NavbarCheckState };
const state = (shared[STATE_KEY] ??= { items: null, data: null });

/** The source the navbar's problems are reported under (src/develop/problems.ts). */
export const NAVBAR_PROBLEMS_SOURCE = "site.config.ts navbar";

/** Takes the latest items or navigation data (or both) and reports the navbar's problems, once both are known. */
export function checkNavbarInDevelop(latest: Partial<NavbarCheckState>, reporter: ProblemReporter): void {
  if (latest.items) state.items = latest.items;
  if (latest.data) state.data = latest.data;
  if (!state.items || !state.data) return;
  const problems = navbarItemProblems(state.items, state.data).map((message) => ({ level: "error" as const, message }));
  setProblems(NAVBAR_PROBLEMS_SOURCE, NAVBAR_PROBLEMS_HEADING, problems, reporter);
}
