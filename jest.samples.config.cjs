// The published code samples, each run by its language's own program against the contract mock
// (samples-run/). Not a unit test: it starts Stoplight Prism and needs the runtimes that
// scripts/ensure-sample-runtimes.sh installs. The test command runs it as a step of its own.
const { shared } = require("./jest.shared.cjs");

module.exports = {
  ...shared,
  displayName: "samples",
  testEnvironment: "node",
  testMatch: ["<rootDir>/samples-run/**/*.run.ts"],
  // The failures' file waits on servers that never answer: it runs beside the mock's, not after it.
  maxWorkers: 2,
};
