import path from "node:path";
import type { GatsbyNode, Node, SourceNodesArgs } from "gatsby";
import { publishSpec } from "./publish-spec";
import { buildApiRecords } from "./build-records";
import { isDevelop } from "./develop";
import { type LoadedSpec, loadSpec } from "./load-spec";
import { markdownRenderer } from "./markdown";
import { NODE_TYPES } from "./node-types";
import { type OpenApiPluginOptions, readPluginOptions } from "./plugin-options";
import type { ApiRecords } from "./records";
import { SpecErrors } from "./spec-error";
import { watchSpecFiles } from "./watch-spec";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The records of a loaded description; throws what is wrong with it. */
const buildRecords = (loaded: LoadedSpec, { relativeLinks }: OpenApiPluginOptions): ApiRecords =>
  buildApiRecords({
    document: loaded.document,
    sourceFile: loaded.sourceFile,
    names: loaded.names,
    pathFiles: loaded.pathFiles,
    renderMarkdown: markdownRenderer(relativeLinks),
  });

/** The files a description that could not be read was read from, as far as the loader got. */
const filesOf = (error: unknown): readonly string[] => (error instanceof SpecErrors ? error.files : []);

/**
 * Keeps the plugin's nodes in step with the description: creates a node for
 * each record, deletes the nodes of records that are gone, and keeps one
 * `OpenApiStatus` node with the problems and warnings of the last read.
 */
function createNodeSync({ actions, createNodeId, createContentDigest, getNode, reporter }: SourceNodesArgs, options: OpenApiPluginOptions) {
  let current = new Set<string>();
  let lastMessage = "";
  const statusId = createNodeId("openapi-status");

  const create = (type: string, key: string, content: object) => {
    const id = createNodeId(`${type}:${key}`);
    actions.createNode({ ...content, id, parent: null, children: [], internal: { type, contentDigest: createContentDigest(content) } });
    return id;
  };
  const setStatus = (problems: string[], warnings: string[]) => {
    const content = { problems, warnings };
    actions.createNode({
      ...content,
      id: statusId,
      parent: null,
      children: [],
      internal: { type: NODE_TYPES.status, contentDigest: createContentDigest(content) },
    });
  };
  /** Prints a message once: develop reads the description again on every save. */
  const printOnce = (message: string, print: () => void) => {
    if (message === lastMessage) return;
    lastMessage = message;
    print();
  };

  /** Reports a description that cannot be read: it stops the build; the preview keeps the pages of the last one that could be. */
  const fail = (error: unknown) => {
    const message = `gatsby-source-openapi: ${messageOf(error)}`;
    if (!isDevelop()) {
      reporter.panicOnBuild(message, error instanceof SpecErrors ? undefined : (error as Error));
      return;
    }
    printOnce(message, () =>
      reporter.error(`${message}\nThe preview keeps the API reference as it was; it updates when the file is fixed.`),
    );
    setStatus([messageOf(error)], []);
  };

  /** Reads the description and updates the nodes; returns the files it was read from (for the watcher of `gatsby develop`). */
  return async function sync(): Promise<readonly string[]> {
    let loaded: LoadedSpec;
    let records: ApiRecords;
    try {
      loaded = await loadSpec(options.specPath);
    } catch (error) {
      fail(error);
      return filesOf(error);
    }
    try {
      records = buildRecords(loaded, options);
    } catch (error) {
      fail(error);
      return loaded.files;
    }
    const { sourceFile } = loaded;
    const next = new Set([
      create(NODE_TYPES.spec, "spec", { ...records.api, sourceFile, publishedFiles: options.publishAs.map((f) => `/${f}`) }),
      ...records.tags.map((tag) => create(NODE_TYPES.tag, tag.slug, tag)),
      ...records.operations.map((operation) => create(NODE_TYPES.operation, operation.slug, operation)),
      ...records.schemas.map((schema) => create(NODE_TYPES.schema, schema.name, schema)),
    ]);
    for (const id of current) {
      const gone = next.has(id) ? undefined : getNode(id);
      if (gone) actions.deleteNode(gone as Node);
    }
    current = next;
    setStatus([], records.warnings);
    const summary = `gatsby-source-openapi: ${records.operations.length} operations, ${records.tags.length} tags and ${records.schemas.length} schemas from ${sourceFile}`;
    printOnce([summary, ...records.warnings].join("\n"), () => {
      reporter.info(summary);
      for (const warning of records.warnings) reporter.warn(`gatsby-source-openapi: ${warning}`);
    });
    return loaded.files;
  };
}

/**
 * The description watcher of this process: `gatsby develop` runs sourceNodes
 * again when it re-sources (a refresh), and each run replaces the watcher
 * of the run before instead of adding one.
 */
let stopWatching: (() => Promise<void>) | null = null;

/**
 * Creates the nodes. In `gatsby develop` it then watches every file of the
 * description's folder, and every other file the description was read
 * from, and reads it again on each change: pages follow the edit without a
 * restart, and a mistake is reported (once) while the pages of the last
 * good description stay.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, pluginOptions) => {
  const options = readPluginOptions(pluginOptions);
  const sync = createNodeSync(args, options);
  const files = await sync();
  if (!isDevelop()) return;
  const { program } = args.store.getState() as { program: { directory: string } };
  await stopWatching?.();
  stopWatching = watchSpecFiles(path.dirname(options.specPath), files, async () => {
    const readFrom = await sync();
    // The downloads (/openapi.yaml, /openapi.json) follow too; a description that cannot be read was just reported.
    await publishSpec(options.specPath, options.publishAs, path.join(program.directory, "public")).catch(() => undefined);
    return readFrom;
  });
};
