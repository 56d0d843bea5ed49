import { LEGACY_REDIRECTS, legacyRedirectProblems, netlifyLegacyRedirects, nginxLegacyRedirects } from "../legacy-addresses";
import { netlifyRedirects } from "../netlify-redirects";

describe("the earlier site's addresses that have no page here", () => {
  it("send its page of demos to the API reference, and its images to the site's own or to the home page", () => {
    expect(LEGACY_REDIRECTS["/endpoints"]).toBe("/docs/api");
    expect(LEGACY_REDIRECTS["/img/favicon.ico"]).toBe("/favicon.svg");
    expect(LEGACY_REDIRECTS["/img/map.png"]).toBe("/");
  });

  it("are 301s in Netlify's _redirects, after the build's own rules", () => {
    expect(netlifyLegacyRedirects({ "/endpoints": "/docs/api" })).toEqual(["/endpoints  /docs/api  301"]);
    expect(netlifyRedirects(["/docs/overview/index.html"]).split("\n")).toEqual(
      expect.arrayContaining(["/docs/overview.html  /docs/overview  301", "/endpoints  /docs/api  301", "/img/map.png  /  301"]),
    );
  });

  it("are nginx locations: a page with or without its trailing slash, a file exactly", () => {
    const conf = nginxLegacyRedirects({ "/endpoints": "/docs/api", "/img/reverse_geocoding.png": "/" });
    expect(conf).toContain("location ~ ^/endpoints/?$ {\n    return 301 /docs/api;\n}");
    expect(conf).toContain("location ~ ^/img/reverse_geocoding\\.png$ {\n    return 301 /;\n}");
  });

  it("stop the build when an address has a page of its own now, or a counterpart is missing, saying what to do", () => {
    const files = new Set(["/index.html", "/docs/api/index.html", "/favicon.svg", "/endpoints/index.html"]);
    expect(
      legacyRedirectProblems(files, { "/endpoints": "/docs/api", "/img/favicon.ico": "/favicon.svg", "/img/x.png": "/docs/gone" }),
    ).toEqual([
      "/endpoints has a page or file of its own now: take its redirect out of src/deploy/legacy-addresses.ts.",
      "/img/x.png redirects to /docs/gone, which the build does not have: point it at a page of the site in src/deploy/legacy-addresses.ts.",
    ]);
  });
});
