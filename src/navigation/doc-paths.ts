/** URL prefix of every guide. */
export const DOCS_BASE_PATH = "/docs";

/**
 * A guide's id is its path under `content/docs/` without the extension
 * (`postcode/lookup`); an `index` file stands for its folder.
 */
export function docIdFromRelativePath(relativePath: string): string {
  return relativePath.replace(/\\/g, "/").replace(/\.mdx?$/i, "");
}

/** Page path of a guide: `overview` → `/docs/overview`, `index` → `/docs`. */
export function docPath(docId: string): string {
  const withoutIndex = docId === "index" ? "" : docId.replace(/\/index$/, "");
  return withoutIndex ? `${DOCS_BASE_PATH}/${withoutIndex}` : DOCS_BASE_PATH;
}
