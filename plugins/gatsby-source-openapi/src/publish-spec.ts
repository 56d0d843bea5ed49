import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import YAML from "yaml";
import { bundleSpec } from "./load-spec";
import { readPluginOptions } from "./plugin-options";
import { reportSpecProblem } from "./source-nodes";

/** Serialises the bundled description for one published file name. */
export function serialiseBundle(document: unknown, fileName: string): string {
  return /\.json$/.test(fileName)
    ? `${JSON.stringify(document, null, 2)}\n`
    : YAML.stringify(document, { lineWidth: 0, aliasDuplicateObjects: false });
}

/** Writes the description, bundled into one file, to public/ (for example /openapi.yaml and /openapi.json). */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store, reporter }, options) => {
  const { specPath, publishAs } = readPluginOptions(options);
  const { program } = store.getState() as { program: { directory: string } };
  let bundled: unknown;
  try {
    bundled = await bundleSpec(specPath);
  } catch (error) {
    reportSpecProblem(reporter, error);
    return;
  }
  const publicDir = path.join(program.directory, "public");
  await mkdir(publicDir, { recursive: true });
  await Promise.all(publishAs.map((file) => writeFile(path.join(publicDir, file), serialiseBundle(bundled, file))));
};
