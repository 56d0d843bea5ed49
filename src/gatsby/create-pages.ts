import { readFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import siteConfig from "../../site.config";
import { API_BASE_PATH, API_INTRO_ALIAS_SLUG, API_INTRO_SLUG, apiOperationPath, apiTagPath } from "../api-reference/api-paths";
import { bundleSpec, schemaClosure } from "../../plugins/gatsby-source-openapi";
import { ExampleValidator } from "../api-reference/example-validation";
import { checkSampleAgreement, type SampleCheckOperation } from "../api-reference/sample-agreement";
import { resolveSpecPath, usesOwnSpec } from "../config/openapi-spec-path";
import { DOCS_BASE_PATH, docPath } from "../docs/doc-paths";
import { checkGuideExamples } from "../docs/guide-examples";
import { NavbarItemError, resolveNavbarItem, type NavigationData } from "../navbar/resolve-navbar-item";
import { firstSidebarLink, resolveSidebar, sidebarLinks, SidebarError, type SidebarItemDefinition } from "../sidebars/sidebar-items";
import { API_SIDEBAR_ID, docsIndex } from "./sidebars";

// Gatsby runs from the site root; compiled hooks live elsewhere, so resolve from there.
const template = (name: string) => path.resolve("src/templates", `${name}.tsx`);

interface PagesQuery {
  allMdx: {
    nodes: {
      id: string;
      fields: { docId: string; path: string; sourcePath: string };
      frontmatter: {
        title: string;
        sidebar_label: string | null;
        unlisted: boolean | null;
        schema: string | null;
        operation: string | null;
      };
      internal: { contentFilePath: string };
    }[];
  };
  allSidebar: { nodes: { sidebarId: string; source: string; definition: SidebarItemDefinition[] }[] };
  allOpenApiOperation: { nodes: ({ id: string; slug: string } & SampleCheckOperation)[] };
  allOpenApiTag: { nodes: { id: string; slug: string; name: string }[] };
  allOpenApiSchema: { nodes: { name: string; refs: string[] }[] };
  openApiSpec: { id: string } | null;
}

/**
 * Checks every navbar item of site.config.ts against the built docs and
 * sidebars, so an unknown type, a missing doc or an empty sidebar stops the
 * build instead of reaching readers. Returns the messages of failing items.
 */
export function validateNavbarItems(data: NavigationData): string[] {
  return siteConfig.navbar.items.flatMap((item, index) => {
    try {
      resolveNavbarItem(item, data, { pathname: "/", sidebarId: null });
      return [];
    } catch (error) {
      if (!(error instanceof NavbarItemError)) throw error;
      return [`site.config.ts navbar.items[${index}] (${JSON.stringify(item)}): ${error.message}`];
    }
  });
}

/** Checks that every operation's code samples request what the success example beside them answers. */
async function checkAllSampleAgreement(operations: readonly SampleCheckOperation[]): Promise<string[]> {
  return checkSampleAgreement(operations);
}

/** Runs the example check of every guide against the bundled OpenAPI description. */
async function checkAllGuideExamples(nodes: PagesQuery["allMdx"]["nodes"]): Promise<string[]> {
  const document = (await bundleSpec(resolveSpecPath())) as Record<string, unknown>;
  const validator = new ExampleValidator(document);
  const problems = await Promise.all(
    nodes.map(async (node) =>
      checkGuideExamples(node.fields.sourcePath, await readFile(node.internal.contentFilePath, "utf8"), document, validator),
    ),
  );
  return problems.flat();
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query SitePages {
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
      allSidebar {
        nodes {
          sidebarId
          source
          definition
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
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the site's content while creating pages.", result.errors);
    return;
  }
  const { allMdx, allSidebar, allOpenApiOperation, allOpenApiTag, allOpenApiSchema, openApiSpec } = result.data;
  const ownSpec = usesOwnSpec();

  // Every JSON example in a guide must match the OpenAPI schema it names.
  if (ownSpec) {
    const problems = await checkAllGuideExamples(allMdx.nodes);
    if (problems.length > 0) {
      reporter.panicOnBuild(`Guide examples no longer match the OpenAPI description:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
      return;
    }
    // Readers copy the samples and expect the answer shown beside them.
    const disagreements = await checkAllSampleAgreement(allOpenApiOperation.nodes);
    if (disagreements.length > 0) {
      reporter.panicOnBuild(
        `Code samples request something other than the example response beside them:\n${disagreements.map((p) => `  - ${p}`).join("\n")}`,
      );
      return;
    }
  } else {
    reporter.info(
      "Guide examples and the agreement of code samples with examples are not checked: this build uses another API's OpenAPI description (OPENAPI_SPEC).",
    );
  }
  const schemaRefs = new Map(allOpenApiSchema.nodes.map((n) => [n.name, n.refs]));

  // Resolve every sidebar now so a wrong doc id stops the build with its place.
  const docs = docsIndex(allMdx.nodes);
  const resolved = new Map<string, ReturnType<typeof resolveSidebar>>();
  for (const sidebar of allSidebar.nodes) {
    try {
      resolved.set(sidebar.sidebarId, resolveSidebar(sidebar.sidebarId, sidebar.definition, docs, sidebar.source));
    } catch (error) {
      if (error instanceof SidebarError) {
        reporter.panicOnBuild(error.message);
        return;
      }
      throw error;
    }
  }

  const navbarProblems = validateNavbarItems({
    docs: Object.fromEntries(
      allMdx.nodes.map((n) => [
        n.fields.docId,
        { path: n.fields.path, title: n.frontmatter.title, unlisted: n.frontmatter.unlisted ?? false },
      ]),
    ),
    sidebars: Object.fromEntries([...resolved].map(([id, items]) => [id, { firstLink: firstSidebarLink(items) }])),
    versions: [
      { name: siteConfig.docs.version.name, label: siteConfig.docs.version.label, path: docPath(siteConfig.docs.version.mainDocId) },
    ],
    preferredVersionName: null,
    locale: siteConfig.locale,
  });
  if (navbarProblems.length > 0) {
    reporter.panicOnBuild(`A navbar item cannot be rendered:\n${navbarProblems.map((p) => `  - ${p}`).join("\n")}`);
    return;
  }

  // The sidebar a guide belongs to is the first one that links to it; the
  // docs landing page, which no sidebar lists, shows the guides' sidebar.
  const sidebarOf = (pagePath: string) =>
    [...resolved].find(([, items]) => sidebarLinks(items).some((link) => link.href === pagePath))?.[0] ??
    (pagePath === DOCS_BASE_PATH && resolved.has("docs") ? "docs" : null);

  for (const node of allMdx.nodes) {
    // A field-reference guide names its schema; the page gets it and every schema it refers to.
    const schema = node.frontmatter.schema;
    if (schema && !schemaRefs.has(schema) && ownSpec) {
      reporter.panicOnBuild(
        `${node.fields.sourcePath}: front matter names schema "${schema}", which the OpenAPI description does not have. Known schemas: ${[...schemaRefs.keys()].join(", ")}.`,
      );
      return;
    }
    const operation = node.frontmatter.operation;
    if (operation && ownSpec && !allOpenApiOperation.nodes.some((op) => op.slug === operation)) {
      reporter.panicOnBuild(
        `${node.fields.sourcePath}: front matter names operation "${operation}", which is not a page of the API reference. Use an operation slug such as ${allOpenApiOperation.nodes[0]?.slug}.`,
      );
      return;
    }
    actions.createPage({
      path: node.fields.path,
      component: `${template(schema ? "schema-doc-page" : "doc-page")}?__contentFilePath=${node.internal.contentFilePath}`,
      context: {
        id: node.id,
        sidebarId: sidebarOf(node.fields.path),
        operation: operation ?? "",
        ...(schema ? { schemaNames: schemaRefs.has(schema) ? schemaClosure([schema], (name) => schemaRefs.get(name)) : [] } : {}),
      },
    });
  }

  if (!openApiSpec) return; // the OpenAPI plugin already reported why
  const taken = new Map<string, string>([
    [API_INTRO_SLUG, "the API introduction page"],
    [API_INTRO_ALIAS_SLUG, "the API introduction page"],
  ]);
  const claim = (slug: string, owner: string) => {
    const other = taken.get(slug);
    if (other) {
      reporter.panicOnBuild(
        `The OpenAPI description gives ${owner} the page ${apiOperationPath(slug)}, which ${other} already uses. Change its operationId or tag name.`,
      );
      return false;
    }
    taken.set(slug, owner);
    return true;
  };

  for (const op of allOpenApiOperation.nodes) {
    if (!claim(op.slug, `the operation at ${op.pointer}`)) return;
    actions.createPage({
      path: apiOperationPath(op.slug),
      component: template("api-operation"),
      context: { id: op.id, sidebarId: API_SIDEBAR_ID },
    });
  }
  for (const tag of allOpenApiTag.nodes) {
    if (!claim(tag.slug, `the tag "${tag.name}"`)) return;
    actions.createPage({ path: apiTagPath(tag.slug), component: template("api-tag"), context: { id: tag.id, sidebarId: API_SIDEBAR_ID } });
  }
  for (const slug of [API_INTRO_SLUG, API_INTRO_ALIAS_SLUG]) {
    actions.createPage({
      path: `${API_BASE_PATH}/${slug}`,
      component: template("api-intro"),
      context: { id: openApiSpec.id, sidebarId: API_SIDEBAR_ID, isAlias: slug === API_INTRO_ALIAS_SLUG },
    });
  }
  actions.createPage({ path: API_BASE_PATH, component: template("api-index"), context: { id: openApiSpec.id, sidebarId: API_SIDEBAR_ID } });
};
