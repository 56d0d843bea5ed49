import { chunkFilename } from "../webpack";

describe("browser chunk file names in the production build", () => {
  it("name page components' chunks and Gatsby's shared chunks by id, and keep the names the site gives its own chunks", () => {
    expect(chunkFilename({ chunk: { name: "component---src-templates-doc-page-tsx-content-file-path-content-docs-overview-mdx" } })).toBe(
      "[id]-[contenthash:6].js",
    );
    expect(chunkFilename({ chunk: { name: "3c3e714c749a4be7ca0a3536d4ab92ae8d4888d6" } })).toBe("[id]-[contenthash:6].js");
    expect(chunkFilename({ chunk: { name: "results-map" } })).toBe("[name]-[contenthash:6].js");
    expect(chunkFilename({ chunk: { name: "prism-bash" } })).toBe("[name]-[contenthash:6].js");
    // Chunks without a name (shared modules) are named by id either way, as webpack does for [name].
    expect(chunkFilename({ chunk: { name: null } })).toBe("[name]-[contenthash:6].js");
    expect(chunkFilename({})).toBe("[name]-[contenthash:6].js");
  });
});
