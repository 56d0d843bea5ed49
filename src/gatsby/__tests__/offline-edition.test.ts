import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeDownloadSize } from "../offline-edition";
import { holdsHashEdition } from "../pre-init";

describe("the offline edition in the build", () => {
  let dir = "";
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "offline-edition-test-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the zip's size into the pages and the navbar's query result, whatever they held", async () => {
    const link = (size: string) =>
      `<a href="/downloads/postcodes-io-docs.zip" download>Download for offline use<span data-offline-edition-size>${size}</span></a>`;
    // As React writes the attribute (builds rendered by Preact, before React, wrote it bare).
    const reactLink = (size: string) => link(size).replace("download>", 'download="">').replace("size>", 'size="">');
    write("index.html", link(" (…)"));
    write("docs/licences/index.html", reactLink(" (…)"));
    write("docs/overview/index.html", link(" (400 kB)")); // kept by an incremental build
    write(
      "page-data/sq/d/1.json",
      '{"data":{"site":{"siteMetadata":{"offlineEdition":{"path":"/downloads/postcodes-io-docs.zip","size":"…"}}}}}',
    );
    write("page-data/sq/d/2.json", '{"data":{}}');
    write("page-data/404.html/page-data.json", "{}"); // a folder named like a page

    expect(await writeDownloadSize(dir, "553 kB")).toBe(4);
    expect(read("index.html")).toBe(link(" (553 kB)"));
    expect(read("docs/licences/index.html")).toBe(reactLink(" (553 kB)"));
    expect(read("docs/overview/index.html")).toBe(link(" (553 kB)"));
    expect(JSON.parse(read("page-data/sq/d/1.json")).data.site.siteMetadata.offlineEdition.size).toBe("553 kB");
    expect(read("page-data/sq/d/2.json")).toBe('{"data":{}}');
  });

  it("tells a public/ that holds the hash-routed edition from Gatsby's own output", () => {
    write("index.html", "");
    write("page-data/index/page-data.json", "{}");
    expect(holdsHashEdition(dir)).toBe(false);
    rmSync(path.join(dir, "page-data"), { recursive: true });
    write("edition-data/routes.js", "");
    expect(holdsHashEdition(dir)).toBe(true);
  });
});
