import { Parser } from "htmlparser2";

/** What the link check needs to know about one built HTML page. */
export interface PageLinks {
  /** Every id on the page (anchor targets). */
  ids: Set<string>;
  /** Every href of an <a> on the page. */
  hrefs: string[];
}

export interface BrokenLink {
  /** Page that holds the link (site path). */
  page: string;
  href: string;
  reason: string;
}

/** Extracts ids and link targets from HTML. */
export function extractLinks(html: string): PageLinks {
  const ids = new Set<string>();
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === "a" && attributes.name) ids.add(attributes.name);
        if (name === "a" && attributes.href !== undefined) hrefs.push(attributes.href);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { ids, hrefs };
}

const normalisePagePath = (path: string) => {
  const clean = path.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  return clean.length > 1 ? clean.replace(/\/+$/, "") : "/";
};

/**
 * Checks every internal link of the built site: the target page or file
 * must exist, and a `#fragment` must name an id on the target page.
 * `pages` is keyed by page path ("/docs/overview"), `files` holds other
 * published files ("/openapi.yaml"). `basePath` is the site's path prefix;
 * `trailingSlash` says whether pages are served as "/docs/api/" or "/docs/api".
 */
export function findBrokenLinks(
  pages: ReadonlyMap<string, PageLinks>,
  files: ReadonlySet<string>,
  basePath = "",
  trailingSlash: "always" | "never" | "ignore" = "never",
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  // Relative links resolve against the address the page is served at.
  const pageUrl = (page: string) => `http://site.invalid${basePath}${page === "/" || trailingSlash !== "always" ? page : `${page}/`}`;
  for (const [page, { hrefs }] of pages) {
    for (const href of hrefs) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) continue; // other sites, mailto:
      const url = new URL(href, pageUrl(page));
      if (url.host !== "site.invalid") continue;
      let path: string;
      try {
        path = decodeURI(url.pathname);
      } catch {
        broken.push({ page, href, reason: "the path is not valid percent-encoding" });
        continue;
      }
      if (basePath && !path.startsWith(basePath)) {
        broken.push({ page, href, reason: `the link leaves the base path ${basePath}` });
        continue;
      }
      path = path.slice(basePath.length) || "/";
      const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : "";
      const hrefIsOnlyFragment = href.startsWith("#");
      const target = hrefIsOnlyFragment ? page : normalisePagePath(path);
      const targetPage = pages.get(target);
      if (!targetPage) {
        if (!files.has(path)) broken.push({ page, href, reason: "no page or file exists at this path" });
        continue;
      }
      if (fragment && !targetPage.ids.has(fragment)) {
        broken.push({ page, href, reason: `${target} has no element with id "${fragment}"` });
      }
    }
  }
  return broken;
}

/** One line per broken link, grouped by page, for the build error. */
export function formatBrokenLinks(broken: readonly BrokenLink[], sourceOf: (page: string) => string | undefined = () => undefined): string {
  const byPage = new Map<string, BrokenLink[]>();
  for (const link of broken) byPage.set(link.page, [...(byPage.get(link.page) ?? []), link]);
  const lines = [`Found ${broken.length} broken internal link${broken.length === 1 ? "" : "s"}:`];
  for (const [page, links] of byPage) {
    const source = sourceOf(page);
    lines.push(`  On ${page}${source ? ` (written in ${source})` : ""}:`);
    for (const link of links) lines.push(`    - ${link.href}: ${link.reason}`);
  }
  lines.push("Fix the links (or create the missing pages) and build again.");
  return lines.join("\n");
}
