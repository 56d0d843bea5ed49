import { render } from "@testing-library/react";
import siteConfig from "../../../../site.config";

type SeoModule = typeof import("..");

/** Loads the Seo module with the site configuration changed by `site`. */
function loadSeo(site: Partial<typeof siteConfig.site> = {}): SeoModule {
  let module!: SeoModule;
  jest.isolateModules(() => {
    jest.doMock("../../../../site.config", () => ({ __esModule: true, default: { ...siteConfig, site: { ...siteConfig.site, ...site } } }));
    module = jest.requireActual("..") as SeoModule;
  });
  return module;
}

/** A page's head as a built page has it: the tags every page has alike (gatsby-ssr.tsx), then the page's own (its Head). */
const head = ({ Seo, siteHeadTags }: SeoModule, props: Parameters<SeoModule["Seo"]>[0]) =>
  render(
    <>
      {siteHeadTags((path) => path)}
      <Seo {...props} />
    </>,
    { container: document.head },
  );
const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;

afterEach(() => {
  document.head.innerHTML = "";
  jest.resetModules();
});

describe("<Seo />", () => {
  it("gives every page a title, description, canonical URL and share cards with the social image", () => {
    head(loadSeo(), { title: "Look up a postcode", description: "One postcode's data.", pathname: "/docs/api/lookup-postcode/" });
    expect(document.title).toBe("Look up a postcode | Postcodes.io");
    expect(meta("description")).toBe("One postcode's data.");
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://postcodes.io/docs/api/lookup-postcode",
    );
    expect(meta("og:title")).toBe("Look up a postcode | Postcodes.io");
    expect(meta("og:url")).toBe("https://postcodes.io/docs/api/lookup-postcode");
    expect(meta("og:image")).toBe("https://postcodes.io/img/social-card.png");
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(meta("twitter:image")).toBe("https://postcodes.io/img/social-card.png");
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/site.webmanifest");
    expect(meta("robots")).toBeNull();
  });

  it("points the canonical URL at the preferred address of content that lives at two", () => {
    head(loadSeo(), {
      title: "API reference",
      description: "x",
      pathname: "/docs/api/api-reference",
      canonicalPathname: "/docs/api/api-reference-postcodes-io",
    });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://postcodes.io/docs/api/api-reference-postcodes-io",
    );
  });

  it("with noIndex, tells search engines to keep away from every page", () => {
    head(loadSeo({ noIndex: true }), { title: "Overview", description: "x", pathname: "/docs/overview" });
    expect(meta("robots")).toBe("noindex, nofollow");
  });

  it("honours trailingSlash in the canonical URL", () => {
    head(loadSeo({ trailingSlash: "always" }), { title: "Overview", description: "x", pathname: "/docs/overview" });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://postcodes.io/docs/overview/");
  });
});

describe("what the page's Head renders in the browser", () => {
  it("is only what names the page: the tags every page has alike are the server's (siteHeadTags)", () => {
    const { Seo } = loadSeo();
    render(<Seo title="Overview" description="x" pathname="/docs/overview" />, { container: document.head });
    expect(meta("og:title")).toBe("Overview | Postcodes.io");
    for (const alike of ["og:image", "twitter:card", "theme-color", "generator"]) expect(meta(alike)).toBeNull();
    expect(document.head.querySelector('link[rel="manifest"], link[rel="icon"]')).toBeNull();
  });
});
