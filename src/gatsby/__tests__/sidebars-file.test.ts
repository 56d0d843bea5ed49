import { readFileSync } from "node:fs";
import path from "node:path";
import { SidebarError } from "../../sidebars/sidebar-items";
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
});
