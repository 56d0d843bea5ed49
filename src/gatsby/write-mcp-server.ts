import { existsSync } from "node:fs";
import { chmod, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { BUNDLE_FILE, PAGE_TOOLS_DATA } from "../mcp/distribution";
import type { McpData, McpOperation, McpPage } from "../mcp/mcp-data";
import { writePackages } from "./mcp-packages";
import { MACHINE_READABLE_FILES } from "../navigation/twin-paths";
import { SEARCH_INDEX_FILE, type SearchPage } from "../search/search-documents";
import { htmlToText } from "../seo/meta-description";
import { AGENT_FILES } from "../markdown-twins/agent-files";
import { OPENAPI_PARTS } from "../markdown-twins/openapi-parts";

/** Where the build writes the MCP server: the stdio script, its data, and the npm package's files (mcp/). */
export const MCP_DIR = "mcp";
export const MCP_DIST = path.join(MCP_DIR, "dist");

/** The skill whose instructions the server gives clients (content/agents/SKILL.md, as published). */
const SKILL_NAME = "postcodes-io";

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, "utf8")) as T;

/** llms.txt's pages: `- [Title](https://site/path.md): description` lines, by section, until its Optional files. */
export function pagesOfLlmsTxt(llms: string, origin: string): { path: string; title: string; description: string; section: string }[] {
  const pages: { path: string; title: string; description: string; section: string }[] = [];
  let section = "";
  for (const line of llms.split("\n")) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1].trim();
    const item = /^- \[([^\]]+)\]\(([^)]+)\.md\)(?::\s*(.*))?$/.exec(line);
    if (!item || section === "Optional" || !item[2].startsWith(origin)) continue;
    const sitePath = item[2].slice(origin.length).replace(/\/index$/, "/") || "/";
    pages.push({ path: sitePath, title: item[1], description: (item[3] ?? "").replace(/<(https?:[^>]+)>/g, "$1"), section });
  }
  return pages;
}

/** An operation's description and its parameters', in Markdown, from the description's part for it (one operation, parameters inline). */
function describedInPart(
  part: unknown,
  method: string,
  sitePath: string,
): { description: string; parameters: Map<string, string>; responses: Map<string, string> } | null {
  const operation = (part as { paths?: Record<string, Record<string, unknown>> } | null)?.paths?.[sitePath]?.[method] as
    | {
        description?: unknown;
        parameters?: { name?: unknown; description?: unknown }[];
        responses?: Record<string, { description?: unknown }>;
      }
    | undefined;
  if (!operation) return null;
  const parameters = new Map<string, string>();
  for (const parameter of operation.parameters ?? [])
    if (typeof parameter.name === "string" && typeof parameter.description === "string")
      parameters.set(parameter.name, parameter.description.trim());
  const responses = new Map<string, string>();
  for (const [status, response] of Object.entries(operation.responses ?? {}))
    if (typeof response?.description === "string") responses.set(status, response.description);
  return { description: typeof operation.description === "string" ? operation.description.trim() : "", parameters, responses };
}

/**
 * Why the API gives an error string, where its response's description says so in brackets right
 * after it ("`Invalid longitude/latitude submitted` (the postcode has no coordinates)"): a model
 * reading the tool's list of errors learns the cause with the words.
 */
export function errorReason(responseDescription: string | undefined, message: string): string | undefined {
  const first = message.split("\n")[0].trim();
  if (!responseDescription || first === "") return undefined;
  const at = responseDescription.indexOf(`\`${first}\``);
  if (at < 0) return undefined;
  return /^\s*\(([^()]+)\)/
    .exec(responseDescription.slice(at + first.length + 2))?.[1]
    .replace(/\s+/g, " ")
    .trim();
}

/** An operation page's data, as the page (and its console) holds it: the page-data Gatsby wrote. */
interface OperationPageData {
  operationId: string | null;
  slug: string;
  method: string;
  path: string;
  summary: string;
  descriptionHtml: string | null;
  servers: string[];
  parameters: (McpOperation["console"]["parameters"][number] & { descriptionHtml: string | null })[];
  requestBody: McpOperation["console"]["requestBody"];
  responses: NonNullable<McpOperation["console"]["responses"]>;
  errorMessages: McpOperation["errorMessages"];
  codeSampleValues: McpOperation["console"]["codeSampleValues"];
  sampleResponseKind: string;
  invalidInputAnswers: McpOperation["console"]["invalidInputAnswers"];
  missingInputAnswer: McpOperation["console"]["missingInputAnswer"];
  schemas: { name: string; schema: unknown }[];
}

