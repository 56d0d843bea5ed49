import type { NavbarItemConfig } from "../../config/site-config.types";
import { describeNavbarItemProblem } from "../check-navbar-items";
import { describeFailedNavbarItem, isPathUnder, type NavigationData, resolveNavbarItem } from "../resolve-navbar-item";

/** A navbar item as a JavaScript configuration could hold it, unchecked by the compiler. */
const unvettedItem = (value: object): NavbarItemConfig => JSON.parse(JSON.stringify(value));

const data: NavigationData = {
  docs: {
    overview: { path: "/docs/overview", title: "Overview", unlisted: false },
    secret: { path: "/docs/secret", title: "Secret", unlisted: true },
  },
  sidebars: {
    docs: { firstLink: { href: "/docs/overview", label: "Overview" } },
    empty: { firstLink: null },
  },
  versions: [
    { name: "current", label: "Next", path: "/docs/overview" },
    { name: "11", label: "11.x", path: "/docs/11/overview" },
  ],
  preferredVersionName: null,
  locale: { label: "English", htmlLang: "en" },
  offlineEdition: { href: "/downloads/postcodes-io-docs.zip", size: "1.2 MB" },
};
const at = (pathname: string, sidebarId: string | null = null) => ({ pathname, sidebarId });

describe("resolveNavbarItem", () => {
  it("resolves a default link and marks it active under its path", () => {
    const item = { label: "API", to: "/docs/api", position: "left" } as const;
    expect(resolveNavbarItem(item, data, at("/docs/api/lookup-postcode"))).toMatchObject({ kind: "link", to: "/docs/api", active: true });
    expect(resolveNavbarItem(item, data, at("/docs/overview"))).toMatchObject({ active: false });
  });

  it("opens external links in a new tab", () => {
    expect(resolveNavbarItem({ label: "Status", href: "https://status.example" }, data, at("/"))).toMatchObject({
      target: "_blank",
      href: "https://status.example",
    });
  });

  it("resolves a dropdown, active when one of its links is", () => {
    const item: NavbarItemConfig = {
      type: "dropdown",
      label: "More",
      items: [
        { label: "Overview", to: "/docs/overview" },
        { label: "X", href: "https://x.example" },
      ],
    };
    const resolved = resolveNavbarItem(item, data, at("/docs/overview"));
    expect(resolved).toMatchObject({ kind: "dropdown", active: true });
  });

  it("resolves search and html items", () => {
    expect(resolveNavbarItem({ type: "search" }, data, at("/"))).toEqual({ kind: "search" });
    expect(resolveNavbarItem({ type: "html", value: "<b>Hi</b>" }, data, at("/"))).toEqual({
      kind: "html",
      html: "<b>Hi</b>",
      className: undefined,
    });
  });

  it("resolves a doc item to the doc's path and title", () => {
    expect(resolveNavbarItem({ type: "doc", docId: "overview" }, data, at("/"))).toMatchObject({
      kind: "link",
      to: "/docs/overview",
      label: "Overview",
    });
  });

  it("hides an unlisted doc unless it is the page being shown", () => {
    expect(resolveNavbarItem({ type: "doc", docId: "secret" }, data, at("/"))).toEqual({ kind: "hidden" });
    expect(resolveNavbarItem({ type: "doc", docId: "secret" }, data, at("/docs/secret"))).toMatchObject({ kind: "link", active: true });
  });

  it("does not resolve a doc id that does not exist; the check names the key, the id it most likely meant and what to do", () => {
    const resolved = resolveNavbarItem({ type: "doc", docId: "overveiw" }, data, at("/"));
    expect(resolved).toEqual({ kind: "unresolved", problem: { code: "unknown-doc", docId: "overveiw" } });
    expect(resolved.kind === "unresolved" && describeNavbarItemProblem(resolved.problem, data)).toEqual({
      field: "docId",
      message:
        '"overveiw" is not a doc id (did you mean "overview"?). Doc ids are paths under content/docs without the extension: ' +
        "set docId to an existing guide's, or remove the item.",
    });
    const nope = resolveNavbarItem({ type: "doc", docId: "nope" }, data, at("/"));
    expect(nope.kind === "unresolved" && describeNavbarItemProblem(nope.problem, data).message).toMatch(
      /^"nope" is not a doc id\. Doc ids/,
    );
  });

  it("links a doc sidebar item to the sidebar's first doc and marks it active on that sidebar's pages", () => {
    const item: NavbarItemConfig = { type: "docSidebar", sidebarId: "docs", label: "Documentation" };
    expect(resolveNavbarItem(item, data, at("/docs/libraries", "docs"))).toMatchObject({
      kind: "link",
      to: "/docs/overview",
      active: true,
    });
    expect(resolveNavbarItem(item, data, at("/docs/api", "api"))).toMatchObject({ active: false });
  });

  it("does not resolve a doc sidebar item whose sidebar has nothing to link to", () => {
    const resolved = resolveNavbarItem({ type: "docSidebar", sidebarId: "empty", label: "Empty" }, data, at("/"));
    expect(resolved).toEqual({ kind: "unresolved", problem: { code: "empty-sidebar", sidebarId: "empty" } });
    expect(resolved.kind === "unresolved" && describeNavbarItemProblem(resolved.problem, data).message).toMatch(
      /Couldn't find any doc for sidebar "empty"/,
    );
  });

  it("does not resolve a sidebar id that does not exist; the check guesses the one meant", () => {
    const message = (sidebarId: string) => {
      const resolved = resolveNavbarItem({ type: "docSidebar", sidebarId, label: "X" }, data, at("/"));
      return resolved.kind === "unresolved" ? describeNavbarItemProblem(resolved.problem, data).message : "";
    };
    expect(message("nope")).toMatch(/Couldn't find a sidebar with id "nope"/);
    expect(message("dosc")).toMatch(
      /Couldn't find a sidebar with id "dosc" \(did you mean "docs"\?\).* Set sidebarId to one of them, or remove the item\./,
    );
  });

  it("links a docs version item to the preferred version, else the first", () => {
    expect(resolveNavbarItem({ type: "docsVersion" }, data, at("/"))).toMatchObject({ kind: "link", label: "Next", to: "/docs/overview" });
    expect(resolveNavbarItem({ type: "docsVersion" }, { ...data, preferredVersionName: "11" }, at("/"))).toMatchObject({
      label: "11.x",
      to: "/docs/11/overview",
    });
  });

  it("lists versions in a docs version dropdown labelled Versions on mobile", () => {
    const resolved = resolveNavbarItem({ type: "docsVersionDropdown" }, data, at("/"));
    expect(resolved).toMatchObject({ kind: "dropdown", label: "Next", mobileLabel: "Versions" });
    expect(resolved.kind === "dropdown" && resolved.items.map((i) => i.label)).toEqual(["Next", "11.x"]);
  });

  it("shows the locale in a locale dropdown labelled Languages on mobile", () => {
    expect(resolveNavbarItem({ type: "localeDropdown" }, data, at("/docs"))).toMatchObject({
      kind: "dropdown",
      label: "English",
      mobileLabel: "Languages",
    });
  });

  it("does not resolve an unknown type; the check names the type", () => {
    const resolved = resolveNavbarItem(unvettedItem({ type: "carousel" }), data, at("/"));
    expect(resolved).toEqual({ kind: "unresolved", problem: { code: "unknown-type", type: "carousel" } });
    expect(resolved.kind === "unresolved" && describeNavbarItemProblem(resolved.problem, data).message).toContain(
      'No navbar item component found for type "carousel".',
    );
  });

  it("describes a failed item with its configuration", () => {
    const message = describeFailedNavbarItem({ type: "docSidebar", sidebarId: "empty" }, 3);
    expect(message).toContain("A navbar item failed to render.");
    expect(message).toContain("navbar.items[3] in site.config.ts");
    expect(message).toContain('"sidebarId": "empty"');
  });
});

describe("isPathUnder", () => {
  it.each([
    ["/docs/api", "/docs/api", true],
    ["/docs/api/", "/docs/api", true],
    ["/docs/api/x", "/docs/api", true],
    ["/docs/apis", "/docs/api", false],
    ["/docs", "/", false],
    ["/", "/", true],
  ])("%s under %s is %s", (path, base, expected) => expect(isPathUnder(path, base)).toBe(expected));
});

describe("the offline edition's link", () => {
  const resources: NavbarItemConfig = {
    type: "dropdown",
    label: "Resources",
    items: [
      { label: "Licences", to: "/docs/licences" },
      { label: "Download for offline use", offlineEdition: true },
    ],
  };

  it("points at the zip, as a download, with its size", () => {
    const item = resolveNavbarItem(resources, data, at("/"));
    expect(item.kind === "dropdown" && item.items[1]).toEqual({
      label: "Download for offline use",
      href: "/downloads/postcodes-io-docs.zip",
      download: true,
      size: "1.2 MB",
      active: false,
    });
  });

  it("is left out where there is no zip (the hash-routed site itself)", () => {
    const item = resolveNavbarItem(resources, { ...data, offlineEdition: null }, at("/"));
    expect(item.kind === "dropdown" && item.items.map((l) => l.label)).toEqual(["Licences"]);
    expect(resolveNavbarItem({ label: "Offline", offlineEdition: true }, { ...data, offlineEdition: null }, at("/"))).toEqual({
      kind: "hidden",
    });
  });
});
