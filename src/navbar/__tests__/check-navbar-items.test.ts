import siteConfig from "../../../site.config";
import type { NavbarItemConfig } from "../../config/site-config.types";
import { navbarItemProblems } from "../check-navbar-items";
import type { NavigationData } from "../resolve-navbar-item";

const navigation: NavigationData = {
  docs: {
    overview: { path: "/docs/overview", title: "Overview", unlisted: false },
    licences: { path: "/docs/licences", title: "Licences", unlisted: false },
    "postcode/lookup": { path: "/docs/postcode/lookup", title: "Lookup", unlisted: false },
  },
  sidebars: { docs: { firstLink: { href: "/docs/overview", label: "Overview" } }, api: { firstLink: null } },
  versions: [{ name: "current", label: "Next", path: "/docs/overview" }],
  preferredVersionName: null,
  locale: siteConfig.locale,
  offlineEdition: null,
};

describe("the navbar's problems: the file, the key, the unknown value, a guess and what to do", () => {
  it("finds none in the site's own navbar", () => {
    expect(navbarItemProblems(siteConfig.navbar.items, { ...navigation, sidebars: { docs: navigation.sidebars.docs } })).toEqual([]);
  });

  it("names a doc id that does not exist, with the id it most likely meant", () => {
    const items: NavbarItemConfig[] = [
      { label: "Home", to: "/" },
      { type: "search" },
      { type: "doc", docId: "licence", position: "left" },
      { type: "doc", docId: "lookup" },
      { type: "doc", docId: "gone" },
    ];
    expect(navbarItemProblems(items, navigation)).toEqual([
      'site.config.ts: navbar.items[2].docId: "licence" is not a doc id (did you mean "licences"?). ' +
        "Doc ids are paths under content/docs without the extension: set docId to an existing guide's, or remove the item.",
      'site.config.ts: navbar.items[3].docId: "lookup" is not a doc id (did you mean "postcode/lookup"?). ' +
        "Doc ids are paths under content/docs without the extension: set docId to an existing guide's, or remove the item.",
      'site.config.ts: navbar.items[4].docId: "gone" is not a doc id. ' +
        "Doc ids are paths under content/docs without the extension: set docId to an existing guide's, or remove the item.",
    ]);
  });

  it("names a sidebar that does not exist, or has nothing to link to", () => {
    const items: NavbarItemConfig[] = [
      { type: "docSidebar", sidebarId: "dcos", label: "Docs" },
      { type: "docSidebar", sidebarId: "api", label: "API" },
    ];
    expect(navbarItemProblems(items, navigation)).toEqual([
      'site.config.ts: navbar.items[0].sidebarId: Couldn\'t find a sidebar with id "dcos" (did you mean "docs"?). Available sidebars: api, docs. ' +
        "Set sidebarId to one of them, or remove the item.",
      'site.config.ts: navbar.items[1].sidebarId: Couldn\'t find any doc for sidebar "api": it holds no doc link for the navbar item to point at. ' +
        "Add a doc to the sidebar or remove the item.",
    ]);
  });
});
