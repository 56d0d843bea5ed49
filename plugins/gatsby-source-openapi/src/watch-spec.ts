import path from "node:path";
import chokidar from "chokidar";

/** Folders under the description's folder that are never its sources. */
const NOT_SOURCES = /^(node_modules|\.cache|public|\.git)([\\/]|$)|[\\/](node_modules|\.cache|public|\.git)([\\/]|$)/;

/** True for a file outside `folder` (a `$ref` such as `../shared/x.yaml` leads there). */
export const isOutsideFolder = (folder: string, file: string): boolean => {
  const relative = path.relative(folder, file);
  return relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
};

/**
 * True for a file the watcher leaves alone: anything in node_modules/,
 * .cache/, public/ or .git/ under `folder` (what a site installs or
 * writes, not the description). A file outside `folder` is only watched
 * because the description was read from it, so it is never left alone.
 */
export const isIgnoredBySpecWatcher = (folder: string, file: string): boolean =>
  !isOutsideFolder(folder, file) && NOT_SOURCES.test(path.relative(folder, file));

/**
 * The files outside `folder` to start and to stop watching, when the
 * description was last read from `files` and `watched` are watched now.
 * Files in the folder need nothing: the folder itself is watched.
 */
export function filesToFollow(
  folder: string,
  watched: ReadonlySet<string>,
  files: readonly string[],
): { add: string[]; unwatch: string[]; watched: Set<string> } {
  const next = new Set(files.filter((file) => isOutsideFolder(folder, file)));
  return { add: [...next].filter((file) => !watched.has(file)), unwatch: [...watched].filter((file) => !next.has(file)), watched: next };
}

/** The part of a chokidar watcher the description watcher uses. */
export interface FileWatcher {
  on(event: "all", listener: () => void): unknown;
  add(paths: string[]): unknown;
  unwatch(paths: string[]): unknown;
  close(): Promise<void>;
}

export interface SpecWatchOptions {
  /** How long the files must stay quiet before the description is read again. */
  quietMs?: number;
  /** Starts watching (chokidar's `watch`; tests pass a fake). */
  watch?: (paths: string[], options: { ignoreInitial: boolean; ignored: (file: string) => boolean }) => FileWatcher;
}

/**
 * Watches the description: every file under `folder`, and each of `files`
 * (what it was read from) outside it. After files change (added, edited,
 * removed) it calls `read`, once per burst of saves and never while the
 * previous call is still running. `read` reads the description again and
 * returns the files it was read from this time, which the watcher then
 * follows: a `$ref` to a file elsewhere is watched from the save that adds
 * it. Returns a function that stops watching.
 */
export function watchSpecFiles(
  folder: string,
  files: readonly string[],
  read: () => Promise<readonly string[]>,
  { quietMs = 100, watch = chokidar.watch }: SpecWatchOptions = {},
): () => Promise<void> {
  let outside = filesToFollow(folder, new Set(), files).watched;
  // Never what a site writes or installs: a description kept at the site's root would otherwise watch
  // node_modules, and publishing the description into public/ after each read would wake it again.
  const watcher = watch([folder, ...outside], { ignoreInitial: true, ignored: (file: string) => isIgnoredBySpecWatcher(folder, file) });
  let closed = false;
  const follow = (readFrom: readonly string[]) => {
    if (closed) return;
    const change = filesToFollow(folder, outside, readFrom);
    if (change.add.length > 0) watcher.add(change.add);
    if (change.unwatch.length > 0) watcher.unwatch(change.unwatch);
    outside = change.watched;
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = read()
      .then(follow)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  watcher.on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(run, quietMs);
  });
  return () => {
    closed = true;
    clearTimeout(timer);
    return watcher.close();
  };
}
