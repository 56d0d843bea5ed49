import type { FileWatcher } from "../src/watch-spec";

/** A file watcher that watches nothing: tests read what it was asked to watch, and tell it when files change. */
export class FakeWatcher implements FileWatcher {
  readonly watched: Set<string>;
  closed = false;
  private readonly listeners: (() => void)[] = [];

  constructor(paths: readonly string[]) {
    this.watched = new Set(paths);
  }

  on(_event: "all", listener: () => void): this {
    this.listeners.push(listener);
    return this;
  }

  add(paths: string[]): this {
    for (const file of paths) this.watched.add(file);
    return this;
  }

  unwatch(paths: string[]): this {
    for (const file of paths) this.watched.delete(file);
    return this;
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }

  /** What chokidar does when a watched file is saved. */
  change(): void {
    for (const listener of this.listeners) listener();
  }
}

/** A `watch` function that records every watcher it starts. */
export function fakeWatch() {
  const watchers: FakeWatcher[] = [];
  const watch = (paths: string[]) => {
    const watcher = new FakeWatcher(paths);
    watchers.push(watcher);
    return watcher;
  };
  return { watch, watchers };
}
