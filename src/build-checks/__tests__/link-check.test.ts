import { extractLinks, findBrokenLinks, formatBrokenLinks } from "../link-check";

const page = (html: string) => extractLinks(html);

describe("link check", () => {
  const pages = new Map([
    [
      "/",
      page(
        '<a href="/docs/overview">ok</a><a href="/docs/missing">bad</a><a href="https://example.com/x">ext</a><a href="mailto:a@b.c">m</a>',
      ),
    ],
    [
      "/docs/overview",
      page(
        '<h2 id="errors">Errors</h2><a href="#errors">ok</a><a href="#nowhere">bad</a><a href="/docs/overview#errors">ok</a><a href="/#top">bad</a>',
      ),
    ],
    [
      "/docs/api",
      page(
        '<a href="/openapi.yaml">spec</a><a href="../docs/overview/">relative</a><a href="./api/lookup">relative missing</a><a href="/openapi.json">missing file</a>',
      ),
    ],
  ]);
  const files = new Set(["/openapi.yaml"]);

  it("finds missing pages, missing files and missing anchors, and nothing else", () => {
    const broken = findBrokenLinks(pages, files);
    expect(broken).toEqual([
      { page: "/", href: "/docs/missing", reason: "no page or file exists at this path" },
      { page: "/docs/overview", href: "#nowhere", reason: '/docs/overview has no element with id "nowhere"' },
      { page: "/docs/overview", href: "/#top", reason: '/ has no element with id "top"' },
      { page: "/docs/api", href: "./api/lookup", reason: "no page or file exists at this path" },
      { page: "/docs/api", href: "/openapi.json", reason: "no page or file exists at this path" },
    ]);
  });

  it("lists each broken link under its page", () => {
    const message = formatBrokenLinks(findBrokenLinks(pages, files));
    expect(message).toContain("Found 5 broken internal links:");
    expect(message).toMatch(/On \/docs\/overview:\n {4}- #nowhere: /);
  });

  it("checks links under a base path and flags links that leave it", () => {
    const prefixed = new Map([
      ["/", page('<a href="/site/docs">ok</a><a href="/docs">outside</a>')],
      ["/docs", page("")],
    ]);
    expect(findBrokenLinks(prefixed, new Set(), "/site").map((b) => b.href)).toEqual(["/docs"]);
  });

  it("reads ids and named anchors", () => {
    const { ids } = page('<div id="a"></div><a name="b"></a>');
    expect([...ids]).toEqual(["a", "b"]);
  });
});
