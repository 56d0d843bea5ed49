// The MCP server at https://postcodes.io/mcp: a Netlify Function (stateless Streamable HTTP), built
// into mcp/dist/functions/mcp.mjs with its data (src/gatsby/write-mcp-server.ts); netlify.toml
// routes /mcp to it. Its API tools call the public API only, or the one API the deploy names in
// POSTCODES_API_URL (a setting of the site, never of a client).
import data from "virtual:mcp-data";
import { handleMcpRequest } from "./http";

const apiUrl = (process.env.POSTCODES_API_URL ?? "").trim() || data.site.apiServer;

// The addresses it answers at: the site's, and those Netlify gives this deploy (its primary URL, the deploy's own).
const siteUrls = [data.site.origin, process.env.URL, process.env.DEPLOY_PRIME_URL, process.env.DEPLOY_URL].filter(
  (url): url is string => typeof url === "string" && url !== "",
);

export default (request: Request): Promise<Response> => handleMcpRequest(request, data, { apiUrl, siteUrls });
