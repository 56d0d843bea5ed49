/**
 * Gatsby writes one inline script per page that differs only in the page's
 * path (`window.pagePath="/docs/overview";…`). Allowed by hash, each page
 * would add its own hash to the Content-Security-Policy header that every
 * response carries, so the header would grow with the site (a thousand-
 * operation API would need a header of some 60 KB, more than servers
 * accept). This rewrites the script to read the path from an attribute of
 * its own tag, which makes the script text, and so its hash, the same on
 * every page.
 */
const PAGE_PATH = /window\.pagePath=("(?:[^"\\]|\\.)*");/;

export const PAGE_PATH_ATTRIBUTE = "data-page-path";

export function pageIndependentLoaderScript(script: string): { script: string; pagePath: string } {
  const match = PAGE_PATH.exec(script);
  if (!match) {
    throw new Error(
      "gatsby-ssr.tsx (onPreRenderHTML): Gatsby's page loader script no longer sets `window.pagePath` the way " +
        "src/deploy/page-independent-scripts.ts expects, so the Content-Security-Policy would need one hash per page. " +
        `Update the pattern in that file to the new script: ${script.slice(0, 200)}`,
    );
  }
  const pagePath = JSON.parse(match[1]) as string;
  return {
    script: script.replace(match[0], `window.pagePath=document.currentScript.getAttribute("${PAGE_PATH_ATTRIBUTE}");`),
    pagePath,
  };
}
