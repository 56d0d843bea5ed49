import { expect } from "./fixtures";
import { describeHashEdition, test } from "./hash-edition-tests";
import { HASH_EDITION_FOLDER, HASH_NGINX_PORT } from "./servers";

// A build with `site.router: "hash"`, served by nginx from a sub-folder with no rewrite rules
// (deploy/nginx/hash-edition.conf; scripts/serve-hash-build.mjs builds and serves it).

const EDITION = `http://127.0.0.1:${HASH_NGINX_PORT}${HASH_EDITION_FOLDER}`;

test.use({ edition: EDITION });

describeHashEdition('a router: "hash" build served by nginx from a sub-folder');

test("the folder's address opens the edition, and the build's own files are not served", async ({ page }) => {
  await page.goto(`${EDITION}#/docs/overview`);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  for (const file of ["_headers", ".nginx-security-headers.conf"]) expect((await fetch(`${EDITION}${file}`)).status).toBe(404);
  const response = await fetch(`${EDITION}index.html`);
  expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
});
