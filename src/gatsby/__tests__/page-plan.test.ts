import { planPages, sidebarOfGuide } from "../page-plan";
import { docSidebars, pagesData } from "./pages-data.fixture";

describe("planPages", () => {
  const pages = planPages(pagesData(), docSidebars, "/site/src/templates");
  const page = (path: string) => pages.find((p) => p.path === path);

  it("gives every guide a page with its sidebar, and the docs landing page the guides' sidebar", () => {
    expect(page("/docs/overview")).toEqual({
      path: "/docs/overview",
      component: "/site/src/templates/doc-page.tsx",
      context: { id: "mdx-overview", docId: "overview", sidebarId: "docs", operation: "" },
    });
    expect(page("/docs")?.context.sidebarId).toBe("docs");
    expect(page("/docs/postcode/lookup")?.context).toMatchObject({ sidebarId: "docs", operation: "lookup-postcode" });
  });

  it("gives a field-reference guide its own template and every schema its schema refers to", () => {
    expect(page("/docs/postcode/schema")).toMatchObject({
      component: "/site/src/templates/schema-doc-page.tsx",
      context: { schemaNames: ["Codes", "Postcode"] },
    });
  });

  it("creates the API reference: operations, tags, the introduction at two addresses and the index", () => {
    const api = pages.filter((p) => p.path.startsWith("/docs/api"));
    expect(api.map((p) => [p.path, p.component.replace("/site/src/templates/", ""), p.context.sidebarId])).toEqual([
      ["/docs/api/lookup-postcode", "api-operation.tsx", "api"],
      ["/docs/api/ping", "api-operation.tsx", "api"],
      ["/docs/api/postcodes", "api-tag.tsx", "api"],
      ["/docs/api/api-reference-postcodes-io", "api-intro.tsx", "api"],
      ["/docs/api/api-reference", "api-intro.tsx", "api"],
      ["/docs/api", "api-index.tsx", "api"],
    ]);
    expect(page("/docs/api/api-reference")?.context).toEqual({ id: "spec", sidebarId: "api", isAlias: true });
  });

  it("creates no API page when the description could not be read", () => {
    const pagesWithoutSpec = planPages({ ...pagesData(), openApiSpec: null }, docSidebars, "/t");
    expect(pagesWithoutSpec.filter((p) => p.path.startsWith("/docs/api"))).toEqual([]);
  });

  it("finds a guide's sidebar by the first sidebar that links to it", () => {
    const sidebars = new Map([
      ["a", [{ type: "link" as const, label: "X", href: "/docs/x" }]],
      ["b", [{ type: "link" as const, label: "X", href: "/docs/x" }]],
    ]);
    expect(sidebarOfGuide(sidebars, "/docs/x")).toBe("a");
    expect(sidebarOfGuide(sidebars, "/docs/y")).toBeNull();
  });
});
