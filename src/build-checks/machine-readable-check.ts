import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Content, Parent, Root } from "mdast";
import { parseMarkdown } from "../markdown-twins/markdown-tree";
import { MACHINE_READABLE_FILES, markdownTwinPath } from "../navigation/twin-paths";
import { type DescribedOperation, describedOperations } from "./described-operations";
import { postmanProblems } from "./postman-check";
import { SEARCH_INDEX_FILE, type SearchPage } from "../search/search-documents";
import { OPENAPI_PARTS } from "../markdown-twins/openapi-parts";

/**
 * Checks the files the build writes for assistants and API tools, from the
 * finished build alone, reading the published OpenAPI description and the
 * sitemap rather than anything the generators used, so the checks hold for
 * any description:
 * - every link of llms.txt and of the description's index to this site leads to a file of the
 *   build (links to other sites are theirs);
 * - every twin starts with the note that points an agent to llms.txt;
 * - every page of the sitemap has its Markdown twin, and no .md file is in
 *   the sitemap or the search index;
 * - each operation of the description has one twin naming every one of its
 *   parameters and every error string of its examples;
 * - the Postman collection is valid v2.1 with one request per operation.
 * Returns one message per problem.
 */
export async function checkMachineReadableFiles(publicDir: string, site: { origin: string; baseUrl: string }): Promise<string[]> {
  const base = `${site.origin}${site.baseUrl.replace(/\/$/, "")}`;
  const operations = await describedOperations(publicDir);
  return [
    ...(await llmsTxtProblems(publicDir, { origin: site.origin, base })),
    ...(await twinNoteProblems(publicDir, base)),
    ...(await sitemapProblems(publicDir, base)),
    ...(await searchIndexProblems(publicDir)),
    ...(operations ? await operationTwinProblems(publicDir, operations) : []),
    ...(operations ? await postmanProblems(publicDir, operations) : []),
  ];
}

/** Every node of a Markdown tree, depth first. */
export function nodesOf(tree: Root): Content[] {
  const out: Content[] = [];
  const visit = (parent: Parent) =>
    parent.children.forEach((node: Content) => {
      out.push(node);
      if ("children" in node) visit(node);
    });
  visit(tree);
  return out;
}

