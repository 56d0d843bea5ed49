import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { importCircles, importGraph } from "./import-graph";

const ROOT = path.resolve(__dirname, "../..");
const relative = (circles: string[][]) => circles.map((group) => group.map((file) => path.relative(ROOT, file)));

describe("imports", () => {
  it("run in no circle anywhere in the site's code or its plugin (a circle through a type-only or a dynamic import counts too)", () => {
    const graph = importGraph([path.join(ROOT, "src"), path.join(ROOT, "plugins")]);
    expect(graph.size).toBeGreaterThan(250);
    expect(relative(importCircles(graph))).toEqual([]);
  });

  it("the check finds a circle, however it is closed", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "circles-"));
    try {
      mkdirSync(path.join(dir, "feature"));
      writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./feature";\nexport const a = b;\n');
      writeFileSync(path.join(dir, "feature/index.tsx"), 'export { b } from "./b";\n');
      writeFileSync(path.join(dir, "feature/b.ts"), 'import type { A } from "../c";\nexport const b = 1 as A;\n');
      writeFileSync(path.join(dir, "c.ts"), 'export type A = number;\nexport const load = () => import("./a");\n');
      writeFileSync(path.join(dir, "alone.ts"), 'import { a } from "./a";\nexport const x = a;\n');
      const circles = importCircles(importGraph([dir]));
      expect(circles.map((group) => group.map((file) => path.relative(dir, file)))).toEqual([
        ["a.ts", "c.ts", "feature/b.ts", "feature/index.tsx"],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
