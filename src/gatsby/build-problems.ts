import { API_INTRO_ALIAS_SLUG, API_INTRO_SLUG, apiOperationPath } from "../navigation/api-paths";
import { ExampleValidator } from "../api-reference/example-validation";
import { fieldListProblems } from "../api-reference/SchemaFields/field-lists";
import { namedSchemaFields } from "../api-reference/schema/schema-model";
import { checkSampleAgreement } from "../api-reference/sample-agreement";
import siteConfig from "../../site.config";
import type { NavbarItemConfig } from "../config/site-config.types";
import { docPath } from "../navigation/doc-paths";
import { checkGuideExamples } from "../guides/guide-examples";
import { EDITION_ZIP_PATH } from "../hash-edition/package/zip-edition";
import { NAVBAR_PROBLEMS_HEADING, navbarItemProblems } from "../navbar/check-navbar-items";
import type { NavigationData } from "../navbar/resolve-navbar-item";
import type { Problem } from "../develop/problems-protocol";
import { checkGuideSource } from "../guides/mdx/check-guide-source";
import { firstSidebarLink, sidebarLinks, type SidebarItem, type SidebarItemDefinition } from "../sidebars/sidebar-items";
import { resolveSidebar } from "../sidebars/resolve-sidebar";
import { DOCS_BASE_PATH } from "../navigation/doc-paths";
import { invalidFrontmatterMessage } from "./docs-nodes";
import { docsIndex } from "./sidebars";

/** The data pages are created from: the result of createPages' query. */
export type PagesData = Queries.CreatePagesQuery;

/** What the checks need besides the query's data. */
export interface CheckInputs {
  /** True when the build documents our own API; guide examples and code samples are checked only then. */
  ownSpec: boolean;
  /** The sidebars of sidebars.ts, as written. */
  docSidebars: Readonly<Record<string, SidebarItemDefinition[]>>;
  /** Our description bundled into one document (internal `$ref`s only); null for another API's. */
  bundledSpec: Record<string, unknown> | null;
  /** Each guide's MDX source, by its path under the repository. */
  guideSources: ReadonlyMap<string, string>;
  /**
   * The navbar items of site.config.ts to check; null in `gatsby develop`, where the file changes
   * without createPages running again (develop/navbar-check.ts checks them there).
   */
  navbarItems: readonly NavbarItemConfig[] | null;
}

/** Problems of one kind, under a heading that says what they break (an empty list: none). */
export interface ProblemGroup {
  heading: string;
  problems: Problem[];
}

const errors = (heading: string, messages: readonly string[]): ProblemGroup => ({
  heading,
  problems: messages.map((message) => ({ level: "error", message })),
});
const warnings = (heading: string, messages: readonly string[]): ProblemGroup => ({
  heading,
  problems: messages.map((message) => ({ level: "warning", message })),
});

/** The sidebars of sidebars.ts with doc ids resolved, and every entry that could not be (left out of the sidebar). */
export function resolveDocSidebars(
  data: PagesData,
  docSidebars: CheckInputs["docSidebars"],
): { sidebars: Map<string, SidebarItem[]>; problems: string[] } {
  const docs = docsIndex(data.allMdx.nodes);
  const sidebars = new Map<string, SidebarItem[]>();
  const problems: string[] = [];
  for (const [sidebarId, definition] of Object.entries(docSidebars)) {
    const resolved = resolveSidebar(sidebarId, definition, docs, "sidebars.ts");
    sidebars.set(sidebarId, resolved.items);
    problems.push(...resolved.problems);
  }
  return { sidebars, problems };
}

