import siteConfig from "../../../site.config";
import { applyTrailingSlash, canonicalUrl, isSamePagePath, stripHtmlSuffix, trimTrailingSlashes } from "../paths";

describe("stripHtmlSuffix", () => {
  it.each([
    ["/docs/overview/index.html", "/docs/overview/"],
    ["/index.html", "/"],
    ["/docs/overview.html", "/docs/overview"],
    ["/docs/overview", null],
    ["/", null],
  ])("%s → %s", (input, expected) => expect(stripHtmlSuffix(input)).toBe(expected));
});

describe("trimTrailingSlashes", () => {
  it.each([
    ["/docs/overview/", "/docs/overview"],
    ["/docs/overview//", "/docs/overview"],
    ["/docs/overview", "/docs/overview"],
    ["/", "/"],
    ["", ""],
  ])("%s → %s", (input, expected) => expect(trimTrailingSlashes(input)).toBe(expected));
});

describe("isSamePagePath", () => {
  it("ignores trailing slashes, and nothing else", () => {
    expect(isSamePagePath("/docs/overview/", "/docs/overview")).toBe(true);
    expect(isSamePagePath("/", "/")).toBe(true);
    expect(isSamePagePath("/docs/overview", "/docs/overview/more")).toBe(false);
    expect(isSamePagePath("/docs", "/Docs")).toBe(false);
  });
});

describe("applyTrailingSlash", () => {
  it("adds, removes or keeps the slash, never touching the root", () => {
    expect(applyTrailingSlash("/docs", "always")).toBe("/docs/");
    expect(applyTrailingSlash("/docs/", "never")).toBe("/docs");
    expect(applyTrailingSlash("/docs/", "ignore")).toBe("/docs/");
    expect(applyTrailingSlash("/", "never")).toBe("/");
  });
});

describe("canonicalUrl", () => {
  it("joins the site URL, base URL and page path by the trailing-slash rule", () => {
    expect(canonicalUrl("/docs/overview/")).toBe("https://postcodes.io/docs/overview");
    expect(canonicalUrl("/")).toBe("https://postcodes.io/");
    const prefixed = { site: { ...siteConfig.site, baseUrl: "/mirror/", trailingSlash: "always" as const } };
    expect(canonicalUrl("/docs", prefixed)).toBe("https://postcodes.io/mirror/docs/");
    expect(canonicalUrl("/", prefixed)).toBe("https://postcodes.io/mirror/");
  });
});
