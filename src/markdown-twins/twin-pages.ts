import type { Root } from "mdast";
import { toString } from "mdast-util-to-string";
import type { ApiRecord, OperationRecord, SchemaRecord, TagRecord } from "../../plugins/gatsby-source-openapi";
import { API_BASE_PATH, apiIntroPath, apiOperationPath, apiTagPath } from "../navigation/api-paths";
import type { CodeSample } from "../api-reference/code-samples/generate-code-samples";
import { namedSchemaFields } from "../api-reference/schema/schema-model";
import { schemaGuideList, schemaGuideMap } from "../api-reference/schema/schema-guides";
import { successExample } from "../api-reference/success-example";
import { HOME_CONTENT } from "../home/HomePage/home-content";
import { summarise } from "../seo/meta-description";
import { type SidebarItem, sidebarLinks } from "../sidebars/sidebar-items";
import { apiIndexTwin, apiIntroTwin, tagTwin } from "./api-page-twins";
import { type GuideSource, guideTwin } from "./guide-twin";
import { homeTwin } from "./home-twin";
import { type Block, heading, link, list, listItem, markdownBlocks, paragraph, text } from "./markdown-tree";
import { operationTwin } from "./operation-twin";
import { fieldReference } from "./schema-markdown";

/** One page's twin, with what llms.txt says of it. */
export interface TwinPage {
  /** The page's path ("/docs/overview"). */
  path: string;
  title: string;
  /** One line for llms.txt. */
  description: string;
  section: "Docs" | "API reference";
  tree: Root;
}

/** Everything the twins are made from, read from the site's nodes (see src/gatsby/machine-readable-files.ts). */
export interface SiteContent {
  site: { title: string; tagline: string };
  /** Guides in reading order. */
  guides: readonly GuideSource[];
  /** Each guide's sidebar (for <SidebarCards />), by guide path. */
  sidebarOfGuide: (path: string) => readonly SidebarItem[];
  api: {
    spec: ApiRecord & { publishedFiles: readonly string[] };
    tags: readonly TagRecord[];
    operations: readonly OperationRecord[];
    schemas: readonly SchemaRecord[];
    /** Each operation's code samples, by slug. */
    samples: ReadonlyMap<string, readonly CodeSample[]>;
  } | null;
  sampleLanguageCount: string;
}

/** A sidebar as lists of links: one per category, then the loose pages under "More", as <SidebarCards /> shows it. */
export function sidebarCardBlocks(items: readonly SidebarItem[]): Block[] {
  const card = (title: string, links: readonly SidebarItem[]): Block[] => [
    heading(3, text(title)),
    list(sidebarLinks(links).map((l) => listItem(paragraph(link(l.href, text(l.label)))))),
  ];
  const loose = items.filter((item) => item.type === "link");
  return [
    ...items.flatMap((item) => (item.type === "category" ? card(item.label, item.items ?? []) : [])),
    ...(loose.length > 0 ? card("More", loose) : []),
  ];
}

/** First sentence-sized summary of a Markdown description, for llms.txt. */
const summaryOf = (markdown: string | null) => summarise(toString(markdownBlocks(markdown)[0] ?? { type: "text", value: "" }));

function guidePages(content: SiteContent): TwinPage[] {
  const registry = new Map((content.api?.schemas ?? []).map((s) => [s.name, s.schema]));
  const components = {
    sidebarCards: (guide: GuideSource) => sidebarCardBlocks(content.sidebarOfGuide(guide.path)),
    schemaFields: (guide: GuideSource, listed: readonly string[] | null) =>
      guide.schema ? fieldReference(guide.schema, namedSchemaFields(guide.schema, registry), listed) : [],
  };
  return content.guides.map((guide) => ({
    path: guide.path,
    title: guide.title,
    description: guide.description,
    section: "Docs" as const,
    tree: guideTwin(guide, components),
  }));
}

function homePage(content: SiteContent): TwinPage {
  const first = content.api?.operations.find((op) => op.slug === HOME_CONTENT.firstRequest.operationSlug);
  const curl = first && content.api?.samples.get(first.slug)?.find((s) => s.id === "curl");
  const answer = first && successExample(first.responses);
  return {
    path: "/",
    title: content.site.title,
    description: content.site.tagline,
    section: "Docs",
    tree: homeTwin({
      siteTitle: content.site.title,
      firstRequest: curl && answer ? { curl: curl.source, response: JSON.stringify(answer.example.value, null, 2) } : null,
      sampleLanguageCount: content.sampleLanguageCount,
    }),
  };
}

function apiPages(api: NonNullable<SiteContent["api"]>, sampleLanguageCount: string, guideSources: readonly GuideSource[]): TwinPage[] {
  const overview = {
    api: api.spec,
    publishedFiles: api.spec.publishedFiles,
    tags: api.tags,
    operations: api.operations,
    sampleLanguageCount,
  };
  const registry = new Map(api.schemas.map((s) => [s.name, s.schema]));
  // The guides that describe a schema field by field, linked as the operation pages link them (src/gatsby/api-resolvers.ts).
  const guides = schemaGuideMap(schemaGuideList(guideSources, registry));
  const operationPage = (operation: OperationRecord): TwinPage => ({
    path: apiOperationPath(operation.slug),
    title: operation.summary,
    description: [`${operation.method.toUpperCase()} ${operation.path}.`, summaryOf(operation.description)].join(" ").trim(),
    section: "API reference",
    tree: operationTwin({ operation, schemas: registry, tags: api.tags, samples: api.samples.get(operation.slug) ?? [], guides }),
  });
  const inTags = api.tags.flatMap((tag) => [
    {
      path: apiTagPath(tag.slug),
      title: tag.name,
      description: summaryOf(tag.description) || `Operations tagged ${tag.name}.`,
      section: "API reference" as const,
      tree: tagTwin(tag, api.operations),
    },
    ...tag.operationSlugs.flatMap((slug) => api.operations.filter((op) => op.slug === slug && op.tags[0] === tag.name).map(operationPage)),
  ]);
  return [
    {
      path: API_BASE_PATH,
      title: "API reference",
      description: `Every operation of the ${api.spec.title}, grouped by tag.`,
      section: "API reference",
      tree: apiIndexTwin(overview),
    },
    {
      path: apiIntroPath(),
      title: api.spec.title,
      description: summaryOf(api.spec.description) || "Introduction to the API reference.",
      section: "API reference",
      tree: apiIntroTwin(overview),
    },
    ...inTags,
    ...api.operations.filter((op) => op.tags.length === 0).map(operationPage),
  ];
}

/**
 * The twin of every page, in reading order: the home page, the guides, then
 * the API reference (index, introduction, and each tag followed by its
 * operations). Links are as written; see rewriteTwinLinks.
 */
export function twinPages(content: SiteContent): TwinPage[] {
  return [
    homePage(content),
    ...guidePages(content),
    ...(content.api ? apiPages(content.api, content.sampleLanguageCount, content.guides) : []),
  ];
}
