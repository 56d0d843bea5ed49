import { render, screen } from "@testing-library/react";
import { Link } from "../../ui/Link";
import { anchorHref, ROUTER_ATTRIBUTE, setCurrentRoutePath, siteFileHref } from "../../navigation/edition-address";

const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("links in the hash-routed edition", () => {
  afterEach(() => document.documentElement.removeAttribute(ROUTER_ATTRIBUTE));

  it("on the site, pages go through the router and anchors stay bare", () => {
    render(
      <>
        <Link to="/docs/api">API</Link>
        <Link to="#errors">Errors</Link>
      </>,
    );
    expect(href("API")).toBe("/docs/api");
    expect(href("Errors")).toBe("#errors");
  });

  it("in the edition, pages and anchors are hash addresses and files are relative to index.html", () => {
    document.documentElement.setAttribute(ROUTER_ATTRIBUTE, "hash");
    setCurrentRoutePath("/docs/overview");
    render(
      <>
        <Link to="/docs/api">API</Link>
        <Link to="/docs/overview#errors">Overview errors</Link>
        <Link to="#errors">Errors</Link>
        <Link to="/openapi.yaml">Spec</Link>
        <Link to="https://postcodes.io" target="_blank">
          Service
        </Link>
      </>,
    );
    expect(href("API")).toBe("#/docs/api");
    expect(href("Overview errors")).toBe("#/docs/overview#errors");
    expect(href("Errors")).toBe("#/docs/overview#errors");
    expect(href("Spec")).toBe("openapi.yaml");
    expect(href("Service (opens in a new tab)")).toBe("https://postcodes.io");
    expect(anchorHref("fields")).toBe("#/docs/overview#fields");
    expect(siteFileHref("/img/logo.svg", (p) => `/base${p}`)).toBe("img/logo.svg");
  });
});
