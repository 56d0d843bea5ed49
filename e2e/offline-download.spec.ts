import { statSync } from "node:fs";
import path from "node:path";
import { formatDownloadSize } from "../src/hash-edition/package/zip-edition";
import { expect, test, waitForHydration } from "./fixtures";

// The site (router: "browser") offers its hash-routed edition as a zip; e2e/offline-edition.spec.ts opens it.

const ZIP = path.resolve(__dirname, "../public/downloads/postcodes-io-docs.zip");

test("the Resources menu offers the offline edition with the zip's size, before and after hydration", async ({ page, request }) => {
  const size = formatDownloadSize(statSync(ZIP).size);
  const html = await (await request.get("/docs/overview")).text();
  expect(html).toContain(`Download for offline use<wbr/><span data-offline-edition-size=""> (${size})</span>`);

  await page.goto("/docs/overview");
  await waitForHydration(page);
  const navbar = page.getByRole("navigation", { name: "Main" });
  await page.getByRole("button", { name: "Resources" }).click();
  const link = navbar.getByRole("link", { name: `Download for offline use (${size})` });
  await expect(link).toHaveAttribute("href", "/downloads/postcodes-io-docs.zip");
  await expect(link).toHaveAttribute("download", "");
  // After a page change in the browser too (the size comes from the navbar's query result).
  await page.getByRole("link", { name: "Licences" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Licences" })).toBeVisible();
  await page.getByRole("button", { name: "Resources" }).click();
  await expect(navbar.getByRole("link", { name: `Download for offline use (${size})` })).toBeVisible();

  const response = await request.get("/downloads/postcodes-io-docs.zip");
  expect(response.ok()).toBe(true);
  expect((await response.body()).length).toBe(statSync(ZIP).size);
});

test("the footer of every page offers the offline edition too, and the pages about the docs say where it is", async ({ page, request }) => {
  const size = formatDownloadSize(statSync(ZIP).size);
  await page.goto("/docs/libraries");
  await waitForHydration(page);
  const link = page.getByRole("contentinfo").getByRole("link", { name: `Download for offline use (${size})` });
  await expect(link).toHaveAttribute("href", "/downloads/postcodes-io-docs.zip");
  await expect(link).toHaveAttribute("download", "");
  // A click downloads the zip itself, as the browser saves it.
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("postcodes-io-docs.zip");
  expect(statSync(await download.path()).size).toBe(statSync(ZIP).size);

  // The overview and the libraries guide (the pages about the documentation itself) say where to find it.
  for (const guide of ["/docs/overview", "/docs/libraries"]) {
    const html = await (await request.get(guide)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main, guide).toMatch(/offline edition/i);
    expect(main, guide).toContain("Download for offline use");
  }
});
