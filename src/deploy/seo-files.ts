import type { SiteConfig } from "../config/site-config.types";

/** robots.txt: everything allowed with the sitemap, or everything disallowed when `noIndex` is set. */
export function robotsTxt(site: SiteConfig["site"]): string {
  if (site.noIndex) return "User-agent: *\nDisallow: /\n";
  const base = site.baseUrl.replace(/\/$/, "");
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}${base}/sitemap.xml\n`;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemap.xml listing the given canonical URLs (sorted, without duplicates). */
export function sitemapXml(urls: Iterable<string>): string {
  const entries = [...new Set(urls)].sort().map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** The web app manifest: name, icons and colours, scoped to the base URL. */
export function webManifest(site: SiteConfig["site"], themeColor: string): string {
  const base = site.baseUrl;
  return `${JSON.stringify(
    {
      name: `${site.title} documentation`,
      short_name: site.title,
      description: site.tagline,
      start_url: base,
      scope: base,
      display: "minimal-ui",
      background_color: "#ffffff",
      theme_color: themeColor,
      icons: [
        { src: `${base}img/icon-192.png`, sizes: "192x192", type: "image/png" },
        { src: `${base}img/icon-512.png`, sizes: "512x512", type: "image/png" },
        { src: `${base}favicon.svg`, sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2,
  )}\n`;
}
