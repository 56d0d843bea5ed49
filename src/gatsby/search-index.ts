import { execFile } from "node:child_process";
import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { extractSearchPage } from "../hash-edition/package/extract-page";
import { VOCABULARY_FILE, packVocabulary, pagesVocabulary } from "../search/spelling";

/** Pagefind's ready-made search interfaces; the site has its own dialog and loads none of them. */
export const UNUSED_PAGEFIND_FILES = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/;

/** Pagefind's Node API, run by src/gatsby/pagefind-index.mjs in a process of its own (Pagefind is an ES module only). */
async function runPagefind(siteDirectory: string, publicDir: string, output: string): Promise<number> {
  const script = path.join(siteDirectory, "src/gatsby/pagefind-index.mjs");
  const { stdout } = await promisify(execFile)(process.execPath, [script, publicDir, output], { cwd: siteDirectory });
  const answer = JSON.parse(stdout.trim().split("\n").pop() ?? "{}") as { pages?: number; errors?: string[] };
  if (answer.errors?.length) throw new Error(`Pagefind could not index ${publicDir}: ${answer.errors.join("; ")}`);
  if (!answer.pages) throw new Error(`Pagefind indexed no pages in ${publicDir}: is the build there?`);
  return answer.pages;
}

/**
 * Builds the Pagefind search index from the production HTML in `publicDir`
 * (into public/pagefind/) with Pagefind's Node API, so search sees exactly
 * what readers see. Pages opt in with `data-pagefind-body`. The folder is
 * emptied first (Pagefind would leave the chunks of earlier builds beside
 * the new ones) and Pagefind's own UI bundles are removed after; the
 * spelling vocabulary is written beside the index from `builtPages`, the
 * same HTML (page path → markup, as post-build has already read it).
 * `siteDirectory` holds the script that runs Pagefind. Returns a summary.
 */
export async function buildSearchIndex(siteDirectory: string, publicDir: string, builtPages: ReadonlyMap<string, string>): Promise<string> {
  const output = path.join(publicDir, "pagefind");
  await rm(output, { recursive: true, force: true });
  const pages = await runPagefind(siteDirectory, publicDir, output);
  const unused = (await readdir(output)).filter((name) => UNUSED_PAGEFIND_FILES.test(name));
  await Promise.all(unused.map((name) => rm(path.join(output, name))));
  const vocabulary = await writeVocabulary(publicDir, builtPages);
  return `Pagefind read ${pages} HTML files (those without data-pagefind-body are left out); ${vocabulary}`;
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
