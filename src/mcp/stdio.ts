// The MCP server over stdio (Claude Code, Cursor, VS Code, Claude Desktop): `node mcp/dist/server.mjs`
// after a build, `npx postcodes-io-docs-mcp` once published, or the .mcpb bundle. Its API tools call
// the public API, or the server given by `--base-url` or POSTCODES_API_URL (a self-hosted copy, a mock).
// The build bundles it with its data (src/gatsby/write-mcp-server.ts): one file, nothing to fetch.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import data from "virtual:mcp-data";
import { baseUrlFrom } from "./base-url";
import { createMcpServer } from "./server";
import { ReadableLines, withReadableParamsErrors } from "./jsonrpc-errors";

/** Said when the API cannot be reached: the address is the user's to change, where they start the server. */
const BASE_URL_HINT =
  "The address is set where the server is started: `--base-url URL` or the POSTCODES_API_URL environment variable (a self-hosted copy, a mock); ask the user to change it if the API lives elsewhere.";

/** What `--help` prints. */
const usage = (site: { title: string; version: string; apiServer: string }) =>
  [
    `${site.title} MCP server ${site.version}: the documentation's tools and one tool per API operation, over stdio.`,
    "",
    "Usage: postcodes-io-docs-mcp [--base-url URL]",
    "",
    `  --base-url URL  the API its tools call (default ${site.apiServer}; also POSTCODES_API_URL)`,
    "  --help, -h      this text",
    "",
    "Start it from an MCP client (Claude Code, Cursor, VS Code, Claude Desktop), which speaks to it on stdin and stdout.",
    "",
  ].join("\n");

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(usage(data.site));
    return;
  }
  const baseUrl = baseUrlFrom(argv, process.env, data.site.apiServer);
  const server = createMcpServer(data, { baseUrl, unreachableHint: BASE_URL_HINT });
  // The SDK's transport reads stdin through a filter that answers the lines it could not read (it would only
  // report them to the server): written as the transport writes, one line of JSON on stdout.
  const lines = process.stdin.pipe(new ReadableLines((text) => process.stdout.write(text)));
  await server.connect(withReadableParamsErrors(new StdioServerTransport(lines, process.stdout)));
  // Said on stderr: stdout is the protocol's.
  console.error(`${data.site.title} MCP server ${data.site.version}: its API tools call ${baseUrl}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
