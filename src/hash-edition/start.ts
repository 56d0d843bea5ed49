// Set here, read by webpack's runtime when it loads a chunk.
declare let __webpack_public_path__: string;

/**
 * Starts the hash-routed edition from Gatsby's `onClientEntry`. Chunks load
 * from the folder of index.html (wherever it was unpacked) instead of the
 * site root; the edition's router, a chunk of its own so the site's pages
 * do not carry it, takes over. The promise never settles: Gatsby's own
 * start (path routing, page data fetched over HTTP) must not run.
 */
export function startHashEdition(win: Window = window): Promise<never> {
  __webpack_public_path__ = new URL(".", win.location.href).href;
  import(/* webpackChunkName: "hash-edition" */ "./runtime").then(
    (runtime) => runtime.runHashEdition(win),
    (error: unknown) => console.error("The offline edition could not start.", error),
  );
  return new Promise<never>(() => {});
}
