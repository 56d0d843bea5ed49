import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import YAML from "yaml";
import { isDevelop } from "./develop";
import { bundleSpec } from "./load-spec";
import { readPluginOptions } from "./plugin-options";
import { SpecErrors } from "./spec-error";

/** Serialises the bundled description for one published file name. */
export function serialiseBundle(document: unknown, fileName: string): string {
  return /\.json$/.test(fileName)
    ? `${JSON.stringify(document, null, 2)}\n`
    : YAML.stringify(document, { lineWidth: 0, aliasDuplicateObjects: false });
}

/** Writes the description, bundled into one file, to `publicDir` under each of the `publishAs` names. */
export async function publishSpec(specPath: string, publishAs: readonly string[], publicDir: string): Promise<void> {
  const bundled = await bundleSpec(specPath);
  await mkdir(publicDir, { recursive: true });
  await Promise.all(publishAs.map((file) => writeFile(path.join(publicDir, file), serialiseBundle(bundled, file))));
}

/**
 * Writes the description, bundled into one file, to public/ (for example
 * /openapi.yaml and /openapi.json). A description that cannot be read has
 * already been reported by sourceNodes; `gatsby develop` publishes it again
 * after each edit that can be read.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store, reporter }, options) => {
  const { specPath, publishAs } = readPluginOptions(options);
  const { program } = store.getState() as { program: { directory: string } };
  try {
    await publishSpec(specPath, publishAs, path.join(program.directory, "public"));
  } catch (error) {
    if (isDevelop()) return;
    const message = error instanceof Error ? error.message : String(error);
    reporter.panicOnBuild(`gatsby-source-openapi: ${message}`, error instanceof SpecErrors ? undefined : (error as Error));
  }
};
