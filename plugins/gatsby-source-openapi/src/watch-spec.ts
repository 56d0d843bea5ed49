import path from "node:path";
import chokidar from "chokidar";

/** Folders under the description's folder that are never its sources. */
const NOT_SOURCES = /^(node_modules|\.cache|public|\.git)([\\/]|$)|[\\/](node_modules|\.cache|public|\.git)([\\/]|$)/;

/**
 * True for a file the watcher leaves alone: anything in node_modules/,
 * .cache/, public/ or .git/ under `folder` (what a site installs or
 * writes, not the description).
 */
export const isIgnoredBySpecWatcher = (folder: string, file: string): boolean => NOT_SOURCES.test(path.relative(folder, file));

/**
 * Calls `onChange` after files under `folder` change (added, edited,
 * removed), once per burst of saves, and never while the previous call is
 * still running. Returns a function that stops watching.
 */
export function watchSpecFiles(folder: string, onChange: () => Promise<void>, quietMs = 100): () => Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = onChange().finally(() => {
      running = null;
      if (again) {
        again = false;
        run();
      }
    });
  };
  // Never what a site writes or installs: a description kept at the site's root would otherwise watch
  // node_modules, and publishing the description into public/ after each read would wake it again.
  const watcher = chokidar.watch(folder, { ignoreInitial: true, ignored: (file: string) => isIgnoredBySpecWatcher(folder, file) });
  watcher.on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(run, quietMs);
  });
  return () => {
    clearTimeout(timer);
    return watcher.close();
  };
}
