/** Webpack loader for Gatsby's `.cache/loader.js` (see the .cjs file). */
declare function loader(source: string | Buffer): string;
declare namespace loader {
  /** Gatsby's loader module with `window.___pageResourceCache` appended; throws when a part it relies on is missing. */
  function exposePageCache(source: string, gatsbyVersion: string): string;
  /** Matches the module the loader applies to. */
  const GATSBY_PAGE_LOADER: RegExp;
}
export = loader;
