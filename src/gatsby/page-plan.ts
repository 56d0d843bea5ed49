import path from "node:path";
import { schemaClosure } from "../../plugins/gatsby-source-openapi";
import { API_BASE_PATH, API_INTRO_ALIAS_SLUG, API_INTRO_SLUG, apiOperationPath, apiTagPath } from "../navigation/api-paths";
import { DOCS_BASE_PATH } from "../navigation/doc-paths";
import { sidebarLinks, type SidebarItem, type SidebarItemDefinition } from "../sidebars/sidebar-items";
import { type PagesData, resolveDocSidebars } from "./build-problems";
import { API_SIDEBAR_ID } from "./sidebars";

/** One page to create: what `actions.createPage` takes. */
export interface PageSpec {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

/**
 * The sidebar a guide belongs to: the first one that links to it; the docs
 * landing page, which no sidebar lists, shows the guides' sidebar.
 */
export function sidebarOfGuide(sidebars: ReadonlyMap<string, SidebarItem[]>, pagePath: string): string | null {
  const found = [...sidebars].find(([, items]) => sidebarLinks(items).some((link) => link.href === pagePath));
  if (found) return found[0];
  return pagePath === DOCS_BASE_PATH && sidebars.has("docs") ? "docs" : null;
}

function guidePages(
  data: PagesData,
  docSidebars: Readonly<Record<string, SidebarItemDefinition[]>>,
  template: (name: string) => string,
): PageSpec[] {
  const { sidebars } = resolveDocSidebars(data, docSidebars);
  const schemaRefs = new Map(data.allOpenApiSchema.nodes.map((n) => [n.name, n.refs]));
  return data.allMdx.nodes.map((node) => {
    // A field-reference guide names its schema; the page gets it and every schema it refers to.
    const { schema, operation } = node.frontmatter;
    return {
      path: node.fields.path,
      // The guide's text is not part of the page component: the template loads it on demand (src/guides/guide-body.tsx).
      component: template(schema ? "schema-doc-page" : "doc-page"),
      context: {
        id: node.id,
        docId: node.fields.docId,
        sidebarId: sidebarOfGuide(sidebars, node.fields.path),
        operation: operation ?? "",
        ...(schema ? { schemaNames: schemaRefs.has(schema) ? schemaClosure([schema], (name) => schemaRefs.get(name)) : [] } : {}),
      },
    };
  });
}

function apiPages(data: PagesData, template: (name: string) => string): PageSpec[] {
  const spec = data.openApiSpec;
  if (!spec) return []; // the OpenAPI plugin already reported why
  const sidebarId = API_SIDEBAR_ID;
  return [
    ...data.allOpenApiOperation.nodes.map((op) => ({
      path: apiOperationPath(op.slug),
      component: template("api-operation"),
      context: { id: op.id, sidebarId },
    })),
    ...data.allOpenApiTag.nodes.map((tag) => ({
      path: apiTagPath(tag.slug),
      component: template("api-tag"),
      context: { id: tag.id, sidebarId },
    })),
    ...[API_INTRO_SLUG, API_INTRO_ALIAS_SLUG].map((slug) => ({
      path: `${API_BASE_PATH}/${slug}`,
      component: template("api-intro"),
      context: { id: spec.id, sidebarId, isAlias: slug === API_INTRO_ALIAS_SLUG },
    })),
    { path: API_BASE_PATH, component: template("api-index"), context: { id: spec.id, sidebarId } },
  ];
}

/**
 * Every page of the site, from createPages' query: one per guide (with its
 * sidebar, and for field-reference guides the schemas they show), then the
 * API reference's operation, tag, introduction and index pages. Pure; run
 * it after {@link collectBuildProblems} found nothing.
 *
 * @param templatesDir where the page templates are (Gatsby runs from the site root).
 */
export function planPages(
  data: PagesData,
  docSidebars: Readonly<Record<string, SidebarItemDefinition[]>>,
  templatesDir = path.resolve("src/templates"),
): PageSpec[] {
  const template = (name: string) => path.join(templatesDir, `${name}.tsx`);
  return [...guidePages(data, docSidebars, template), ...apiPages(data, template)];
}
