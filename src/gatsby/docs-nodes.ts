import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { isDevelop } from "../develop/problems";
import { docIdFromRelativePath, docPath } from "../navigation/doc-paths";

interface FileNode extends Node {
  relativePath: string;
  sourceInstanceName: string;
  absolutePath: string;
}

/** Front matter every guide must have, checked when its node is created. */
export function findFrontmatterProblems(frontmatter: unknown): string[] {
  const fm = (frontmatter ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of ["title", "description"]) {
    if (typeof fm[key] !== "string" || (fm[key] as string).trim() === "") problems.push(`"${key}" must be a non-empty string`);
  }
  if (fm.sidebar_label !== undefined && typeof fm.sidebar_label !== "string") problems.push('"sidebar_label" must be a string');
  if (fm.position !== undefined && !Number.isInteger(fm.position)) problems.push('"position" must be a whole number');
  if (fm.unlisted !== undefined && typeof fm.unlisted !== "boolean") problems.push('"unlisted" must be true or false');
  if (fm.operation !== undefined && typeof fm.operation !== "string") problems.push('"operation" must be an operation slug (a string)');
  if (fm.schema !== undefined && typeof fm.schema !== "string") problems.push('"schema" must be the name of an OpenAPI schema (a string)');
  return problems;
}

/**
 * What a build prints for a guide whose front matter is invalid, and what
 * `gatsby develop` shows for it (one text for both): the file, each problem
 * and where to fix them.
 */
export const invalidFrontmatterMessage = (sourcePath: string, problems: readonly string[]): string =>
  `${sourcePath}: invalid front matter: ${problems.join("; ")}. Fix the block between the --- lines at the top of the file.`;

/** Adds docId, path and source path to every guide (MDX node). Its edit link is made where it is shown, from site.config.ts, so that an edit of `docs.editUrl` applies at once. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.sourceInstanceName !== "docs") return;

  const sourcePath = path.posix.join("content/docs", file.relativePath.replace(/\\/g, "/"));
  const problems = findFrontmatterProblems(node.frontmatter);
  // A build stops here; gatsby develop leaves the guide's page out and shows the problem (createPages).
  if (problems.length > 0 && !isDevelop()) {
    reporter.panicOnBuild(invalidFrontmatterMessage(sourcePath, problems));
  }
  actions.createNodeField({ node, name: "frontmatterProblems", value: problems });
  const docId = docIdFromRelativePath(file.relativePath);
  actions.createNodeField({ node, name: "docId", value: docId });
  actions.createNodeField({ node, name: "path", value: docPath(docId) });
  actions.createNodeField({ node, name: "sourcePath", value: sourcePath });
};
