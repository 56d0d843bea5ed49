import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { dataScripts } from "../navigation/data-scripts";

/** True when `publicDir` holds the hash-routed edition rather than Gatsby's own output. */
export function holdsHashEdition(publicDir: string): boolean {
  return existsSync(path.join(publicDir, dataScripts.routes.file)) && !existsSync(path.join(publicDir, "page-data"));
}

/**
 * A build with `site.router: "hash"` replaces Gatsby's output in public/ with
 * the edition, so the next build cannot reuse it. Removing public/ here,
 * before Gatsby looks at its cache, makes Gatsby see the cache as incomplete
 * and build everything again.
 */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  if (!holdsHashEdition(publicDir)) return;
  reporter.info("public/ holds the hash-routed edition of the last build: building everything again.");
  await rm(publicDir, { recursive: true, force: true });
};
