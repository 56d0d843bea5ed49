import { act, screen } from "@testing-library/react";
import { StaticQueryContext } from "gatsby";
import { useContext } from "react";
import { useRouteLocation } from "../../state/route-location";
import { DATA_GLOBAL, type EditionPage } from "../../navigation/data-scripts";
import { pageForRoute, runHashEdition } from "../runtime";

jest.mock("../../wrap-root-element", () => ({ wrapRootElement: ({ element }: { element: React.ReactNode }) => element }));

/** A page component like the site's templates: its data, its location and a static query. */
function TestPage({ data }: { data: { heading: string } }) {
  const { pathname, hash, search } = useRouteLocation();
  // What Gatsby's useStaticQuery reads: the result under the query's hash.
  const site = useContext(StaticQueryContext)["7"]?.data as { name: string };
  return (
    <main>
      <h1>{data.heading}</h1>
      <p>
        {pathname}
        {search}
        {hash} on {site.name}
      </p>
      <div style={{ height: 2000 }} />
      <h2 id="errors">Errors</h2>
    </main>
  );
}

const editionPage = (path: string, heading: string): EditionPage => ({
  path,
  componentChunkName: "component---test",
  result: { data: { heading }, pageContext: {} },
  staticQueryHashes: ["7"],
  head: { title: `${heading} | Test`, description: `About ${heading}` },
});

type TestWindow = Window & { [DATA_GLOBAL]?: Record<string, unknown>; asyncRequires?: unknown; ___navigate?: (to: string) => void };

describe("the hash-routed edition's router", () => {
  const win = window as TestWindow;
  const scrolled: string[] = [];

  beforeAll(async () => {
    document.body.innerHTML = '<div id="___gatsby"></div>';
    document.head.innerHTML = '<meta name="description" content="">';
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    window.scrollTo = (() => scrolled.push("top")) as typeof window.scrollTo;
    win[DATA_GLOBAL] = {
      routes: { paths: ["/", "/docs/overview", "/404"], notFound: "/404" },
      "page:/": editionPage("/", "Home"),
      "page:/docs/overview": editionPage("/docs/overview", "Overview"),
      "page:/404": editionPage("/404", "Page not found"),
      "sq:7": { data: { name: "the edition" } },
    };
    win.asyncRequires = { components: { "component---test": async () => ({ default: TestPage }) } };
    window.location.hash = "#/docs/overview";
    await act(async () => runHashEdition(window));
  });

  it("shows the page the address names, with its title, description and static query", async () => {
    expect(await screen.findByRole("heading", { level: 1, name: "Overview" })).toBeInTheDocument();
    expect(screen.getByText("/docs/overview on the edition")).toBeInTheDocument();
    expect(document.title).toBe("Overview | Test");
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("About Overview");
    expect(document.querySelector('[data-hash-route="/docs/overview"]')).not.toBeNull();
  });

  it("follows hash changes, scrolling to the anchor or the top", async () => {
    scrolled.length = 0;
    await act(async () => {
      window.location.hash = "#/docs/overview#errors";
    });
    expect(await screen.findByText("/docs/overview#errors on the edition")).toBeInTheDocument();
    expect(scrolled).toEqual(["errors"]);
    await act(async () => {
      window.location.hash = "#/";
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(scrolled).toEqual(["errors", "top"]);
  });

  it("shows the not-found page at an address with no page, keeping the address", async () => {
    await act(async () => {
      window.location.hash = "#/docs/nowhere";
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText("/docs/nowhere on the edition")).toBeInTheDocument();
    expect(pageForRoute({ path: "/docs/nowhere", search: "", anchor: "" }, { paths: ["/"], notFound: "/404" })).toBe("/404");
  });

  it("gives the page the query of its route, as the site's router does (the API console's request)", async () => {
    await act(async () => {
      win.___navigate?.("/docs/overview?try&postcode=SW1A%201AA");
    });
    expect(window.location.hash).toBe("#/docs/overview?try&postcode=SW1A%201AA");
    expect(await screen.findByText("/docs/overview?try&postcode=SW1A%201AA on the edition")).toBeInTheDocument();
  });

  it("takes Gatsby's navigate() to hash addresses", async () => {
    await act(async () => {
      win.___navigate?.("/docs/overview");
    });
    expect(window.location.hash).toBe("#/docs/overview");
    expect(await screen.findByRole("heading", { level: 1, name: "Overview" })).toBeInTheDocument();
  });
});
