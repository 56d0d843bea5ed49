import { test as base } from "../e2e/fixtures";
import { developLog } from "./site-sources";

export { expect } from "../e2e/fixtures";

/**
 * The site's test fixtures, plus what `gatsby develop` printed while a test
 * ran, attached to the report when the test fails: a preview that never
 * updated is explained by the server's side of the story.
 */
export const test = base.extend<{ developLogOnFailure: void }>({
  developLogOnFailure: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, testInfo) => {
      const start = developLog().length;
      await use();
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach("gatsby develop output during the test", { body: developLog().slice(start), contentType: "text/plain" });
    },
    { auto: true },
  ],
});