/** What navbar items can point at, from the query's data and the resolved sidebars. */
export function navigationData(data: PagesData, sidebars: ReadonlyMap<string, SidebarItem[]>): NavigationData {
  const firstLinks = [...sidebars].map(([id, items]) => [id, { firstLink: firstSidebarLink(items) }] as const);
  return {
    docs: Object.fromEntries(
      data.allMdx.nodes.map((n) => [
        n.fields.docId,
        { path: n.fields.path, title: n.frontmatter.title, unlisted: n.frontmatter.unlisted ?? false },
      ]),
    ),
    sidebars: Object.fromEntries([...firstLinks, ["api", { firstLink: data.apiSidebar?.firstLink ?? null }]]),
    versions: [
      { name: siteConfig.docs.version.name, label: siteConfig.docs.version.label, path: docPath(siteConfig.docs.version.mainDocId) },
    ],
    preferredVersionName: null,
    locale: siteConfig.locale,
    // The zip is written after the pages; its link only needs to resolve here.
    offlineEdition: { href: EDITION_ZIP_PATH, size: "" },
  };
}

/** Guides that name a schema or an operation (front matter) the API reference does not have. */
export function frontMatterProblems(data: PagesData): string[] {
  const schemas = data.allOpenApiSchema.nodes.map((n) => n.name);
  const operations = data.allOpenApiOperation.nodes.map((n) => n.slug);
  return data.allMdx.nodes.flatMap(({ fields, frontmatter: { schema, operation } }) => [
    ...(schema && !schemas.includes(schema)
      ? [
          `${fields.sourcePath}: front matter names schema "${schema}", which the OpenAPI description does not have. Known schemas: ${schemas.join(", ")}.`,
        ]
      : []),
    ...(operation && !operations.includes(operation)
      ? [
          `${fields.sourcePath}: front matter names operation "${operation}", which is not a page of the API reference. ${
            operations.length > 0
              ? `Use an operation slug such as ${operations[0]}.`
              : "The API reference has no operations (see the OpenAPI description's problems)."
          }`,
        ]
      : []),
  ]);
}

/**
 * Operations and tags whose page would be one of the introduction's two
 * addresses. (The plugin already guarantees that no two operations, and no
 * tag and operation, share a slug.)
 */
export function introSlugProblems(data: PagesData): string[] {
  const claims = [
    ...data.allOpenApiOperation.nodes.map((op) => ({ slug: op.slug, owner: `the operation at ${op.pointer}` })),
    ...data.allOpenApiTag.nodes.map((tag) => ({ slug: tag.slug, owner: `the tag "${tag.name}"` })),
  ];
  return claims
    .filter(({ slug }) => slug === API_INTRO_SLUG || slug === API_INTRO_ALIAS_SLUG)
    .map(
      ({ slug, owner }) =>
        `The OpenAPI description gives ${owner} the page ${apiOperationPath(slug)}, which the API introduction page already uses. Change its operationId or tag name.`,
    );
}

/** Each field-reference guide's lists of fields (<SchemaFields fields="…" />) against its schema's fields. */
function fieldListsProblems(data: PagesData, inputs: CheckInputs): string[] {
  const registry = new Map(data.allOpenApiSchema.nodes.map((node) => [node.name, node.schema]));
  return data.allMdx.nodes.flatMap(({ fields, frontmatter: { schema } }) => {
    const schemaFields = schema ? namedSchemaFields(schema, registry) : null;
    // A schema the description does not have is reported by frontMatterProblems.
    if (!schema || !schemaFields) return [];
    const names = schemaFields.map((field) => field.name);
    const { elements } = checkGuideSource(fields.sourcePath, inputs.guideSources.get(fields.sourcePath) ?? "");
    return fieldListProblems(fields.sourcePath, elements, schema, names);
  });
}

/** Every JSON example of every guide against the schema it names. */
function guideExampleProblems(data: PagesData, inputs: CheckInputs): string[] {
  if (!inputs.bundledSpec) return [];
  const document = inputs.bundledSpec;
  const validator = new ExampleValidator(document);
  return data.allMdx.nodes.flatMap(({ fields }) =>
    checkGuideExamples(fields.sourcePath, inputs.guideSources.get(fields.sourcePath) ?? "", document, validator),
  );
}

