// Unit tests live beside the code in __tests__/ folders. *.test.ts runs in Node,
// *.test.tsx in jsdom. SWC compiles TypeScript, and the ESM-only
// dependencies, to CommonJS.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

const fs = require("node:fs");
const path = require("node:path");

/**
 * The ESM-only packages among `roots` and everything they depend on. The
 * unified/remark toolchain that writes the Markdown twins is some eighty
 * small ESM packages; walking their package.json files keeps this list right
 * when a version adds or drops one.
 */
function esmOnlyPackages(roots) {
  const seen = new Set();
  const esm = new Set();
  const find = (name, from) => {
    for (let dir = from; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, "node_modules", name);
      if (fs.existsSync(path.join(candidate, "package.json"))) return candidate;
      if (path.dirname(dir) === dir) return null;
    }
  };
  const walk = (name, from) => {
    const dir = find(name, from);
    if (!dir || seen.has(dir)) return;
    seen.add(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
    if (manifest.type === "module") esm.add(name);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) walk(dependency, dir);
  };
  roots.forEach((root) => walk(root, __dirname));
  return [...esm];
}

const ESM_DEPENDENCIES = [
  "@apidevtools/json-schema-ref-parser",
  "@mdx-js/react",
  "github-slugger",
  "js-yaml",
  ...esmOnlyPackages(["unified", "remark-parse", "remark-stringify", "remark-gfm", "remark-mdx", "mdast-util-to-string"]),
];

const shared = {
  transform: { "^.+\\.(t|j)sx?$": swc, "^.+\\.mjs$": swc },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_DEPENDENCIES.join("|")})/)`],
  moduleNameMapper: {
    "\\.module\\.css$": "<rootDir>/test-utils/css-module-mock.cjs",
    "\\.css$": "<rootDir>/test-utils/style-mock.cjs",
    "^gatsby$": "<rootDir>/test-utils/gatsby-mock.tsx",
  },
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/e2e/", "/bench/"],
};

module.exports = {
  projects: [
    { ...shared, displayName: "node", testEnvironment: "node", testMatch: ["**/__tests__/**/*.test.ts"] },
    {
      ...shared,
      displayName: "dom",
      testEnvironment: "jsdom",
      testMatch: ["**/__tests__/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/test-utils/setup-dom.ts"],
    },
  ],
};
