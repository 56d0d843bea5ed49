import { renderToStaticMarkup } from "react-dom/server";
import { BaseUrlIssueBanner } from "../BaseUrlIssueBanner";
import { normaliseForBaseUrlCheck, suggestBaseUrl } from "../base-url-check";

const suggest = (location: string, page: string, base: string) => suggestBaseUrl(location, page, base, normaliseForBaseUrlCheck);

describe("suggestBaseUrl", () => {
  it.each([
    ["/docs/overview", "/docs/overview", "/", null],
    ["/docs/overview/", "/docs/overview", "/", null],
    ["/docs/overview/index.html", "/docs/overview", "/", null],
    ["/mirror/docs/overview", "/docs/overview", "/", "/mirror/"],
    ["/mirror/", "/", "/", "/mirror/"],
    ["/", "/", "/", null],
    ["/docs/overview", "/docs/overview", "/site/", "/"],
    ["/site/docs/overview", "/docs/overview", "/site/", null],
    ["/elsewhere", "/docs/overview", "/", null],
  ])("served at %s, page %s, configured %s → %s", (location, page, base, expected) => expect(suggest(location, page, base)).toBe(expected));
});

describe("base URL banner", () => {
  const mount = (pathname: string) => {
    document.body.innerHTML = renderToStaticMarkup(<BaseUrlIssueBanner pathname={pathname} baseUrl="/" />);
    new Function(document.querySelector("script")?.textContent ?? "")();
    return document.getElementById("base-url-issue-banner") as HTMLElement;
  };

  it("is hidden in the static HTML", () => {
    document.body.innerHTML = renderToStaticMarkup(<BaseUrlIssueBanner pathname="/docs" baseUrl="/" />);
    expect(document.getElementById("base-url-issue-banner")).toHaveAttribute("hidden");
  });

  it("stays hidden when the page is served from the configured base URL", () => {
    window.history.replaceState(null, "", "/docs/overview");
    expect(mount("/docs/overview").hidden).toBe(true);
  });

  it("appears, suggesting the base URL to configure, under another path", () => {
    window.history.replaceState(null, "", "/mirror/docs/overview");
    const banner = mount("/docs/overview");
    expect(banner.hidden).toBe(false);
    expect(banner).toHaveTextContent("This site did not load properly.");
    expect(banner).toHaveTextContent("Set site.baseUrl to /mirror/ in site.config.ts");
  });

  it("never appears on the 404 page, which is served at any address", () => {
    window.history.replaceState(null, "", "/some/missing/page");
    expect(mount("/404.html").hidden).toBe(true);
  });
});
