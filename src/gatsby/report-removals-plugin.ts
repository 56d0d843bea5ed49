import type { Compiler } from "webpack";

type WatchFileSystem = NonNullable<Compiler["watchFileSystem"]>;
type WatchArguments = Parameters<WatchFileSystem["watch"]>;

/**
 * In `gatsby develop`, makes webpack report a deleted file the way it
 * reports a changed one.
 *
 * Gatsby keeps webpack's watcher suspended and recompiles only after
 * webpack's `invalid` hook has told it that a source changed. Webpack calls
 * that hook for a changed file but not for a removed one, and after any
 * batch of events its watcher pauses until the next compile. So deleting a
 * guide left the watcher paused with no compile coming: from then on a save
 * of site.config.ts (or of a stylesheet, which Gatsby's own file watcher
 * does not see) never reached the preview until some other edit woke
 * Gatsby up. Reporting the removal as an early change lets Gatsby schedule
 * the compile, which restarts the watcher.
 *
 * It wraps the watch file system in `afterEnvironment`, as webpack's own
 * WatchIgnorePlugin does.
 */
export class ReportRemovalsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEnvironment.tap(ReportRemovalsPlugin.name, () => {
      const inner = compiler.watchFileSystem;
      if (!inner) return;
      compiler.watchFileSystem = { watch: reportRemovals(inner) };
    });
  }
}

/** The file system's watch, calling `callbackUndelayed` for a batch that only removed files. */
export function reportRemovals(inner: WatchFileSystem): WatchFileSystem["watch"] {
  return (...[files, directories, missing, startTime, options, callback, callbackUndelayed]: WatchArguments) => {
    let reported = false;
    const undelayed: typeof callbackUndelayed = (file, time) => {
      reported = true;
      callbackUndelayed(file, time);
    };
    return inner.watch(
      files,
      directories,
      missing,
      startTime,
      options,
      (error, fileTimes, contextTimes, changes, removals) => {
        const [removed] = removals ?? [];
        if (!error && !reported && removed !== undefined) undelayed(removed, Date.now());
        callback(error, fileTimes, contextTimes, changes, removals);
      },
      undelayed,
    );
  };
}
