import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod/v4";
import { type ApiCaller, apiTools } from "./api-tools";
import { docsTools } from "./docs-tools";
import { SERVER_NAME } from "./distribution";
import type { McpData } from "./mcp-data";
import { didYouMean } from "./near-names";
import { runTool, type Tool } from "./tool-kit";

/** tools/call with any params: see {@link createMcpServer}. */
const LENIENT_CALL = CallToolRequestSchema.extend({ params: z.unknown() });

/** Every tool: the docs tools, then one per operation. */
export function allTools(data: McpData, caller: ApiCaller): Tool[] {
  return [...docsTools(data, caller.baseUrl), ...apiTools(data, caller)];
}

/**
 * The MCP server of the documentation (README, "For assistants and API tools"): its tools are the docs tools
 * and one per operation, calling the API through `caller`. The same server runs over stdio and as
 * Netlify's function at /mcp; only the caller differs. A tool's bad input gets a tool error in words
 * (the model can act on it), never a crash.
 */
export function createMcpServer(data: McpData, caller: ApiCaller): Server {
  const tools = allTools(data, caller);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const server = new Server(
    { name: SERVER_NAME, title: `${data.site.title} documentation and API`, version: data.site.version, websiteUrl: data.site.origin },
    { capabilities: { tools: {} }, instructions: data.site.instructions },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map(({ name, title, description, inputSchema, annotations }) => ({ name, title, description, inputSchema, annotations })),
  }));
  // Registered with any params: the SDK's Server then checks them as tools/call's and answers a malformed call as an error of its
  // params (-32602) naming what is wrong; with CallToolRequestSchema itself, its first parse failed as an internal error (-32603).
  server.setRequestHandler(LENIENT_CALL, async (given, extra) => {
    const request = CallToolRequestSchema.parse(given);
    const tool = byName.get(request.params.name);
    // Not McpError, whose message starts "MCP error -32602: ": the SDK's client adds that itself, and a model read it twice.
    if (!tool)
      throw Object.assign(
        new Error(
          `No tool “${request.params.name}”.${didYouMean(request.params.name, [...byName.keys()])} The tools are: ${[...byName.keys()].join(", ")}.`,
        ),
        {
          code: ErrorCode.InvalidParams,
        },
      );
    return runTool(tool, request.params.arguments, extra.signal);
  });
  return server;
}
