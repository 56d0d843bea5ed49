import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Compiler } from "webpack";
import { reportRemovals } from "../report-removals-plugin";

type WatchFileSystem = NonNullable<Compiler["watchFileSystem"]>;
// Webpack's own watch file system (the one `gatsby develop` uses), watching real files.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const NodeWatchFileSystem = require("webpack/lib/node/NodeWatchFileSystem") as new (inputFileSystem: typeof fs) => WatchFileSystem;

interface Reports {
  /** Files passed to the early callback, which Gatsby turns into a recompile. */
  early: string[];
  /** Resolves with the removals of the first batch. */
  batch: Promise<Set<string> | undefined>;
  close(): void;
}

/** Watches `files` with `watch` and records what it reports. */
function watchFiles(watch: WatchFileSystem["watch"], files: string[]): Reports {
  const early: string[] = [];
  let settle: (removals: Set<string> | undefined) => void = () => {};
  const batch = new Promise<Set<string> | undefined>((resolve) => (settle = resolve));
  const watcher = watch(
    files,
    [],
    [],
    Date.now(),
    { aggregateTimeout: 20 },
    (error, _fileTimes, _contextTimes, _changes, removals) => {
      if (error) throw error;
      settle(removals);
    },
    (file) => early.push(file),
  );
  return { early, batch, close: () => watcher.close() };
}

describe("reportRemovals", () => {
  let directory: string;
  let kept: string;
  let deleted: string;
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), "report-removals-"));
    kept = path.join(directory, "site.config.ts");
    deleted = path.join(directory, "guide.mdx");
    fs.writeFileSync(kept, "export default {};\n");
    fs.writeFileSync(deleted, "# A guide\n");
    // Saved a minute ago: the watcher reports files saved just before it started as changed.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    for (const file of [kept, deleted]) fs.utimesSync(file, aMinuteAgo, aMinuteAgo);
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  it("reports a deleted file early, as webpack does a changed one", async () => {
    const reports = watchFiles(reportRemovals(new NodeWatchFileSystem(fs)), [kept, deleted]);
    try {
      fs.rmSync(deleted);
      expect(await reports.batch).toEqual(new Set([deleted]));
      expect(reports.early).toEqual([deleted]);
    } finally {
      reports.close();
    }
  });

  it("is needed: webpack's watch file system alone does not report a deletion early", async () => {
    const webpackOwn = new NodeWatchFileSystem(fs);
    const reports = watchFiles(webpackOwn.watch.bind(webpackOwn), [kept, deleted]);
    try {
      fs.rmSync(deleted);
      expect(await reports.batch).toEqual(new Set([deleted]));
      expect(reports.early).toEqual([]);
    } finally {
      reports.close();
    }
  });

  it("reports a changed file once, through webpack's own early report", async () => {
    const reports = watchFiles(reportRemovals(new NodeWatchFileSystem(fs)), [kept, deleted]);
    try {
      fs.appendFileSync(kept, "// saved\n");
      expect(await reports.batch).toEqual(new Set());
      expect(reports.early).toEqual([kept]);
    } finally {
      reports.close();
    }
  });
});
