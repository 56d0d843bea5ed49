import { acceptQuality, notFoundMarkdown, prefersMarkdown, twinPathFor } from "../markdown-negotiation";

describe("content negotiation for the Markdown twins", () => {
  it("reads a media type's quality from an Accept header: its own, its type's wildcard, or */*", () => {
    expect(acceptQuality("text/markdown", "text/markdown")).toBe(1);
    expect(acceptQuality("text/html;q=0.9, text/*;q=0.5", "text/markdown")).toBe(0.5);
    expect(acceptQuality("text/*;q=0.5, text/markdown;q=0.2", "text/markdown")).toBe(0.2);
    expect(acceptQuality("*/*;q=0.1", "text/html")).toBe(0.1);
    expect(acceptQuality("application/json", "text/html")).toBe(0);
    expect(acceptQuality(null, "text/html")).toBe(0);
  });

  it("prefers Markdown when a request names it at least as high as HTML, as agents ask", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html;q=0.9, */*;q=0.8")).toBe(true);
    expect(prefersMarkdown("text/html, text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown;q=0.5, text/html")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0")).toBe(false);
  });

  it("never for a browser's ordinary request, which does not name Markdown", () => {
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8")).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown(null)).toBe(false);
  });

  it("finds a page's twin as the build writes it, and none for a file", () => {
    expect(twinPathFor("/")).toBe("/index.md");
    expect(twinPathFor("/docs/overview")).toBe("/docs/overview.md");
    expect(twinPathFor("/docs/overview/")).toBe("/docs/overview.md");
    expect(twinPathFor("/docs/overview/index.html")).toBe("/docs/overview.md");
    expect(twinPathFor("/index.html")).toBe("/index.md");
    expect(twinPathFor("/openapi.yaml")).toBeNull();
    expect(twinPathFor("/docs/overview.md")).toBeNull();
  });

  it("answers an address with no page in Markdown that says where the pages are", () => {
    expect(notFoundMarkdown("/docs/nope")).toContain("`/docs/nope`");
    expect(notFoundMarkdown("/docs/nope")).toContain("[llms.txt](/llms.txt)");
  });
});
