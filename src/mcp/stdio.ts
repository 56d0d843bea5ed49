// The MCP server over stdio (Claude Code, Cursor, VS Code, Claude Desktop): `node mcp/dist/server.mjs`
// after a build, `npx postcodes-io-docs-mcp` once published, or the .mcpb bundle. Its API tools call
// the public API, or the server given by `--base-url` or POSTCODES_API_URL (a self-hosted copy, a mock).
// The build bundles it with its data (src/gatsby/write-mcp-server.ts): one file, nothing to fetch.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import data from "virtual:mcp-data";
import { baseUrlFrom } from "./base-url";
import { createMcpServer } from "./server";

async function main() {
  const baseUrl = baseUrlFrom(process.argv.slice(2), process.env, data.site.apiServer);
  const server = createMcpServer(data, { baseUrl });
  await server.connect(new StdioServerTransport());
  // Said on stderr: stdout is the protocol's.
  console.error(`${data.site.title} MCP server ${data.site.version}: its API tools call ${baseUrl}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
