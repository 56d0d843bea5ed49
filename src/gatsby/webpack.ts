import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Compilation, Compiler } from "webpack";
import { frameworkTest, preactAliases, preactServerExternals } from "./preact";
import { ReportRemovalsPlugin } from "./report-removals-plugin";

// The two loaders are CommonJS files that webpack runs as they are (paths from the site root, where Gatsby runs).
const LOADERS = {
  pageCache: path.resolve("src/gatsby/expose-page-cache-loader.cjs"),
  siteConfig: path.resolve("src/gatsby/check-site-config-loader.cjs"),
};
/** A module with no exports: what {@link browserModulesLeftOut} become in the browser bundles. */
const EMPTY_MODULE = path.resolve("src/gatsby/empty-module.cjs");
/** Gatsby's browser page loader, as the build copies it into .cache/. */
const GATSBY_PAGE_LOADER = /[\\/]\.cache[\\/]loader\.js$/;

/** Where the build records its browser bundles' files, relative to the site directory (see {@link RecordBundleFiles}). */
export const BUNDLE_FILES_RECORD = ".cache/browser-bundle-files.json";

/**
 * Records the names of the files the browser build emitted. public/ keeps
 * the bundles of earlier builds beside the new ones; the offline edition
 * takes only these.
 */
export class RecordBundleFiles {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap("RecordBundleFiles", (compilation: Compilation) => {
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => !name.endsWith(".map"))
        .sort();
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, `${JSON.stringify(names, null, 1)}\n`);
    });
  }
}

const CSS_LOADER_NOT_FOUND =
  "src/gatsby/webpack.ts: Gatsby's webpack configuration has no css-loader with CSS modules any more; update setCssModuleClassNames for the new layout.";

const PLUGIN_BROWSER_APIS_NOT_FOUND =
  "src/gatsby/webpack.ts: Gatsby's list of plugins no longer says which browser APIs each implements (flattenedPlugins[].browserAPIs); update browserModulesLeftOut's caller for the new layout.";

const SERVER_EXTERNALS_NOT_FOUND =
  "src/gatsby/webpack.ts: Gatsby's server-rendering webpack configuration no longer lists its externals as an array; update the Preact externals (src/gatsby/preact.ts) for the new layout.";

const FRAMEWORK_CHUNK_NOT_FOUND =
  "src/gatsby/webpack.ts: Gatsby's browser webpack configuration no longer has a framework cache group with a test function (optimization.splitChunks.cacheGroups.framework.test); update frameworkTest's caller (src/gatsby/preact.ts) for the new layout.";

const ALIASES_NOT_FOUND =
  "src/gatsby/webpack.ts: Gatsby's browser webpack configuration no longer has its resolve.alias object; update the Preact aliases (src/gatsby/preact.ts) for the new layout.";

/** Class names of CSS modules in the production build: a short hash, where Gatsby writes `styles-module--<name>--<hash>`. */
export const PRODUCTION_CSS_CLASS_NAME = "[hash:base52:6]";

/**
 * Sets the class-name pattern of every css-loader with CSS modules in a
 * webpack configuration's rules (Gatsby nests them in `oneOf` and `use`).
 * Returns how many it changed.
 */
export function setCssModuleClassNames(rules: unknown, localIdentName: string): number {
  if (Array.isArray(rules)) return rules.reduce((n: number, rule) => n + setCssModuleClassNames(rule, localIdentName), 0);
  if (typeof rules !== "object" || rules === null) return 0;
  const rule = rules as { loader?: unknown; options?: { modules?: unknown }; oneOf?: unknown; use?: unknown; rules?: unknown };
  let changed = 0;
  const modules = rule.options?.modules;
  if (typeof rule.loader === "string" && /[\\/]css-loader[\\/]/.test(rule.loader) && typeof modules === "object" && modules !== null) {
    (modules as { localIdentName?: string }).localIdentName = localIdentName;
    changed += 1;
  }
  return (
    changed +
    setCssModuleClassNames(rule.oneOf, localIdentName) +
    setCssModuleClassNames(rule.use, localIdentName) +
    setCssModuleClassNames(rule.rules, localIdentName)
  );
}

/**
 * Modules Gatsby's browser runtime imports that do nothing in this site's
 * production build, as patterns of their paths:
 *
 * - the browser half of Gatsby's built-in Partytown plugin: it only acts
 *   when `NODE_ENV` is development, yet its imports (gatsby-script and
 *   Partytown's integration, some 2 KB of gzip) were on every page;
 * - the service worker registration, which Gatsby requires only when a
 *   plugin implements `registerServiceWorker`: left out only when none does.
 */
