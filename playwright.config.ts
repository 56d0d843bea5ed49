import { defineConfig, devices } from "@playwright/test";
import { MOCK_ORIGIN, MOCK_PORT } from "./e2e/mock-api";

/** Debian's Chromium (installed by scripts/ensure-chromium.sh); Playwright cannot download browsers here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The production build served by `gatsby serve`, and the same build served by nginx with the deploy configuration. */
const PORT = Number(process.env.E2E_PORT ?? 9000);
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 200);

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
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: { trace: "retain-on-failure" },
  projects: [
    { name: "site", testIgnore: /deploy\.spec\.ts/, use: { ...browser, baseURL: `http://127.0.0.1:${PORT}` } },
    { name: "nginx", testMatch: /deploy\.spec\.ts/, use: { ...browser, baseURL: `http://127.0.0.1:${NGINX_PORT}` } },
  ],
  // The test command builds the site first.
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
  ],
});
