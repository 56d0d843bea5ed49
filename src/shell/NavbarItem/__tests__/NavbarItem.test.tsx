import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { setStaticQueryData } from "../../../../test-utils/gatsby-mock";
import type { NavbarItemConfig } from "../../../config/site-config.types";
import { DocsPreferredVersionProvider } from "../../../state/docs-preferred-version";
import { RouteLocationProvider } from "../../../state/route-location";
import { ErrorBoundary } from "../../../ui/ErrorBoundary";
import { ErrorPageContent } from "../../ErrorPageContent";
import { NavbarItem } from "..";

/** A navbar item as a JavaScript configuration could hold it, unchecked by the compiler. */
const unvettedItem = (value: object): NavbarItemConfig => JSON.parse(JSON.stringify(value));

beforeEach(() => {
  setStaticQueryData({
    allSidebar: {
      nodes: [
        { sidebarId: "docs", firstLink: { href: "/docs/overview", label: "Overview" } },
        { sidebarId: "empty", firstLink: null },
      ],
    },
    allMdx: { nodes: [{ fields: { docId: "overview", path: "/docs/overview" }, frontmatter: { title: "Overview", unlisted: false } }] },
  });
});

function renderItem(item: NavbarItemConfig, { mobile = false, pathname = "/docs/overview" } = {}) {
  const wrap = (children: ReactNode) => (
    <RouteLocationProvider location={{ pathname, hash: "", search: "" }}>
      <DocsPreferredVersionProvider pluginId="default" versions={[{ name: "current", label: "Next", path: "/docs/overview" }]}>
        <ErrorBoundary fallback={(props) => <ErrorPageContent {...props} />}>{children}</ErrorBoundary>
      </DocsPreferredVersionProvider>
    </RouteLocationProvider>
  );
  jest.spyOn(console, "error").mockImplementation(() => {});
  return render(
    wrap(
      mobile ? (
        <ul>
          <NavbarItem item={item} index={4} mobile />
        </ul>
      ) : (
        <NavbarItem item={item} index={4} />
      ),
    ),
  );
}

afterEach(() => jest.restoreAllMocks());

describe("<NavbarItem>", () => {
  it("renders a default link, marking the current section", () => {
    renderItem({ label: "Documentation", to: "/docs/overview" });
    expect(screen.getByRole("link", { name: "Documentation" })).toHaveAttribute("aria-current", "page");
  });

  it("renders an external link that says it opens a new tab", () => {
    renderItem({ label: "Status", href: "https://status.example" });
    const link = screen.getByRole("link", { name: /Status/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAccessibleName("Status (opens in a new tab)");
  });

  it("renders a dropdown as a disclosure button", () => {
    renderItem({ type: "dropdown", label: "Resources", items: [{ label: "Licences", to: "/docs/licences" }] });
    expect(screen.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "false");
  });

  it("renders an html item", () => {
    renderItem({ type: "html", value: "<em>Beta</em>" });
    expect(screen.getByText("Beta").tagName).toBe("EM");
  });

  it("renders a doc item with the doc's title", () => {
    renderItem({ type: "doc", docId: "overview" }, { pathname: "/" });
    expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("href", "/docs/overview");
  });

  it("renders a doc sidebar item linking to the sidebar's first doc", () => {
    renderItem({ type: "docSidebar", sidebarId: "docs", label: "Documentation" }, { pathname: "/" });
    expect(screen.getByRole("link", { name: "Documentation" })).toHaveAttribute("href", "/docs/overview");
  });

  it("renders docs version items", () => {
    renderItem({ type: "docsVersion" }, { pathname: "/" });
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/docs/overview");
  });

  it("labels the version dropdown 'Versions' and the locale dropdown 'Languages' in the mobile menu", () => {
    renderItem({ type: "docsVersionDropdown" }, { mobile: true });
    expect(screen.getByRole("button", { name: "Versions" })).toBeInTheDocument();
    renderItem({ type: "localeDropdown" }, { mobile: true });
    expect(screen.getByRole("button", { name: "Languages" })).toBeInTheDocument();
  });

  it("starts a mobile dropdown open when it holds the page being shown", () => {
    renderItem({ type: "dropdown", label: "Resources", items: [{ label: "Overview", to: "/docs/overview" }] }, { mobile: true });
    expect(screen.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "true");
  });

  it("renders nothing for search in the mobile menu (the search box stays in the bar)", () => {
    const { container } = renderItem({ type: "search" }, { mobile: true });
    expect(container.querySelector("li")).toBeNull();
  });

  it("shows the failing item's configuration and the cause when a doc sidebar has nothing to link to", () => {
    renderItem({ type: "docSidebar", sidebarId: "empty", label: "Empty" });
    expect(screen.getByRole("heading", { name: "This page crashed." })).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("A navbar item failed to render.");
    expect(alert).toHaveTextContent('"sidebarId": "empty"');
    expect(alert).toHaveTextContent('Cause: Couldn\'t find any doc for sidebar "empty"');
  });

  describe("in gatsby develop", () => {
    const env = process.env.NODE_ENV;
    beforeEach(() => {
      process.env.NODE_ENV = "development";
    });
    afterEach(() => {
      process.env.NODE_ENV = env;
    });

    it("renders an item naming a doc that does not exist inert, and the page keeps rendering (the problems panel says why)", () => {
      renderItem({ type: "doc", docId: "licence", label: "Licences" });
      expect(screen.queryByRole("heading", { name: "This page crashed." })).not.toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(screen.queryByRole("link")).not.toBeInTheDocument();
      expect(screen.getByText("Licences")).toHaveAttribute("title", "Not a link: see the problems panel");
    });

    it("labels an inert item without a label by the id it names, in the mobile menu too", () => {
      renderItem({ type: "doc", docId: "licence" }, { mobile: true });
      expect(screen.getByRole("listitem")).toHaveTextContent("licence");
      expect(screen.queryByRole("link")).not.toBeInTheDocument();
    });

    it("still crashes for an error that is not a mistake the navbar check reports", () => {
      // A dropdown without items passes no schema check in a real config; here it makes resolving throw a TypeError.
      renderItem(unvettedItem({ type: "dropdown", label: "Resources" }));
      expect(screen.getByRole("heading", { name: "This page crashed." })).toBeInTheDocument();
    });
  });

  it("outside gatsby develop, crashes on a doc that does not exist (a build never gets there), naming the item", () => {
    renderItem({ type: "doc", docId: "licence", label: "Licences" });
    expect(screen.getByRole("alert")).toHaveTextContent('Cause: "licence" is not a doc id');
    expect(screen.getByRole("alert")).toHaveTextContent("navbar.items[4] in site.config.ts");
  });

  it("shows an error naming an unknown type", () => {
    renderItem(unvettedItem({ type: "carousel" }));
    expect(screen.getByRole("alert")).toHaveTextContent('No navbar item component found for type "carousel".');
    expect(screen.getByRole("alert")).toHaveTextContent('"type": "carousel"');
  });
});