/** Markdown links to the site's own pages made absolute: a model reads a tool's description away from the site. */
export const absoluteLinks = (markdown: string, origin: string) => markdown.replace(/\]\(\/(?!\/)/g, `](${origin}/`);

/**
 * What the MCP server holds, read from the finished build only (as the build's own checks read it):
 * the pages llms.txt lists with their twins, the search index, each operation as its page and its
 * console hold it (its page-data), the description's parts, the agent skill. So the server answers
 * what the site says, and needs none of the build's code.
 */
export async function mcpDataFromBuild(publicDir: string, site: { origin: string; version: string }): Promise<McpData> {
  const origin = site.origin.replace(/\/+$/, "");
  const llms = await readFile(path.join(publicDir, MACHINE_READABLE_FILES.llmsTxt), "utf8");
  const title = /^# (.+)$/m.exec(llms)?.[1]?.trim() ?? "Documentation";
  const listed = pagesOfLlmsTxt(llms, origin);
  if (listed.length === 0)
    throw new Error(`${MACHINE_READABLE_FILES.llmsTxt} lists no page of ${origin}: the MCP server would have nothing to read.`);
  const pages: McpPage[] = await Promise.all(
    listed.map(async (page) => ({
      ...page,
      markdown: await readFile(path.join(publicDir, `${page.path === "/" ? "/index" : page.path}.md`), "utf8"),
    })),
  );
  // The index itself, which every page's note points to, and the index of the description's parts, which the server's instructions name.
  pages.push({
    path: MACHINE_READABLE_FILES.llmsTxt,
    title: "llms.txt",
    description: "Every page of the documentation, in Markdown.",
    section: "Index",
    markdown: llms,
  });
  const partsIndex = path.join(publicDir, OPENAPI_PARTS.index);
  if (existsSync(partsIndex))
    pages.push({
      path: OPENAPI_PARTS.index,
      title: "The OpenAPI description in parts",
      description: "The description whole, and one file for each operation and each schema.",
      section: "Index",
      markdown: await readFile(partsIndex, "utf8"),
    });
  const search = await readJson<SearchPage[]>(path.join(publicDir, SEARCH_INDEX_FILE));

  const apiData = path.join(publicDir, "page-data", "docs", "api");
  const operations: McpOperation[] = [];
  const schemas = new Map<string, unknown>();
  for (const slug of existsSync(apiData) ? (await readdir(apiData)).sort() : []) {
    const file = path.join(apiData, slug, "page-data.json");
    if (!existsSync(file)) continue;
    const op = (await readJson<{ result?: { data?: { openApiOperation?: OperationPageData } } }>(file)).result?.data?.openApiOperation;
    if (!op) continue;
    for (const schema of op.schemas) schemas.set(schema.name, schema.schema);
    const partFile = path.join(publicDir, "openapi", "operations", `${op.slug}.json`);
    const part = existsSync(partFile) ? await readJson<unknown>(partFile) : null;
    // The descriptions in Markdown, as the description's part has them (code spans and lists kept), else the page's text.
    const described = describedInPart(part, op.method, op.path);
    operations.push({
      operationId: op.operationId ?? op.slug,
      slug: op.slug,
      method: op.method,
      path: op.path,
      summary: op.summary,
      description: absoluteLinks(described?.description ?? htmlToText(op.descriptionHtml), origin),
      parameterNotes: Object.fromEntries(
        op.parameters.map((p) => [p.name, absoluteLinks(described?.parameters.get(p.name) ?? htmlToText(p.descriptionHtml), origin)]),
      ),
      errorMessages: op.errorMessages.map((error) => {
        const reason = errorReason(described?.responses.get(error.status), error.message);
        return reason ? { ...error, reason } : error;
      }),
      console: {
        slug: op.slug,
        method: op.method,
        path: op.path,
        servers: op.servers,
        parameters: op.parameters.map(({ descriptionHtml: _html, ...parameter }) => parameter),
        requestBody: op.requestBody,
        codeSampleValues: op.codeSampleValues,
        sampleResponseKind: op.sampleResponseKind,
        invalidInputAnswers: op.invalidInputAnswers,
        missingInputAnswer: op.missingInputAnswer,
        responses: op.responses,
      },
      part,
    });
  }
  // In reading order: as llms.txt lists their pages.
  const order = new Map(pages.map((page, i) => [page.path, i]));
  operations.sort((a, b) => (order.get(`/docs/api/${a.slug}`) ?? 1e9) - (order.get(`/docs/api/${b.slug}`) ?? 1e9));

  const schemaDir = path.join(publicDir, "openapi", "schemas");
  const schemaParts: Record<string, unknown> = {};
  for (const file of existsSync(schemaDir) ? (await readdir(schemaDir)).sort() : [])
    if (file.endsWith(".json")) schemaParts[file.slice(0, -".json".length)] = await readJson(path.join(schemaDir, file));

  const skillFile = path.join(publicDir, AGENT_FILES.skill(SKILL_NAME));
  const skill = existsSync(skillFile) ? await readFile(skillFile, "utf8") : "";
  const instructions = skill.replace(/^---\n[\s\S]*?\n---\n+/, "").trim();
  const apiServer = operations[0]?.console.servers[0] ?? "";
  return {
    site: { title, origin, version: site.version, apiServer, instructions },
    pages,
    search,
    operations,
    schemas: [...schemas].map(([name, schema]) => ({ name, schema })).sort((a, b) => (a.name < b.name ? -1 : 1)),
    schemaParts,
  };
}

