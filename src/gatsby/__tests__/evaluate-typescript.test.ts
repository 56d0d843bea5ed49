import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { evaluateTypeScript, requireTypeScript, TypeScriptSyntaxError } from "../evaluate-typescript.cjs";

const noImports = (id: string) => {
  throw new Error(`unexpected import of ${id}`);
};

describe("running the site's TypeScript while it runs", () => {
  it("strips the types and returns the exports", () => {
    const text = 'import type { X } from "./x";\nconst answer: number = 42;\nexport default answer;\nexport const name = (x: X) => "n";\n';
    const exports = evaluateTypeScript(text, { fileName: "answer.ts", require: noImports });
    expect(exports.default).toBe(42);
    expect(typeof exports.name).toBe("function");
  });

  it("names the file, line and column of a syntax error", () => {
    const run = () => evaluateTypeScript("const a = {\n  b: [1,\n};\n", { fileName: "broken.ts", require: noImports });
    expect(run).toThrow(TypeScriptSyntaxError);
    expect(run).toThrow(/^broken\.ts:3:1: /);
  });

  it("throws what the module itself throws, as it is", () => {
    const refused = new Error("refused");
    const run = () =>
      evaluateTypeScript('import x from "./x";\nexport default x;\n', {
        fileName: "a.ts",
        require: () => {
          throw refused;
        },
      });
    expect(run).toThrow(refused);
  });

  describe("loading a file with its imports", () => {
    let folder: string;
    beforeEach(() => {
      folder = mkdtempSync(path.join(tmpdir(), "evaluate-typescript-"));
    });
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    it("loads relative TypeScript imports, Node modules, and reads an edited file afresh", () => {
      const main = path.join(folder, "main.ts");
      writeFileSync(path.join(folder, "greeting.ts"), 'export const greeting: string = "hello";\n');
      writeFileSync(
        main,
        'import path from "node:path";\nimport { greeting } from "./greeting";\nexport default `${greeting} ${path.sep}`;\n',
      );
      expect(requireTypeScript(main).default).toBe(`hello ${path.sep}`);
      writeFileSync(path.join(folder, "greeting.ts"), 'export const greeting: string = "bye";\n');
      expect(requireTypeScript(main).default).toBe(`bye ${path.sep}`);
    });

    it("loads modules that import each other", () => {
      writeFileSync(path.join(folder, "a.ts"), 'import { b } from "./b";\nexport const a = () => "a";\nexport const fromB = () => b();\n');
      writeFileSync(path.join(folder, "b.ts"), 'import { a } from "./a";\nexport const b = () => `b after ${a()}`;\n');
      const { fromB } = requireTypeScript(path.join(folder, "a.ts")) as { fromB: () => string };
      expect(fromB()).toBe("b after a");
    });
  });

  it("loads what the site.config.ts loader of `gatsby develop` loads: the site's config and its validator", () => {
    const config = requireTypeScript(path.resolve("site.config.ts")).default;
    const validator = requireTypeScript(path.resolve("src/config/validate-site-config.ts")) as {
      findSiteConfigProblems: (config: unknown) => unknown[];
    };
    expect(validator.findSiteConfigProblems(config)).toEqual([]);
    expect(validator.findSiteConfigProblems({ ...(config as object), site: { title: 7 } }).length).toBeGreaterThan(0);
  });
});
