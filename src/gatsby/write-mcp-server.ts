import { existsSync } from "node:fs";
import { chmod, copyFile, mkdir, readdir, rm, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  API_URL_ARGUMENT,
  API_URL_VARIABLE,
  BUNDLE_FILE,
  MCP_GUIDE_PATH,
  MCP_PACKAGE,
  PAGE_TOOLS_DATA,
  registryName,
  REMOTE_PATH,
  SERVER_NAME,
} from "../mcp/distribution";
import type { McpData, McpOperation, McpPage } from "../mcp/mcp-data";
import { allTools } from "../mcp/server";
import { MACHINE_READABLE_FILES } from "../navigation/twin-paths";
import { SEARCH_INDEX_FILE, type SearchPage } from "../search/search-documents";
import { htmlToText } from "../seo/meta-description";
import { AGENT_FILES } from "../markdown-twins/agent-files";

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
  schemas: { name: string; schema: unknown }[];
}

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
    operations.push({
      operationId: op.operationId ?? op.slug,
      slug: op.slug,
      method: op.method,
      path: op.path,
      summary: op.summary,
      description: htmlToText(op.descriptionHtml),
      parameterNotes: Object.fromEntries(op.parameters.map((p) => [p.name, htmlToText(p.descriptionHtml)])),
      errorMessages: op.errorMessages,
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
        responses: op.responses,
      },
      part: existsSync(partFile) ? await readJson(partFile) : null,
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

const json2 = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A tool's one line for a catalogue (the manifest's list): its description's first sentence. */
const toolLine = (description: string) => /^[\s\S]*?[.!?](?=\s|$)/.exec(description)?.[0] ?? description;

/**
 * The stdio server as the project hands it out, all with the site's version: the npm package
 * (mcp/dist/npm/: package.json with `bin` and `mcpName`, the server, a README), the MCP Registry's
 * server.json (the package and the remote at /mcp), and the .mcpb bundle (its manifest, the server)
 * packed with @anthropic-ai/mcpb into public/downloads/ for the guide to offer.
 */
async function writePackages(siteDirectory: string, publicDir: string, data: McpData): Promise<void> {
  const { version, license } = await readJson<{ version: string; license?: string }>(path.join(siteDirectory, "package.json"));
  const { origin, title } = data.site;
  const facts: PackageFacts = {
    dist: path.join(siteDirectory, MCP_DIST),
    data,
    version,
    license,
    guide: `${origin}${MCP_GUIDE_PATH}`,
    description: `Search and read the ${title} docs, and call its UK postcode API with answers checked against them.`,
    apiNote: `The API its tools call: ${data.site.apiServer} unless ${API_URL_VARIABLE} or ${API_URL_ARGUMENT} names another (a self-hosted copy, a mock).`,
    tools: allTools(data, { baseUrl: data.site.apiServer }),
  };
  await writeNpmPackage(facts);
  await writeRegistryEntry(facts);
  await writeBundle(facts, siteDirectory, path.join(publicDir, BUNDLE_FILE));
}

interface PackageFacts {
  dist: string;
  data: McpData;
  version: string;
  license?: string;
  guide: string;
  description: string;
  apiNote: string;
  tools: ReturnType<typeof allTools>;
}

/** mcp/dist/npm/: what `npm publish` would send (the project's to do; nothing here publishes). */
async function writeNpmPackage({ dist, data, version, license, guide, description, apiNote, tools }: PackageFacts): Promise<void> {
  const { origin, title } = data.site;
  const npm = path.join(dist, "npm");
  await rm(npm, { recursive: true, force: true });
  await mkdir(npm, { recursive: true });
  await copyFile(path.join(dist, "server.mjs"), path.join(npm, "server.mjs"));
  await chmod(path.join(npm, "server.mjs"), 0o755);
  await writeFile(
    path.join(npm, "package.json"),
    json2({
      name: MCP_PACKAGE,
      version,
      description,
      mcpName: registryName(origin),
      type: "module",
      bin: { [MCP_PACKAGE]: "server.mjs" },
      files: ["server.mjs", "README.md"],
      engines: { node: ">=20" },
      homepage: guide,
      ...(license ? { license } : {}),
      keywords: ["mcp", "model-context-protocol", "postcodes", "uk"],
    }),
  );
  await writeFile(
    path.join(npm, "README.md"),
    [
      `# ${MCP_PACKAGE}`,
      "",
      `The ${title} documentation and API as an MCP server over stdio: ${tools.length} tools. How to add it to each client: ${guide}.`,
      "",
      "```sh",
      `npx -y ${MCP_PACKAGE}`,
      "```",
      "",
      apiNote,
      "",
      "Tools:",
      "",
      ...tools.map((tool) => `- \`${tool.name}\`: ${toolLine(tool.description)}`),
      "",
    ].join("\n"),
  );
}

