import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { initialScripts } from "../lib/page-bytes.mjs";

/** A small build: one page whose HTML starts `bundleTags`, and its template's chunk. */
function build(bundleTags: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "page-bytes-"));
  mkdirSync(path.join(dir, "docs/overview"), { recursive: true });
  mkdirSync(path.join(dir, "page-data/docs/overview"), { recursive: true });
  writeFileSync(path.join(dir, "docs/overview/index.html"), `<html><body><main>Text</main>${bundleTags}</body></html>`);
  writeFileSync(path.join(dir, "page-data/docs/overview/page-data.json"), JSON.stringify({ componentChunkName: "component---doc" }));
  writeFileSync(
    path.join(dir, "webpack.stats.json"),
    JSON.stringify({ namedChunkGroups: { "component---doc": { assets: [{ name: "doc-1.js" }] } } }),
  );
  for (const [file, size] of [
    ["webpack-runtime-1.js", 10],
    ["app-1.js", 300],
    ["doc-1.js", 50],
  ] as const)
    writeFileSync(path.join(dir, file), "x".repeat(size));
  return dir;
}

describe("a page's initial scripts", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it.each([
    [
      "Gatsby's script tags (builds before 2026-11-27, such as a baseline's)",
      '<script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script>',
    ],
    [
      "the preload links started after the first paint (builds of 2026-11-27 and 28)",
      '<link rel="preload" as="script" href="/webpack-runtime-1.js" fetchpriority="low" data-start-script=""/>' +
        '<link rel="preload" as="script" href="/app-1.js" fetchpriority="low" data-start-script=""/><script>(function(){})();</script>',
    ],
    [
      "the inert marks started after the first paint",
      '<template data-start-script="/webpack-runtime-1.js"></template>' +
        '<template data-start-script="/app-1.js"></template><script>(function(){})();</script>',
    ],
  ])("are read from %s, with the template's chunks", (_, tags) => {
    const dir = build(tags);
    dirs.push(dir);
    expect(initialScripts(dir, "/docs/overview").map((s) => [s.src, s.raw])).toEqual([
      ["/webpack-runtime-1.js", 10],
      ["/app-1.js", 300],
      ["/doc-1.js", 50],
    ]);
  });
});
