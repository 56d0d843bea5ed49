import { checkGuideSource } from "../../guides/mdx/check-guide-source";
import { extractLinks, findBrokenLinks, formatBrokenLinks, writtenLinks } from "../link-check";

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
    const missing = { reason: expect.stringMatching(/^no page has the address /), advice: "Fix the address, or create the page." };
    const anchor = { advice: expect.stringMatching(/^Fix the part after #/) };
    expect(broken).toEqual([
      { page: "/", href: "/docs/missing", ...missing, reason: "no page has the address /docs/missing" },
      { page: "/docs/overview", href: "#nowhere", reason: '/docs/overview has no element with id "nowhere"', ...anchor },
      { page: "/docs/overview", href: "/#top", reason: '/ has no element with id "top"', ...anchor },
      { page: "/docs/api", href: "./api/lookup", ...missing, reason: "no page has the address /docs/api/lookup" },
      { page: "/docs/api", href: "/openapi.json", ...missing, reason: "no page has the address /openapi.json" },
    ]);
  });

  it("says where each broken link is, what is wrong and what to do, one line each", () => {
    const message = formatBrokenLinks(findBrokenLinks(pages, files), (page) =>
      page === "/docs/api" ? { file: "openapi/openapi.yaml" } : undefined,
    );
    expect(message.split("\n")).toEqual([
      "Found 5 broken internal links:",
      "  - /: the link to /docs/missing leads nowhere: no page has the address /docs/missing. Fix the address, or create the page.",
      '  - /docs/overview: the link to #nowhere leads nowhere: /docs/overview has no element with id "nowhere". ' +
        "Fix the part after # (a heading's id is its text in lower case, with hyphens for spaces).",
      '  - /docs/overview: the link to /#top leads nowhere: / has no element with id "top". ' +
        "Fix the part after # (a heading's id is its text in lower case, with hyphens for spaces).",
      "  - /docs/api (written in openapi/openapi.yaml): the link to ./api/lookup leads nowhere: no page has the address /docs/api/lookup. Fix the address, or create the page.",
      "  - /docs/api (written in openapi/openapi.yaml): the link to /openapi.json leads nowhere: no page has the address /openapi.json. Fix the address, or create the page.",
    ]);
  });

  it("names the guide's file and the line of a link written in a guide, as gatsby develop does", () => {
    const source = [
      "---",
      'title: "Licences"',
      "---",
      "",
      "## The software",
      "",
      "See [the missing page](/docs/no-such-page) or [the overview](/docs/overview).",
      "",
      'Again: <a href="/docs/no-such-page/">the missing page</a>.',
    ].join("\n");
    const guide = { file: "content/docs/licences.mdx", links: checkGuideSource("content/docs/licences.mdx", source).links };
    // Built under a base path, with trailing slashes: the HTML's hrefs are not quite what the author wrote.
    const built = new Map([
      [
        "/docs/licences",
        page('<a href="/site/docs/no-such-page/">x</a><a href="/site/docs/overview/">ok</a><a href="/site/docs/no-such-page/">x</a>'),
      ],
      ["/docs/overview", page("")],
    ]);
    const message = formatBrokenLinks(
      findBrokenLinks(built, new Set(), "/site", "always"),
      (p) => (p === "/docs/licences" ? guide : undefined),
      "/site",
    );
    expect(message.split("\n")).toEqual([
      "Found 2 broken internal links:",
      "  - content/docs/licences.mdx:7: the link to /docs/no-such-page leads nowhere: no page has the address /docs/no-such-page. Fix the address, or create the page.",
      "  - content/docs/licences.mdx:9: the link to /docs/no-such-page/ leads nowhere: no page has the address /docs/no-such-page. Fix the address, or create the page.",
    ]);
  });

  it("finds the links of a guide a built link comes from, whatever base path and trailing slash the build added", () => {
    const links = [
      { href: "/docs/a", line: 3 },
      { href: "/docs/a#x", line: 4 },
      { href: "/docs/a/", line: 8 },
      { href: "#top", line: 9 },
    ];
    const lines = (href: string, basePath?: string) => writtenLinks(links, href, basePath).map((link) => link.line);
    expect(lines("/docs/a")).toEqual([3, 8]);
    expect(lines("/base/docs/a/", "/base")).toEqual([3, 8]);
    expect(lines("/base/docs/a/#x", "/base")).toEqual([4]);
    expect(lines("#top", "/base")).toEqual([9]);
    expect(lines("/docs/b")).toEqual([]);
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
