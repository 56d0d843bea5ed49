import path from "node:path";
import chokidar, { type FSWatcher } from "chokidar";
import type { GatsbyNode, SourceNodesArgs } from "gatsby";
import { NODE_TYPES, type OperationRecord, type TagGroupRecord, type TagRecord } from "../../plugins/gatsby-source-openapi";
import { buildApiSidebar } from "../api-reference/api-sidebar";
import { isDevelop, setProblems } from "../develop/problems";
import { firstSidebarLink, type SidebarDoc, type SidebarItemDefinition } from "../sidebars/sidebar-items";
import { resolveSidebar, SidebarError } from "../sidebars/resolve-sidebar";
import { readSidebarsFile, SIDEBARS_FILE, type SidebarDefinitions } from "./sidebars-file";

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
  operations: readonly Pick<OperationRecord, "slug" | "method" | "summary" | "sidebarLabel" | "tags" | "order">[];
  tagGroups: readonly TagGroupRecord[];
}

interface MdxLike {
  fields?: { docId?: string; path?: string };
  frontmatter?: { title?: string | null; sidebar_label?: string | null };
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

/** The sidebars of sidebars.ts as written, plus the API sidebar (generated when queried). */
function sidebarSources(definitions: SidebarDefinitions): SidebarSource[] {
  return [
    ...Object.entries(definitions).map(([sidebarId, definition]) => ({ sidebarId, source: SIDEBARS_FILE, definition })),
    { sidebarId: API_SIDEBAR_ID, source: "the OpenAPI description", definition: [] },
  ];
}

/**
 * Keeps one Sidebar node per sidebar of sidebars.ts (and one for the API
 * reference) in step with the file: creates them, and deletes those of
 * sidebars that were removed. A file that cannot be read is reported and
 * the last good sidebars stay (in `gatsby develop`); the build stops.
 */
function createSidebarSync({ actions, createNodeId, createContentDigest, getNode, reporter, store }: SourceNodesArgs) {
  const { program } = store.getState() as { program: { directory: string } };
  let current = new Set<string>();
  return function sync(): void {
    let definitions: SidebarDefinitions;
    try {
      definitions = readSidebarsFile(program.directory);
    } catch (error) {
      // In develop this runs from the file watcher, where a throw would end the preview: an editor that
      // deletes and rewrites the file on save, for one, leaves it missing for a moment.
      if (!(error instanceof SidebarError) && !isDevelop()) throw error;
      const message = error instanceof SidebarError ? error.message : `${SIDEBARS_FILE}: ${(error as Error).message}`;
      setProblems("sidebars-file", "sidebars.ts cannot be read:", [{ level: "error", message }], reporter);
      return;
    }
    setProblems("sidebars-file", "sidebars.ts cannot be read:", [], reporter);
    const next = new Set<string>();
    for (const sidebar of sidebarSources(definitions)) {
      const id = createNodeId(`sidebar:${sidebar.sidebarId}`);
      next.add(id);
      actions.createNode({
        ...sidebar,
        id,
        parent: null,
        children: [],
        internal: { type: "Sidebar", contentDigest: createContentDigest(sidebar) },
      });
    }
    for (const id of current) {
      const gone = next.has(id) ? undefined : getNode(id);
      if (gone) actions.deleteNode(gone);
    }
    current = next;
  };
}

/** How long sidebars.ts must stay the same size before a save counts as finished (chokidar's awaitWriteFinish). */
const SAVE_SETTLED = { stabilityThreshold: 100, pollInterval: 25 };

/**
 * The sidebars.ts watcher of this process: `gatsby develop` runs sourceNodes
 * again when it re-sources (a refresh), and each run replaces the watcher
 * of the run before instead of adding one.
 */
let sidebarsWatcher: FSWatcher | null = null;

/** Creates the Sidebar nodes; in `gatsby develop`, again whenever sidebars.ts is saved (no restart needed). */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const sync = createSidebarSync(args);
  sync();
  if (!isDevelop()) return;
  const { program } = args.store.getState() as { program: { directory: string } };
  await sidebarsWatcher?.close();
  // awaitWriteFinish: an editor's save can truncate the file before it writes it; reading it then
  // would report an empty sidebars.ts, and no later event would come to correct that.
  sidebarsWatcher = chokidar
    .watch(path.join(program.directory, SIDEBARS_FILE), { ignoreInitial: true, awaitWriteFinish: SAVE_SETTLED })
    .on("all", sync);
};

type NodeModel = {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
};

const all = async <T>(nodeModel: NodeModel, type: string): Promise<T[]> => [...(await nodeModel.findAll({ type })).entries] as T[];

/** The API sidebar, generated from the OpenAPI nodes as they are now (they change while `gatsby develop` runs). */
async function apiSidebarDefinition(nodeModel: NodeModel): Promise<SidebarItemDefinition[]> {
  const [operations, tags, specs] = await Promise.all([
    all<ApiSidebarInput["operations"][number]>(nodeModel, NODE_TYPES.operation),
    all<ApiSidebarInput["tags"][number]>(nodeModel, NODE_TYPES.tag),
    all<{ tagGroups?: TagGroupRecord[] }>(nodeModel, NODE_TYPES.spec),
  ]);
  return buildApiSidebar(tags, operations, specs[0]?.tagGroups ?? []);
}

/** A sidebar's entries with doc ids resolved against the guides; entries that cannot be are left out (createPages reports them). */
async function resolveFromNodeModel(source: SidebarSource, nodeModel: NodeModel) {
  const definition = source.sidebarId === API_SIDEBAR_ID ? await apiSidebarDefinition(nodeModel) : source.definition;
  return resolveSidebar(source.sidebarId, definition, docsIndex(await all<MdxLike>(nodeModel, "Mdx")), source.source).items;
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
