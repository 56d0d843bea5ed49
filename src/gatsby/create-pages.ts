import { readFile } from "node:fs/promises";
import type { CreatePagesArgs, GatsbyNode } from "gatsby";
import { bundleSpec } from "../../plugins/gatsby-source-openapi";
import sidebars from "../../sidebars";
import { resolveSpecPath, usesOwnSpec } from "../config/openapi-spec-path";
import { collectBuildProblems, type CheckInputs, formatBuildProblems, type PagesData } from "./build-problems";
import { planPages } from "./page-plan";

/** Reads what the checks of our own description need: the bundled description and every guide's source. */
async function readCheckInputs(data: PagesData): Promise<Pick<CheckInputs, "bundledSpec" | "guideSources">> {
  const [bundledSpec, sources] = await Promise.all([
    bundleSpec(resolveSpecPath()),
    Promise.all(
      data.allMdx.nodes.flatMap(({ fields, internal }) =>
        internal.contentFilePath ? [readFile(internal.contentFilePath, "utf8").then((source) => [fields.sourcePath, source] as const)] : [],
      ),
    ),
  ]);
  return { bundledSpec, guideSources: new Map(sources) };
}

/**
 * Creates every page: one typed query, then every build check at once
 * ({@link collectBuildProblems}), then the pages ({@link planPages}). Both
 * steps are pure functions of the query's data, unit-tested without Gatsby.
 */
/** The one query pages are created from (typed by Gatsby's typegen as Queries.CreatePagesQuery). */
async function queryPagesData(graphql: CreatePagesArgs["graphql"]) {
  return graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allMdx {
        nodes {
          id
          fields {
            docId
            path
            sourcePath
          }
          frontmatter {
            title
            sidebar_label
            unlisted
            schema
            operation
          }
          internal {
            contentFilePath
          }
        }
      }
      apiSidebar: sidebar(sidebarId: { eq: "api" }) {
        firstLink {
          href
          label
        }
      }
      allOpenApiOperation {
        nodes {
          id
          slug
          pointer
          file
          operationId
          method
          path
          codeSampleValues {
            path
            query
          }
          parameters {
            name
            location
            required
            aliasOf
            schema
            examples {
              value
            }
          }
          responses {
            status
            content {
              examples {
                name
                value
                generated
              }
            }
          }
        }
      }
      allOpenApiTag {
        nodes {
          id
          slug
          name
        }
      }
      allOpenApiSchema {
        nodes {
          name
          refs
        }
      }
      openApiSpec {
        id
      }
    }
  `);
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await queryPagesData(graphql);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the site's content while creating pages.", result.errors);
    return;
  }
  const data = result.data;
  const ownSpec = usesOwnSpec();
  if (!ownSpec) {
    reporter.info(
      "Guide examples and the agreement of code samples with examples are not checked: this build uses another API's OpenAPI description (OPENAPI_SPEC).",
    );
  }
  const inputs: CheckInputs = {
    ownSpec,
    docSidebars: sidebars,
    ...(ownSpec ? await readCheckInputs(data) : { bundledSpec: null, guideSources: new Map() }),
  };
  const problems = collectBuildProblems(data, inputs);
  if (problems.length > 0) {
    reporter.panicOnBuild(formatBuildProblems(problems));
    return;
  }
  for (const page of planPages(data, sidebars)) actions.createPage(page);
};
