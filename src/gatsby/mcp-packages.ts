import { chmod, copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  API_URL_ARGUMENT,
  API_URL_VARIABLE,
  MCP_GUIDE_PATH,
  MCP_PACKAGE,
  REMOTE_PATH,
  registryName,
  SERVER_NAME,
} from "../mcp/distribution";
import type { McpData } from "../mcp/mcp-data";
import { allTools } from "../mcp/server";

// The MCP server as the project hands it out (src/gatsby/write-mcp-server.ts writes the server first).

const json2 = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A tool's one line for a catalogue (the manifest's list): its description's first sentence. */
const toolLine = (description: string) => /^[\s\S]*?[.!?](?=\s|$)/.exec(description)?.[0] ?? description;

/**
 * The stdio server as the project hands it out, all with the site's version: the npm package
 * (mcp/dist/npm/: package.json with `bin` and `mcpName`, the server, a README), the MCP Registry's
 * server.json (the package and the remote at /mcp), and the .mcpb bundle (its manifest, the server)
 * packed with @anthropic-ai/mcpb into public/downloads/ for the guide to offer.
 */
export async function writePackages(
  siteDirectory: string,
  dist: string,
  data: McpData,
  bundleOut: string,
  { version, license }: { version: string; license?: string },
): Promise<void> {
  const { origin, title } = data.site;
  const facts: PackageFacts = {
    dist,
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
  await writeBundle(facts, siteDirectory, bundleOut);
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
      `@anthropic-ai/mcpb could not pack ${path.relative(siteDirectory, bundle)} into ${path.relative(siteDirectory, out)}: run \`npx mcpb pack ${path.relative(siteDirectory, bundle)}\` to see why.`,
    );
}
