import { DATA_GLOBAL, dataScripts } from "./data-scripts";

type DataWindow = Window & { [DATA_GLOBAL]?: Record<string, unknown> };

const loading = new Map<string, Promise<unknown>>();

/** The value a data script already stored under `key`, if any. */
export function storedData<T>(key: string, win: Window = window): T | undefined {
  return (win as DataWindow)[DATA_GLOBAL]?.[key] as T | undefined;
}

/**
 * Loads the data script `file` (relative to index.html) once and resolves
 * with the value it stored under `key`. Script tags load from disk, where
 * `fetch` may not. A failed load can be tried again.
 */
export function loadDataScript<T>(key: string, file: string, doc: Document = document): Promise<T> {
  const win = doc.defaultView ?? window;
  const stored = storedData<T>(key, win);
  if (stored !== undefined) return Promise.resolve(stored);
  let promise = loading.get(key);
  if (!promise) {
    promise = new Promise<unknown>((resolve, reject) => {
      const script = doc.createElement("script");
      script.src = file;
      script.onload = () => {
        const value = storedData(key, win);
        if (value === undefined) reject(new Error(`${file} did not provide "${key}".`));
        else resolve(value);
      };
      script.onerror = () => reject(new Error(`Could not load ${file}.`));
      doc.head.appendChild(script);
    }).catch((error: unknown) => {
      loading.delete(key);
      throw error;
    });
    loading.set(key, promise);
  }
  return promise as Promise<T>;
}

/** A JSON file of the site (`/code-samples/x.json`), as the edition carries it: from its data script, since it may not fetch. */
export function loadSiteJson<T>(sitePath: string, doc: Document = document): Promise<T> {
  const { key, file } = dataScripts.siteJson(sitePath);
  return loadDataScript<T>(key, file, doc);
}