export function browserModulesLeftOut(pluginBrowserApis: readonly (readonly string[])[]): RegExp[] {
  const leftOut = [/[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/];
  if (!pluginBrowserApis.some((apis) => apis.includes("registerServiceWorker")))
    leftOut.push(/[\\/]\.cache[\\/]register-service-worker\.js$/);
  return leftOut;
}

/**
 * The file name of a browser chunk in the production build. Page
 * components' chunks are named by their id: Gatsby names them after the
 * component and, for guides, the MDX file (`component---src-templates-doc-
 * page-tsx-content-file-path-content-docs-postcode-bulk-reverse-geocode-mdx`),
 * and webpack's runtime, which every page loads, spells out the name of each
 * chunk whose file carries it; that was some 300 bytes of gzip on every page.
 * The chunks the site names itself (`api-console`, `results-map`, `prism-bash`
 * …) keep their names. Gatsby finds page chunks through webpack's stats, by
 * chunk name, not by file name.
 */
export function chunkFilename(data: { chunk?: { name?: string | null } }): string {
  return data.chunk?.name?.startsWith("component---") ? "[id]-[contenthash].js" : "[name]-[contenthash].js";
}

/**
 * Changes to Gatsby's webpack configuration for the browser bundles:
 *
 * - Gatsby's page loader gets a handle to forget a failed page (see
 *   expose-page-cache-loader.cjs), so Retry can load it again in place.
 * - In `gatsby develop`, a saved site.config.ts is validated before it
 *   reaches the preview (check-site-config-loader.cjs), and a deleted file
 *   wakes Gatsby up like a changed one (report-removals-plugin.ts).
 * - Node's `url` module resolves to its browser port (the `url` package):
 *   @readme/httpsnippet, which the API console loads to write code samples
 *   for its inputs, parses URLs with it.
 * - All CSS is extracted into one stylesheet. Pages import components in
 *   different orders, which makes the CSS extractor warn about conflicting
 *   order; the styles are CSS modules (scoped class names) plus one global
 *   sheet of element defaults, so their order does not change the result.
 * - The production build records its files for the offline edition.
 * - In the production build (browser and server rendering alike), CSS
 *   module class names are a short hash: they are in every page's HTML and
 *   JavaScript, and Gatsby's readable ones cost some 1.2 KB of gzip on an
 *   endpoint page's scripts. `gatsby develop` keeps the readable ones.
 * - In the production build, page components' chunk files are named by id
 *   (see {@link chunkFilename}), and modules of Gatsby's runtime that do
 *   nothing here are left out (see {@link browserModulesLeftOut}).
 * - The production build renders with Preact, browser and server alike
 *   (./preact.ts); `gatsby develop` keeps React.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage, store, plugins }) => {
  if (stage === "build-html") {
    // The server rendering must write the same class names as the browser bundles.
    const config = getConfig() as { module: { rules: unknown[] }; externals?: unknown };
    if (setCssModuleClassNames(config.module.rules, PRODUCTION_CSS_CLASS_NAME) === 0) throw new Error(CSS_LOADER_NOT_FOUND);
    if (!Array.isArray(config.externals)) throw new Error(SERVER_EXTERNALS_NOT_FOUND);
    config.externals = [preactServerExternals, ...(config.externals as unknown[])];
    actions.replaceWebpackConfig(config);
    return;
  }
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig() as {
    plugins?: ({ constructor: { name: string }; options?: Record<string, unknown> } | RecordBundleFiles)[];
    module: { rules: unknown[] };
    resolve?: { fallback?: Record<string, string | false>; alias?: Record<string, unknown> };
    output?: { chunkFilename?: unknown };
    optimization?: { splitChunks?: { cacheGroups?: { framework?: { test?: unknown } } } };
  };
  const { program, flattenedPlugins } = store.getState() as {
    program: { directory: string };
    flattenedPlugins: { browserAPIs?: string[] }[];
  };
  // A path, not require.resolve: Gatsby compiles this file with Parcel, which leaves require.resolve undefined.
  const urlPackage = path.join(program.directory, "node_modules", "url");
  config.resolve = { ...config.resolve, fallback: { ...config.resolve?.fallback, url: urlPackage } };
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && "options" in plugin && plugin.options) plugin.options.ignoreOrder = true;
  }
  if (stage === "build-javascript") {
    if (typeof config.resolve.alias !== "object" || config.resolve.alias === null) throw new Error(ALIASES_NOT_FOUND);
    config.resolve.alias = preactAliases(config.resolve.alias);
    const framework = config.optimization?.splitChunks?.cacheGroups?.framework;
    if (typeof framework?.test !== "function") throw new Error(FRAMEWORK_CHUNK_NOT_FOUND);
    framework.test = frameworkTest(framework.test as (module: object) => boolean);
    config.output = { ...config.output, chunkFilename };
    const leftOut = browserModulesLeftOut(
      flattenedPlugins.map((plugin) => {
        if (!Array.isArray(plugin.browserAPIs)) throw new Error(PLUGIN_BROWSER_APIS_NOT_FOUND);
        return plugin.browserAPIs;
      }),
    );
    config.plugins = [
      ...(config.plugins ?? []),
      new RecordBundleFiles(path.join(program.directory, BUNDLE_FILES_RECORD)),
      ...leftOut.map((pattern) => plugins.normalModuleReplacement(pattern, EMPTY_MODULE)),
    ];
    if (setCssModuleClassNames(config.module.rules, PRODUCTION_CSS_CLASS_NAME) === 0) throw new Error(CSS_LOADER_NOT_FOUND);
  }
  config.module.rules.push({
    test: GATSBY_PAGE_LOADER,
    enforce: "pre",
    use: [{ loader: LOADERS.pageCache }],
  });
  if (stage === "develop") {
    config.plugins = [...(config.plugins ?? []), new ReportRemovalsPlugin()];
    // In the preview, a saved site.config.ts is checked before it reaches the browser.
    config.module.rules.push({
      test: /[\\/]site\.config\.ts$/,
      use: [{ loader: LOADERS.siteConfig }],
    });
  }
  actions.replaceWebpackConfig(config);
};
