import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(__dirname, "../../..");
const DENO = path.join(ROOT, "node_modules", ".bin", "deno");

/**
 * The Markdown twins' edge function as Netlify runs it, in Deno (the npm registry's `deno`, a
 * devDependency): netlify/deno-tests/markdown-twins.deno.ts. Offline: no remote modules, no npm, no
 * type check (which would fetch Netlify's types), its cache in a folder of its own.
 */
describe("the Markdown twins' edge function, in Deno", () => {
  it("answers a twin, a Markdown 404 where there is no page, HEAD without a body, a 304 for a twin held already, and leaves the rest to the site", async () => {
    const cache = mkdtempSync(path.join(tmpdir(), "deno-"));
    try {
      const { stdout } = await promisify(execFile)(
        DENO,
        ["test", "--no-check", "--no-remote", "--no-npm", "--no-config", "--no-lock", "netlify/deno-tests/markdown-twins.deno.ts"],
        { cwd: ROOT, env: { ...process.env, DENO_DIR: cache, NO_COLOR: "1" } },
      );
      expect(stdout).toMatch(/ok \| 5 passed \| 0 failed/);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }, 60_000);
});
