import { execFile } from "node:child_process";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Pagefind's ready-made search interfaces; the site has its own dialog and loads none of them. */
export const UNUSED_PAGEFIND_FILES = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/;

/**
 * Builds the Pagefind search index from the production HTML in `publicDir`
 * (into public/pagefind/), so search sees exactly what readers see. Pages
 * opt in with `data-pagefind-body`. The folder is emptied first (Pagefind
 * would leave the chunks of earlier builds beside the new ones) and
 * Pagefind's own UI bundles are removed after. Returns Pagefind's summary.
 */
export async function buildSearchIndex(siteDirectory: string): Promise<string> {
  const cli = path.join(siteDirectory, "node_modules/pagefind/lib/runner/bin.cjs");
  const output = path.join(siteDirectory, "public", "pagefind");
  await rm(output, { recursive: true, force: true });
  const { stdout } = await run(process.execPath, [cli, "--site", path.join(siteDirectory, "public")], {
    cwd: siteDirectory,
    maxBuffer: 16 * 1024 * 1024,
  });
  const pages = /Indexed (\d+) pages?/.exec(stdout)?.[1];
  const words = /Indexed (\d+) words?/.exec(stdout)?.[1];
  if (!pages || Number(pages) === 0) throw new Error(`Pagefind indexed no pages:\n${stdout}`);
  const unused = (await readdir(output)).filter((name) => UNUSED_PAGEFIND_FILES.test(name));
  await Promise.all(unused.map((name) => rm(path.join(output, name))));
  return `${pages} pages, ${words ?? "?"} words`;
}
