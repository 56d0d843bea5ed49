/**
 * Runs `load` once and hands every later call the same promise, so what it
 * loads (a chunk, an index, a data file) is downloaded once however many
 * ask for it. A failed load is forgotten: the next call tries again. The
 * first call's arguments are the ones used.
 */
export function loadOnce<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let loading: Promise<T> | null = null;
  return (...args) =>
    (loading ??= load(...args).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
