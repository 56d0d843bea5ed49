import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Builds the Pagefind search index from the production HTML in `publicDir`
 * (into public/pagefind/), so search sees exactly what readers see. Pages
 * opt in with `data-pagefind-body`. Returns Pagefind's summary line.
 */
export async function buildSearchIndex(siteDirectory: string): Promise<string> {
  const cli = path.join(siteDirectory, "node_modules/pagefind/lib/runner/bin.cjs");
  const { stdout } = await run(process.execPath, [cli, "--site", path.join(siteDirectory, "public")], {
    cwd: siteDirectory,
    maxBuffer: 16 * 1024 * 1024,
  });
  const pages = /Indexed (\d+) pages?/.exec(stdout)?.[1];
  const words = /Indexed (\d+) words?/.exec(stdout)?.[1];
  if (!pages || Number(pages) === 0) throw new Error(`Pagefind indexed no pages:\n${stdout}`);
  return `${pages} pages, ${words ?? "?"} words`;
}
