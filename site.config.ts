import type { SiteConfig } from "./src/config/site-config.types";

/**
 * The one site configuration. Every setting the shell, the build and the
 * tests read comes from here; `gatsby-config.ts` validates it before anything
 * else runs, so a wrong value stops the build with the key, the value and
 * what is allowed.
 */
const siteConfig: SiteConfig = {
  site: {
    url: "https://postcodes.io",
    baseUrl: "/",
    title: "Postcodes.io",
    tagline: "Look up, validate and geolocate UK postcodes with a free, open-data API",
    favicon: "/favicon.svg",
    noIndex: false,
    trailingSlash: "never",
    image: "/img/social-card.png",
    router: "browser",
  },
  navbar: {
    title: "Postcodes.io",
    logo: { src: "/img/logo.svg", alt: "Postcodes.io home", width: 32, height: 32 },
    hideOnScroll: true,
    items: [
      { type: "docSidebar", sidebarId: "docs", label: "Documentation", position: "left" },
      { label: "API", to: "/docs/api", position: "left" },
      {
        type: "dropdown",
        label: "Resources",
        position: "left",
        items: [
          { label: "Client libraries", to: "/docs/libraries" },
          { label: "Self-hosting", to: "/docs/self-host" },
          { label: "Licences", to: "/docs/licences" },
          { label: "Changelog", href: "https://github.com/ideal-postcodes/postcodes.io/blob/master/CHANGELOG.md" },
          { label: "Download for offline use", offlineEdition: true },
        ],
      },
      { label: "Status", href: "https://status.ideal-postcodes.co.uk", position: "right" },
      { label: "Blog", href: "https://blog.ideal-postcodes.co.uk/tag/postcodes-io", position: "right" },
      { type: "search", position: "right" },
    ],
  },
  colorMode: {
    defaultMode: "light",
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  announcementBar: {
    id: "announcement-bar",
    content:
      'Postcode data now follows the November 2025 ONS Postcode Directory. Running your own copy? <a href="/docs/self-host/update-data">Load the new database dump</a>.',
    backgroundColor: "#0b3d91",
    textColor: "#ffffff",
    isCloseable: true,
  },
  footer: {
    style: "dark",
    links: [
      { label: "Overview", to: "/docs/overview" },
      { label: "Self-hosting", to: "/docs/self-host" },
      { label: "Licences", to: "/docs/licences" },
      { label: "API reference", to: "/docs/api" },
      { label: "Client libraries", to: "/docs/libraries" },
      { label: "Help", href: "https://ideal-postcodes.co.uk/support" },
      { label: "Issue tracker", href: "https://github.com/ideal-postcodes/postcodes.io/issues" },
      { label: "Source code", href: "https://github.com/ideal-postcodes/postcodes.io" },
      { label: "Changelog", href: "https://github.com/ideal-postcodes/postcodes.io/blob/master/CHANGELOG.md" },
      { label: "Download for offline use", offlineEdition: true },
      { label: "Ideal Postcodes", href: "https://ideal-postcodes.co.uk" },
    ],
    logo: {
      src: "/img/footer-logo.svg",
      srcDark: "/img/footer-logo-dark.svg",
      alt: "Postcodes.io, an Ideal Postcodes project",
      width: 240,
      height: 160,
      href: "https://ideal-postcodes.co.uk",
    },
    copyright: "Copyright © 2025 IDDQD Ltd.",
  },
  locale: {
    label: "English",
    htmlLang: "en",
    direction: "ltr",
  },
  docs: {
    pluginId: "default",
    version: { name: "current", label: "Next", mainDocId: "overview" },
    editUrl: "https://github.com/ideal-postcodes/postcodes.io-docs/edit/main/",
  },
  siteVersion: "12.0.0",
  openapi: {
    specPath: "openapi/openapi.yaml",
  },
};

export default siteConfig;
