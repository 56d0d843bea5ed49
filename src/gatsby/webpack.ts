import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Compilation, Compiler } from "webpack";
import { GATSBY_PAGE_LOADER } from "./expose-page-cache-loader.cjs";

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

/**
 * Three changes to Gatsby's webpack configuration for the browser bundles:
 *
 * - Gatsby's page loader gets a handle to forget a failed page (see
 *   expose-page-cache-loader.cjs), so Retry can load it again in place.
 * - All CSS is extracted into one stylesheet. Pages import components in
 *   different orders, which makes the CSS extractor warn about conflicting
 *   order; the styles are CSS modules (scoped class names) plus one global
 *   sheet of element defaults, so their order does not change the result.
 * - The production build records its files for the offline edition.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage, store }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig() as {
    plugins?: ({ constructor: { name: string }; options?: Record<string, unknown> } | RecordBundleFiles)[];
    module: { rules: unknown[] };
  };
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && "options" in plugin && plugin.options) plugin.options.ignoreOrder = true;
  }
  if (stage === "build-javascript") {
    const { program } = store.getState() as { program: { directory: string } };
    config.plugins = [...(config.plugins ?? []), new RecordBundleFiles(path.join(program.directory, BUNDLE_FILES_RECORD))];
  }
  config.module.rules.push({
    test: GATSBY_PAGE_LOADER,
    enforce: "pre",
    use: [{ loader: path.resolve("src/gatsby/expose-page-cache-loader.cjs") }],
  });
  actions.replaceWebpackConfig(config);
};