/** The file of the build a site URL stands for, or null for an address outside the site. */
function fileOfUrl(publicDir: string, base: string, url: string): string | null {
  if (!url.startsWith(`${base}/`)) return null;
  const sitePath = decodeURIComponent(url.slice(base.length).replace(/[?#].*$/, ""));
  return path.join(publicDir, sitePath === "/" ? "index.html" : sitePath);
}

/**
 * What is wrong with the links of a Markdown index of the build (llms.txt, the description's
 * index): an address of this site that the build lacks. A link to another site is its own
 * business (an API's description may link to the OpenAPI specification), but one on this
 * site's origin outside its base URL is a mistake.
 */
function linkProblems(publicDir: string, site: { origin: string; base: string }, name: string, tree: Root): string[] {
  const problems: string[] = [];
  for (const url of nodesOf(tree).flatMap((node) => (node.type === "link" ? [node.url] : []))) {
    const target = fileOfUrl(publicDir, site.base, url);
    if (target !== null) {
      if (!existsSync(target)) problems.push(`${name} links to ${url}, but the build has no ${path.relative(publicDir, target)}.`);
    } else if (!/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith(`${site.origin}/`) || url === site.origin) {
      problems.push(`${name} links to ${url}, which is not an address under this site's base (${site.base}/…).`);
    }
  }
  return problems;
}

async function llmsTxtProblems(publicDir: string, site: { origin: string; base: string }): Promise<string[]> {
  const file = path.join(publicDir, MACHINE_READABLE_FILES.llmsTxt);
  if (!existsSync(file)) return [`${MACHINE_READABLE_FILES.llmsTxt} is missing.`];
  const tree = parseMarkdown(await readFile(file, "utf8"));
  const problems: string[] = [];
  const [first, second] = tree.children;
  if (first?.type !== "heading" || first.depth !== 1) problems.push("llms.txt does not start with a `# title`.");
  if (second?.type !== "blockquote") problems.push("llms.txt has no `> summary` under its title.");
  if (!nodesOf(tree).some((node) => node.type === "link")) problems.push("llms.txt links to nothing.");
  problems.push(...linkProblems(publicDir, site, "llms.txt", tree));
  const parts = path.join(publicDir, OPENAPI_PARTS.index);
  if (existsSync(parts)) problems.push(...linkProblems(publicDir, site, OPENAPI_PARTS.index, parseMarkdown(await readFile(parts, "utf8"))));
  return problems;
}

/** Every twin starts with the note that points an agent to llms.txt (src/markdown-twins/twin-note.ts). */
async function twinNoteProblems(publicDir: string, base: string): Promise<string[]> {
  const twins = (await readdir(publicDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md") && !entry.parentPath.includes(".well-known"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const llms = `${base}${MACHINE_READABLE_FILES.llmsTxt}`;
  const problems: string[] = [];
  for (const file of twins) {
    const [first] = parseMarkdown(await readFile(file, "utf8")).children;
    const pointsToLlms =
      first?.type === "blockquote" && nodesOf({ type: "root", children: [first] }).some((n) => n.type === "link" && n.url === llms);
    if (!pointsToLlms) problems.push(`/${path.relative(publicDir, file)} does not start with the note that links ${llms}.`);
  }
  return problems;
}

async function sitemapProblems(publicDir: string, base: string): Promise<string[]> {
  const sitemap = await readFile(path.join(publicDir, "sitemap.xml"), "utf8");
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  return urls.flatMap((url) => {
    if (/\.md$/.test(url)) return [`The sitemap lists the Markdown file ${url}; it should list pages only.`];
    const page = url.startsWith(base) ? url.slice(base.length) || "/" : null;
    if (page === null) return [`The sitemap lists ${url}, outside the site (${base}).`];
    const twin = markdownTwinPath(page);
    return existsSync(path.join(publicDir, twin)) ? [] : [`${url} is in the sitemap but has no Markdown twin (${twin}).`];
  });
}

async function searchIndexProblems(publicDir: string): Promise<string[]> {
  const file = path.join(publicDir, SEARCH_INDEX_FILE);
  if (!existsSync(file)) return [];
  const pages = JSON.parse(await readFile(file, "utf8")) as Pick<SearchPage, "url">[];
  return pages
    .filter(({ url }) => /\.md(?:[?#]|$)/.test(url))
    .map(({ url }) => `The search index holds the Markdown file ${url}; only pages belong there.`);
}

/** Method and path as a twin states them under its title ("`GET /postcodes/{postcode}`"). */
const statedEndpoint = (tree: Root): string | null => {
  const title = tree.children.findIndex((node) => node.type === "heading" && node.depth === 1);
  const line = tree.children[title + 1];
  const first = line?.type === "paragraph" ? line.children[0] : undefined;
  return first?.type === "inlineCode" && /^[A-Z]+ \//.test(first.value) ? first.value : null;
};

async function operationTwinProblems(publicDir: string, operations: readonly DescribedOperation[]): Promise<string[]> {
  const dir = path.join(publicDir, "docs", "api");
  const names = existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith(".md")) : [];
  const twins = new Map<string, { file: string; code: Set<string> }[]>();
  for (const name of names) {
    const tree = parseMarkdown(await readFile(path.join(dir, name), "utf8"));
    const endpoint = statedEndpoint(tree);
    const code = new Set(nodesOf(tree).flatMap((n) => (n.type === "inlineCode" || n.type === "code" ? [n.value] : [])));
    if (endpoint) twins.set(endpoint, [...(twins.get(endpoint) ?? []), { file: `/docs/api/${name}`, code }]);
  }
  return operations.flatMap((op) => {
    const endpoint = `${op.method.toUpperCase()} ${op.path}`;
    const found = twins.get(endpoint) ?? [];
    if (found.length !== 1) return [`${endpoint} has ${found.length} Markdown twins under /docs/api/ (expected one).`];
    const [{ file, code }] = found;
    return [
      ...op.parameters.filter((name) => !code.has(name)).map((name) => `${file} (${endpoint}) does not name the parameter \`${name}\`.`),
      ...op.errors
        .filter((error) => !code.has(JSON.stringify(error).slice(1, -1)))
        .map((error) => `${file} (${endpoint}) does not give the error string ${JSON.stringify(error)}.`),
    ];
  });
}
