import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { END_SUMMARY, browser } from "./playwright.config";

/**
 * Browser tests of the author's preview: `gatsby develop`, run in a throwaway copy of the site
 * (scripts/develop-copy.mjs) so that tests can edit its sources. The copy's path reaches the
 * tests as DEVELOP_SITE.
 */
const PORT = Number(process.env.DEVELOP_PORT ?? 8300);
process.env.DEVELOP_SITE ??= path.join(tmpdir(), `postcodes-docs-develop-${process.pid}`);

export default defineConfig({
  testDir: "e2e-develop",
  // Develop compiles each page the first time it is asked for; edits recompile.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // The tests share one develop server and some edit its sources: one at a time.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], [END_SUMMARY]],
  use: { ...browser, baseURL: `http://127.0.0.1:${PORT}`, trace: "off" },
  // A restart of develop comes last: no test waits for the one its undoing starts.
  projects: [
    { name: "develop", testIgnore: /restart\.spec\.ts$/ },
    { name: "restart", testMatch: /restart\.spec\.ts$/, dependencies: ["develop"] },
  ],
  webServer: {
    command: `node scripts/develop-copy.mjs ${PORT} ${process.env.DEVELOP_SITE}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    // SIGTERM, not Playwright's default SIGKILL: scripts/develop-copy.mjs then removes the copy once
    // gatsby has stopped writing to it.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
  },
});
