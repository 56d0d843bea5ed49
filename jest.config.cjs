// Unit tests live beside the code in __tests__/ folders. *.test.ts runs in Node,
// *.test.tsx in jsdom. SWC compiles TypeScript, and the ESM-only
// dependencies, to CommonJS (jest.shared.cjs, which jest.samples.config.cjs uses too).
const { shared } = require("./jest.shared.cjs");

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "node",
      testEnvironment: "node",
      testMatch: ["**/__tests__/**/*.test.ts"],
      // The benchmarks' pure parts are tested in bench/__tests__/; the rest of bench/ (results, caches) is not searched.
      testPathIgnorePatterns: shared.testPathIgnorePatterns.map((pattern) => (pattern === "/bench/" ? "/bench/(?!__tests__/)" : pattern)),
    },
    {
      ...shared,
      displayName: "dom",
      testEnvironment: "jsdom",
      testMatch: ["**/__tests__/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/test-utils/setup-dom.ts"],
    },
  ],
};
