/**
 * Webpack loader for site.config.ts in `gatsby develop`.
 *
 * The browser code reads site.config.ts, so webpack rebuilds the preview
 * whenever it is saved and the edit applies at once. This loader checks the
 * saved file with the site's own validator first. A mistake is reported like
 * every other problem in the sources (src/develop/problems.ts): once in the
 * terminal and in the preview's problems panel, with the validator's message
 * (key, value, what is allowed, a "did you mean" for a misspelt key). Until
 * it is fixed the preview keeps the last good settings, so every page still
 * works. The few settings only read when develop starts get one line saying
 * so, and develop restarts itself to apply them when scripts/develop.mjs
 * runs it (`npm run develop`); run bare, it says to restart.
 * A navbar item that names a doc or sidebar that does not exist passes
 * the validator; it is reported the same way (src/develop/navbar-check.ts).
 */
const path = require("node:path");
const { requireTypeScript } = require("./evaluate-typescript.cjs");
const { RESTART_EXIT_CODE, SUPERVISED_ENV } = require("../../scripts/lib/develop-restart.cjs");

/** Settings read once, when `gatsby develop` starts (by gatsby-config.ts, the OpenAPI plugin and the guides' nodes). */
const READ_AT_START = ["site.baseUrl", "site.trailingSlash", "openapi.specPath"];
let atStart = null;
/** The last saved site.config.ts that passed the validator: what the preview runs on while the file has a mistake. */
let lastGood = null;
const PROBLEMS_SOURCE = "site.config.ts";
/** setProblems prints through the console, which Gatsby's reporter has taken over in develop. */
const consoleReporter = {
  error: (text) => console.error(text),
  warn: (text) => console.warn(text),
  info: (text) => console.info(text),
  panicOnBuild: (text) => console.error(text),
};

const valueAt = (config, key) => key.split(".").reduce((value, part) => (value == null ? undefined : value[part]), config);

/** @this {import("webpack").LoaderContext<unknown>} */
module.exports = function checkSiteConfig(source) {
  const load = (relative) => requireTypeScript(path.resolve(this.rootContext, relative));
  let config;
  try {
    config = requireTypeScript(this.resourcePath).default;
  } catch {
    // A syntax error: webpack's own compile of the file reports it with the line.
    return source;
  }
  const validator = load("src/config/validate-site-config.ts");
  const { setProblems } = load("src/develop/problems.ts");
  const problems = validator.findSiteConfigProblems(config);
  if (problems.length > 0 && lastGood !== null) {
    const count = `${problems.length} mistake${problems.length === 1 ? "" : "s"}`;
    setProblems(
      PROBLEMS_SOURCE,
      `site.config.ts has ${count}; the preview keeps the last good settings until you fix and save it:`,
      problems.map((problem) => ({ level: "error", message: `site.config.ts: ${validator.describeProblem(problem)}` })),
      consoleReporter,
    );
    return lastGood;
  }
  if (problems.length > 0) {
    // No good version yet (gatsby-config.ts normally stops develop before this): fail the compile.
    this.emitError(new Error(new validator.SiteConfigError(problems).message.replace("run the build again", "save it")));
    return source;
  }
  setProblems(PROBLEMS_SOURCE, "site.config.ts:", [], consoleReporter);
  lastGood = source;
  // A navbar item naming a doc or sidebar that does not exist is valid to the schema; it is checked
  // against the docs and sidebars createPages last saw (the preview renders such an item inert).
  load("src/develop/navbar-check.ts").checkNavbarInDevelop({ items: config.navbar.items }, consoleReporter);
  if (atStart === null) {
    atStart = Object.fromEntries(READ_AT_START.map((key) => [key, JSON.stringify(valueAt(config, key))]));
  } else {
    const changed = READ_AT_START.filter((key) => JSON.stringify(valueAt(config, key)) !== atStart[key]);
    if (changed.length > 0) askForRestart.call(this, changed);
  }
  return source;
};

/**
 * Settings read only at start changed: under scripts/develop.mjs, say so in
 * one line and exit with the code that makes it start develop again (after
 * the line is out); run bare, ask the author to restart.
 * @this {import("webpack").LoaderContext<unknown>}
 */
function askForRestart(changed) {
  const which = `${changed.join(", ")} ${changed.length === 1 ? "is" : "are"} read only when gatsby develop starts`;
  if (process.env[SUPERVISED_ENV] !== "1") {
    this.emitWarning(new Error(`site.config.ts: ${which}; restart it to apply (the rest applies now).`));
    return;
  }
  console.warn(`site.config.ts: ${which}; restarting it to apply the change.`);
  setTimeout(() => process.exit(RESTART_EXIT_CODE), 100);
}
