import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { currentStylesheets, pagesWithStaleStylesheets } from "../../../scripts/lib/stale-stylesheets.mjs";

// scripts/build.mjs builds again from a clean cache when Gatsby kept pages that link the last build's stylesheet.

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const page = (css: string) => `<html><head><link data-identity="gatsby-global-css" href="/${css}" rel="stylesheet"></head></html>`;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "stale-stylesheets-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("pages that link another build's stylesheet", () => {
  it("reads this build's stylesheet from webpack's stats, and names none when there are no stats", () => {
    expect(currentStylesheets(dir)).toBeNull();
    write(
      "webpack.stats.json",
      JSON.stringify({
        namedChunkGroups: { app: { assets: [{ name: "webpack-runtime-1.js" }, { name: "styles.828c5b.css" }, { name: "app-2.js" }] } },
      }),
    );
    expect(currentStylesheets(dir)).toEqual(["styles.828c5b.css"]);
  });

  it("finds each page that links an earlier stylesheet, in every folder, and none when all link this build's", () => {
    write("index.html", page("styles.828c5b.css"));
    write("docs/overview/index.html", page("styles.828c5b.css"));
    expect(pagesWithStaleStylesheets(dir, ["styles.828c5b.css"])).toEqual([]);
    write("404.html", page("styles.1585ba.css"));
    write("docs/licences/index.html", page("styles.1585ba.css"));
    write("styles.1585ba.css", "body{}");
    expect(pagesWithStaleStylesheets(dir, ["styles.828c5b.css"])).toEqual([
      { page: "404.html", linked: ["styles.1585ba.css"] },
      { page: "docs/licences/index.html", linked: ["styles.1585ba.css"] },
    ]);
  });
});
