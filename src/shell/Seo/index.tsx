import { withPrefix } from "gatsby";
import type { ReactNode } from "react";
import siteConfig from "../../../site.config";
import { THEME_COLOR } from "../../deploy/theme-color";
import { markdownTwinPath } from "../../navigation/twin-paths";
import { canonicalUrl } from "../../navigation/paths";

interface SeoProps {
  title: string;
  description: string;
  /** Path of the page without the base URL, from the Head API's `location.pathname`. */
  pathname: string;
  /** When the same content lives at another address, the path search engines should prefer. */
  canonicalPathname?: string;
  /** Whether the page has a Markdown twin (its address plus .md), announced as an alternate. */
  markdownTwin?: boolean;
  children?: ReactNode;
}

/**
 * Page <head> content for the Head API: title, description, canonical URL,
 * the Markdown twin, robots, Open Graph and Twitter cards, icons and the
 * web manifest.
 */
export function Seo({ title, description, pathname, canonicalPathname, markdownTwin = true, children }: SeoProps) {
  const { site } = siteConfig;
  const fullTitle = title === site.title ? title : `${title} | ${site.title}`;
  const canonical = canonicalUrl(canonicalPathname ?? pathname);
  const image = `${site.url}${withPrefix(site.image)}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {markdownTwin && (
        <link rel="alternate" type="text/markdown" href={`${site.url}${withPrefix(markdownTwinPath(canonicalPathname ?? pathname))}`} />
      )}
      {site.noIndex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${site.title}: ${site.tagline}`} />
      <meta property="og:locale" content={siteConfig.locale.htmlLang === "en" ? "en_GB" : siteConfig.locale.htmlLang} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <link rel="icon" href={withPrefix(site.favicon)} type="image/svg+xml" />
      <link rel="icon" href={withPrefix("/img/icon-192.png")} type="image/png" sizes="192x192" />
      <link rel="apple-touch-icon" href={withPrefix("/img/apple-touch-icon.png")} />
      <link rel="manifest" href={withPrefix("/site.webmanifest")} />
      <meta name="theme-color" content={THEME_COLOR} />
      <meta name="generator" content={`postcodes.io docs ${siteConfig.siteVersion}`} />
      {children}
    </>
  );
}
