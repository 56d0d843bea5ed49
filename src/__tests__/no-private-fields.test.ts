import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The production build renders with React, as the preview does, and no code of the site reaches into
// a renderer's internals: no second renderer swapped in for React, and no read or write of a
// library's mangled or private fields (Preact's `__v`/`__m`, React's fibers and internals), which an
// upgrade can change without a word. (Gatsby's navigation hooks, `___navigate` and `___loader`, are
// checked against Gatsby's own code at build time instead: src/gatsby/expose-page-cache-loader.cjs.)

const ROOT = path.resolve(__dirname, "../..");
const SOURCES = ["src", "plugins", "scripts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "gatsby-node.ts", "gatsby-config.ts"];

/** Every source file of the site, tests left out (they may name the patterns, as this one does). */
function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (/\.(tsx?|mjs|cjs|js)$/.test(entry)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((item) => {
    if (item.name === "node_modules" || item.name === "__tests__" || item.name.startsWith(".")) return [];
    const child = path.join(entry, item.name);
    return item.isDirectory() ? sourceFiles(child) : /\.(tsx?|mjs|cjs|js)$/.test(item.name) ? [path.join(ROOT, child)] : [];
  });
}

const FORBIDDEN: [RegExp, string][] = [
  [/from ["']preact(?:\/|["'])|require\(["']preact/, "imports Preact: the build renders with React"],
  [/["']preact\/compat["']/, "aliases React to preact/compat"],
  [/\.__[a-zA-Z](?![\w$])/, "reads or writes a mangled field (`.__v`, `.__m`, `.__e`…)"],
  [/_reactInternals|__reactFiber|__reactProps|__reactContainer|__reactEvents|_reactRootContainer/, "reaches into React's fibers"],
  [/__SECRET_INTERNALS|__CLIENT_INTERNALS/, "uses React's internals"],
];

describe("the site's sources", () => {
  const files = SOURCES.flatMap(sourceFiles);

  it("are read", () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it("render with React and reach into no renderer's private or mangled fields", () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return FORBIDDEN.flatMap(([pattern, what]) => {
        const match = pattern.exec(text);
        if (!match) return [];
        const line = text.slice(0, match.index).split("\n").length;
        return [`${path.relative(ROOT, file)}:${line}: ${what} (${match[0]})`];
      });
    });
    expect(found).toEqual([]);
  });

  it("would catch the old machinery", () => {
    const old = ['import { options } from "preact";', "if (this?.__v) this.__v.__m = this.idScope;", "fiber._reactInternals"];
    for (const text of old) expect(FORBIDDEN.some(([pattern]) => pattern.test(text))).toBe(true);
  });

  it("declare react and react-dom, and no second renderer", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(["react", "react-dom"]));
    expect(Object.keys(pkg.dependencies).filter((name) => /preact|inferno/.test(name))).toEqual([]);
  });
});
