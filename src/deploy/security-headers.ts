import { createHash } from "node:crypto";
import { API_CATALOG_LINK, API_CATALOG_TYPE, MACHINE_READABLE_FILES } from "../navigation/twin-paths";

/** `'sha256-…'` source for one inline script, as a Content-Security-Policy expects it. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** The text of every inline <script> (one without src) in a page. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]).filter((body) => body.trim() !== "");
}

/** Servers on this machine, on any port: a self-hosted copy of the API, or a mock of it, for the API console. */
export const LOCAL_CONNECT_SOURCES = ["http://localhost:*", "http://127.0.0.1:*"] as const;

/**
 * Where the API console may send requests: the site itself, the origins of
 * the description's servers, a server on this machine on any port, and any
 * HTTPS server (a reader's own, typed as a custom URL). Nothing broader:
 * no plain HTTP to other hosts.
 */
export function connectSources(serverUrls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const server of serverUrls) {
    try {
      const url = new URL(server);
      if (url.protocol === "https:" || url.protocol === "http:") origins.add(url.origin);
    } catch {
      // A relative server URL is the site's own origin: 'self'.
    }
  }
  return ["'self'", ...[...origins].sort(), ...LOCAL_CONNECT_SOURCES, "https:"];
}

/**
 * The Content-Security-Policy of the site: everything from its own origin,
 * inline scripts only by hash (the pre-paint and base-URL scripts,
 * Gatsby's bootstrap data and the script that starts the bundles after the
 * first paint), no `unsafe-eval`, no framing, and requests to the API
 * servers the console may call ({@link connectSources}).
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string>, connect: readonly string[] = ["'self'"]): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers that matter on every response: HTTPS only, and no guessing of media types. */
export const EVERY_RESPONSE_HEADERS: readonly [string, string][] = [
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
];

/**
 * Headers that browsers act on only for documents (pages, a worker's
 * script, an SVG opened on its own). On a bundle or an image they are
 * ignored; at some 1.3 KB with the policy, they would be sent for nothing on
 * each of a page's scripts. (Referrer-Policy would also govern the requests
 * a stylesheet makes, but ours is the browsers' default and the site's
 * stylesheets only load from the site itself.)
 */
export function documentOnlyHeaders(csp: string): [string, string][] {
  return [
    ["Content-Security-Policy", csp],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
    ["X-Frame-Options", "DENY"],
  ];
}

/** Every header a document carries. */
export const documentHeaders = (csp: string): [string, string][] => [...documentOnlyHeaders(csp), ...EVERY_RESPONSE_HEADERS];

/**
 * Whether a built file is, or may be, a document and so needs
 * {@link documentOnlyHeaders}: HTML, or an SVG image (opened on its own, it
 * is a document that can run scripts).
 * A page's Markdown twin goes with its page: it is text, but it sits
 * beside the pages, and with the same headers the pages' folder keeps one
 * rule on Netlify (and the nginx configuration one location).
 */
export const isDocumentFile = (file: string) => /\.(?:html|svg|md)$/i.test(file);

/** Long-lived caching for files whose names carry a content hash. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML, page data and other files that change in place: always revalidate. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Cache rules by path (Netlify `_headers` patterns; the nginx configuration
 * mirrors them). Gatsby gives every JS and CSS bundle at the site root, and
 * everything under /static/, a hashed name; pages, page data and the search
 * index keep theirs. Root-level bundles are listed by name rather than by a
 * `/*.js` pattern, which would catch other scripts of the root too.
 */
export function cacheRules(hashedRootAssets: readonly string[]): [string, string][] {
  return [
    ...[...hashedRootAssets].sort().map((file): [string, string] => [file, IMMUTABLE]),
    ["/static/*", IMMUTABLE],
    ["/page-data/*", REVALIDATE],
    ["/search-index.json", REVALIDATE],
  ];
}

/**
 * On the pages (a pattern for an address without a file's extension: "/", "/docs/*"): a page
 * answers otherwise to a request that asks for Markdown (netlify/edge-functions/markdown-twins.ts).
 */
export const VARY_ACCEPT: [string, string] = ["Vary", "Accept"];
const isPagePattern = (pattern: string) => !/\.[a-z0-9]+$/i.test(pattern);

/** Root-level .js and .css files of a build: Gatsby's hashed bundles. */
export const hashedRootAssets = (files: Iterable<string>) => [...files].filter((f) => /^\/[^/]+\.(js|css)$/.test(f));

/** The addresses a static host serves a file at: a page's clean URL besides its file name. */
function addressesOf(file: string): string[] {
  if (file === "/index.html") return ["/", file];
  const clean = file.replace(/(?:\/index)?\.html$/, "");
  return clean === file ? [file] : [clean, file];
}

/** The folder at the root a file is in ("docs" for "/docs/api/index.html"), or "" for a file at the root. */
const rootFolder = (file: string) => /^\/([^/]+)\//.exec(file)?.[1] ?? "";

/**
 * Whether Netlify's `/folder/*` matches an address. Netlify reads a `*` standing for a whole
 * segment as `/?(.*)` (@netlify/headers-parser: `^/folder/?(.*)/?$`, case-insensitive), so the
 * slash is optional: `/docs/*` matches `/docs`, but also `/docs.md` and a `/docs-app.js`.
 */
const folderRuleMatches = (folder: string, address: string) => address.toLowerCase().startsWith(`/${folder.toLowerCase()}`);

