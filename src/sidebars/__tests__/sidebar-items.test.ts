import { adjacentSidebarLinks, breadcrumbTrail, categoryContains, firstSidebarLink, resolveSidebar, SidebarError } from "../sidebar-items";

const docs = new Map([
  ["overview", { path: "/docs/overview", label: "Overview" }],
  ["postcode/lookup", { path: "/docs/postcode/lookup", label: "Lookup" }],
  ["postcode/bulk", { path: "/docs/postcode/bulk", label: "Bulk lookup" }],
]);

const items = resolveSidebar(
  "docs",
  [
    "overview",
    { type: "category", label: "Postcodes", items: ["postcode/lookup", { type: "doc", id: "postcode/bulk", label: "Bulk" }] },
    { type: "link", label: "GitHub", href: "https://github.com" },
  ],
  docs,
  "sidebars.ts",
);

describe("sidebars", () => {
  it("resolves doc ids to links with their labels", () => {
    expect(items[0]).toEqual({ type: "link", label: "Overview", href: "/docs/overview" });
    expect(items[1]).toMatchObject({ type: "category", label: "Postcodes", collapsed: false });
  });

  it("names the file, sidebar and place of an unknown doc id", () => {
    expect(() => resolveSidebar("docs", ["overview", "postcode/lokup"], docs, "sidebars.ts")).toThrow(SidebarError);
    expect(() => resolveSidebar("docs", ["overview", "postcode/lokup"], docs, "sidebars.ts")).toThrow(
      /sidebars\.ts: sidebar "docs" items\[1\] refers to doc id "postcode\/lokup"/,
    );
  });

  it("gives the first internal link, or null", () => {
    expect(firstSidebarLink(items)).toEqual({ href: "/docs/overview", label: "Overview" });
    expect(firstSidebarLink([{ type: "link", label: "X", href: "https://x.example" }])).toBeNull();
  });

  it("gives previous and next pages in reading order", () => {
    expect(adjacentSidebarLinks(items, "/docs/postcode/lookup/")).toEqual({
      previous: { href: "/docs/overview", label: "Overview" },
      next: { href: "/docs/postcode/bulk", label: "Bulk" },
    });
    expect(adjacentSidebarLinks(items, "/elsewhere")).toEqual({ previous: null, next: null });
  });

  it("builds breadcrumbs through categories", () => {
    expect(breadcrumbTrail(items, "/docs/postcode/bulk")).toEqual([{ label: "Postcodes", href: undefined }, { label: "Bulk" }]);
    expect(breadcrumbTrail(items, "/nope")).toEqual([]);
  });

  it("knows whether a category holds a page", () => {
    expect(categoryContains(items[1], "/docs/postcode/lookup")).toBe(true);
    expect(categoryContains(items[1], "/docs/overview")).toBe(false);
  });
});
