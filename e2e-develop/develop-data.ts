import type { APIRequestContext } from "@playwright/test";
import { expect } from "../e2e/fixtures";

/**
 * Waits until `gatsby develop` has a page at `path` and has compiled its
 * code (or, with `false`, no longer has the page), asking its GraphQL
 * endpoint and its bundle server rather than opening the page.
 *
 * Why not just open the page until it shows:
 * - each visit makes develop run queries, and Gatsby 5 applies a node change
 *   that arrives during such a run at once, so the run can answer from a
 *   stale list (a missing sidebar link) or fail on a node that has just gone,
 *   and it does not run those queries again (docs/authoring.md, "What is
 *   live in npm run develop");
 * - a page opened before webpack has compiled a new page's code stays on
 *   Gatsby's "Preparing requested page" until it is loaded again.
 * Waiting here first means the page is opened once the change is in, as an
 * author would.
 */
export async function waitForPage(request: APIRequestContext, path: string, exists = true): Promise<void> {
  const query = `{ sitePage(path: { eq: ${JSON.stringify(path)} }) { componentChunkName } }`;
  let chunk = "";
  await expect
    .poll(
      async () => {
        const response = await request.post("/___graphql", { data: { query } });
        const body = (await response.json()) as { data?: { sitePage: { componentChunkName: string } | null } };
        chunk = body.data?.sitePage?.componentChunkName ?? "";
        return Boolean(chunk);
      },
      { message: `develop ${exists ? "has" : "no longer has"} a page at ${path}`, timeout: 60_000, intervals: [500] },
    )
    .toBe(exists);
  if (!exists) return;
  await expect
    .poll(async () => (await request.get(`/${chunk}.js`)).status(), {
      message: `develop has compiled ${chunk} for ${path}`,
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(200);
}
