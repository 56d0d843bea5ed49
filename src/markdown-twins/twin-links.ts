import type { Content, Parent, Root } from "mdast";
import { trimTrailingSlashes } from "../navigation/paths";
import { markdownTwinPath } from "../navigation/twin-paths";

/** Where the twins are published, and which pages have one. */
export interface TwinSite {
  /** The site's origin ("https://postcodes.io"). */
  origin: string;
  /** The base URL the site lives under ("/"). */
  baseUrl: string;
  /** Every page that has a twin, by path ("/docs/overview"). */
  pages: ReadonlySet<string>;
}

/** The absolute address of a path of the site. */
export const siteUrl = (site: Pick<TwinSite, "origin" | "baseUrl">, path: string): string =>
  `${site.origin}${site.baseUrl.replace(/\/$/, "")}${path}`;

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/**
 * Where a link of a twin points: another page's twin (absolute, so the file
 * reads the same wherever it is fetched from), a file of the site
 * (absolute), the address as written (other sites, anchors), or null for a
 * page this build does not have (a guide linking into our API reference
 * while the build uses another API's description), which becomes text.
 */
export function twinLinkTarget(url: string, site: TwinSite): string | null {
  if (ABSOLUTE.test(url) || url.startsWith("#") || url === "") return url;
  if (!url.startsWith("/")) return null;
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(url) ?? ["", url, ""];
  const page = trimTrailingSlashes(path);
  if (site.pages.has(page)) return `${siteUrl(site, markdownTwinPath(page))}${rest}`;
  return /\.[a-z0-9]+$/i.test(page) ? siteUrl(site, url) : null;
}

/** Rewrites every link and link definition of a twin with {@link twinLinkTarget}, in place. */
export function rewriteTwinLinks(tree: Root, site: TwinSite): void {
  const visit = (parent: Parent) => {
    parent.children = parent.children.flatMap((node: Content): Content[] => {
      if (node.type === "link" || node.type === "definition") {
        const target = twinLinkTarget(node.url, site);
        if (target !== null) return [{ ...node, url: target }];
        return node.type === "link" ? node.children : [];
      }
      if ("children" in node) visit(node);
      return [node];
    });
  };
  visit(tree);
}
