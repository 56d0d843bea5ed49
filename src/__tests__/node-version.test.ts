import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";

const read = (file: string) => readFileSync(path.resolve(file), "utf8");
const pkg = JSON.parse(read("package.json")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The Node.js versions the site supports, as package.json says. */
const range = pkg.engines.node;

describe("one Node.js version range", () => {
  it("every package the site installs runs on the oldest Node.js of each line the site supports", () => {
    // "^20.19.0 || ^22.12.0": 20.19.0 and 22.12.0.
    const oldest = range.split("||").map((part) => semver.minVersion(part.trim()));
    expect(oldest.length).toBeGreaterThan(0);
    const refusing = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => {
      const engines = (JSON.parse(read(`node_modules/${name}/package.json`)) as { engines?: { node?: string } }).engines?.node;
      return oldest.flatMap((version) =>
        engines && version && !semver.satisfies(version, engines) ? [`${name} needs Node ${engines}, not ${version.version}`] : [],
      );
    });
    expect(refusing).toEqual([]);
  });

  it("the README and the Netlify build name a Node.js version in the range", () => {
    const readme = /Node\.js (\d+)/.exec(read("README.md"));
    const netlify = /NODE_VERSION = "(\d+)"/.exec(read("netlify.toml"));
    expect(readme && semver.satisfies(`${readme[1]}.20.0`, range)).toBe(true);
    expect(netlify && semver.satisfies(`${netlify[1]}.20.0`, range)).toBe(true);
  });
});
