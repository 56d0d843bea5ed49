import { API_INTRO_ALIAS_SLUG, API_INTRO_SLUG, apiOperationPath } from "../api-reference/api-paths";
import { ExampleValidator } from "../api-reference/example-validation";
import { checkSampleAgreement } from "../api-reference/sample-agreement";
import siteConfig from "../../site.config";
import type { NavbarItemConfig } from "../config/site-config.types";
import { docPath } from "../docs/doc-paths";
import { checkGuideExamples } from "../docs/guide-examples";
import { EDITION_ZIP_PATH } from "../hash-edition/package/zip-edition";
import { NavbarItemError, resolveNavbarItem, type NavigationData } from "../navbar/resolve-navbar-item";
import { firstSidebarLink, resolveSidebar, SidebarError, type SidebarItem, type SidebarItemDefinition } from "../sidebars/sidebar-items";
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
}

/** Problems of one kind, under a heading that says what they break. */
export interface BuildProblems {
  heading: string;
  messages: string[];
}

/** The sidebars of sidebars.ts with doc ids resolved, or the problem of the first one that cannot be. */
export function resolveDocSidebars(
  data: PagesData,
  docSidebars: CheckInputs["docSidebars"],
): { sidebars: Map<string, SidebarItem[]>; problem: string | null } {
  const docs = docsIndex(data.allMdx.nodes);
  const sidebars = new Map<string, SidebarItem[]>();
  for (const [sidebarId, definition] of Object.entries(docSidebars)) {
    try {
      sidebars.set(sidebarId, resolveSidebar(sidebarId, definition, docs, "sidebars.ts"));
    } catch (error) {
      if (error instanceof SidebarError) return { sidebars, problem: error.message };
      throw error;
    }
  }
  return { sidebars, problem: null };
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

/**
 * Checks every navbar item against the built docs and sidebars, so an
 * unknown type, a missing doc or an empty sidebar stops the build instead
 * of reaching readers. Returns the messages of failing items.
 */
export function validateNavbarItems(items: readonly NavbarItemConfig[], data: NavigationData): string[] {
  return items.flatMap((item, index) => {
    try {
      resolveNavbarItem(item, data, { pathname: "/", sidebarId: null });
      return [];
    } catch (error) {
      if (!(error instanceof NavbarItemError)) throw error;
      return [`site.config.ts navbar.items[${index}] (${JSON.stringify(item)}): ${error.message}`];
    }
  });
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
          `${fields.sourcePath}: front matter names operation "${operation}", which is not a page of the API reference. Use an operation slug such as ${operations[0]}.`,
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
export function collectBuildProblems(data: PagesData, inputs: CheckInputs): BuildProblems[] {
  const { sidebars, problem: sidebarProblem } = resolveDocSidebars(data, inputs.docSidebars);
  const groups: BuildProblems[] = [
    { heading: "Guide examples no longer match the OpenAPI description:", messages: guideExampleProblems(data, inputs) },
    {
      heading: "Code samples request something other than the example response beside them:",
      messages: inputs.ownSpec ? checkSampleAgreement(data.allOpenApiOperation.nodes) : [],
    },
    { heading: "A sidebar cannot be resolved:", messages: sidebarProblem ? [sidebarProblem] : [] },
    {
      heading: "A navbar item cannot be rendered:",
      // Without every sidebar resolved, items that point at one would fail for the wrong reason.
      messages: sidebarProblem ? [] : validateNavbarItems(siteConfig.navbar.items, navigationData(data, sidebars)),
    },
    {
      heading: "A guide's front matter names what the API reference does not have:",
      messages: inputs.ownSpec ? frontMatterProblems(data) : [],
    },
    { heading: "Two pages would have the same address:", messages: data.openApiSpec ? introSlugProblems(data) : [] },
  ];
  return groups.filter((group) => group.messages.length > 0);
}

/** The message the build stops with. */
export const formatBuildProblems = (problems: readonly BuildProblems[]): string =>
  problems.map(({ heading, messages }) => [heading, ...messages.map((m) => `  - ${m}`)].join("\n")).join("\n");
