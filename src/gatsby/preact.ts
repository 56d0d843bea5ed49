/**
 * The production build renders with Preact (through `preact/compat`) where
 * the code says React: in the browser bundles and in the server rendering
 * alike, so both sides write the same HTML and the same `useId` ids.
 * `gatsby develop` keeps React, with its Fast Refresh and error overlay.
 *
 * Why: React and React DOM were 45.7 KB of gzip that every page loaded
 * before its first interaction; Preact with its compat layer is some 11 KB
 * (docs/benchmarks.md). Preact hydrates without reporting what differs from
 * the server's HTML; src/rendering/hydration-check.ts does that in the
 * browser tests.
 */

/** What each React entry point the code (ours, Gatsby's, our dependencies') imports becomes. */
export const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react-dom/server": "preact/compat/server",
  "react-dom/test-utils": "preact/test-utils",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

const PREACT_REQUEST = /^preact(?:\/|$)/;

/**
 * webpack `resolve.alias` entries for the browser bundles: each React entry
 * point, matched exactly (`$`), to its Preact counterpart. Gatsby's own
 * aliases of `react` and `react-dom` (to React's folders, matching every
 * subpath) are dropped; any other alias is kept.
 */
export function preactAliases(gatsbyAliases: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(gatsbyAliases).filter(([name]) => !/^react(?:-dom)?\$?$/.test(name)));
  const ours = Object.fromEntries(Object.entries(PREACT_FOR_REACT).map(([react, preact]) => [`${react}$`, preact]));
  // webpack takes the first alias that matches: ours come first.
  return { ...ours, ...kept };
}

/**
 * The server rendering's module for an import, when it must come from
 * node_modules at render time: React's entry points as Preact's CommonJS
 * builds, and Preact's own. One copy of Preact then serves every module of
 * the server bundle; bundling one of them would give hooks a second copy,
 * whose state the other never sees. Undefined for any other import.
 */
export function serverExternal(request: string): string | undefined {
  if (Object.hasOwn(PREACT_FOR_REACT, request)) return `commonjs ${PREACT_FOR_REACT[request]}`;
  if (PREACT_REQUEST.test(request)) return `commonjs ${request}`;
  return undefined;
}

/** A webpack `externals` function over {@link serverExternal}, to run before Gatsby's own. */
export function preactServerExternals({ request }: { request?: string }, callback: (error?: Error | null, result?: string) => void): void {
  const external = request === undefined ? undefined : serverExternal(request);
  if (external) callback(null, external);
  else callback();
}

const PREACT_MODULE = /[\\/]node_modules[\\/]preact[\\/]/;

/** What webpack's splitChunks gives a cache group's `test` function. */
interface ChunkModule {
  nameForCondition?: () => string | null;
}

/**
 * The `test` of Gatsby's `framework` cache group, widened to Preact: the
 * renderer changes far less often than the site's code, so it belongs in
 * the chunk readers keep cached across releases, not in `app`.
 */
export function frameworkTest<M extends ChunkModule>(gatsbyTest: (module: M) => boolean): (module: M) => boolean {
  return (module) => gatsbyTest(module) || PREACT_MODULE.test(module.nameForCondition?.() ?? "");
}
