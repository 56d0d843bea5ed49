import { createRequire } from "node:module";
import path from "node:path";
import { PREACT_FOR_REACT, frameworkTest, preactAliases, preactServerExternals, serverExternal } from "../preact";

describe("Preact in the production build", () => {
  it("points each of React's entry points, exactly, at Preact's, ahead of Gatsby's aliases, keeping the others", () => {
    const gatsby = {
      gatsby$: "/site/.cache/gatsby-browser-entry.js",
      react: "/site/node_modules/react",
      "react-dom": "/site/node_modules/react-dom",
    };
    const aliases = preactAliases(gatsby);
    expect(aliases).toEqual({
      react$: "preact/compat",
      "react-dom$": "preact/compat",
      "react-dom/client$": "preact/compat/client",
      "react-dom/server$": "preact/compat/server",
      "react-dom/test-utils$": "preact/test-utils",
      "react/jsx-runtime$": "preact/jsx-runtime",
      "react/jsx-dev-runtime$": "preact/jsx-dev-runtime",
      gatsby$: "/site/.cache/gatsby-browser-entry.js",
    });
    // webpack takes the first alias that matches.
    expect(Object.keys(aliases).indexOf("gatsby$")).toBe(Object.keys(aliases).length - 1);
  });

  it("has the server rendering require React's entry points as Preact's, and Preact's own, from node_modules", () => {
    expect(serverExternal("react")).toBe("commonjs preact/compat");
    expect(serverExternal("react-dom/server")).toBe("commonjs preact/compat/server");
    expect(serverExternal("react/jsx-runtime")).toBe("commonjs preact/jsx-runtime");
    expect(serverExternal("preact")).toBe("commonjs preact");
    expect(serverExternal("preact/hooks")).toBe("commonjs preact/hooks");
    expect(serverExternal("preact-render-to-string")).toBeUndefined();
    expect(serverExternal("react-markdown")).toBeUndefined();
    expect(serverExternal("./react")).toBeUndefined();
    expect(serverExternal("constructor")).toBeUndefined();

    const answers: unknown[][] = [];
    preactServerExternals({ request: "react-dom" }, (...answer) => answers.push(answer));
    preactServerExternals({ request: "gatsby" }, (...answer) => answers.push(answer));
    preactServerExternals({}, (...answer) => answers.push(answer));
    expect(answers).toEqual([[null, "commonjs preact/compat"], [], []]);
  });

  it("names modules Node can require, each resolving to the one CommonJS copy of Preact", () => {
    const require = createRequire(path.join(process.cwd(), "package.json"));
    const preactFile = require.resolve("preact");
    expect(preactFile).toMatch(/preact[\\/]dist[\\/]preact\.js$/);
    for (const target of Object.values(PREACT_FOR_REACT)) {
      const exported = require(target) as object;
      expect(Object.keys(exported).length).toBeGreaterThan(0);
    }
    expect(require("preact/compat").createElement).toBe(require("preact").createElement);
  });

  it("puts Preact in the framework chunk beside what Gatsby puts there", () => {
    const gatsbyTest = (module: { nameForCondition?: () => string | null }) =>
      /[\\/]node_modules[\\/]react[\\/]/.test(module.nameForCondition?.() ?? "");
    const test = frameworkTest(gatsbyTest);
    const at = (file: string) => ({ nameForCondition: () => file });
    expect(test(at("/site/node_modules/react/index.js"))).toBe(true);
    expect(test(at("/site/node_modules/preact/compat/dist/compat.module.js"))).toBe(true);
    expect(test(at("/site/node_modules/preact/hooks/dist/hooks.module.js"))).toBe(true);
    expect(test(at("/site/node_modules/preact-render-to-string/dist/index.module.js"))).toBe(false);
    expect(test(at("/site/src/state/browser-store.ts"))).toBe(false);
    expect(test({})).toBe(false);
  });
});
