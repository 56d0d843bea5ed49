import chokidar from "chokidar";

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
  const watcher = chokidar.watch(folder, { ignoreInitial: true });
  watcher.on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(run, quietMs);
  });
  return () => {
    clearTimeout(timer);
    return watcher.close();
  };
}
