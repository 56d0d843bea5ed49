import { execFile } from "node:child_process";
import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { extractSearchPage } from "../hash-edition/package/extract-page";
import { VOCABULARY_FILE, packVocabulary, pagesVocabulary } from "../search/spelling";

const run = promisify(execFile);

/** Pagefind's ready-made search interfaces; the site has its own dialog and loads none of them. */
export const UNUSED_PAGEFIND_FILES = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/;

/**
 * Builds the Pagefind search index from the production HTML in `publicDir`
 * (into public/pagefind/), so search sees exactly what readers see. Pages
 * opt in with `data-pagefind-body`. The folder is emptied first (Pagefind
 * would leave the chunks of earlier builds beside the new ones) and
 * Pagefind's own UI bundles are removed after; the spelling vocabulary is
 * written beside the index from `builtPages`, the same HTML (page path → markup,
 * as post-build has already read it). Returns a summary.
 */
export async function buildSearchIndex(siteDirectory: string, builtPages: ReadonlyMap<string, string>): Promise<string> {
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
  const vocabulary = await writeVocabulary(path.join(siteDirectory, "public"), builtPages);
  return `${pages} pages, ${words ?? "?"} words; ${vocabulary}`;
}

/**
 * Writes the search's vocabulary (src/search/spelling.ts) beside the index:
 * the words of the text Pagefind indexed, taken from the built pages by the
 * offline edition's extractor, with how often each occurs. The search box
 * fetches it the first time a query may need a correction. Returns a
 * summary.
 */
export async function writeVocabulary(publicDir: string, pages: ReadonlyMap<string, string>): Promise<string> {
  const searchPages = [...pages].flatMap(([pagePath, html]) => extractSearchPage(html, pagePath) ?? []);
  const vocabulary = pagesVocabulary(searchPages);
  const json = JSON.stringify(packVocabulary(vocabulary));
  await writeFile(path.join(publicDir, VOCABULARY_FILE), json);
  return `${VOCABULARY_FILE}: ${vocabulary.size} words from ${searchPages.length} pages, ${(json.length / 1024).toFixed(1)} KB`;
}
