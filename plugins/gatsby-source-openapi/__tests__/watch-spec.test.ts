import path from "node:path";
import { filesToFollow, isIgnoredBySpecWatcher, watchSpecFiles } from "../src/watch-spec";
import { fakeWatch } from "./fake-watcher";

describe("the description watcher of gatsby develop", () => {
  const site = path.join(path.sep, "home", "author", "public", "docs-site");
  const folder = path.join(site, "openapi");
  const shared = (name: string) => path.join(site, "shared", name);

  it("watches the description's files, wherever the site itself lives", () => {
    expect(isIgnoredBySpecWatcher(folder, path.join(folder, "openapi.yaml"))).toBe(false);
    expect(isIgnoredBySpecWatcher(folder, path.join(folder, "paths", "ping.yaml"))).toBe(false);
    expect(isIgnoredBySpecWatcher(folder, path.join(folder, "components", "public-schemas.yaml"))).toBe(false);
  });

  it("leaves alone what a site installs or writes when the description sits at its root", () => {
    for (const written of ["node_modules/x/a.yaml", ".cache/page-data/x.json", "public/openapi.yaml", ".git/HEAD", "public"]) {
      expect(isIgnoredBySpecWatcher(site, path.join(site, ...written.split("/")))).toBe(true);
    }
    expect(isIgnoredBySpecWatcher(site, path.join(site, "openapi.yaml"))).toBe(false);
  });

  it("never leaves alone a file outside the folder: it is watched because the description was read from it", () => {
    expect(isIgnoredBySpecWatcher(folder, path.join(site, "node_modules", "shared-schemas", "thing.yaml"))).toBe(false);
    expect(isIgnoredBySpecWatcher(folder, shared("ping.yaml"))).toBe(false);
  });

  it("follows the files outside the folder only: the folder itself is watched", () => {
    const inside = path.join(folder, "paths", "ping.yaml");
    expect(filesToFollow(folder, new Set([shared("old.yaml")]), [path.join(folder, "openapi.yaml"), inside, shared("ping.yaml")])).toEqual({
      add: [shared("ping.yaml")],
      unwatch: [shared("old.yaml")],
      watched: new Set([shared("ping.yaml")]),
    });
  });

  describe("while it runs", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("watches the folder and each file outside it the description was read from", () => {
      const { watch, watchers } = fakeWatch();
      watchSpecFiles(folder, [path.join(folder, "openapi.yaml"), shared("ping.yaml")], async () => [], { watch });
      expect([...watchers[0].watched]).toEqual([folder, shared("ping.yaml")]);
    });

    it("watches a file elsewhere from the save that adds a $ref to it, and stops when no $ref leads there", async () => {
      const { watch, watchers } = fakeWatch();
      const reads = [[path.join(folder, "openapi.yaml"), shared("ping.yaml")], [path.join(folder, "openapi.yaml")]];
      watchSpecFiles(folder, [path.join(folder, "openapi.yaml")], async () => reads.shift() ?? [], { watch, quietMs: 100 });
      const [watcher] = watchers;
      watcher.change();
      await jest.advanceTimersByTimeAsync(100);
      expect(watcher.watched).toEqual(new Set([folder, shared("ping.yaml")]));
      watcher.change();
      await jest.advanceTimersByTimeAsync(100);
      expect(watcher.watched).toEqual(new Set([folder]));
    });

    it("reads once per burst of saves, and never twice at once", async () => {
      const { watch, watchers } = fakeWatch();
      let finishRead = () => {};
      const read = jest.fn(() => new Promise<string[]>((resolve) => (finishRead = () => resolve([]))));
      watchSpecFiles(folder, [], read, { watch, quietMs: 100 });
      const [watcher] = watchers;
      watcher.change();
      await jest.advanceTimersByTimeAsync(50);
      watcher.change();
      await jest.advanceTimersByTimeAsync(99);
      expect(read).toHaveBeenCalledTimes(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(read).toHaveBeenCalledTimes(1);
      watcher.change();
      await jest.advanceTimersByTimeAsync(100);
      expect(read).toHaveBeenCalledTimes(1);
      finishRead();
      await jest.advanceTimersByTimeAsync(0);
      expect(read).toHaveBeenCalledTimes(2);
    });

    it("stops watching, and follows no more files once stopped", async () => {
      const { watch, watchers } = fakeWatch();
      let finishRead = (_files: string[]) => {};
      const stop = watchSpecFiles(folder, [], () => new Promise((resolve) => (finishRead = resolve)), { watch, quietMs: 100 });
      const [watcher] = watchers;
      watcher.change();
      await jest.advanceTimersByTimeAsync(100);
      await stop();
      finishRead([shared("ping.yaml")]);
      await jest.advanceTimersByTimeAsync(0);
      expect(watcher.closed).toBe(true);
      expect(watcher.watched).toEqual(new Set([folder]));
    });
  });
});
