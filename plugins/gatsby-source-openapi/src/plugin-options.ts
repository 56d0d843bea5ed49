import type { GatsbyNode, PluginOptions } from "gatsby";
import { stringList } from "./json-values";

export interface OpenApiPluginOptions {
  /** Absolute path of the OpenAPI description (YAML or JSON; may `$ref` other files). */
  specPath: string;
  /** Where the bundled description is published, relative to the site root. */
  publishAs: string[];
  /** What to do with relative links in descriptions: keep them, or render their text only. */
  relativeLinks: "keep" | "text";
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    specPath: Joi.string().required().description("Path of the OpenAPI 3.0/3.1 description (YAML or JSON)"),
    publishAs: Joi.array()
      .items(Joi.string().pattern(/\.(ya?ml|json)$/))
      .default(["openapi.yaml", "openapi.json"])
      .description("Files (under public/) the bundled description is written to"),
    relativeLinks: Joi.string()
      .valid("keep", "text")
      .default("keep")
      .description('Relative links in descriptions: "keep" them, or render only their "text" (for a description written for another site)'),
  });

/**
 * The options Gatsby passes to a hook, typed. Gatsby has already validated
 * them against {@link pluginOptionsSchema} and filled in the defaults; this
 * only narrows their types (and says so if a hook is called without them).
 */
export function readPluginOptions(options: PluginOptions): OpenApiPluginOptions {
  const { specPath, publishAs, relativeLinks } = options;
  if (typeof specPath !== "string") throw new Error("gatsby-source-openapi: the specPath option is required");
  return { specPath, publishAs: stringList(publishAs), relativeLinks: relativeLinks === "text" ? "text" : "keep" };
}
