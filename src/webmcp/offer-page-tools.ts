/**
 * WebMCP: where the browser lets a page offer tools to an agent (`document.modelContext`), the page
 * offers the MCP server's docs tools and a try tool backed by the console (./register-page-tools.ts),
 * loaded only then. Elsewhere this check is all that runs: no other byte of it is fetched.
 */
export function offerPageTools(): void {
  const context = (document as Document & { modelContext?: { registerTool?: unknown } }).modelContext;
  if (typeof context?.registerTool !== "function") return;
  import(/* webpackChunkName: "webmcp" */ "./register-page-tools")
    .then(({ registerPageTools }) => registerPageTools())
    .catch((error: unknown) => console.warn("The page's tools for agents could not be offered.", error));
}
