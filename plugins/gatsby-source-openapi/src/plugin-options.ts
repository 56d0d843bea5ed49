import type { GatsbyNode } from "gatsby";

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
