/**
 * Addresses of the files the build writes for assistants and API tools.
 * Shared by the build and the pages' links (safe in the browser).
 */

import { trimTrailingSlashes } from "./paths";

/** The Markdown twin of a page: its address plus `.md`; the home page's is /index.md. */
export const markdownTwinPath = (pagePath: string): string => (pagePath === "/" ? "/index.md" : `${trimTrailingSlashes(pagePath)}.md`);

/** The page a twin stands for: the inverse of {@link markdownTwinPath}. */
export const pageOfTwinPath = (twinPath: string): string => (twinPath === "/index.md" ? "/" : twinPath.replace(/\.md$/, ""));

/** Site files beside the pages (llmstxt.org's two files, the Postman collection, the API catalog and the agent skills' index). */
export const MACHINE_READABLE_FILES = {
  llmsTxt: "/llms.txt",
  llmsFullTxt: "/llms-full.txt",
  postmanCollection: "/postman-collection.json",
  apiCatalog: "/.well-known/api-catalog",
  skillIndex: "/.well-known/agent-skills/index.json",
} as const;

/** The media type of the API catalog (RFC 9727, section 4.2). */
export const API_CATALOG_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

/** The `Link` header that points to the API catalog (RFC 9727, section 3.2): on the home page and on the catalog itself. */
export const API_CATALOG_LINK = `<${MACHINE_READABLE_FILES.apiCatalog}>; rel="api-catalog"`;
