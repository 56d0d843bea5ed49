import { Parser } from "htmlparser2";
import type { GuideLink } from "../guides/mdx/check-guide-source";

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
  /** What is wrong, in words that follow "leads nowhere:". */
  reason: string;
  /** What to do about it, one sentence. */
  advice: string;
}

/**
 * A link to an address where nothing is published. One builder for the
 * production check and `gatsby develop` (develop-links.ts), so the author
 * reads the same sentence in both.
 */
export const missingPageLink = (page: string, href: string, target: string): BrokenLink => ({
  page,
  href,
  reason: `no page has the address ${target}`,
  advice: "Fix the address, or create the page.",
});

/** One broken link in a sentence, after `where` (the file and line, or the page): what is wrong and what to do. */
export const describeBrokenLink = (where: string, { href, reason, advice }: Pick<BrokenLink, "href" | "reason" | "advice">): string =>
  `${where}: the link to ${href} leads nowhere: ${reason}. ${advice}`;

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
        broken.push({ page, href, reason: "the path is not valid percent-encoding", advice: "Write % as %25 in the address." });
        continue;
      }
      if (basePath && !path.startsWith(basePath)) {
        broken.push({
          page,
          href,
          reason: `it leaves the base path ${basePath}`,
          advice: "Write it as a Markdown link or with the site's Link component, which add the base path.",
        });
        continue;
      }
      path = path.slice(basePath.length) || "/";
      const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : "";
      const hrefIsOnlyFragment = href.startsWith("#");
      const target = hrefIsOnlyFragment ? page : normalisePagePath(path);
      const targetPage = pages.get(target);
      if (!targetPage) {
        if (!files.has(path)) broken.push(missingPageLink(page, href, target));
        continue;
      }
      if (fragment && !targetPage.ids.has(fragment)) {
        broken.push({
          page,
          href,
          reason: `${target} has no element with id "${fragment}"`,
          advice: "Fix the part after # (a heading's id is its text in lower case, with hyphens for spaces).",
        });
      }
    }
  }
  return broken;
}

/** Where a page is written: its source file and, for a guide, the internal links of its MDX with their lines. */
export interface PageSource {
  file: string;
  links?: readonly GuideLink[];
}

/** A link's address without the base path and the trailing slash a built page adds to what the author wrote. */
function asWritten(href: string, basePath: string): string {
  const unprefixed = basePath && (href === basePath || href.startsWith(`${basePath}/`)) ? href.slice(basePath.length) || "/" : href;
  const split = unprefixed.search(/[?#]/);
  const [path, rest] = split === -1 ? [unprefixed, ""] : [unprefixed.slice(0, split), unprefixed.slice(split)];
  return `${path.length > 1 ? path.replace(/\/+$/, "") : path}${rest}`;
}

/**
 * The links of a guide's source that a built page's `href` comes from, one
 * per line (none when the guide's text does not hold it: the link is the
 * layout's, or written in a way the guide check does not read).
 */
export function writtenLinks(links: readonly GuideLink[], href: string, basePath = ""): GuideLink[] {
  const wanted = asWritten(href, basePath);
  const byLine = new Map(links.filter((link) => asWritten(link.href, basePath) === wanted).map((link) => [link.line, link]));
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

/**
 * The build error: one line per broken link, each starting with where to
 * fix it. A link written in a guide's text is named by the guide's file and
 * line, as the author wrote it (`content/docs/licences.mdx:11: the link to
 * /docs/x`), in the sentence `gatsby develop` prints for it; any other by its
 * page and the file the page is made from. A link the page repeats (a built
 * page can hold the same link more than once) is named once.
 */
export function formatBrokenLinks(
  broken: readonly BrokenLink[],
  sourceOf: (page: string) => PageSource | undefined = () => undefined,
  basePath = "",
): string {
  const messages = new Set<string>();
  for (const link of broken) {
    const source = sourceOf(link.page);
    const written = source?.links ? writtenLinks(source.links, link.href, basePath) : [];
    if (source && written.length > 0) {
      for (const { href, line } of written) messages.add(describeBrokenLink(`${source.file}:${line}`, { ...link, href }));
    } else {
      messages.add(describeBrokenLink(`${link.page}${source ? ` (written in ${source.file})` : ""}`, link));
    }
  }
  return [
    `Found ${messages.size} broken internal link${messages.size === 1 ? "" : "s"}:`,
    ...[...messages].map((message) => `  - ${message}`),
  ].join("\n");
}
