import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PluginOptions, SourceNodesArgs } from "gatsby";
import { sourceNodes } from "../src/source-nodes";
import type { fakeWatch } from "./fake-watcher";

// chokidar starts no real watcher here: the fake records what it was asked to watch.
jest.mock("chokidar", () => ({ __esModule: true, default: jest.requireActual("./fake-watcher").fakeWatch() }));
const { watchers } = jest.requireMock<{ default: ReturnType<typeof fakeWatch> }>("chokidar").default;

const fixture = (name: string) => path.join(__dirname, "fixtures", name);
let site: string;

/** What sourceNodes is given by Gatsby, with nodes kept in a map. */
function gatsbyArgs(): SourceNodesArgs {
  const nodes = new Map<string, { id: string }>();
  const args = {
    actions: {
      createNode: (node: { id: string }) => nodes.set(node.id, node),
      deleteNode: (node: { id: string }) => nodes.delete(node.id),
    },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: () => "digest",
    getNode: (id: string) => nodes.get(id),
    reporter: { info: jest.fn(), warn: jest.fn(), error: jest.fn(), panicOnBuild: jest.fn() },
    store: { getState: () => ({ program: { directory: site } }) },
  };
  return args as unknown as SourceNodesArgs;
}

const runSourceNodes = (specPath: string) =>
  sourceNodes?.(gatsbyArgs(), { specPath, publishAs: [], relativeLinks: "keep", plugins: [] } as PluginOptions, () => {});

describe("sourceNodes in gatsby develop", () => {
  const command = process.env.gatsby_executing_command;
  beforeAll(() => {
    process.env.gatsby_executing_command = "develop";
    site = mkdtempSync(path.join(tmpdir(), "source-nodes-"));
  });
  afterAll(() => {
    process.env.gatsby_executing_command = command;
    rmSync(site, { recursive: true, force: true });
  });

  it("keeps one description watcher when Gatsby sources the nodes again (a refresh)", async () => {
    await runSourceNodes(fixture("multi/root.yaml"));
    await runSourceNodes(fixture("multi/root.yaml"));
    expect(watchers.filter((watcher) => !watcher.closed)).toHaveLength(1);
    expect(watchers.at(-1)?.closed).toBe(false);
  });

  it("watches a file outside the description's folder that a $ref leads to", async () => {
    await runSourceNodes(fixture("outside/api/root.yaml"));
    expect(watchers.at(-1)?.watched).toEqual(new Set([fixture("outside/api"), fixture("outside/shared/ping.yaml")]));
  });
});
