import { withPrefix } from "gatsby";
import { storedServer } from "../api-console/console-history";
import { openingServer } from "../api-console/console-servers";
import { apiTools } from "../mcp/api-tools";
import { PAGE_TOOLS_DATA } from "../mcp/distribution";
import { docsTools } from "../mcp/docs-tools";
import type { McpData } from "../mcp/mcp-data";
import { runTool, type Tool, ToolInputError } from "../mcp/tool-kit";
import { siteFileHref } from "../navigation/edition-address";

/** The slice of WebMCP (W3C Web Machine Learning CG's draft) the page uses: tools registered on `document.modelContext`. */
interface ModelContextTool {
  name: string;
  title?: string;
  description: string;
  inputSchema?: object;
  execute: (input: object, options?: { signal?: AbortSignal }) => Promise<unknown>;
  annotations?: { readOnlyHint?: boolean; untrustedContentHint?: boolean };
}
interface ModelContext {
  registerTool(tool: ModelContextTool, options?: { signal?: AbortSignal }): Promise<void> | void;
}

/** The name of the page's tool that sends a request as the console does. */
export const TRY_TOOL = "try_request";

/**
 * One tool for every operation: it takes the operation's name and that tool's arguments, and sends
 * to the server the page's console is set to (the public API unless the reader chose another), so
 * an agent in the page tries what the reader would, with the console's checks before and after.
 */
function tryTool(data: McpData): Tool {
  const servers = data.operations[0]?.console.servers ?? [data.site.apiServer];
  const byServer = new Map<string, Map<string, Tool>>();
  const toolsFor = (server: string) => {
    let tools = byServer.get(server);
    if (!tools) byServer.set(server, (tools = new Map(apiTools(data, { baseUrl: server }).map((tool) => [tool.name, tool]))));
    return tools;
  };
  const names = data.operations.map((op) => op.operationId);
  return {
    name: TRY_TOOL,
    title: "Try a request, as the page's console does",
    description: [
      `Sends one request to the ${data.site.title} API, to the server this page's console is set to, and says whether the answer matches the documentation.`,
      'Give the endpoint\'s operationId and its arguments as get_operation describes them, e.g. {"operation":"lookupPostcode","arguments":{"postcode":"SW1A 2AA"}}.',
      "Input is checked first as the console checks it: a malformed postcode is not sent (the API would answer 404). For more than one postcode, bulkPostcodeLookup.",
    ].join(" "),
    inputSchema: {
      type: "object",
      properties: {
        operation: { type: "string", enum: names, description: "The endpoint's operationId (list_operations lists them)." },
        arguments: { type: "object", description: "The endpoint's parameters by name, and `body` for a request body." },
      },
      required: ["operation"],
      additionalProperties: false,
    },
    annotations: { title: "Try a request", readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    async run(args, signal) {
      const server = openingServer(storedServer.get(), servers);
      const tool = toolsFor(server).get(String(args.operation));
      if (!tool) throw new ToolInputError(`No endpoint “${String(args.operation)}”. The operationIds are: ${names.join(", ")}.`);
      return runTool(tool, args.arguments ?? {}, signal);
    },
  };
}

/** Registers the docs tools and the try tool with the browser's model context, once the server's data is here. */
export async function registerPageTools(
  context = (document as Document & { modelContext?: ModelContext }).modelContext,
): Promise<string[]> {
  if (!context) return [];
  const response = await fetch(siteFileHref(PAGE_TOOLS_DATA, withPrefix));
  if (!response.ok) throw new Error(`${PAGE_TOOLS_DATA} answered ${response.status}.`);
  const data = (await response.json()) as McpData;
  const tools = [...docsTools(data), tryTool(data)];
  for (const tool of tools)
    await context.registerTool({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      // The answers of the try tool come from the network: the API's, or a server the reader set.
      annotations: { readOnlyHint: true, ...(tool.annotations.openWorldHint ? { untrustedContentHint: true } : {}) },
      // A rejection reaches the agent as a bare error: every problem is answered, in words, instead.
      execute: (input, options) => runTool(tool, input, options?.signal),
    });
  return tools.map((tool) => tool.name);
}
