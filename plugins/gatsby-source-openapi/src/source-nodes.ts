import type { GatsbyNode, NodePluginArgs } from "gatsby";
import { buildApiRecords } from "./build-records";
import { loadSpec } from "./load-spec";
import { markdownRenderer } from "./markdown";
import { NODE_TYPES } from "./node-types";
import { readPluginOptions } from "./plugin-options";
import { SpecErrors } from "./spec-error";

/** Reports a problem in the description and stops `gatsby build` (in `gatsby develop` it is logged). */
export function reportSpecProblem(reporter: NodePluginArgs["reporter"], error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  reporter.panicOnBuild(`gatsby-source-openapi: ${message}`, error instanceof SpecErrors ? undefined : (error as Error));
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, reporter }, options) => {
  const { specPath, publishAs, relativeLinks } = readPluginOptions(options);
  let records;
  let sourceFile: string;
  try {
    const loaded = await loadSpec(specPath);
    sourceFile = loaded.sourceFile;
    records = buildApiRecords({
      document: loaded.document,
      sourceFile,
      names: loaded.names,
      pathFiles: loaded.pathFiles,
      renderMarkdown: markdownRenderer(relativeLinks),
    });
  } catch (error) {
    reportSpecProblem(reporter, error);
    return;
  }

  const create = (type: string, key: string, content: object) =>
    actions.createNode({
      ...content,
      id: createNodeId(`${type}:${key}`),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(content) },
    });

  create(NODE_TYPES.spec, "spec", { ...records.api, sourceFile, publishedFiles: publishAs.map((f) => `/${f}`) });
  for (const tag of records.tags) create(NODE_TYPES.tag, tag.slug, tag);
  for (const operation of records.operations) create(NODE_TYPES.operation, operation.slug, operation);
  for (const schema of records.schemas) create(NODE_TYPES.schema, schema.name, schema);
  reporter.info(
    `gatsby-source-openapi: ${records.operations.length} operations, ${records.tags.length} tags and ${records.schemas.length} schemas from ${sourceFile}`,
  );
};
