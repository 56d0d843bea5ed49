import siteConfig from "../../site.config";
import type { SiteConfig } from "../config/site-config.types";

/**
 * Strips a trailing `/index.html` or `.html` from a path, as static hosts
 * serve the same page under those names. Returns null when nothing changes.
 */
export function stripHtmlSuffix(pathname: string): string | null {
  if (/\/index\.html$/i.test(pathname)) return pathname.slice(0, -"index.html".length);
  if (/\.html$/i.test(pathname)) return pathname.slice(0, -".html".length);
  return null;
}

/**
 * A page path without its trailing slashes, so that `/docs/x/` and
 * `/docs/x` name the same page; the root stays "/".
 */
export const trimTrailingSlashes = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** True when two page paths name the same page, whatever their trailing slashes. */
export const isSamePagePath = (a: string, b: string): boolean => trimTrailingSlashes(a) === trimTrailingSlashes(b);

/** Applies the site's trailing-slash rule to a page path (the root is always "/"). */
export function applyTrailingSlash(pathname: string, rule: SiteConfig["site"]["trailingSlash"]): string {
  if (pathname === "/" || pathname === "") return "/";
  if (rule === "always") return pathname.endsWith("/") ? pathname : `${pathname}/`;
  if (rule === "never") return trimTrailingSlashes(pathname);
  return pathname;
}

/** Absolute canonical URL of a page, honouring the base URL and trailing-slash rule. */
export function canonicalUrl(pathname: string, config: Pick<SiteConfig, "site"> = siteConfig): string {
  const { url, baseUrl, trailingSlash } = config.site;
  const path = applyTrailingSlash(pathname, trailingSlash === "ignore" ? "never" : trailingSlash);
  const base = baseUrl.replace(/\/$/, "");
  return `${url}${base}${path === "/" && base ? "/" : path}`;
}
