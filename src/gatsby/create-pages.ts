import { readFile } from "node:fs/promises";
import type { CreatePagesArgs, GatsbyNode, Reporter } from "gatsby";
import { bundleSpec } from "../../plugins/gatsby-source-openapi";
import { resolveSpecPath, usesOwnSpec } from "../config/openapi-spec-path";
import siteConfig from "../../site.config";
import { checkNavbarInDevelop } from "../develop/navbar-check";
import { isDevelop, type Problem, setProblems } from "../develop/problems";
import type { SidebarItemDefinition } from "../sidebars/sidebar-items";
import {
  collectBuildProblems,
  type CheckInputs,
  formatProblemGroups,
  guideProblems,
  navigationData,
  type PagesData,
  type ProblemGroup,
  resolveDocSidebars,
  siteWarnings,
} from "./build-problems";
import { developLinkWarnings } from "./develop-links";
import { planPages } from "./page-plan";
import { API_SIDEBAR_ID } from "./sidebars";

/** Every guide's MDX source, by its path under the repository (a file that cannot be read is left out). */
async function readGuideSources(data: PagesData): Promise<Map<string, string>> {
  const sources = await Promise.all(
    data.allMdx.nodes.map(async ({ fields, internal }) => {
      if (!internal.contentFilePath) return null;
      const source = await readFile(internal.contentFilePath, "utf8").catch(() => null);
      return source === null ? null : ([fields.sourcePath, source] as const);
    }),
  );
  return new Map(sources.filter((entry) => entry !== null));
}

/** Our description bundled into one document, for the example checks; null when it cannot be read (the plugin reports why). */
const readBundledSpec = () => bundleSpec(resolveSpecPath(siteConfig.openapi.specPath)).catch(() => null);

/** A Sidebar node's definition is JSON that sidebars-file.ts checked to be a list of entries. */
const isDefinition = (value: unknown): value is SidebarItemDefinition[] => Array.isArray(value);

/** The sidebars of sidebars.ts, from their nodes (which follow the file while `gatsby develop` runs). */
const docSidebarsOf = (data: PagesData): Record<string, SidebarItemDefinition[]> =>
  Object.fromEntries(
    data.allSidebar.nodes.flatMap(({ sidebarId, definition }: { sidebarId: string; definition: unknown }) =>
      sidebarId !== API_SIDEBAR_ID && isDefinition(definition) ? [[sidebarId, definition]] : [],
    ),
  );

/**
 * Reports problems by heading. A build prints the warnings and stops on
 * the errors, every one of them at once; `gatsby develop` shows them (see
 * setProblems) and keeps the pages it can make.
 */
function report(errors: readonly ProblemGroup[], warnings: readonly ProblemGroup[], reporter: Reporter): void {
  if (isDevelop()) {
    for (const { heading, problems } of [...errors, ...warnings]) setProblems(`pages: ${heading}`, heading, problems, reporter);
    return;
  }
  for (const group of warnings) if (group.problems.length > 0) reporter.warn(formatProblemGroups([group]));
  const failing = errors.filter((group) => group.problems.length > 0);
  if (failing.length > 0) reporter.panicOnBuild(formatProblemGroups(failing));
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
      allMdx(sort: { fields: { docId: ASC } }) {
        nodes {
          id
          fields {
            docId
            path
            sourcePath
            frontmatterProblems
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
      allSidebar(sort: { sidebarId: ASC }) {
        nodes {
          sidebarId
          definition
        }
      }
      openApiStatus {
        problems
        warnings
      }
      apiSidebar: sidebar(sidebarId: { eq: "api" }) {
        firstLink {
          href
          label
        }
      }
      allOpenApiOperation(sort: { order: ASC }) {
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
      allOpenApiTag(sort: { order: ASC }) {
        nodes {
          id
          slug
          name
        }
      }
      allOpenApiSchema(sort: { name: ASC }) {
        nodes {
          name
          refs
          schema
        }
      }
      openApiSpec {
        id
        publishedFiles
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
  const ownSpec = usesOwnSpec(siteConfig.openapi.specPath);
  if (!ownSpec && !isDevelop()) {
    reporter.info(
      "Guide examples and the agreement of code samples with examples are not checked: this build uses another API's OpenAPI description (OPENAPI_SPEC).",
    );
  }
  const docSidebars = docSidebarsOf(data);
  const guideSources = await readGuideSources(data);
  const inputs: CheckInputs = {
    ownSpec,
    docSidebars,
    bundledSpec: ownSpec ? await readBundledSpec() : null,
    guideSources,
    // In develop the loader of site.config.ts has the items as last saved; this bundle has them as at start.
    navbarItems: isDevelop() ? null : siteConfig.navbar.items,
  };

  // In gatsby develop the OpenAPI plugin keeps the last good description and prints what is wrong with
  // the file, and its warnings (in a build too); the preview's panel shows them.
  if (isDevelop()) {
    const openapi: Problem[] = [
      ...(data.openApiStatus?.problems ?? []).map((message): Problem => ({ level: "error", message })),
      ...(data.openApiStatus?.warnings ?? []).map((message): Problem => ({ level: "warning", message })),
    ];
    setProblems("openapi", "The OpenAPI description:", openapi, reporter, { printedBySource: true });
    checkNavbarInDevelop({ data: navigationData(data, resolveDocSidebars(data, docSidebars).sidebars) }, reporter);
  }
  const guides = guideProblems(data, guideSources);
  const errors = [...guides.groups, ...collectBuildProblems(data, inputs)];
  report(errors, siteWarnings(data, docSidebars), reporter);
  if (!isDevelop() && errors.some((group) => group.problems.length > 0)) return;

  // gatsby develop keeps serving every page it can: a guide that cannot be compiled is left out until it is fixed.
  const pages = planPages(data, docSidebars).filter((page) => !guides.broken.has(page.path));
  for (const page of pages) actions.createPage(page);
  if (isDevelop()) report([], [developLinkWarnings(data, guideSources, new Set(pages.map((p) => p.path)))], reporter);
};