/** mcp/dist/server.json: the server in the MCP Registry, as its npm package and its remote at /mcp. */
async function writeRegistryEntry({ dist, data, version, guide }: PackageFacts): Promise<void> {
  const { origin, title } = data.site;
  const remote = `${origin}${REMOTE_PATH}`;
  await writeFile(
    path.join(dist, "server.json"),
    json2({
      $schema: "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
      name: registryName(origin),
      title: `${title} docs and API`,
      description: `Search the ${title} docs and call its UK postcode API, answers checked against the docs`,
      version,
      websiteUrl: guide,
      packages: [
        {
          registryType: "npm",
          identifier: MCP_PACKAGE,
          version,
          transport: { type: "stdio" },
          environmentVariables: [
            {
              name: API_URL_VARIABLE,
              description: "The API the tools call (a self-hosted copy, a mock)",
              isRequired: false,
              default: data.site.apiServer,
            },
          ],
        },
      ],
      remotes: [{ type: "streamable-http", url: remote }],
    }),
  );
}

/** The .mcpb bundle (mcp/dist/bundle/: its manifest and the server), packed with @anthropic-ai/mcpb to `out`. */
async function writeBundle(
  { dist, data, version, license, guide, description, apiNote, tools }: PackageFacts,
  siteDirectory: string,
  out: string,
): Promise<void> {
  const { origin, title } = data.site;
  const bundle = path.join(dist, "bundle");
  await rm(bundle, { recursive: true, force: true });
  await mkdir(bundle, { recursive: true });
  await copyFile(path.join(dist, "server.mjs"), path.join(bundle, "server.mjs"));
  await writeFile(
    path.join(bundle, "manifest.json"),
    json2({
      manifest_version: "0.3",
      name: SERVER_NAME,
      display_name: `${title} docs and API`,
      version,
      description,
      long_description: `${description} ${apiNote}`,
      author: { name: title, url: origin },
      homepage: origin,
      documentation: guide,
      ...(license ? { license } : {}),
      server: {
        type: "node",
        entry_point: "server.mjs",
        mcp_config: { command: "node", args: ["${__dirname}/server.mjs"], env: { [API_URL_VARIABLE]: "${user_config.api_url}" } },
      },
      user_config: {
        api_url: {
          type: "string",
          title: "API address",
          description: `The API the tools call. Leave it as it is for the public API; give your own copy's address if you host one.`,
          default: data.site.apiServer,
          required: false,
        },
      },
      tools: tools.map((tool) => ({ name: tool.name, description: toolLine(tool.description) })),
      compatibility: { runtimes: { node: ">=20.0.0" } },
      keywords: ["postcodes", "uk", "geocoding", "documentation"],
    }),
  );
  const { packExtension } = await import("@anthropic-ai/mcpb");
  await mkdir(path.dirname(out), { recursive: true });
  if (!(await packExtension({ extensionPath: bundle, outputPath: out, silent: true })))
    throw new Error(
      `@anthropic-ai/mcpb could not pack ${path.relative(siteDirectory, bundle)} into ${BUNDLE_FILE}: run \`npx mcpb pack ${path.relative(siteDirectory, bundle)}\` to see why.`,
    );
}

/** The import through which a server's bundle takes the build's data (src/mcp/built-data.d.ts). */
const DATA_MODULE = "virtual:mcp-data";

/** Where the build writes Netlify's function (netlify.toml's [functions] directory). */
export const MCP_FUNCTIONS = path.join(MCP_DIST, "functions");

/**
 * Writes the MCP server of this build to mcp/dist/: its data (data.json); the stdio server
 * (server.mjs: src/mcp/stdio.ts bundled with esbuild, the SDK and the data inside), which the npm
 * package and the .mcpb bundle are made of; and Netlify's function at /mcp
 * (functions/mcp.mjs, src/mcp/netlify-function.ts, the same way). Returns the build log's line.
 */
export async function writeMcpServer(siteDirectory: string, publicDir: string, origin: string): Promise<string> {
  const { version } = await readJson<{ version: string }>(path.join(siteDirectory, "package.json"));
  const data = await mcpDataFromBuild(publicDir, { origin, version });
  const dist = path.join(siteDirectory, MCP_DIST);
  await mkdir(path.join(siteDirectory, MCP_FUNCTIONS), { recursive: true });
  const json = JSON.stringify(data);
  await writeFile(path.join(dist, "data.json"), json);
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
  await writePackages(siteDirectory, publicDir, data);
  const tools = 5 + data.operations.length;
  return `${tools} tools (5 for the docs, ${data.operations.length} for the API) over ${data.pages.length} pages, ${(json.length / 1024).toFixed(0)} KB of data`;
}
