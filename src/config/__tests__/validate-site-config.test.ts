import siteConfig from "../../../site.config";
import { NAVBAR_ITEM_TYPES } from "../../navbar/resolve-navbar-item";
import { navbarItemSchema } from "../site-config.schema";
import { assertValidSiteConfig, findSiteConfigProblems, SiteConfigError } from "../validate-site-config";

const clone = () => JSON.parse(JSON.stringify(siteConfig));

describe("site configuration validation", () => {
  it("accepts the site's own configuration", () => {
    expect(findSiteConfigProblems(siteConfig)).toEqual([]);
    expect(() => assertValidSiteConfig(siteConfig)).not.toThrow();
  });

  it("names the key, the value and what is allowed for a wrong enum value", () => {
    const config = clone();
    config.navbar.style = "purple";
    const error = (() => {
      try {
        assertValidSiteConfig(config);
      } catch (e) {
        return e as SiteConfigError;
      }
      throw new Error("expected the configuration to be rejected");
    })();
    expect(error).toBeInstanceOf(SiteConfigError);
    expect(error.message).toContain("site.config.ts");
    expect(error.message).toContain('navbar.style is "purple"; allowed: "dark", "primary".');
  });

  it.each([
    ["site.baseUrl", (c: ReturnType<typeof clone>) => (c.site.baseUrl = "docs"), '"docs"'],
    ["site.url", (c: ReturnType<typeof clone>) => (c.site.url = "https://postcodes.io/"), '"https://postcodes.io/"'],
    ["site.trailingSlash", (c: ReturnType<typeof clone>) => (c.site.trailingSlash = "sometimes"), '"sometimes"'],
    ["site.noIndex", (c: ReturnType<typeof clone>) => (c.site.noIndex = "no"), '"no"'],
    ["site.router", (c: ReturnType<typeof clone>) => (c.site.router = "history"), '"history"'],
    ["colorMode.disableSwitch", (c: ReturnType<typeof clone>) => delete c.colorMode.disableSwitch, "missing"],
    ["announcementBar.backgroundColor", (c: ReturnType<typeof clone>) => (c.announcementBar.backgroundColor = "blue-ish"), '"blue-ish"'],
    ["footer.style", (c: ReturnType<typeof clone>) => (c.footer.style = "grey"), '"grey"'],
    ["footer.logo.width", (c: ReturnType<typeof clone>) => (c.footer.logo.width = -240), "-240"],
    ["locale.direction", (c: ReturnType<typeof clone>) => (c.locale.direction = "up"), '"up"'],
    ["siteVersion", (c: ReturnType<typeof clone>) => (c.siteVersion = "twelve"), '"twelve"'],
    ["openapi.specPath", (c: ReturnType<typeof clone>) => (c.openapi.specPath = "openapi/spec.txt"), '"openapi/spec.txt"'],
    ["docs.editUrl", (c: ReturnType<typeof clone>) => (c.docs.editUrl = "github.com/x"), '"github.com/x"'],
  ])("reports %s", (key, mutate, shown) => {
    const config = clone();
    mutate(config);
    const problems = findSiteConfigProblems(config);
    expect(problems.map((p) => p.key)).toContain(key);
    expect(new SiteConfigError(problems).message).toContain(`${key} is ${shown}`);
  });

  it("rejects an unknown navbar item type, naming it and the known types", () => {
    const config = clone();
    config.navbar.items.push({ type: "carousel", position: "left" });
    const [problem] = findSiteConfigProblems(config);
    expect(problem.key).toBe(`navbar.items[${config.navbar.items.length - 1}].type`);
    expect(problem.value).toBe("carousel");
    expect(problem.allowed).toContain('"docSidebar"');
  });

  it("checks the fields each navbar item type needs", () => {
    const config = clone();
    config.navbar.items = [
      { type: "docSidebar", label: "Docs" },
      { type: "doc" },
      { type: "html" },
      {
        type: "dropdown",
        label: "More",
        items: [
          { label: "Both", to: "/a", href: "https://b.example" },
          { label: "Offline", offlineEdition: true, href: "https://c.example/x.zip" },
          { label: "Offline too", offlineEdition: "yes" },
        ],
      },
      { label: "Nowhere" },
    ];
    const keys = findSiteConfigProblems(config).map((p) => p.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "navbar.items[0].sidebarId",
        "navbar.items[1].docId",
        "navbar.items[2].value",
        "navbar.items[3].items[0].to/href",
        "navbar.items[3].items[1].to/href",
        "navbar.items[3].items[2].offlineEdition",
        "navbar.items[4].to/href",
      ]),
    );
  });

  it("accepts footer links in titled columns but not a mix of columns and links", () => {
    const config = clone();
    config.footer.links = [{ title: "Docs", items: [{ label: "Overview", to: "/docs/overview" }] }];
    expect(findSiteConfigProblems(config)).toEqual([]);
    config.footer.links.push({ label: "Loose", to: "/docs" });
    expect(findSiteConfigProblems(config).map((p) => p.key)).toEqual(["footer.links"]);
  });

  it("lists every problem at once", () => {
    const config = clone();
    config.site.title = "";
    config.navbar.hideOnScroll = "yes";
    expect(new SiteConfigError(findSiteConfigProblems(config)).message).toMatch(
      /has 2 mistakes[\s\S]*site\.title[\s\S]*navbar\.hideOnScroll/,
    );
  });

  it("knows the navbar item types the shell can render, and no others", () => {
    expect([...navbarItemSchema.types].sort()).toEqual([...NAVBAR_ITEM_TYPES].sort());
  });

  it("checks className on every navbar item type, as on links", () => {
    const config = clone();
    config.navbar.items = [{ type: "search", className: 3 }];
    expect(findSiteConfigProblems(config)).toEqual([{ key: "navbar.items[0].className", value: 3, allowed: "a non-empty string" }]);
  });

  it("rejects a key that is not a setting, and suggests the one it most likely meant", () => {
    const config = structuredClone(siteConfig) as unknown as Record<string, Record<string, unknown>>;
    config.site.noindex = true;
    config.navbar.hideOnScrol = false;
    config.footer.colour = "red";
    const message = new SiteConfigError(findSiteConfigProblems(config)).message;
    expect(message).toContain("site.config.ts has 3 mistakes:");
    expect(message).toContain(
      "  - site.noindex is not a setting (did you mean site.noIndex?); the settings of site: url, baseUrl, title, tagline, favicon, noIndex, trailingSlash, image, router.",
    );
    expect(message).toContain("  - navbar.hideOnScrol is not a setting (did you mean navbar.hideOnScroll?);");
    expect(message).toMatch(/ {2}- footer\.colour is not a setting; the settings of footer: style, links, logo, copyright\./);
  });

  it("checks the keys of navbar items against their type, and of links in the footer", () => {
    const config = structuredClone(siteConfig) as unknown as { navbar: { items: Record<string, unknown>[] }; footer: { links: unknown[] } };
    config.navbar.items[0].lable = "Docs";
    config.navbar.items.push({ type: "search", position: "right", label: "Search" });
    const problems = findSiteConfigProblems(config);
    expect(problems.map((p) => [p.key, p.suggestion])).toEqual([
      ["navbar.items[0].lable", "navbar.items[0].label"],
      [`navbar.items[${config.navbar.items.length - 1}].label`, undefined],
    ]);
  });
});
