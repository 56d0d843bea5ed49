import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unzipSync } from "fflate";
import { describeHashEdition, describeHashEditionAccessibility, test } from "./hash-edition-tests";

// The offline edition as a reader gets it: the zip the site offers, unpacked into a temporary
// folder and opened from disk (file://), where nothing can be fetched.

const ZIP = path.resolve(__dirname, "../public/downloads/postcodes-io-docs.zip");
const FOLDER = "postcodes-io-docs";

test.use({
  edition: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: this one needs no other fixture.
    async ({}, use) => {
      const dir = mkdtempSync(path.join(tmpdir(), "postcodes-docs-offline-"));
      for (const [name, content] of Object.entries(unzipSync(readFileSync(ZIP)))) {
        if (name.endsWith("/")) continue;
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), content);
      }
      await use(`${pathToFileURL(path.join(dir, FOLDER)).href}/`);
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
});

describeHashEdition("the offline edition, unzipped and opened from disk");
describeHashEditionAccessibility("every page of the offline edition");
