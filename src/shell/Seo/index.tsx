import { withPrefix } from "gatsby";
import type { ReactElement, ReactNode } from "react";
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
 * The page's own <head> content for the Head API: title, description,
 * canonical URL, the Markdown twin, and the Open Graph and Twitter fields
 * that name the page. What every page has alike (icons, manifest, theme
 * colour, robots, the site's card image) is written into every page's HTML
 * once by the server rendering ({@link siteHeadTags}, gatsby-ssr.tsx), not
 * by this component, which also runs in the browser on every page change.
 */
export function Seo({ title, description, pathname, canonicalPathname, markdownTwin = true, children }: SeoProps) {
  const { site } = siteConfig;
  const fullTitle = title === site.title ? title : `${title} | ${site.title}`;
  const canonical = canonicalUrl(canonicalPathname ?? pathname);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {markdownTwin && (
        <link rel="alternate" type="text/markdown" href={`${site.url}${withPrefix(markdownTwinPath(canonicalPathname ?? pathname))}`} />
      )}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
    </>
  );
}

/** The <head> tags every page has alike, for the server rendering to write into each page (gatsby-ssr.tsx). */
export function siteHeadTags(prefix: (path: string) => string = withPrefix): ReactElement[] {
  const { site } = siteConfig;
  const image = `${site.url}${prefix(site.image)}`;
  return [
    ...(site.noIndex ? [<meta key="robots" name="robots" content="noindex, nofollow" />] : []),
    <meta key="og:type" property="og:type" content="website" />,
    <meta key="og:site_name" property="og:site_name" content={site.title} />,
    <meta key="og:image" property="og:image" content={image} />,
    <meta key="og:image:width" property="og:image:width" content="1200" />,
    <meta key="og:image:height" property="og:image:height" content="630" />,
    <meta key="og:image:alt" property="og:image:alt" content={`${site.title}: ${site.tagline}`} />,
    <meta key="og:locale" property="og:locale" content={siteConfig.locale.htmlLang === "en" ? "en_GB" : siteConfig.locale.htmlLang} />,
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
    <meta key="twitter:image" name="twitter:image" content={image} />,
    <link key="icon-svg" rel="icon" href={prefix(site.favicon)} type="image/svg+xml" />,
    <link key="icon-png" rel="icon" href={prefix("/img/icon-192.png")} type="image/png" sizes="192x192" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={prefix("/img/apple-touch-icon.png")} />,
    <link key="manifest" rel="manifest" href={prefix("/site.webmanifest")} />,
    <meta key="theme-color" name="theme-color" content={THEME_COLOR} />,
    <meta key="generator" name="generator" content={`postcodes.io docs ${siteConfig.siteVersion}`} />,
  ];
}
