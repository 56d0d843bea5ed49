import type { Node } from "gatsby";
import { NODE_TYPES, type OpenApiNode, type OpenApiNodeType, openApiNodesOfType } from "../../plugins/gatsby-source-openapi";
import { type CodeSample, generateCodeSamples } from "../api-reference/code-samples/generate-code-samples";
import { SAMPLE_LANGUAGE_COUNT_IN_WORDS } from "../api-reference/code-samples/sample-language-list";
import { DOCS_BASE_PATH } from "../navigation/doc-paths";
import { API_SIDEBAR_ID, docsIndex, type SidebarSource } from "./sidebars";
import { SIDEBARS_FILE } from "./sidebars-file";
import { sidebarOfGuide } from "./page-plan";
import { type SidebarItem, type SidebarItemDefinition, sidebarLinks } from "../sidebars/sidebar-items";
import { resolveSidebar } from "../sidebars/resolve-sidebar";
import type { GuideSource } from "../markdown-twins/guide-twin";
import type { SiteContent } from "../markdown-twins/twin-pages";

type Fields = Readonly<Record<string, unknown>>;
const record = (value: unknown): Fields => (typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value)) : {});
const stringOr = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);

/** A guide node (Mdx) as the twins need it. */
export interface GuideNode extends GuideSource {
  docId: string;
  sidebarLabel: string | null;
}

/** The guides among Gatsby's Mdx nodes (those the site gave a path), read without trusting their shape. */
export function guideNodes(nodes: readonly Node[]): GuideNode[] {
  return nodes.flatMap((node) => {
    const fields = record(node.fields);
    const frontmatter = record(node.frontmatter);
    if (typeof fields.path !== "string" || typeof fields.docId !== "string") return [];
    return [
      {
        docId: fields.docId,
        path: fields.path,
        sourcePath: stringOr(fields.sourcePath, fields.path),
        title: stringOr(frontmatter.title, fields.docId),
        description: stringOr(frontmatter.description, ""),
        sidebarLabel: typeof frontmatter.sidebar_label === "string" ? frontmatter.sidebar_label : null,
        schema: typeof frontmatter.schema === "string" ? frontmatter.schema : null,
        body: stringOr(node.body, ""),
      },
    ];
  });
}

/**
 * The sidebars of sidebars.ts as the Sidebar nodes hold them (in `gatsby
 * develop`, as last saved), read without trusting their shape; the API
 * sidebar is left out (the twins list operations from the OpenAPI nodes).
 */
export function docSidebarDefinitions(nodes: readonly Node[]): Map<string, SidebarItemDefinition[]> {
  return new Map(
    nodes.flatMap((node) => {
      const { sidebarId, definition } = node as Partial<SidebarSource> & Node;
      return typeof sidebarId === "string" && sidebarId !== API_SIDEBAR_ID && Array.isArray(definition) ? [[sidebarId, definition]] : [];
    }),
  );
}

/** The docs' sidebars with doc ids resolved (sidebars.ts was checked when pages were created; entries that cannot be are left out). */
export function resolvedSidebars(
  guides: readonly GuideNode[],
  definitions: ReadonlyMap<string, readonly SidebarItemDefinition[]>,
): Map<string, SidebarItem[]> {
  const docs = docsIndex(
    guides.map((g) => ({ fields: { docId: g.docId, path: g.path }, frontmatter: { title: g.title, sidebar_label: g.sidebarLabel } })),
  );
  return new Map([...definitions].map(([id, definition]) => [id, resolveSidebar(id, definition, docs, SIDEBARS_FILE).items]));
}

/** Guides in reading order: the docs' landing page, then as the sidebars list them, then any others by path. */
export function readingOrder(guides: readonly GuideNode[], sidebarItems: Iterable<readonly SidebarItem[]>): GuideNode[] {
  const order = [DOCS_BASE_PATH, ...[...sidebarItems].flatMap((items) => sidebarLinks(items).map((l) => l.href))];
  const rank = (path: string) => (order.includes(path) ? order.indexOf(path) : order.length);
  return [...guides].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));
}

/**
 * What the twins, llms.txt and the "More" samples are made from, read from
 * the nodes Gatsby holds after bootstrap: the guides (Mdx), the sidebars and
 * the OpenAPI plugin's nodes, with every operation's code samples
 * generated once.
 */
export function siteContentFromNodes(getNodesByType: (type: string) => Node[], site: SiteContent["site"]): SiteContent {
  const guides = guideNodes(getNodesByType("Mdx"));
  const sidebarsById = resolvedSidebars(guides, docSidebarDefinitions(getNodesByType("Sidebar")));
  const nodes = <T extends OpenApiNodeType>(type: T): OpenApiNode<T>[] => openApiNodesOfType(getNodesByType, type);
  const [spec] = nodes(NODE_TYPES.spec);
  const operations = [...nodes(NODE_TYPES.operation)].sort((a, b) => a.order - b.order);
  const samples = new Map<string, readonly CodeSample[]>(operations.map((op) => [op.slug, generateCodeSamples(op, op.codeSamples)]));
  return {
    site,
    guides: readingOrder(guides, sidebarsById.values()),
    sidebarOfGuide: (path) => sidebarsById.get(sidebarOfGuide(sidebarsById, path) ?? "") ?? [],
    api: spec
      ? {
          spec,
          tags: [...nodes(NODE_TYPES.tag)].sort((a, b) => a.order - b.order),
          operations,
          schemas: nodes(NODE_TYPES.schema),
          samples,
        }
      : null,
    sampleLanguageCount: SAMPLE_LANGUAGE_COUNT_IN_WORDS,
  };
}
