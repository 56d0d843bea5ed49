import type { GatsbyNode } from "gatsby";

/**
 * All CSS is extracted into one stylesheet. Pages import components in
 * different orders, which makes the CSS extractor warn about conflicting
 * order; the styles are CSS modules (scoped class names) plus one global
 * sheet of element defaults, so their order does not change the result.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig() as { plugins?: { constructor: { name: string }; options?: Record<string, unknown> }[] };
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};
