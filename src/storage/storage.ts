/**
 * The module React code reads and writes `window.localStorage` through.
 * (The pre-paint script, src/pre-paint/initial-state.ts, reads the same keys
 * itself before any module has loaded.) It survives browsers where reading
 * `localStorage` throws (privacy modes, disabled storage, sandboxed frames)
 * and calls made during server rendering: reads then give `null` and writes
 * do nothing, so the site works without persistence.
 */

export interface StorageSlot {
  readonly key: string;
  /** The stored string, or null when absent or when storage is unavailable. */
  get(): string | null;
  /** Stores the value; a failure (quota, blocked storage) is logged once, never thrown. */
  set(value: string): void;
  /** Removes the value. */
  del(): void;
  /** Calls `onChange` when another tab changes this key; returns an unsubscribe function. */
  listen(onChange: (newValue: string | null) => void): () => void;
}

let warnedAboutWrites = false;

/** Returns localStorage, or null when it does not exist or access throws. */
function getLocalStorage(): Storage | null {
  if (typeof window === "undefined") return null;
  try {
    const storage = window.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

function warnWriteFailure(key: string, error: unknown): void {
  if (warnedAboutWrites) return;
  warnedAboutWrites = true;
  console.warn(`Browser storage is unavailable; "${key}" and other preferences will not be remembered.`, error);
}

/** Creates a typed handle on one localStorage key. Safe to call during SSR. */
export function createStorageSlot(key: string): StorageSlot {
  return {
    key,
    get() {
      const storage = getLocalStorage();
      if (!storage) return null;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set(value) {
      const storage = getLocalStorage();
      if (!storage) return;
      try {
        storage.setItem(key, value);
      } catch (error) {
        warnWriteFailure(key, error);
      }
    },
    del() {
      const storage = getLocalStorage();
      if (!storage) return;
      try {
        storage.removeItem(key);
      } catch (error) {
        warnWriteFailure(key, error);
      }
    },
    listen(onChange) {
      if (typeof window === "undefined") return () => {};
      const handler = (event: StorageEvent) => {
        // `key === null` means another tab called localStorage.clear().
        if (event.key === key || event.key === null) {
          onChange(event.key === null ? null : event.newValue);
        }
      };
      window.addEventListener("storage", handler);
      return () => window.removeEventListener("storage", handler);
    },
  };
}

/** Test hook: lets each test observe the first write warning again. */
export function resetStorageWarningsForTests(): void {
  warnedAboutWrites = false;
}
