import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Compilation, Compiler } from "webpack";
import { ReportRemovalsPlugin } from "./report-removals-plugin";

// The two loaders are CommonJS files that webpack runs as they are (paths from the site root, where Gatsby runs).
const LOADERS = {
  pageCache: path.resolve("src/gatsby/expose-page-cache-loader.cjs"),
  siteConfig: path.resolve("src/gatsby/check-site-config-loader.cjs"),
  guideFallback: path.resolve("src/gatsby/guide-fallback-loader.cjs"),
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
 * So are the chunks of modules that several pages share, which Gatsby names
 * by a 40-digit hash. The chunks the site names itself (`api-console`,
 * `results-map`, `prism-bash` …) keep their names. Gatsby finds page chunks through webpack's stats, by
 * chunk name, not by file name.
 *
 * The runtime spells out every chunk's file, hash included, and a hash does
 * not compress: the chunks' hashes are {@link CHUNK_HASH_LENGTH} characters
 * (webpack's 20 were some 600 bytes of gzip on every page). Enough to tell a
 * chunk's versions apart, which is all the name is for (it carries the id).
 */
export function chunkFilename(data: { chunk?: { name?: string | null } }): string {
  const hash = `[contenthash:${CHUNK_HASH_LENGTH}]`;
  const name = data.chunk?.name ?? "";
  return name.startsWith("component---") || SHARED_CHUNK_NAME.test(name) ? `[id]-${hash}.js` : `[name]-${hash}.js`;
}

/** The name Gatsby's split chunks give the modules several pages share: a SHA-1 of what they hold, 40 digits that say nothing. */
const SHARED_CHUNK_NAME = /^[0-9a-f]{40}$/;

/**
 * Hexadecimal digits of a chunk file's content hash: 16.7 million values, so that a changed chunk keeps its
 * file's name (and a browser its cached copy) one time in that many; the id before it tells chunks apart.
 */
export const CHUNK_HASH_LENGTH = 6;

/**
 * Changes to Gatsby's webpack configuration for the browser bundles:
 *
 * - Gatsby's page loader gets a handle to forget a failed page (see
 *   expose-page-cache-loader.cjs), so Retry can load it again in place.
 * - In `gatsby develop`, a saved site.config.ts is validated before it
 *   reaches the preview (check-site-config-loader.cjs), a guide that does
 *   not compile does not stop the preview's bundle (guide-fallback-loader.cjs),
 *   and a deleted file wakes Gatsby up like a changed one
 *   (report-removals-plugin.ts).
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
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage, store, plugins }) => {
  if (stage === "build-html") {
    // The server rendering must write the same class names as the browser bundles.
    const config = getConfig() as { module: { rules: unknown[] } };
    if (setCssModuleClassNames(config.module.rules, PRODUCTION_CSS_CLASS_NAME) === 0) throw new Error(CSS_LOADER_NOT_FOUND);
    actions.replaceWebpackConfig(config);
    return;
  }
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig() as {
    plugins?: ({ constructor: { name: string }; options?: Record<string, unknown> } | RecordBundleFiles)[];
    module: { rules: unknown[] };
    resolve?: { fallback?: Record<string, string | false> };
    output?: { chunkFilename?: unknown };
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
    // A guide that does not compile reaches webpack as a component that says so, not as MDX read as JavaScript.
    config.module.rules.push({
      test: /\.mdx?$/,
      enforce: "pre",
      use: [{ loader: LOADERS.guideFallback }],
    });
  }
  actions.replaceWebpackConfig(config);
};