/** The import through which a server's bundle takes the build's data (src/mcp/built-data.d.ts). */
const DATA_MODULE = "virtual:mcp-data";

/** Where the build writes Netlify's function (netlify.toml's [functions] directory). */
export const MCP_FUNCTIONS = path.join(MCP_DIST, "functions");

/**
 * Writes the MCP server of this build: its data (public/mcp-data.json, which the page's tools fetch);
 * to mcp/dist/, the stdio server
 * (server.mjs: src/mcp/stdio.ts bundled with esbuild, the SDK and the data inside), which the npm
 * package and the .mcpb bundle are made of; and Netlify's function at /mcp
 * (functions/mcp.mjs, src/mcp/netlify-function.ts, the same way). Returns the build log's line.
 */
export async function writeMcpServer(siteDirectory: string, publicDir: string, origin: string): Promise<string> {
  const { version, license } = await readJson<{ version: string; license?: string }>(path.join(siteDirectory, "package.json"));
  const data = await mcpDataFromBuild(publicDir, { origin, version });
  const dist = path.join(siteDirectory, MCP_DIST);
  await mkdir(path.join(siteDirectory, MCP_FUNCTIONS), { recursive: true });
  const json = JSON.stringify(data);
  await writeFile(path.join(publicDir, PAGE_TOOLS_DATA), json);
  const { build } = await import("esbuild");
  const bundle = (entry: string, outfile: string, banner: string) =>
    build({
      entryPoints: [path.join(siteDirectory, entry)],
      outfile: path.join(siteDirectory, outfile),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      banner: {
        js: `${banner}import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);`,
      },
      logLevel: "silent",
      legalComments: "none",
      plugins: [
        {
          name: "mcp-data",
          setup(builder) {
            builder.onResolve({ filter: /^virtual:mcp-data$/ }, () => ({ path: DATA_MODULE, namespace: "mcp-data" }));
            builder.onLoad({ filter: /.*/, namespace: "mcp-data" }, () => ({ contents: json, loader: "json" }));
          },
        },
      ],
    });
  await bundle("src/mcp/stdio.ts", path.join(MCP_DIST, "server.mjs"), "#!/usr/bin/env node\n");
  await bundle("src/mcp/netlify-function.ts", path.join(MCP_FUNCTIONS, "mcp.mjs"), "");
  await chmod(path.join(dist, "server.mjs"), 0o755);
  await writePackages(siteDirectory, dist, data, path.join(publicDir, BUNDLE_FILE), { version, license });
  const tools = 5 + data.operations.length;
  return `${tools} tools (5 for the docs, ${data.operations.length} for the API) over ${data.pages.length} pages, ${(json.length / 1024).toFixed(0)} KB of data`;
}