/**
 * Every problem that must stop the build, found in one pass over the data:
 * guide examples and code samples that disagree with our description (only
 * when the build uses it), sidebars naming docs that do not exist, navbar
 * items that cannot render, front matter naming missing schemas or
 * operations, and API pages that would take the introduction's address.
 * Pure: the inputs that need I/O are read beforehand.
 */
export function collectBuildProblems(data: PagesData, inputs: CheckInputs): ProblemGroup[] {
  const { sidebars, problems: sidebarProblems } = resolveDocSidebars(data, inputs.docSidebars);
  return [
    errors("Guide examples no longer match the OpenAPI description:", guideExampleProblems(data, inputs)),
    errors(
      "Code samples request something other than the example response beside them:",
      inputs.ownSpec ? checkSampleAgreement(data.allOpenApiOperation.nodes) : [],
    ),
    errors("A sidebar cannot be resolved:", sidebarProblems),
    // Without every sidebar resolved, items that point at one would fail for the wrong reason.
    errors(
      NAVBAR_PROBLEMS_HEADING,
      sidebarProblems.length > 0 || !inputs.navbarItems ? [] : navbarItemProblems(inputs.navbarItems, navigationData(data, sidebars)),
    ),
    errors("A guide's front matter names what the API reference does not have:", inputs.ownSpec ? frontMatterProblems(data) : []),
    errors("A field-reference guide's lists of fields do not match its schema:", inputs.ownSpec ? fieldListsProblems(data, inputs) : []),
    errors("Two pages would have the same address:", data.openApiSpec ? introSlugProblems(data) : []),
  ];
}

/**
 * Guides that cannot become pages: invalid front matter (found when the
 * node was created) and MDX that cannot be compiled or uses a component
 * that does not exist. `broken` holds their page paths.
 */
export function guideProblems(data: PagesData, guideSources: ReadonlyMap<string, string>): { groups: ProblemGroup[]; broken: Set<string> } {
  const frontMatter: string[] = [];
  const source: string[] = [];
  const broken = new Set<string>();
  for (const { fields } of data.allMdx.nodes) {
    const text = guideSources.get(fields.sourcePath);
    const found = text === undefined ? [] : checkGuideSource(fields.sourcePath, text).problems;
    const invalid = fields.frontmatterProblems ?? [];
    if (invalid.length > 0) frontMatter.push(invalidFrontmatterMessage(fields.sourcePath, invalid));
    source.push(...found);
    if (invalid.length > 0 || found.length > 0) broken.add(fields.path);
  }
  return {
    groups: [errors("A guide's front matter is invalid:", frontMatter), errors("A guide cannot be compiled:", source)],
    broken,
  };
}

/**
 * Things that work but should be fixed: guides that no sidebar lists and
 * are not `unlisted` (readers cannot find them). (The OpenAPI description's
 * warnings are the plugin's to print.)
 */
export function siteWarnings(data: PagesData, docSidebars: CheckInputs["docSidebars"]): ProblemGroup[] {
  const { sidebars } = resolveDocSidebars(data, docSidebars);
  const listed = new Set([...sidebars.values()].flatMap((items) => sidebarLinks(items).map((link) => link.href)));
  const orphans = data.allMdx.nodes
    .filter(({ fields, frontmatter }) => !frontmatter.unlisted && fields.path !== DOCS_BASE_PATH && !listed.has(fields.path))
    .map(
      ({ fields }) =>
        `${fields.sourcePath}: no sidebar lists this guide, so readers can only reach it by its address (${fields.path}). Add "${fields.docId}" to sidebars.ts, or set \`unlisted: true\` in its front matter.`,
    );
  // The OpenAPI description's warnings are not repeated here: the plugin prints them.
  return [warnings("A guide is in no sidebar:", orphans)];
}

/** The message a build stops with, or a warning prints: each heading, then its problems. */
export const formatProblemGroups = (groups: readonly ProblemGroup[]): string =>
  groups.map(({ heading, problems }) => [heading, ...problems.map((p) => `  - ${p.message}`)].join("\n")).join("\n");
