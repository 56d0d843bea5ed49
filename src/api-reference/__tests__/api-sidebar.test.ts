import { resolveSidebar } from "../../sidebars/resolve-sidebar";
import { API_INDEX_LABEL, buildApiSidebar, type SidebarOperation } from "../api-sidebar";

const tags = [{ name: "Postcodes", slug: "postcodes", order: 0, operationSlugs: ["lookup-postcode"] }];
const operations: SidebarOperation[] = [
  { slug: "lookup-postcode", method: "get", summary: "Look up a postcode", sidebarLabel: null, tags: ["Postcodes"], order: 0 },
];

describe("the API reference sidebar", () => {
  it("starts with the index of every operation, then the introduction, then a category per tag", () => {
    const items = resolveSidebar("api", buildApiSidebar(tags, operations), new Map(), "test").items;
    expect(items.slice(0, 2)).toEqual([
      { type: "link", label: API_INDEX_LABEL, href: "/docs/api" },
      { type: "link", label: "Introduction", href: "/docs/api/api-reference-postcodes-io" },
    ]);
    expect(items[2]).toMatchObject({ type: "category", label: "Postcodes", href: "/docs/api/postcodes" });
    expect(API_INDEX_LABEL).toBe("All endpoints");
  });

  it("names an operation by its x-sidebar-label where it has one, and by its summary otherwise", () => {
    const withLabel: SidebarOperation[] = [
      ...operations,
      {
        slug: "nearest-outcode",
        method: "get",
        summary: "Nearest outward codes to an outward code",
        sidebarLabel: "Nearest outward codes",
        tags: ["Postcodes"],
        order: 1,
      },
    ];
    const twoTags = [{ ...tags[0]!, operationSlugs: ["lookup-postcode", "nearest-outcode"] }];
    const category = resolveSidebar("api", buildApiSidebar(twoTags, withLabel), new Map(), "test").items[2];
    expect(category).toMatchObject({ items: [{ label: "Look up a postcode" }, { label: "Nearest outward codes" }] });
  });
});
