/**
 * Webpack loader for Gatsby's browser page loader (`.cache/loader.js`).
 *
 * Gatsby remembers a page whose resources failed to download, and answers
 * every later request for that page with the same failure, so a page that
 * failed once while the network was down could only ever be reached by a
 * full reload. The site's navigation (src/navigation/page-load.ts) shows
 * the error with a Retry button instead, and Retry needs Gatsby to forget
 * the failure. This loader appends `window.___pageResourceCache.forgetFailure(path)`
 * to Gatsby's module; it reads the module's private loader instance and
 * drops the page's cached failures (never a page that loaded).
 *
 * It checks first that the module still has every part it relies on, and
 * fails the build with a message naming what changed otherwise: a Gatsby
 * upgrade that reshapes the loader must not break Retry silently.
 */

/** What the appended code relies on in Gatsby's module, with a pattern that finds it. */
const REQUIRED = [
  { what: "the module-level `instance` set by `setLoader`", pattern: /^let instance\b/m },
  { what: "`export const setLoader`", pattern: /^export const setLoader = /m },
  { what: "the `findPath` import from ./find-path", pattern: /^import \{[^}]*\bfindPath\b[^}]*\} from "\.\/find-path"/m },
  { what: "the page cache `this.pageDb = new Map()`", pattern: /this\.pageDb = new Map\(\)/ },
  { what: "the page-data cache `this.pageDataDb = new Map()`", pattern: /this\.pageDataDb = new Map\(\)/ },
  { what: "failed entries marked `status: PageResourceStatus.Error` (the value `error`)", pattern: /^\s+Error: `error`,$/m },
];

const APPENDED = `
// Added by the site (src/gatsby/expose-page-cache-loader.cjs): lets a page
// whose resources failed to download be loaded again without a full reload.
if (typeof window !== "undefined") {
  window.___pageResourceCache = {
    forgetFailure(rawPath) {
      if (!instance) return
      const pagePath = findPath(rawPath)
      for (const cache of [instance.pageDb, instance.pageDataDb]) {
        if (cache.get(pagePath)?.status === "error") cache.delete(pagePath)
      }
    },
  }
}
`;

/**
 * Returns Gatsby's loader module with the cache handle appended, or throws
 * an Error that names each missing part.
 * @param {string} source the module's source
 * @param {string} gatsbyVersion the installed Gatsby version, for the message
 * @returns {string}
 */
function exposePageCache(source, gatsbyVersion) {
  const missing = REQUIRED.filter(({ pattern }) => !pattern.test(source)).map(({ what }) => what);
  if (missing.length > 0) {
    throw new Error(
      `Gatsby's page loader (.cache/loader.js, gatsby ${gatsbyVersion}) no longer has ${missing.join("; ")}. ` +
        "The site's Retry for pages that failed to load relies on them (src/gatsby/expose-page-cache-loader.cjs). " +
        "Gatsby was probably upgraded: read the new loader.js and update the loader and src/navigation/page-load.ts to match.",
    );
  }
  return source + APPENDED;
}

/** @this {{ resourcePath: string }} */
function loader(source) {
  return exposePageCache(String(source), require("gatsby/package.json").version);
}

module.exports = loader;
module.exports.exposePageCache = exposePageCache;
