// The build's data for the MCP server (public/mcp-data.json, src/gatsby/write-mcp-server.ts), which
// esbuild puts inside the server's bundles: the stdio script and Netlify's function are one file each.
declare module "virtual:mcp-data" {
  import type { McpData } from "./mcp-data";

  const data: McpData;
  export default data;
}
