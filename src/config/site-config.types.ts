/**
 * Types of the one site configuration (`site.config.ts`). Every setting the
 * shell reads is declared here; `validate-site-config.ts` checks a value of
 * this shape when the build starts.
 */

export type NavbarItemPosition = "left" | "right";

/** A link as the seed describes it: internal `to` or external `href`. */
export interface LinkConfig {
  label: string;
  /** Internal path, prefixed with the base URL by the router. */
  to?: string;
  /** External URL, or an internal file that must bypass the router. */
  href?: string;
  /** Raw HTML rendered instead of a link. */
  html?: string;
  className?: string;
  /** Prefix `href` with the base URL (for files under `static/`). */
  prependBaseUrlToHref?: boolean;
  target?: "_blank" | "_self";
  /** Paths under this prefix mark the item active. Defaults to `to`. */
  activeBasePath?: string;
  /**
   * The link to the offline edition (the zip the build writes when `site.router`
   * is "browser"): takes no `to` or `href`, shows the zip's size after its label,
   * and is left out of the hash-routed site itself.
   */
  offlineEdition?: true;
}

interface NavbarItemBase {
  position?: NavbarItemPosition;
  className?: string;
}

export interface DefaultNavbarItem extends NavbarItemBase, LinkConfig {
  type?: "default";
}

export interface DropdownNavbarItem extends NavbarItemBase {
  type: "dropdown";
  label: string;
  items: LinkConfig[];
}

export interface LocaleDropdownNavbarItem extends NavbarItemBase {
  type: "localeDropdown";
}

export interface SearchNavbarItem extends NavbarItemBase {
  type: "search";
}

export interface HtmlNavbarItem extends NavbarItemBase {
  type: "html";
  value: string;
}

export interface DocNavbarItem extends NavbarItemBase {
  type: "doc";
  docId: string;
  label?: string;
}

export interface DocSidebarNavbarItem extends NavbarItemBase {
  type: "docSidebar";
  sidebarId: string;
  label: string;
}

export interface DocsVersionNavbarItem extends NavbarItemBase {
  type: "docsVersion";
  label?: string;
  to?: string;
}

export interface DocsVersionDropdownNavbarItem extends NavbarItemBase {
  type: "docsVersionDropdown";
}

export type NavbarItemConfig =
  | DefaultNavbarItem
  | DropdownNavbarItem
  | LocaleDropdownNavbarItem
  | SearchNavbarItem
  | HtmlNavbarItem
  | DocNavbarItem
  | DocSidebarNavbarItem
  | DocsVersionNavbarItem
  | DocsVersionDropdownNavbarItem;

export type NavbarItemType = NonNullable<NavbarItemConfig["type"]>;

export interface FooterLinkColumn {
  title: string;
  items: LinkConfig[];
}

export interface LogoConfig {
  src: string;
  srcDark?: string;
  alt: string;
  width: number;
  height: number;
  href?: string;
  target?: "_blank" | "_self";
}

export interface SiteConfig {
  site: {
    /** Production origin, without a trailing slash: `https://postcodes.io`. */
    url: string;
    /** Path the site is served under; `/` or `/path/`. Becomes Gatsby's path prefix. */
    baseUrl: string;
    title: string;
    tagline: string;
    /** Path of the favicon under `static/`. */
    favicon: string;
    /** Ask search engines not to index the site. */
    noIndex: boolean;
    trailingSlash: "always" | "never" | "ignore";
    /** Path of the social card image under `static/`. */
    image: string;
    /**
     * "browser": addresses are paths (`/docs/overview`); the build also writes
     * the hash-routed edition, zipped, for offline use. "hash": the build writes
     * only the hash-routed edition (`index.html#/docs/overview`), which works
     * from any folder of any static host and opened from disk.
     */
    router: "browser" | "hash";
  };
  navbar: {
    title: string;
    logo: LogoConfig;
    items: NavbarItemConfig[];
    style?: "dark" | "primary";
    hideOnScroll: boolean;
  };
  colorMode: {
    defaultMode: "light" | "dark";
    disableSwitch: boolean;
    /** The system colour scheme is never followed; kept explicit for readers of the config. */
    respectPrefersColorScheme: false;
  };
  announcementBar?: {
    id: string;
    /** Trusted HTML from this file. */
    content: string;
    backgroundColor: string;
    textColor: string;
    isCloseable: boolean;
  };
  footer: {
    style: "light" | "dark";
    /** Flat list of links, or titled columns. */
    links: LinkConfig[] | FooterLinkColumn[];
    logo?: LogoConfig;
    copyright: string;
  };
  locale: {
    label: string;
    htmlLang: string;
    direction: "ltr" | "rtl";
  };
  docs: {
    /** Identifies the docs plugin in storage keys (`docs-preferred-version-<pluginId>`). */
    pluginId: string;
    version: {
      name: string;
      label: string;
      /** Doc id of the version's landing doc. */
      mainDocId: string;
    };
    /** Base of "Edit this page" links; the doc's source path is appended. */
    editUrl: string;
  };
  /** Version of this documentation site. */
  siteVersion: string;
  /** Path of the OpenAPI description, relative to the repository root. */
  openapi: {
    specPath: string;
  };
}
