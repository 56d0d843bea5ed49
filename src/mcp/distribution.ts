// How the MCP server is handed out, named once: the guide "Use with AI agents", the build
// (src/gatsby/write-mcp-server.ts) and the tests read these.

/** The npm package of the stdio server (mcp/dist/npm/ after a build; the project publishes it, nothing here does). */
export const MCP_PACKAGE = "postcodes-io-docs-mcp";

/** The server's name for clients and in the .mcpb bundle's manifest. */
export const SERVER_NAME = "postcodes-io-docs";

/** The site's path of the remote server (netlify.toml routes it to the function). */
export const REMOTE_PATH = "/mcp";

/** The .mcpb bundle the site offers, under public/. */
export const BUNDLE_FILE = "downloads/postcodes-io-docs.mcpb";

/** The environment variable, and the argument, that point the stdio server's API tools at another API. */
export const API_URL_VARIABLE = "POSTCODES_API_URL";
export const API_URL_ARGUMENT = "--base-url";

/**
 * The server's name in the MCP Registry: the site's domain reversed, then "docs"
 * ("https://postcodes.io" → "io.postcodes/docs"), a namespace the registry lets the domain's owner prove.
 */
export function registryName(origin: string): string {
  return `${new URL(origin).hostname.split(".").reverse().join(".")}/docs`;
}

/** The guide that says how to add the server to each client (content/docs/ai-agents.mdx). */
export const MCP_GUIDE_PATH = "/docs/ai-agents";

/** The server's data as the site publishes it, for the page's own tools (WebMCP, src/webmcp/): fetched only when a browser offers them. */
export const PAGE_TOOLS_DATA = "/mcp-data.json";
