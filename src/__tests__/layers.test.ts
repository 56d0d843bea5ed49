import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkLayers, importCircles, importGraph, type Layer } from "./import-graph";
import { LAYERS } from "./layers";

const ROOT = path.resolve(__dirname, "../..");

describe("layers", () => {
  it("no module imports a layer above its own, a feature imports another only along a listed crossing, and no import runs in a circle", () => {
    const graph = importGraph([path.join(ROOT, "src"), path.join(ROOT, "plugins")]);
    expect(graph.size).toBeGreaterThan(250);
    const { violations, unusedCrossings } = checkLayers(graph, ROOT, LAYERS);
    expect(violations).toEqual([]);
    expect(unusedCrossings).toEqual([]);
    expect(importCircles(graph)).toEqual([]);
  });

  it("the crossings run one way: no feature reaches itself along them, so two features never import each other", () => {
    const crossings = LAYERS.flatMap((layer) => (layer.crossings ?? []).map((crossing) => crossing.split(" -> ")));
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      crossings.some(([a, b]) => a === from && !seen.has(b) && (seen.add(b), b === to || reaches(b, to, seen)));
    expect(crossings.filter(([a, b]) => reaches(b, a)).map((crossing) => crossing.join(" -> "))).toEqual([]);
  });

  it("the check finds an upward import, an unlisted crossing, a stale crossing and a module in no layer", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "layers-"));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    try {
      write("lib/paths.ts", 'import type { Page } from "../pages/home";\nexport const home = "/" as Page;\n');
      write("search/index.ts", 'import { home } from "../lib/paths";\nexport const find = () => home;\n');
      write("map/index.ts", 'import { find } from "../search";\nexport const draw = () => find();\n');
      write(
        "pages/home.tsx",
        'import { draw } from "../map";\nexport type Page = string;\nexport const page = () => import("../search").then(draw);\n',
      );
      write("stray.ts", "export const stray = 1;\n");
      const layers: Layer[] = [
        { name: "libraries", units: ["lib"] },
        { name: "features", units: ["search", "map"], crossings: ["search -> map"] },
        { name: "pages", units: ["pages"] },
      ];
      expect(checkLayers(importGraph([dir]), dir, layers)).toEqual({
        violations: [
          "lib/paths.ts -> pages/home.tsx: libraries imports pages, a layer above",
          "map/index.ts -> search/index.ts: map -> search is not a listed crossing of features",
          "stray.ts: in no layer",
        ],
        unusedCrossings: ["search -> map"],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
