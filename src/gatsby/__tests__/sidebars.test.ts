import type { SourceNodesArgs } from "gatsby";
import { sourceNodes } from "../sidebars";

/** A chokidar watcher that watches nothing: the test reads what was asked of it. */
class MockWatcher {
  closed = false;
  constructor(readonly paths: string) {}
  on(): this {
    return this;
  }
  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}

jest.mock("chokidar", () => {
  const watchers: MockWatcher[] = [];
  return {
    __esModule: true,
    default: {
      watchers,
      watch: (paths: string) => {
        const watcher = new MockWatcher(paths);
        watchers.push(watcher);
        return watcher;
      },
    },
  };
});
const { watchers } = jest.requireMock<{ default: { watchers: MockWatcher[] } }>("chokidar").default;

/** What sourceNodes is given by Gatsby, for the site at the working directory (its own sidebars.ts). */
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
    store: { getState: () => ({ program: { directory: process.cwd() } }) },
  };
  return args as unknown as SourceNodesArgs;
}

describe("the Sidebar nodes in gatsby develop", () => {
  const command = process.env.gatsby_executing_command;
  beforeAll(() => (process.env.gatsby_executing_command = "develop"));
  afterAll(() => (process.env.gatsby_executing_command = command));

  it("keeps one sidebars.ts watcher when Gatsby sources the nodes again (a refresh)", async () => {
    await sourceNodes?.(gatsbyArgs(), { plugins: [] }, () => {});
    await sourceNodes?.(gatsbyArgs(), { plugins: [] }, () => {});
    expect(watchers).toHaveLength(2);
    expect(watchers.filter((watcher) => !watcher.closed)).toEqual([watchers[1]]);
    expect(watchers[1].paths).toMatch(/sidebars\.ts$/);
  });
});
