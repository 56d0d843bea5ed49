import { withPrefix } from "gatsby";
import React from "react";
import siteConfig from "../../../site.config";
import { canonicalUrl } from "../../navigation/paths";

interface SeoProps {
  title: string;
  description: string;
  /** Path of the page without the base URL, from the Head API's `location.pathname`. */
  pathname: string;
  /** When the same content lives at another address, the path search engines should prefer. */
  canonicalPathname?: string;
  children?: React.ReactNode;
}

/** Page <head> content for the Head API: title, description, canonical URL, robots, icons. */
export function Seo({ title, description, pathname, canonicalPathname, children }: SeoProps) {
  const { site } = siteConfig;
  const fullTitle = title === site.title ? title : `${title} | ${site.title}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonicalUrl(canonicalPathname ?? pathname)} />
      {site.noIndex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="icon" href={withPrefix(site.favicon)} type="image/svg+xml" />
      <meta name="generator" content={`postcodes.io docs ${siteConfig.siteVersion}`} />
      {children}
    </>
  );
}
