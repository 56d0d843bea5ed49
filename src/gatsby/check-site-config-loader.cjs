/**
 * Webpack loader for site.config.ts in `gatsby develop`.
 *
 * The browser code reads site.config.ts, so webpack rebuilds the preview
 * whenever it is saved and the edit applies at once. This loader checks the
 * saved file with the site's own validator first: a mistake fails the
 * rebuild with the validator's message (key, value, what is allowed, a
 * "did you mean" for a misspelt key), shown in the terminal and the
 * browser's overlay, while the preview keeps the last good configuration.
 * The few settings only read when develop starts get one line saying so.
 */
const path = require("node:path");
const { requireTypeScript } = require("./require-typescript.cjs");

/** Settings read once, when `gatsby develop` starts (by gatsby-config.ts, the OpenAPI plugin and the guides' nodes). */
const READ_AT_START = ["site.baseUrl", "site.trailingSlash", "openapi.specPath", "docs.editUrl"];
let atStart = null;

const valueAt = (config, key) => key.split(".").reduce((value, part) => (value == null ? undefined : value[part]), config);

/** @this {import("webpack").LoaderContext<unknown>} */
module.exports = function checkSiteConfig(source) {
  let config;
  let validator;
  try {
    config = requireTypeScript(this.resourcePath).default;
    validator = requireTypeScript(path.resolve(this.rootContext, "src/config/validate-site-config.ts"));
  } catch {
    // A syntax error: webpack's own compile of the file reports it with the line.
    return source;
  }
  const problems = validator.findSiteConfigProblems(config);
  if (problems.length > 0) {
    this.emitError(new Error(new validator.SiteConfigError(problems).message.replace("run the build again", "save it")));
  } else if (atStart === null) {
    atStart = Object.fromEntries(READ_AT_START.map((key) => [key, JSON.stringify(valueAt(config, key))]));
  } else {
    const changed = READ_AT_START.filter((key) => JSON.stringify(valueAt(config, key)) !== atStart[key]);
    if (changed.length > 0)
      this.emitWarning(new Error(`site.config.ts: ${changed.join(", ")} changed; restart gatsby develop to apply (the rest applies now).`));
  }
  return source;
};
