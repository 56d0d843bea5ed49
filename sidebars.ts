import type { SidebarItemDefinition } from "./src/sidebars/sidebar-items";

/**
 * The guides sidebar. Entries are doc ids: paths under content/docs without
 * the extension. The API reference sidebar is generated from the OpenAPI
 * description and grouped by tag.
 */
const sidebars: Record<string, SidebarItemDefinition[]> = {
  docs: [
    "overview",
    "public-api",
    {
      type: "category",
      label: "Postcodes",
      items: [
        "postcode/lookup",
        "postcode/bulk",
        "postcode/query",
        "postcode/autocomplete",
        "postcode/random",
        "postcode/nearest",
        "postcode/reverse-geocode",
        "postcode/bulk-reverse-geocode",
        "postcode/schema",
      ],
    },
    {
      type: "category",
      label: "Outward Codes",
      items: ["outcode/lookup", "outcode/nearest", "outcode/reverse-geocode", "outcode/schema"],
    },
    {
      type: "category",
      label: "Places",
      items: ["place/lookup", "place/query", "place/random", "place/schema"],
    },
    {
      type: "category",
      label: "Terminated Postcodes",
      items: ["terminated-postcode/lookup", "terminated-postcode/schema"],
    },
    {
      type: "category",
      label: "Scottish Postcodes",
      items: ["scottish-postcode/lookup", "scottish-postcode/schema"],
    },
    "libraries",
    "ai-agents",
    {
      type: "category",
      label: "Self-hosting",
      link: { type: "doc", id: "self-host" },
      items: ["self-host/update-data"],
    },
    "licences",
  ],
};

export default sidebars;
