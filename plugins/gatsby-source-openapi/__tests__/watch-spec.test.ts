import path from "node:path";
import { isIgnoredBySpecWatcher } from "../src/watch-spec";

describe("the description watcher of gatsby develop", () => {
  const site = path.join(path.sep, "home", "author", "public", "docs-site");

  it("watches the description's files, wherever the site itself lives", () => {
    const folder = path.join(site, "openapi");
    expect(isIgnoredBySpecWatcher(folder, path.join(folder, "openapi.yaml"))).toBe(false);
    expect(isIgnoredBySpecWatcher(folder, path.join(folder, "paths", "ping.yaml"))).toBe(false);
    expect(isIgnoredBySpecWatcher(folder, path.join(folder, "components", "public-schemas.yaml"))).toBe(false);
  });

  it("leaves alone what a site installs or writes when the description sits at its root", () => {
    for (const written of ["node_modules/x/a.yaml", ".cache/page-data/x.json", "public/openapi.yaml", ".git/HEAD", "public"]) {
      expect(isIgnoredBySpecWatcher(site, path.join(site, ...written.split("/")))).toBe(true);
    }
    expect(isIgnoredBySpecWatcher(site, path.join(site, "openapi.yaml"))).toBe(false);
  });
});
