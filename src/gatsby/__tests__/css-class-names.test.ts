import { setCssModuleClassNames } from "../webpack";

/** The shape of Gatsby's CSS rules: a oneOf of module and global stylesheets, each a list of loaders. */
const gatsbyCssRules = () => [
  { test: /\.js$/, use: [{ loader: "/site/node_modules/babel-loader/lib/index.js", options: {} }] },
  {
    test: /\.css$/,
    oneOf: [
      {
        test: /\.module\.css$/,
        use: [
          { loader: "/site/node_modules/mini-css-extract-plugin/dist/loader.js", options: { modules: { namedExport: true } } },
          {
            loader: "/site/node_modules/css-loader/dist/cjs.js",
            options: { modules: { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" } },
          },
          { loader: "/site/node_modules/postcss-loader/dist/cjs.js", options: {} },
        ],
      },
      { use: [{ loader: "/site/node_modules/css-loader/dist/cjs.js", options: { modules: false } }] },
    ],
  },
];

describe("CSS module class names in the production build", () => {
  it("set on the css-loader of CSS modules only, wherever Gatsby nests it", () => {
    const rules = gatsbyCssRules();
    expect(setCssModuleClassNames(rules, "[hash:base64:5]")).toBe(1);
    const [moduleRule, globalRule] = rules[1].oneOf ?? [];
    expect(moduleRule.use[1].options).toEqual({ modules: { namedExport: true, localIdentName: "[hash:base64:5]" } });
    expect(moduleRule.use[0].options).toEqual({ modules: { namedExport: true } });
    expect(globalRule.use[0].options).toEqual({ modules: false });
  });

  it("count nothing in a configuration without CSS modules, so the build can stop and say so", () => {
    expect(setCssModuleClassNames([{ test: /\.js$/, use: [{ loader: "/x/babel-loader/lib/index.js" }] }], "[hash:base64:5]")).toBe(0);
  });
});
