import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { MOCK_ORIGIN, MOCK_PORT } from "./e2e/mock-api";
import { HASH_EDITION_FOLDER, HASH_NGINX_PORT, NETLIFY_PORT, NGINX_PORT, PORT } from "./e2e/servers";

/** Debian's Chromium (installed by scripts/ensure-chromium.sh); Playwright cannot download browsers here. */
/** The reporter both configurations add after "list" (e2e/reporters/end-summary.ts). */
export const END_SUMMARY = "./e2e/reporters/end-summary.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian Chromium with the flags this environment needs (shared with playwright.develop.config.ts). */
export const browser = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "e2e",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One worker per core: each test keeps a browser busy (rendering, axe), so more workers than cores only
  // queue (on 2 cores, 3 workers took 4.4 min for the crawl where 2 took 3.9), and fewer leave one idle
  // (Playwright's default is half the cores: 1 on the 2-core machines the suite runs on).
  workers: availableParallelism(),
  // end-summary repeats at the very end what the list reporter prints only where it happened (errors
  // outside any test, tests that never ran): CI keeps only the tail of the output.
  reporter: process.env.CI ? [["list"], [END_SUMMARY]] : [["list"], [END_SUMMARY], ["html", { open: "never" }]],
  // No trace by default: recording one (DOM snapshots at every step) costs every test time on a
  // 2-core machine, and CI shows only the printed failure. To record: --trace retain-on-failure.
  use: { trace: "off" },
  projects: [
    // The production build served by `gatsby serve`.
    {
      name: "site",
      testIgnore: /(deploy|deploy-netlify|offline-edition|hash-site)\.spec\.ts/,
      use: { ...browser, baseURL: `http://127.0.0.1:${PORT}` },
    },
    // The same build served by nginx with the deploy configuration.
    { name: "nginx", testMatch: /deploy\.spec\.ts/, use: { ...browser, baseURL: `http://127.0.0.1:${NGINX_PORT}` } },
    // The same build served by Netlify's own local server (netlify-cli's `netlify dev --offline`).
    { name: "netlify", testMatch: /deploy-netlify\.spec\.ts/, use: { ...browser, baseURL: `http://127.0.0.1:${NETLIFY_PORT}` } },
    // The offline edition from that build's zip, unpacked and opened from disk.
    { name: "offline", testMatch: /offline-edition\.spec\.ts/, use: { ...browser } },
    // A build with `router: "hash"`, served by nginx from a sub-folder.
    {
      name: "hash-nginx",
      testMatch: /hash-site\.spec\.ts/,
      use: { ...browser, baseURL: `http://127.0.0.1:${HASH_NGINX_PORT}${HASH_EDITION_FOLDER}` },
    },
  ],
  // The test command builds the site and the `router: "hash"` edition first; run alone, the hash edition's server builds it.
  webServer: [
    {
      // The API console's tests send their requests to a mock of our API (e2e/mock-api.ts), which must
      // not touch the network: scripts/lib/loopback-only.cjs makes any such attempt fail.
      command: `node_modules/.bin/prism mock openapi/openapi.yaml --host 127.0.0.1 --port ${MOCK_PORT}`,
      env: { NODE_OPTIONS: "--require ./scripts/lib/loopback-only.cjs" },
      url: `${MOCK_ORIGIN}/ping`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npx gatsby serve --host 127.0.0.1 --port ${PORT} --prefix-paths`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `bash scripts/nginx-serve.sh ${NGINX_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // Offline, no account: scripts/netlify-serve.mjs says how.
      command: `node scripts/netlify-serve.mjs ${NETLIFY_PORT}`,
      // The deploy's one setting for its function at /mcp: the API its tools call, here the mock.
      env: { POSTCODES_API_URL: MOCK_ORIGIN },
      url: `http://127.0.0.1:${NETLIFY_PORT}/`,
      reuseExistingServer: !process.env.CI,
      // 20-40 s: its first start with a port creates netlify-cli's local database (the script says more).
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node scripts/serve-hash-build.mjs ${HASH_NGINX_PORT}`,
      url: `http://127.0.0.1:${HASH_NGINX_PORT}${HASH_EDITION_FOLDER}`,
      reuseExistingServer: !process.env.CI,
      // The test command builds the edition before (scripts/build-hash-edition.mjs); run alone, the
      // server builds it first: a full production build on a busy 2-core machine.
      timeout: 600_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
