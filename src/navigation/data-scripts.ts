/**
 * How the hash-routed edition carries its data. A page opened from disk
 * (`file://`) may not fetch files, but it may load scripts: every piece of
 * data (a page's query result, a static query's, the route list, the search
 * documents, the JSON files pages read on demand) is a small script that stores its value under a key in one
 * global object. The packager writes them (src/hash-edition/package/), the
 * runtime loads them by script tag (./load-data-script.ts).
 */

/** The global object the data scripts fill: `window.__hashEditionData[key] = value`. */
export const DATA_GLOBAL = "__hashEditionData";

/** Folder of the data scripts, beside index.html. */
export const DATA_FOLDER = "edition-data";

/** Keys and files of the data scripts, relative to index.html. */
export const dataScripts = {
  /** The site paths that have a page, and the not-found page's path. */
  routes: { key: "routes", file: `${DATA_FOLDER}/routes.js` },
  /** The documents the offline search indexes. */
  search: { key: "search", file: `${DATA_FOLDER}/search.js` },
  /** Colour mode and announcement-bar state applied before first paint (the site's own pre-paint script). */
  prePaint: { file: `${DATA_FOLDER}/pre-paint.js` },
  page: (path: string) => ({ key: `page:${path}`, file: `${DATA_FOLDER}/pages${path === "/" ? "/index" : path}.js` }),
  staticQuery: (hash: string) => ({ key: `sq:${hash}`, file: `${DATA_FOLDER}/sq/${hash}.js` }),
  /** A JSON file of the site that a page reads on demand ("/code-samples/lookup-postcode.json", the "More" samples). */
  siteJson: (sitePath: string) => ({ key: `json:${sitePath}`, file: `${DATA_FOLDER}/json${sitePath.replace(/\.json$/, "")}.js` }),
} as const;

/** What `routes.js` holds. */
export interface EditionRoutes {
  /** Every site path with a page ("/", "/docs/overview"), the not-found page included. */
  paths: string[];
  /** The page shown for an address that has none: "/404". */
  notFound: string;
}

/** What a page's data script holds: Gatsby's page data plus the page's <head> text. */
export interface EditionPage {
  path: string;
  componentChunkName: string;
  result: { data?: unknown; pageContext?: Record<string, unknown> };
  staticQueryHashes: string[];
  head: { title: string; description: string };
}

/** The source of a data script that stores `value` under `key`. */
export function dataScriptSource(key: string, value: unknown): string {
  const target = `(window.${DATA_GLOBAL}=window.${DATA_GLOBAL}||{})`;
  return `${target}[${JSON.stringify(key)}]=${JSON.stringify(value)};\n`;
}
