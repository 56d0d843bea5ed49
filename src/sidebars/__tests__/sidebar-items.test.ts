import {
  adjacentSidebarLinks,
  breadcrumbTrail,
  categoryCardId,
  categoryContains,
  firstSidebarLink,
  guideBreadcrumbs,
  SIDEBAR_MAX_DEPTH,
  type SidebarItemDefinition,
  sidebarDepth,
} from "../sidebar-items";
import { resolveSidebar } from "../resolve-sidebar";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sidebarFromQuery } from "../sidebar-query";

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
).items;

describe("sidebars", () => {
  it("resolves doc ids to links with their labels", () => {
    expect(items[0]).toEqual({ type: "link", label: "Overview", href: "/docs/overview" });
    expect(items[1]).toMatchObject({ type: "category", label: "Postcodes", collapsed: false });
  });

  it("leaves out an unknown doc id, naming the file, sidebar and place, with the id it most likely meant", () => {
    const { items: resolved, problems } = resolveSidebar("docs", ["overview", "postcode/lokup", "lookup", "gone"], docs, "sidebars.ts");
    expect(resolved).toEqual([{ type: "link", label: "Overview", href: "/docs/overview" }]);
    expect(problems).toEqual([
      'sidebars.ts: sidebar "docs" items[1] refers to doc id "postcode/lokup", which does not exist. Doc ids are paths under content/docs without the extension: restore content/docs/postcode/lokup.mdx, or remove or change the entry.',
      'sidebars.ts: sidebar "docs" items[2] refers to doc id "lookup", which does not exist (did you mean "postcode/lookup"?). Doc ids are paths under content/docs without the extension: restore content/docs/lookup.mdx, or remove or change the entry.',
      'sidebars.ts: sidebar "docs" items[3] refers to doc id "gone", which does not exist. Doc ids are paths under content/docs without the extension: restore content/docs/gone.mdx, or remove or change the entry.',
    ]);
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

  it("links a guide's breadcrumbs: its category, which has no page, to the category's card on the section's page", () => {
    const section = { label: "Docs", href: "/docs" };
    expect(guideBreadcrumbs(section, breadcrumbTrail(items, "/docs/postcode/bulk"))).toEqual([
      section,
      { label: "Postcodes", href: "/docs#section-postcodes" },
      { label: "Bulk" },
    ]);
    // A page outside any category, and a category with a page of its own, keep their crumbs as they are.
    expect(guideBreadcrumbs(section, breadcrumbTrail(items, "/docs/overview"))).toEqual([section, { label: "Overview" }]);
    expect(guideBreadcrumbs(section, [{ label: "Places", href: "/docs/places" }, { label: "Lookup" }])).toEqual([
      section,
      { label: "Places", href: "/docs/places" },
      { label: "Lookup" },
    ]);
    expect(guideBreadcrumbs(section, [])).toEqual([]);
    expect(["Outward Codes", "Scottish Postcodes", "More"].map(categoryCardId)).toEqual([
      "section-outward-codes",
      "section-scottish-postcodes",
      "section-more",
    ]);
  });

  it("knows whether a category holds a page", () => {
    expect(categoryContains(items[1], "/docs/postcode/lookup")).toBe(true);
    expect(categoryContains(items[1], "/docs/overview")).toBe(false);
  });

  it("measures how deep categories nest, and refuses a sidebar deeper than the pages' query reads", () => {
    expect(sidebarDepth(items)).toBe(2);
    const nest = (levels: number): SidebarItemDefinition[] =>
      levels === 1 ? ["overview"] : [{ type: "category", label: `Level ${levels}`, items: nest(levels - 1) }];
    expect(sidebarDepth(resolveSidebar("docs", nest(SIDEBAR_MAX_DEPTH), docs, "sidebars.ts").items)).toBe(SIDEBAR_MAX_DEPTH);
    expect(resolveSidebar("docs", nest(SIDEBAR_MAX_DEPTH + 1), docs, "sidebars.ts").problems).toEqual([
      expect.stringMatching(/^sidebars\.ts: sidebar "docs" nests categories 5 levels deep; pages read at most 4/),
    ]);
  });

  it("reads back what the GraphQL query returns (null for absent fields) as the same sidebar", () => {
    const queried = (list: typeof items): Parameters<typeof sidebarFromQuery>[0] =>
      list.map((item) =>
        item.type === "link"
          ? { type: "link", label: item.label, href: item.href, badge: item.badge ?? null, collapsed: null, items: null }
          : {
              type: "category",
              label: item.label,
              href: item.href ?? null,
              badge: null,
              collapsed: item.collapsed,
              items: queried(item.items),
            },
      );
    expect(sidebarFromQuery(queried(items))).toEqual(items);
    expect(sidebarFromQuery(null)).toEqual([]);
  });

  it("allows exactly as many levels as the SidebarTree fragment reads", () => {
    // Jest replaces Gatsby's graphql tag, so the fragment is read from the source.
    const source = readFileSync(path.join(__dirname, "../sidebar-query.ts"), "utf8");
    const fragment = /fragment SidebarTree on SidebarItem \{([\s\S]*?)\n {2}\}\n`/.exec(source)?.[1] ?? "";
    expect(fragment).toContain("...SidebarEntry");
    expect(1 + (fragment.match(/items \{/g) ?? []).length).toBe(SIDEBAR_MAX_DEPTH);
  });
});
