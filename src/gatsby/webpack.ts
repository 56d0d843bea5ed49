import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { GATSBY_PAGE_LOADER } from "./expose-page-cache-loader.cjs";

/**
 * Two changes to Gatsby's webpack configuration for the browser bundles:
 *
 * - Gatsby's page loader gets a handle to forget a failed page (see
 *   expose-page-cache-loader.cjs), so Retry can load it again in place.
 * - All CSS is extracted into one stylesheet. Pages import components in
 *   different orders, which makes the CSS extractor warn about conflicting
 *   order; the styles are CSS modules (scoped class names) plus one global
 *   sheet of element defaults, so their order does not change the result.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig() as {
    plugins?: { constructor: { name: string }; options?: Record<string, unknown> }[];
    module: { rules: unknown[] };
  };
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  config.module.rules.push({
    test: GATSBY_PAGE_LOADER,
    enforce: "pre",
    use: [{ loader: path.resolve("src/gatsby/expose-page-cache-loader.cjs") }],
  });
  actions.replaceWebpackConfig(config);
};
