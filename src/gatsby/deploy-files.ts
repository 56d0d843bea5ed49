import { writeFile } from "node:fs/promises";
import path from "node:path";
import siteConfig from "../../site.config";
import type { BuiltSite } from "../build-checks/check-built-site";
import {
  connectSources,
  contentSecurityPolicy,
  contentTypeRules,
  inlineScripts,
  linkRules,
  netlifyHeaders,
  nginxAssetHeaders,
  nginxDocumentHeaders,
  scriptHash,
} from "../deploy/security-headers";
import { netlifyRedirects } from "../deploy/netlify-redirects";
import { LEGACY_REDIRECTS, legacyRedirectProblems, nginxLegacyRedirects } from "../deploy/legacy-addresses";
import { THEME_COLOR } from "../deploy/theme-color";
import { robotsTxt, sitemapXml, webManifest } from "../deploy/seo-files";

/** File names the deploy configurations expect next to the pages. */
export const DEPLOY_FILES = {
  netlifyHeaders: "_headers",
  netlifyRedirects: "_redirects",
  nginxDocumentHeaders: ".nginx-security-headers.conf",
  nginxAssetHeaders: ".nginx-asset-headers.conf",
  nginxLegacyRedirects: ".nginx-legacy-redirects.conf",
  sitemap: "sitemap.xml",
  robots: "robots.txt",
  manifest: "site.webmanifest",
} as const;

/**
 * Writes the files derived from the finished site: headers for Netlify and
 * nginx (the CSP lists the hash of every inline script the pages contain;
 * Netlify's rules name the site's documents, so `site.files` must include
 * the search index),
 * the sitemap of canonical, indexable pages, robots.txt and the manifest.
 * `apiServers` are the description's server URLs, which the API console
 * may call (the CSP's `connect-src`).
 */
export async function writeDeployFiles(
  publicDir: string,
  site: BuiltSite,
  apiServers: readonly string[] = [],
): Promise<{ scriptHashes: number; sitemapUrls: number }> {
  // The hash-routed edition is one page, served from wherever it is unpacked: the earlier site's addresses are the site's.
  const legacyRedirects = siteConfig.site.router === "hash" ? {} : LEGACY_REDIRECTS;
  const legacy = legacyRedirectProblems(site.files, legacyRedirects);
  if (legacy.length > 0) throw new Error(`The earlier site's addresses:\n${legacy.map((p) => `  - ${p}`).join("\n")}`);
  const hashes = new Set<string>();
  const urls = new Set<string>();
  for (const html of site.pages.values()) {
    for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
    if (canonical && !noindex) urls.add(canonical);
  }
  const csp = contentSecurityPolicy(hashes, connectSources(apiServers));
  const write = (name: string, content: string) => writeFile(path.join(publicDir, name), content);
  await Promise.all([
    write(
      DEPLOY_FILES.netlifyHeaders,
      netlifyHeaders(csp, site.files, contentTypeRules(site.files, `/${DEPLOY_FILES.manifest}`), linkRules(site.files)),
    ),
    write(DEPLOY_FILES.netlifyRedirects, netlifyRedirects(site.files, legacyRedirects)),
    write(DEPLOY_FILES.nginxDocumentHeaders, nginxDocumentHeaders(csp)),
    write(DEPLOY_FILES.nginxAssetHeaders, nginxAssetHeaders()),
    write(DEPLOY_FILES.nginxLegacyRedirects, nginxLegacyRedirects(legacyRedirects)),
    write(DEPLOY_FILES.sitemap, sitemapXml(siteConfig.site.noIndex ? [] : urls)),
    write(DEPLOY_FILES.robots, robotsTxt(siteConfig.site)),
    write(DEPLOY_FILES.manifest, webManifest(siteConfig.site, THEME_COLOR)),
  ]);
  return { scriptHashes: hashes.size, sitemapUrls: siteConfig.site.noIndex ? 0 : urls.size };
}
