import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { NODE_TYPES, openApiNodesOfType } from "../../plugins/gatsby-source-openapi";
import siteConfig from "../../site.config";
import { apiOperationPath } from "../navigation/api-paths";
import { POST_BUILD_STEPS, runPostBuildSteps } from "./post-build-steps";

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

/** Every server URL of the description: the document's and those of single operations. */
function apiServerUrls(getNodesByType: PostBuildArgs["getNodesByType"]): string[] {
  return [
    ...openApiNodesOfType(getNodesByType, NODE_TYPES.spec).flatMap((spec) => spec.servers.map((server) => server.url)),
    ...openApiNodesOfType(getNodesByType, NODE_TYPES.operation).flatMap((operation) => operation.servers),
  ];
}

/** The file each page is written in, by page path: a guide's MDX, or the OpenAPI file of an operation. */
async function pageFiles(graphql: PostBuildArgs["graphql"]): Promise<Map<string, string>> {
  const result = await graphql<Queries.PageSourcesQuery>(`
    query PageSources {
      allMdx(sort: { fields: { path: ASC } }) {
        nodes {
          fields {
            path
            sourcePath
          }
        }
      }
      allOpenApiOperation(sort: { order: ASC }) {
        nodes {
          slug
          file
        }
      }
    }
  `);
  const data = result.data;
  return new Map([
    ...(data?.allMdx.nodes.map((n) => [n.fields.path, n.fields.sourcePath] as const) ?? []),
    ...(data?.allOpenApiOperation.nodes.map((n) => [apiOperationPath(n.slug), n.file] as const) ?? []),
  ]);
}

/**
 * After the build, on the finished HTML: the steps of src/gatsby/post-build-steps.ts
 * in order (package the offline download, start every page's scripts after
 * its first paint, check every link, then either replace the build with the
 * hash-routed edition or build the search index, write the deploy files and
 * check the Markdown twins, llms.txt and the Postman collection). The first
 * that fails stops the build with its report.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, graphql, getNodesByType }) => {
  const { program } = store.getState() as { program: { directory: string } };
  await runPostBuildSteps(
    POST_BUILD_STEPS,
    siteConfig.site.router === "hash" ? "hash edition" : "site",
    {
      siteDirectory: program.directory,
      publicDir: path.join(program.directory, "public"),
      origin: siteConfig.site.url,
      baseUrl: siteConfig.site.baseUrl,
      trailingSlash: siteConfig.site.trailingSlash,
      apiServers: apiServerUrls(getNodesByType),
      pageFiles: () => pageFiles(graphql),
    },
    reporter,
  );
};
