// Unit tests live beside the code in __tests__/ folders. *.test.ts runs in Node,
// *.test.tsx in jsdom. SWC compiles TypeScript, and the few ESM-only
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

const ESM_DEPENDENCIES = ["@apidevtools/json-schema-ref-parser", "@mdx-js/react", "github-slugger", "js-yaml"];

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
