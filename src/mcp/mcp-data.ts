import type { ConsoleOperationSource } from "../api-console/console-operation";
import type { SearchPage } from "../search/search-documents";

/**
 * What the MCP server knows, written by the build (src/gatsby/write-mcp-server.ts) from the same
 * sources as the pages: the Markdown twins, the search index, the operations as the API console
 * reads them and the named schemas. The server holds nothing else.
 */
export interface McpData {
  site: {
    /** "Postcodes.io". */
    title: string;
    /** The site's address, "https://postcodes.io": pages are named by it. */
    origin: string;
    /** The site's version (package.json): the server's. */
    version: string;
    /** The API's public address (the description's first server), where the API tools call by default. */
    apiServer: string;
    /** What an agent should know first (the agent skill's instructions), as Markdown. */
    instructions: string;
  };
  /** Every page as its Markdown twin, in reading order. */
  pages: McpPage[];
  /** The search index's documents, as the site's search reads them. */
  search: SearchPage[];
  operations: McpOperation[];
  /** The named schemas of the description, as the console reads them (refs `#/components/schemas/Name`). */
  schemas: { name: string; schema: unknown }[];
  /** Each named schema's OpenAPI part: the schema with every component it uses (/openapi/schemas/Name.json). */
  schemaParts: Record<string, unknown>;
}

export interface McpPage {
  /** Site path: "/docs/overview", "/" for the home page. */
  path: string;
  title: string;
  description: string;
  /** "Guides", "API reference". */
  section: string;
  markdown: string;
}

export interface McpOperation {
  operationId: string;
  slug: string;
  method: string;
  path: string;
  summary: string;
  /** The description's first paragraph, in Markdown. */
  description: string;
  /** Each parameter's description, by name, in Markdown: the API tool's arguments say it. */
  parameterNotes: Record<string, string>;
  /** The exact `error` strings it can return, each with why where its response's description says so. */
  errorMessages: readonly { status: string; message: string; reason?: string }[];
  /** What the API console is made from: parameters, body, documented responses, answers to malformed input. */
  console: ConsoleOperationSource;
  /** Its OpenAPI part: the operation with every component it uses (/openapi/operations/slug.json). */
  part: unknown;
}