/**
 * Netlify `_headers` path patterns that match every document of a build
 * ({@link isDocumentFile}) and nothing else. Netlify applies every rule
 * that matches and has no negative patterns, so the document headers
 * cannot go on `/*`. A folder at the root that holds only documents (all
 * the pages under /docs) gets one `/folder/*`, unless a file that is not a
 * document starts with its name ({@link folderRuleMatches}); other
 * documents are listed by address (`/` and `/index.html`, an SVG by its
 * name), except those a folder's rule already matches (`/404.html` with
 * `/404/*`, `/docs.md` with `/docs/*`). No address matches two patterns:
 * Netlify would send each header of both.
 */
export function netlifyDocumentPatterns(files: Iterable<string>): string[] {
  const all = [...files];
  const documents = all.filter(isDocumentFile);
  const folders = new Set(documents.map(rootFolder).filter((folder) => folder !== ""));
  for (const file of all)
    if (!isDocumentFile(file)) for (const folder of folders) if (folderRuleMatches(folder, file)) folders.delete(folder);
  const patterns = new Set<string>();
  for (const file of documents) {
    const folder = [...folders].find((candidate) => folderRuleMatches(candidate, file));
    if (folder !== undefined) patterns.add(`/${folder}/*`);
    else for (const address of addressesOf(file)) patterns.add(address);
  }
  for (const folder of folders) patterns.delete(`/${folder}`);
  return [...patterns].sort();
}

/**
 * Netlify `_headers` file for the build's `files`: HSTS and nosniff for
 * every path, the headers that act only on documents for the documents'
 * addresses ({@link netlifyDocumentPatterns}), then the cache rules
 * (Netlify would join two Cache-Control values, so only the specific rules
 * set one; pretty URLs of pages keep Netlify's revalidating default).
 */
export function netlifyHeaders(
  csp: string,
  files: Iterable<string>,
  contentTypes: readonly [string, string][] = [],
  links: readonly [string, string][] = [],
): string {
  const all = [...files];
  const block = (pattern: string, headers: readonly [string, string][]) =>
    `${pattern}\n${headers.map(([k, v]) => `  ${k}: ${v}`).join("\n")}\n`;
  // One block per address, its headers in the order of the rules: an address's media type and its Link
  // (the API catalog's) in two blocks relied on the host merging them.
  const blocks = new Map<string, [string, string][]>();
  const add = (pattern: string, headers: readonly [string, string][]) => blocks.set(pattern, [...(blocks.get(pattern) ?? []), ...headers]);
  for (const pattern of netlifyDocumentPatterns(all))
    add(pattern, [...documentOnlyHeaders(csp), ...(isPagePattern(pattern) ? [VARY_ACCEPT] : [])]);
  for (const [pattern, value] of cacheRules(hashedRootAssets(all))) add(pattern, [["Cache-Control", value]]);
  for (const [file, type] of contentTypes) add(file, [["Content-Type", type]]);
  for (const [file, link] of links) add(file, [["Link", link]]);
  return [
    "# Generated by the build (src/deploy/security-headers.ts): do not edit public/_headers.",
    block("/*", EVERY_RESPONSE_HEADERS),
    ...[...blocks].map(([pattern, headers]) => block(pattern, headers)),
  ].join("\n");
}

/** `Link` headers by address: the API catalog's (RFC 9727) on the home page and the catalog, when the build has one. */
export function linkRules(files: Iterable<string>): [string, string][] {
  return [...files].includes(MACHINE_READABLE_FILES.apiCatalog)
    ? [
        ["/", API_CATALOG_LINK],
        [MACHINE_READABLE_FILES.apiCatalog, API_CATALOG_LINK],
      ]
    : [];
}

/**
 * Media types for files that static hosts do not all know, or serve
 * without a charset: the published OpenAPI YAML, the web manifest, the
 * pages' Markdown twins and llms.txt.
 */
export const YAML_TYPE = "application/yaml; charset=utf-8";
export const MANIFEST_TYPE = "application/manifest+json; charset=utf-8";
export const MARKDOWN_TYPE = "text/markdown; charset=utf-8";
export const PLAIN_TEXT_TYPE = "text/plain; charset=utf-8";
export function contentTypeRules(files: Iterable<string>, manifest: string): [string, string][] {
  const all = [...files].sort();
  const rule =
    (type: string) =>
    (file: string): [string, string] => [file, type];
  return [
    ...all.filter((f) => /^\/[^/]+\.ya?ml$/.test(f)).map(rule(YAML_TYPE)),
    [manifest, MANIFEST_TYPE],
    ...all.filter((f) => f.endsWith(".md")).map(rule(MARKDOWN_TYPE)),
    ...all.filter((f) => f.endsWith(".txt")).map(rule(PLAIN_TEXT_TYPE)),
    ...all.filter((f) => f === MACHINE_READABLE_FILES.apiCatalog).map(rule(API_CATALOG_TYPE)),
  ];
}

const nginxInclude = (headers: readonly [string, string][]) =>
  [
    "# Generated by the build (src/deploy/security-headers.ts): included by deploy/nginx/postcodes-docs.conf.",
    ...headers.map(([k, v]) => `add_header ${k} "${v.replace(/"/g, '\\"')}" always;`),
    "",
  ].join("\n");

/** nginx include for the locations that serve documents: every security header (`always`, so error pages carry them too). */
export const nginxDocumentHeaders = (csp: string) => nginxInclude(documentHeaders(csp));

/** nginx include for the other locations (bundles, page data, the description, the manifest): HSTS and nosniff. */
export const nginxAssetHeaders = () => nginxInclude(EVERY_RESPONSE_HEADERS);
