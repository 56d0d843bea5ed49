import type { Reporter } from "gatsby";
import type { Problem } from "./problems-protocol";

export type { Problem } from "./problems-protocol";

// What is wrong in the site's sources right now, by where it was found: the OpenAPI description,
// a guide, sidebars.ts, site.config.ts, links.

type Listener = (problems: Problem[]) => void;
/** The reporter calls setProblems makes (Gatsby's reporter has them all). */
export type ProblemReporter = Pick<Reporter, "error" | "warn" | "info" | "panicOnBuild">;

interface ProblemsState {
  bySource: Map<string, Problem[]>;
  listeners: Set<Listener>;
  printed: Map<string, string>;
}
// One state per process: gatsby-node's bundle and the site.config.ts loader
// (which webpack runs with its own copy of this module) report to the same list.
const STATE_KEY = Symbol.for("postcodes-docs.develop-problems");
const shared = globalThis as typeof globalThis & { [STATE_KEY]?: ProblemsState };
const { bySource, listeners, printed } = (shared[STATE_KEY] ??= { bySource: new Map(), listeners: new Set(), printed: new Map() });

/** Every current problem, errors first. */
export function currentProblems(): Problem[] {
  const all = [...bySource.values()].flat();
  return [...all.filter((p) => p.level === "error"), ...all.filter((p) => p.level === "warning")];
}

/** Calls `listener` with every problem whenever they change; returns an unsubscribe function. */
export function subscribeToProblems(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True in `gatsby develop`, where problems are shown and the preview keeps running. */
export const isDevelop = () => process.env.gatsby_executing_command === "develop";

const format = (problems: readonly Problem[]) => problems.map((p) => `  - ${p.message}`).join("\n");

/**
 * Replaces the problems one source found (an empty list clears them). A
 * production build stops on an error (naming them all under `heading`) and
 * prints warnings; `gatsby develop` prints each change once, keeps running
 * and pushes the list to the browser (see DevelopProblems). With
 * `printedBySource`, develop only shows them: their source (the OpenAPI
 * plugin) has printed them already.
 */
export function setProblems(
  source: string,
  heading: string,
  problems: Problem[],
  reporter: ProblemReporter,
  { printedBySource = false }: { printedBySource?: boolean } = {},
): void {
  const errors = problems.filter((p) => p.level === "error");
  const warnings = problems.filter((p) => p.level === "warning");
  if (!isDevelop()) {
    if (warnings.length > 0) reporter.warn(`${heading}\n${format(warnings)}`);
    if (errors.length > 0) reporter.panicOnBuild(`${heading}\n${format(errors)}`);
    return;
  }
  const text = JSON.stringify(problems);
  if (printed.get(source) === text) return;
  const hadProblems = (printed.get(source) ?? "[]") !== "[]";
  printed.set(source, text);
  if (!printedBySource) {
    if (errors.length > 0) reporter.error(`${heading}\n${format(errors)}`);
    if (warnings.length > 0) reporter.warn(`${heading}\n${format(warnings)}`);
    if (problems.length === 0 && hadProblems) reporter.info(`${heading.replace(/:$/, "")}: fixed.`);
  }
  if (problems.length === 0) bySource.delete(source);
  else bySource.set(source, problems);
  const all = currentProblems();
  for (const listener of listeners) listener(all);
}
