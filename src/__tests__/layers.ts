import type { Layer } from "./import-graph";

/**
 * The layers of the site's code, from the bottom up (README.md, "Where
 * things are"). A module imports its own folder and the layers below it;
 * a feature imports another feature only along a crossing listed here.
 */
export const LAYERS: readonly Layer[] = [
  { name: "the OpenAPI plugin", units: ["plugins/gatsby-source-openapi"] },
  {
    name: "shared libraries",
    units: [
      "src/config",
      "src/storage",
      "src/state",
      "src/json",
      "src/text",
      "src/code",
      "src/seo",
      "src/pre-paint",
      "src/deploy",
      "src/navigation",
      "src/input-kinds",
      "src/sidebars",
      "src/navbar",
      "src/develop",
      "src/base-url",
      "src/rendering",
      "src/shell-constants.ts",
    ],
  },
  { name: "shared UI", units: ["src/ui"] },
  {
    name: "features",
    units: [
      "src/shell",
      "src/search",
      "src/map",
      "src/api-console",
      "src/api-reference",
      "src/guides",
      "src/home",
      "src/markdown-twins",
      "src/postman",
      "src/mcp",
      "src/webmcp",
    ],
    crossings: [
      // The navbar holds the search box.
      "src/shell -> src/search",
      // The console builds its requests and reads its answers with the reference's models, and rewrites the page's code samples.
      "src/api-console -> src/api-reference",
      // Answers with coordinates are drawn on the map.
      "src/api-console -> src/map",
      // Pages are framed by the shell and tell the search what they hold.
      "src/api-reference -> src/shell",
      "src/api-reference -> src/search",
      "src/guides -> src/shell",
      "src/guides -> src/search",
      "src/home -> src/shell",
      // Guides link to operations, check their examples against the description and name the sample languages.
      "src/guides -> src/api-reference",
      // The home page's postcode lookup is the console's.
      "src/home -> src/api-console",
      // The machine-readable files say in Markdown and JSON what the pages say.
      "src/markdown-twins -> src/api-reference",
      "src/markdown-twins -> src/guides",
      "src/markdown-twins -> src/home",
      "src/postman -> src/api-reference",
      // The MCP server's tools search as the site's search does, and check input and answers as the console does.
      "src/mcp -> src/search",
      "src/mcp -> src/api-console",
      "src/mcp -> src/api-reference",
      // The page's tools for agents are the MCP server's, the try tool sending where the console does.
      "src/webmcp -> src/mcp",
      "src/webmcp -> src/api-console",
    ],
  },
  {
    name: "pages and editions",
    units: ["src/pages", "src/templates", "src/wrap-page-element.tsx", "src/wrap-root-element.tsx", "src/hash-edition"],
  },
  { name: "build", units: ["src/gatsby", "src/build-checks"] },
];
