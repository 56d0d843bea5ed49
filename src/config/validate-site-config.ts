import type { ConfigProblem } from "./config-schema";
import { checkSiteConfig } from "./site-config.schema";
import type { SiteConfig } from "./site-config.types";

export type { ConfigProblem } from "./config-schema";

const CONFIG_FILE = "site.config.ts";

/** Thrown when the site configuration is invalid; the message lists every problem. */
export class SiteConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      [
        `${CONFIG_FILE} has ${problems.length} mistake${problems.length === 1 ? "" : "s"}:`,
        ...problems.map((problem) => `  - ${describeProblem(problem)}`),
        `Fix ${problems.length === 1 ? "it" : "them"} in ${CONFIG_FILE} and run the build again.`,
      ].join("\n"),
    );
    this.name = "SiteConfigError";
  }
}

/** One problem in a sentence: the key, what it is and what is allowed. */
export function describeProblem({ key, value, allowed, unknownKey, suggestion }: ConfigProblem): string {
  if (unknownKey) return `${key} is not a setting${suggestion ? ` (did you mean ${suggestion}?)` : ""}; ${allowed}.`;
  return `${key} is ${describeValue(value)}; allowed: ${allowed}.`;
}

function describeValue(value: unknown): string {
  if (value === undefined) return "missing";
  try {
    const json = JSON.stringify(value);
    return json.length > 80 ? `${json.slice(0, 77)}...` : json;
  } catch {
    return String(value);
  }
}

/** Returns every problem in a site configuration, checked against its schema; an empty list means valid. */
export const findSiteConfigProblems = (config: unknown): ConfigProblem[] => checkSiteConfig(config);

/** Throws a {@link SiteConfigError} naming every invalid value. */
export function assertValidSiteConfig(config: unknown): asserts config is SiteConfig {
  const problems = findSiteConfigProblems(config);
  if (problems.length > 0) throw new SiteConfigError(problems);
}
