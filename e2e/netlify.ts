// What Netlify makes of the build, read by Netlify's own code: its local server (netlify-cli's
// `netlify dev`, started by scripts/netlify-serve.mjs) for what a request gets, and its parser
// (@netlify/headers-parser, the one that server uses) for the rules of `_headers` and netlify.toml.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { contentSecurityPolicy, connectSources, inlineScripts, scriptHash } from "../src/deploy/security-headers";

export const PUBLIC = path.resolve(__dirname, "../public");
const NETLIFY_TOML = path.resolve(__dirname, "../netlify.toml");

/** HSTS and nosniff, which every response carries. */
export const EVERY_RESPONSE = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
};
/** The headers that only documents carry, with this build's policy. */
export const documentOnly = (csp: string) => ({
  "content-security-policy": csp,
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "x-frame-options": "DENY",
});

/** Every file of a publish folder, as an address ("/docs/api/index.html"). */
export const builtFiles = (publish = PUBLIC) =>
  readdirSync(publish, { recursive: true, encoding: "utf8" }).map((file) => `/${file.split(path.sep).join("/")}`);

/** Every page of the build: its clean address and its file. */
export const builtPages = (publish = PUBLIC) =>
  builtFiles(publish)
    .filter((file) => file.endsWith("/index.html") && !file.startsWith("/page-data/") && !file.startsWith("/_gatsby/"))
    .map((file) => ({ address: file.replace(/\/index\.html$/, "") || "/", file }));

/**
 * The policy this build must send: the hash of every inline script of every page (what the
 * post-build step computes, recomputed here from the pages on disk), the description's servers.
 */
export function expectedCsp(publish = PUBLIC): string {
  const hashes = builtPages(publish).flatMap(({ file }) => inlineScripts(readFileSync(path.join(publish, file), "utf8")).map(scriptHash));
  const csp = contentSecurityPolicy(hashes, connectSources(["http://localhost:8000", "https://api.postcodes.io"]));
  return csp;
}

/** The rules of `_headers` and netlify.toml, as Netlify's parser reads them (netlify-cli's own parseHeaders). */
export async function netlifyHeaderRules(publish = PUBLIC): Promise<{ for: string; forRegExp: RegExp; values: Record<string, string> }[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(publish, "_headers")],
    netlifyConfigPath: NETLIFY_TOML,
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join("\n"));
  return headers.flatMap((rule) => ("forRegExp" in rule ? [rule] : []));
}

/**
 * The headers the rules give an address as netlify-cli applies them (its headersForPath): every
 * rule whose pattern matches, in order, a later value of a header replacing an earlier one.
 */
export async function ruleHeaders(publish = PUBLIC): Promise<(address: string) => Record<string, string>> {
  const rules = await netlifyHeaderRules(publish);
  return (address) => {
    const values: Record<string, string> = {};
    for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(address)))
      for (const [name, value] of Object.entries(rule.values)) values[name.toLowerCase()] = value;
    return values;
  };
}

/** The patterns of the rules that set `header` (lower case) for an address. */
export async function rulesSetting(publish = PUBLIC): Promise<(address: string, header: string) => string[]> {
  const rules = await netlifyHeaderRules(publish);
  return (address, header) =>
    rules
      .filter((rule) => rule.forRegExp.test(address) && Object.keys(rule.values).some((name) => name.toLowerCase() === header))
      .map((rule) => rule.for);
}

type Get = (url: string) => Promise<{ status: number; headers: Record<string, string> }>;

/**
 * What is wrong with the security headers Netlify's server sends for the build: every address of
 * every page (clean, with a trailing slash), the 404 page under /docs, the Markdown twins and
 * SVG images must carry the document headers with `csp`; bundles, page data, the search
 * index, images and the offline zip only HSTS and nosniff. One line a problem; none is right.
 */
export async function securityHeaderProblems(get: Get, csp: string, publish = PUBLIC): Promise<string[]> {
  const files = builtFiles(publish);
  const documents = [
    ...builtPages(publish).flatMap(({ address }) => (address === "/" ? ["/"] : [address, `${address}/`])),
    ...files.filter((file) => file.endsWith(".md")),
    "/404",
    "/404.html",
    "/docs/no-such-page",
    "/favicon.svg",
  ];
  const assets = [
    ...files.filter((file) => /^\/[^/]+\.(?:js|css)$/.test(file)),
    ...files.filter((file) => file.startsWith("/page-data/") && file.endsWith(".json")).slice(0, 20),
    "/search-index.json",
    ...files.filter((file) => /\.(?:png|zip|yaml|webmanifest|xml|txt)$/.test(file)),
  ];
  const problems: string[] = [];
  const check = async (address: string, expected: Record<string, string>, absent: string[]) => {
    const { status, headers } = await get(address);
    if (status !== 200 && !(address.includes("no-such-page") && status === 404)) problems.push(`${address}: status ${status}`);
    for (const [name, value] of Object.entries(expected))
      if (headers[name] !== value) problems.push(`${address}: ${name} is ${JSON.stringify(headers[name] ?? null)}`);
    for (const name of absent) if (headers[name] !== undefined) problems.push(`${address}: ${name} sent to a file that is not a document`);
  };
  for (const address of documents) await check(address, { ...documentOnly(csp), ...EVERY_RESPONSE }, []);
  for (const address of assets) await check(address, EVERY_RESPONSE, Object.keys(documentOnly(csp)));
  return problems;
}
