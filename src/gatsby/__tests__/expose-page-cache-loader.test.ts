import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The loader is a CommonJS file webpack runs as it is. */
const { exposePageCache } = createRequire(__filename)("../expose-page-cache-loader.cjs") as {
  exposePageCache: (source: string, gatsbyVersion: string) => string;
};

const requireFromSite = createRequire(path.resolve("package.json"));
const gatsbyDir = path.dirname(requireFromSite.resolve("gatsby/package.json"));
const gatsbyVersion = (JSON.parse(readFileSync(path.join(gatsbyDir, "package.json"), "utf8")) as { version: string }).version;
/** The installed Gatsby's browser runtime, which the build copies into .cache/. */
const runtime = (file: string) => readFileSync(path.join(gatsbyDir, "cache-dir", file), "utf8");

describe("the handle on Gatsby's page cache", () => {
  it(`fits the installed Gatsby (${gatsbyVersion}): the parts it reads are there`, () => {
    const source = runtime("loader.js");
    const patched = exposePageCache(source, gatsbyVersion);
    expect(patched.startsWith(source)).toBe(true);
    expect(patched).toContain("window.___pageResourceCache = {");
  });

  it("stops the build, naming what is missing, when Gatsby's loader changes shape", () => {
    const source = runtime("loader.js").replace("this.pageDataDb = new Map()", "this.pageData = new Cache()");
    expect(() => exposePageCache(source, "9.0.0")).toThrow(
      /Gatsby's page loader \(\.cache\/loader\.js, gatsby 9\.0\.0\) no longer has the page-data cache `this\.pageDataDb = new Map\(\)`\. .*update the loader and src\/navigation\/page-load\.ts/,
    );
  });
});

describe("the parts of Gatsby's browser runtime the site's navigation hooks into", () => {
  // src/navigation/browser-navigation.ts wraps window.___navigate and window.___loader. If Gatsby stops
  // routing link clicks and page loads through them, navigation would bypass the progress bar and the
  // page-load error box without any error: these assertions fail first.
  it("link clicks and navigate() go through window.___navigate", () => {
    expect(runtime("navigation.js")).toMatch(/window\.___navigate = \(to, options\) => navigate\(to, options\)/);
    const link = readFileSync(requireFromSite.resolve("gatsby-link"), "utf8");
    expect(link).toContain("window.___navigate(");
    expect(link).toContain("___loader.hovering(");
  });

  it("navigate() loads pages through the same loader object as window.___loader, and reloads when it fails", () => {
    const navigation = runtime("navigation.js");
    expect(navigation).toMatch(/import loader, \{ PageResourceStatus \} from "\.\/loader"/);
    expect(navigation).toMatch(/loader\.loadPage\(pathname \+ search\)\.then\(pageResources => \{/);
    expect(navigation).toMatch(
      /pageResources\.status === PageResourceStatus\.Error\) \{\s+window\.history\.replaceState\(\{\}, ``, location\.href\)\s+window\.location = pathname/,
    );
    const app = runtime("production-app.js");
    expect(app).toMatch(/import \{[^}]*\bpublicLoader\b[^}]*\} from "\.\/loader"/);
    expect(app).toContain("window.___loader = publicLoader");
  });

  it("the public loader's methods call the shared instance at call time", () => {
    const loader = runtime("loader.js");
    expect(loader).toMatch(/export const publicLoader = \{/);
    expect(loader).toMatch(/loadPage: rawPath => instance\.loadPage\(rawPath\)/);
    expect(loader).toMatch(/hovering: rawPath => instance\.hovering\(rawPath\)/);
    expect(loader).toMatch(/export default publicLoader/);
  });
});
