import { readFileSync } from "node:fs";
import path from "node:path";
import { SidebarError } from "../../sidebars/resolve-sidebar";
import { evaluateSidebars } from "../sidebars-file";

describe("reading sidebars.ts while the site runs", () => {
  it("reads the site's own sidebars.ts (type imports and all)", () => {
    const sidebars = evaluateSidebars(readFileSync(path.resolve("sidebars.ts"), "utf8"));
    expect(Object.keys(sidebars)).toEqual(["docs"]);
    expect(sidebars.docs[0]).toBe("overview");
  });

  it("names the line of a syntax error", () => {
    const text = 'const sidebars = {\n  docs: ["overview",\n};\nexport default sidebars;\n';
    expect(() => evaluateSidebars(text)).toThrow(SidebarError);
    expect(() => evaluateSidebars(text)).toThrow(/^sidebars\.ts:3:1: .+\. Fix the syntax there\.$/);
  });

  it("refuses an import that runs, and a value that is not sidebars", () => {
    expect(() => evaluateSidebars('import extra from "./more";\nexport default { docs: extra };\n')).toThrow(
      'sidebars.ts imports "./more" at run time; the file holds data only (type imports are fine). Write the entries in the file.',
    );
    expect(() => evaluateSidebars("export default [];\n")).toThrow("must export by default an object of sidebars");
    expect(() => evaluateSidebars('export default { docs: "overview" };\n')).toThrow('sidebar "docs" must be a list of entries');
  });

  it("names a mistake that only shows when the file runs", () => {
    expect(() => evaluateSidebars("export default { docs: entries };\n")).toThrow(SidebarError);
    expect(() => evaluateSidebars("export default { docs: entries };\n")).toThrow("sidebars.ts could not be run: entries is not defined.");
  });

  it.each([
    ['{ type: "category", label: "Places" }', 'sidebars.ts: sidebar "docs", entry 2 (category "Places") has no items: add items: [ ... ].'],
    [
      "null",
      'sidebars.ts: sidebar "docs", entry 2 is null: write a doc id ("overview") or an object with a type of "doc", "link" or "category".',
    ],
    ['{ type: "doc" }', 'sidebars.ts: sidebar "docs", entry 2 (type "doc") has no id: add id: "<guide id>".'],
    ['{ type: "link", label: "Status" }', 'sidebars.ts: sidebar "docs", entry 2 (type "link") needs both a label and an href.'],
    ['{ type: "page", id: "overview" }', 'sidebars.ts: sidebar "docs", entry 2 has type "page"; allowed: "doc", "link" or "category".'],
    [
      '{ type: "category", label: "Places", items: ["place/lookup", ""] }',
      'sidebars.ts: sidebar "docs", entry 2 (category "Places"), entry 2 is an empty doc id: write the guide\'s id, such as "overview".',
    ],
  ])("names a malformed entry (%s) instead of failing later", (entry, message) => {
    const text = `export default { docs: ["overview", ${entry}] };\n`;
    expect(() => evaluateSidebars(text)).toThrow(SidebarError);
    expect(() => evaluateSidebars(text)).toThrow(message);
  });
});
