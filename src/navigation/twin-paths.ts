/**
 * Addresses of the files the build writes for assistants and API tools.
 * Shared by the build and the pages' links (safe in the browser).
 */

import { trimTrailingSlashes } from "./paths";

/** The Markdown twin of a page: its address plus `.md`; the home page's is /index.md. */
export const markdownTwinPath = (pagePath: string): string => (pagePath === "/" ? "/index.md" : `${trimTrailingSlashes(pagePath)}.md`);

/** The page a twin stands for: the inverse of {@link markdownTwinPath}. */
export const pageOfTwinPath = (twinPath: string): string => (twinPath === "/index.md" ? "/" : twinPath.replace(/\.md$/, ""));

/** Site files beside the pages (llmstxt.org's two files and the Postman collection). */
export const MACHINE_READABLE_FILES = {
  llmsTxt: "/llms.txt",
  llmsFullTxt: "/llms-full.txt",
  postmanCollection: "/postman-collection.json",
} as const;
