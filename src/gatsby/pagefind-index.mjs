// Builds a Pagefind index with Pagefind's Node API, in a process of its own: Pagefind is an
// ES module only, and the build's hooks are compiled to CommonJS (src/gatsby/search-index.ts
// runs this file). Usage: node pagefind-index.mjs <site folder> <output folder>
// Prints one line of JSON: {"pages": <count>} or {"errors": [<message>, ...]}.
import * as pagefind from "pagefind";

const [site, outputPath] = process.argv.slice(2);

/** The first step's answer that has errors, or the index's page count. */
async function buildIndex() {
  const created = await pagefind.createIndex({});
  if (created.errors.length > 0 || !created.index) return { errors: created.errors.length > 0 ? created.errors : ["no index was made"] };
  const added = await created.index.addDirectory({ path: site });
  if (added.errors.length > 0) return { errors: added.errors };
  const written = await created.index.writeFiles({ outputPath });
  if (written.errors.length > 0) return { errors: written.errors };
  return { pages: added.page_count };
}

try {
  process.stdout.write(`${JSON.stringify(await buildIndex())}\n`);
} catch (error) {
  process.stdout.write(`${JSON.stringify({ errors: [error instanceof Error ? error.message : String(error)] })}\n`);
} finally {
  await pagefind.close();
}
