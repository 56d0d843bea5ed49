import { serverUrlProblem } from "../api-console/console-servers";

/**
 * The API's address for the stdio server: `--base-url URL` (or `--base-url=URL`), else the
 * POSTCODES_API_URL environment variable, else `fallback` (the public API). Throws, saying which
 * setting and what is wrong, when it is not an http(s) URL a request can go to.
 */
export function baseUrlFrom(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, fallback: string): string {
  const unknown = argv.filter((arg, i) => arg.startsWith("-") && !arg.startsWith("--base-url") && argv[i - 1] !== "--base-url");
  if (unknown.length > 0)
    throw new Error(`Unknown option ${unknown.join(", ")}: the server takes only --base-url URL (the API its tools call).`);
  const at = argv.findIndex((arg) => arg === "--base-url" || arg.startsWith("--base-url="));
  const given = at === -1 ? env.POSTCODES_API_URL : argv[at].includes("=") ? argv[at].slice("--base-url=".length) : argv[at + 1];
  if (at !== -1 && (given === undefined || given.trim() === "" || given.startsWith("-")))
    throw new Error("--base-url needs a URL after it, such as --base-url http://localhost:8000 (a self-hosted copy of the API).");
  const url = (given ?? "").trim() || fallback;
  const problem = serverUrlProblem(url);
  if (problem) throw new Error(`The API's base URL (${at === -1 ? "POSTCODES_API_URL" : "--base-url"}): ${problem}.`);
  return url.replace(/\/+$/, "");
}
