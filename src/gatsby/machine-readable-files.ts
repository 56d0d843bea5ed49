import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { NODE_TYPES, openApiNodesOfType } from "../../plugins/gatsby-source-openapi";
import { generateCodeSamples } from "../api-reference/code-samples/generate-code-samples";
import { moreSamplesPath } from "../api-reference/code-samples/more-samples-path";
import { toSampleView } from "../api-reference/operation-view";

/**
 * After bootstrap (so `gatsby develop` has them too): the code samples of
 * each operation's "More" menu, one JSON file per operation.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store, getNodesByType }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  await rm(path.join(publicDir, "code-samples"), { recursive: true, force: true });
  await mkdir(path.join(publicDir, "code-samples"), { recursive: true });
  await Promise.all(
    openApiNodesOfType(getNodesByType, NODE_TYPES.operation).map((op) => {
      const more = generateCodeSamples(op, op.codeSamples).filter((s) => s.placement === "more");
      return writeFile(path.join(publicDir, moreSamplesPath(op.slug)), JSON.stringify(more.map(toSampleView)));
    }),
  );
};
