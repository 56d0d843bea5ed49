import { anchorHref, hashEditionHtml, hashWithSearch, isHashEdition, siteFileHref, toHashHref } from "../edition-address";
import { parseHashAddress } from "../../hash-edition/hash-route";

describe("hash addresses", () => {
  it("turns site paths into hash hrefs, keeping the anchor", () => {
    expect(toHashHref("/")).toBe("#/");
    expect(toHashHref("/docs/api")).toBe("#/docs/api");
    expect(toHashHref("/docs/api/")).toBe("#/docs/api");
    expect(toHashHref("/docs/overview#errors")).toBe("#/docs/overview#errors");
    // The query stays with its route: the API console's request ("?try&postcode=…") is the page's.
    expect(toHashHref("/docs/overview?x=1#errors")).toBe("#/docs/overview?x=1#errors");
    expect(toHashHref("/docs/api/lookup-postcode/?try&postcode=SW1A%201AA")).toBe("#/docs/api/lookup-postcode?try&postcode=SW1A%201AA");
    expect(toHashHref("/docs/api?")).toBe("#/docs/api");
  });

  it("puts the API console's query string in the route of the hash, keeping the anchor", () => {
    expect(hashWithSearch("#/docs/api/lookup-postcode", "?try&postcode=SW1A%201AA")).toBe(
      "#/docs/api/lookup-postcode?try&postcode=SW1A%201AA",
    );
    expect(hashWithSearch("#/docs/api/lookup-postcode?try&postcode=X#response-200", "?try")).toBe(
      "#/docs/api/lookup-postcode?try#response-200",
    );
    expect(hashWithSearch("#/docs/api/lookup-postcode?try", "")).toBe("#/docs/api/lookup-postcode");
    expect(hashWithSearch("", "?try")).toBe("#/?try");
    expect(hashWithSearch("#errors", "")).toBe("#/#errors");
  });

  it("reads routes and anchors from location.hash", () => {
    expect(parseHashAddress("")).toEqual({ path: "/", search: "", anchor: "" });
    expect(parseHashAddress("#/")).toEqual({ path: "/", search: "", anchor: "" });
    expect(parseHashAddress("#/docs/overview")).toEqual({ path: "/docs/overview", search: "", anchor: "" });
    expect(parseHashAddress("#/docs/overview/#errors")).toEqual({ path: "/docs/overview", search: "", anchor: "errors" });
    expect(parseHashAddress("#/docs/overview/index.html")).toEqual({ path: "/docs/overview", search: "", anchor: "" });
    expect(parseHashAddress("#/docs/caf%C3%A9#r%C3%A9sum%C3%A9")).toEqual({ path: "/docs/café", search: "", anchor: "résumé" });
    expect(parseHashAddress("#/docs/%E0%A4%A")).toEqual({ path: "/docs/%E0%A4%A", search: "", anchor: "" });
    expect(parseHashAddress("#/docs/api/lookup-postcode?try&postcode=SW1A%201AA#response-200")).toEqual({
      path: "/docs/api/lookup-postcode",
      search: "?try&postcode=SW1A%201AA",
      anchor: "response-200",
    });
    // A bare anchor (an old link, a typed "#errors") is an anchor on the home page.
    expect(parseHashAddress("#errors")).toEqual({ path: "/", search: "", anchor: "errors" });
  });

  it("rewrites links in configured HTML: pages to hash addresses, files relative", () => {
    expect(hashEditionHtml('Read <a href="/docs/self-host">this</a> or <a href="/openapi.yaml">the spec</a>.')).toBe(
      'Read <a href="#/docs/self-host">this</a> or <a href="openapi.yaml">the spec</a>.',
    );
    expect(hashEditionHtml('<a href="https://postcodes.io/x">x</a> <a href="//cdn.example/y">y</a>')).toBe(
      '<a href="https://postcodes.io/x">x</a> <a href="//cdn.example/y">y</a>',
    );
  });

  it("leaves the site's own addresses alone outside the edition (and while server rendering)", () => {
    expect(isHashEdition()).toBe(false);
    expect(anchorHref("errors")).toBe("#errors");
    expect(siteFileHref("/openapi.yaml", (p) => `/base${p}`)).toBe("/base/openapi.yaml");
  });
});
