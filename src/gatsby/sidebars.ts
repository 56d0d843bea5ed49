import type { GatsbyNode } from "gatsby";
import {
  NODE_TYPES,
  openApiNodesOfType,
  type OperationRecord,
  type TagGroupRecord,
  type TagRecord,
} from "../../plugins/gatsby-source-openapi";
import sidebars from "../../sidebars";
import { buildApiSidebar } from "../api-reference/api-sidebar";
import { firstSidebarLink, resolveSidebar, type SidebarDoc, type SidebarItemDefinition } from "../sidebars/sidebar-items";

/** Sidebar id of the generated API reference sidebar. */
export const API_SIDEBAR_ID = "api";

/** A sidebar as written, with where it was written (for messages). */
export interface SidebarSource {
  sidebarId: string;
  source: string;
  definition: SidebarItemDefinition[];
}

/** What the API sidebar is generated from. */
export interface ApiSidebarInput {
  tags: readonly Pick<TagRecord, "name" | "slug" | "order" | "operationSlugs">[];
  operations: readonly Pick<OperationRecord, "slug" | "method" | "summary" | "tags" | "order">[];
  tagGroups: readonly TagGroupRecord[];
}

/** Every sidebar of the site: those of sidebars.ts, then the API sidebar generated from the OpenAPI records. */
export function sidebarSources(api: ApiSidebarInput): SidebarSource[] {
  return [
    ...Object.entries(sidebars).map(([sidebarId, definition]) => ({ sidebarId, source: "sidebars.ts", definition })),
    { sidebarId: API_SIDEBAR_ID, source: "the OpenAPI description", definition: buildApiSidebar(api.tags, api.operations, api.tagGroups) },
  ];
}

interface MdxLike {
  fields?: { docId?: string; path?: string };
  frontmatter?: { title?: string; sidebar_label?: string | null };
}

/** Doc id → path and sidebar label, from the guides' MDX nodes. */
export function docsIndex(nodes: Iterable<MdxLike>): Map<string, SidebarDoc> {
  const docs = new Map<string, SidebarDoc>();
  for (const node of nodes) {
    const id = node.fields?.docId;
    const path = node.fields?.path;
    if (!id || !path) continue;
    docs.set(id, { path, label: node.frontmatter?.sidebar_label || node.frontmatter?.title || id });
  }
  return docs;
}

/** Creates one Sidebar node per sidebar in sidebars.ts, plus the API sidebar from the OpenAPI nodes. */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest, getNodesByType }) => {
  const sources = sidebarSources({
    operations: openApiNodesOfType(getNodesByType, NODE_TYPES.operation),
    tags: openApiNodesOfType(getNodesByType, NODE_TYPES.tag),
    tagGroups: openApiNodesOfType(getNodesByType, NODE_TYPES.spec)[0]?.tagGroups ?? [],
  });
  for (const sidebar of sources) {
    actions.createNode({
      ...sidebar,
      id: createNodeId(`sidebar:${sidebar.sidebarId}`),
      parent: null,
      children: [],
      internal: { type: "Sidebar", contentDigest: createContentDigest(sidebar) },
    });
  }
};

type NodeModel = { findAll: (args: { type: string }) => Promise<{ entries: Iterable<MdxLike> }> };

async function resolveFromNodeModel(source: SidebarSource, nodeModel: NodeModel) {
  const { entries } = await nodeModel.findAll({ type: "Mdx" });
  return resolveSidebar(source.sidebarId, source.definition, docsIndex(entries), source.source);
}

/** `items` and `firstLink` of a sidebar, with doc ids resolved against the guides. */
export const sidebarResolvers = {
  Sidebar: {
    items: {
      type: "[SidebarItem!]!",
      resolve: (source: SidebarSource, _args: unknown, context: { nodeModel: NodeModel }) =>
        resolveFromNodeModel(source, context.nodeModel),
    },
    firstLink: {
      type: "SidebarLink",
      resolve: async (source: SidebarSource, _args: unknown, context: { nodeModel: NodeModel }) =>
        firstSidebarLink(await resolveFromNodeModel(source, context.nodeModel)),
    },
  },
};
