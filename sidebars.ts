import type { SidebarItemDefinition } from "./src/sidebars/sidebar-items";

/**
 * The guides sidebar. Entries are doc ids: paths under content/docs without
 * the extension. The API reference sidebar is generated from the OpenAPI
 * description and grouped by tag.
 */
const sidebars: Record<string, SidebarItemDefinition[]> = {
  docs: ["overview", "libraries", "self-host", "licences"],
};

export default sidebars;
