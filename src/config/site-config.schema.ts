import {
  array,
  boolean,
  byType,
  type ConfigProblem,
  either,
  isRecord,
  matches,
  object,
  oneOf,
  optional,
  positiveInteger,
  string,
  type ValueOf,
} from "./config-schema";
import { NAVBAR_ITEM_DEFAULTS } from "./site-config.defaults";

/**
 * The shape of site.config.ts: every setting the shell reads, with what is
 * allowed. Its types (site-config.types.ts) and its validation
 * (validate-site-config.ts) both come from here.
 */

const ABSOLUTE_URL = /^https?:\/\/[^\s/]+(\/[^\s]*)?$/;
const ORIGIN = /^https?:\/\/[^\s/]+$/;
const BASE_URL = /^\/([^\s/]+\/)*$/;
const INTERNAL_PATH = /^\/[^\s]*$/;
const COLOR = /^(#[0-9a-fA-F]{3,8}|(rgb|hsl)a?\([^)]*\)|var\(--[\w-]+\))$/;
const SEMVER = /^\d+\.\d+\.\d+(-[\w.]+)?$/;
const HTML_LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const ID = /^[\w-]+$/;

const internalPath = matches(INTERNAL_PATH, "an internal path starting with /");
const staticFile = matches(/^\/\S+$/, "a path under static/ starting with /");
const target = oneOf("_blank", "_self");
const cssColor = matches(COLOR, "a CSS colour (#hex, rgb(), hsl() or var(--name))");

/** A link: internal `to` or external `href`, or raw `html` rendered instead. */
const link = object(
  {
    label: string(),
    /** Internal path, prefixed with the base URL by the router. */
    to: optional(internalPath),
    /** External URL, or an internal file that must bypass the router. */
    href: optional(matches(/^(https?:\/\/|mailto:)\S+$/, "an absolute http(s) or mailto URL")),
    /** Raw HTML rendered instead of a link. */
    html: optional(string()),
    className: optional(string()),
    /** Prefix `href` with the base URL (for files under `static/`). */
    prependBaseUrlToHref: optional(boolean()),
    target: optional(target),
    /** Paths under this prefix mark the item active. Defaults to `to`. */
    activeBasePath: optional(internalPath),
    /**
     * The link to the offline edition (the zip the build writes when
     * `site.router` is "browser"): takes no `to` or `href`, shows the zip's
     * size after its label, and is left out of the hash-routed site itself.
     */
    offlineEdition: optional(oneOf(true)),
  },
  (value, key, problems, checkFields) => {
    if (value.html !== undefined) return checkFields(["html"]);
    checkFields(["label"]);
    if (value.offlineEdition !== undefined) {
      checkFields(["offlineEdition"]);
      if (value.to !== undefined || value.href !== undefined)
        problems.push({
          key: `${key}.to/href`,
          value: value.to ?? value.href,
          allowed: "nothing: the offline edition's link points at the zip the build writes",
        });
      return;
    }
    const targets = ["to", "href"].filter((k) => value[k] !== undefined);
    if (targets.length !== 1)
      problems.push({
        key: `${key}.to/href`,
        value: targets.length === 0 ? undefined : value,
        allowed: "exactly one of `to` (internal path) or `href` (URL)",
      });
    checkFields(["to"]);
    // An href into static/ is a path the base URL is put in front of.
    if (value.prependBaseUrlToHref !== true) checkFields(["href"]);
    checkFields(["prependBaseUrlToHref", "target", "className", "activeBasePath"]);
  },
);

const logo = object({
  src: string(),
  srcDark: optional(string()),
  alt: string(),
  width: positiveInteger("a positive whole number of pixels"),
  height: positiveInteger("a positive whole number of pixels"),
  href: optional(string()),
  target: optional(target),
});

const className = optional(string());

/** Every navbar item type, and what each takes. `type` may be left out for a link. */
export const navbarItemSchema = byType(
  NAVBAR_ITEM_DEFAULTS.type,
  {
    default: link,
    localeDropdown: object({ className }),
    search: object({ className }),
    dropdown: object({ label: string(), items: array(link), className }),
    html: object({ value: string(), className }),
    doc: object({ docId: string(), label: optional(string()), className }),
    docSidebar: object({ sidebarId: string(), label: string(), className }),
    docsVersion: object({ label: optional(string()), to: optional(internalPath), className }),
    docsVersionDropdown: object({ className }),
  },
  object({ position: optional(oneOf("left", "right"), NAVBAR_ITEM_DEFAULTS.position) }),
);

const footerColumn = object({ title: string(), items: array(link) });

/** Footer links: a flat list of links, or titled columns `{ title, items }`, not a mix. */
const footerLinks = either(array(link), array(footerColumn), (value, key, problems) => {
  if (!Array.isArray(value)) return problems.push({ key, value, allowed: "an array" });
  const columns = value.filter((l) => isRecord(l) && Array.isArray(l.items));
  if (columns.length > 0 && columns.length !== value.length)
    return problems.push({ key, value, allowed: "either only links (flat style) or only titled columns { title, items }, not a mix" });
  (columns.length > 0 ? array(footerColumn) : array(link)).check(value, key, problems);
});

export const siteConfigSchema = object({
  site: object({
    /** Production origin, without a trailing slash: `https://postcodes.io`. */
    url: matches(ORIGIN, "an origin such as https://postcodes.io (no path, no trailing slash)"),
    /** Path the site is served under; `/` or `/path/`. Becomes Gatsby's path prefix. */
    baseUrl: matches(BASE_URL, 'a path that starts and ends with "/", such as "/" or "/docs-site/"'),
    title: string(),
    tagline: string(),
    favicon: staticFile,
    /** Ask search engines not to index the site. */
    noIndex: boolean(),
    trailingSlash: oneOf("always", "never", "ignore"),
    /** The social card image. */
    image: staticFile,
    /**
     * "browser": addresses are paths (`/docs/overview`); the build also writes
     * the hash-routed edition, zipped, for offline use. "hash": the build writes
     * only the hash-routed edition (`index.html#/docs/overview`), which works
     * from any folder of any static host and opened from disk.
     */
    router: oneOf("browser", "hash"),
  }),
  navbar: object({
    title: string(),
    logo,
    style: optional(oneOf("dark", "primary")),
    hideOnScroll: boolean(),
    items: array(navbarItemSchema),
  }),
  colorMode: object({
    defaultMode: oneOf("light", "dark"),
    disableSwitch: boolean(),
    /** The system colour scheme is never followed; kept explicit for readers of the config. */
    respectPrefersColorScheme: oneOf(false),
  }),
  announcementBar: optional(
    object({
      id: matches(ID, "letters, digits, - and _ only"),
      /** Trusted HTML from this file. */
      content: string(),
      backgroundColor: cssColor,
      textColor: cssColor,
      isCloseable: boolean(),
    }),
  ),
  footer: object({
    style: oneOf("light", "dark"),
    links: footerLinks,
    logo: optional(logo),
    copyright: string(),
  }),
  locale: object({
    label: string(),
    htmlLang: matches(HTML_LANG, "a BCP 47 language tag such as en or en-GB"),
    direction: oneOf("ltr", "rtl"),
  }),
  docs: object({
    /** Identifies the docs plugin in storage keys (`docs-preferred-version-<pluginId>`). */
    pluginId: matches(ID, "letters, digits, - and _ only"),
    version: object({
      name: string(),
      label: string(),
      /** Doc id of the version's landing doc. */
      mainDocId: string(),
    }),
    /** Base of "Edit this page" links; the doc's source path is appended. */
    editUrl: matches(ABSOLUTE_URL, "an absolute http(s) URL"),
  }),
  /** Version of this documentation site. */
  siteVersion: matches(SEMVER, "a semantic version such as 12.0.0"),
  openapi: object({
    /** Path of the OpenAPI description, relative to the repository root. */
    specPath: matches(/\.(ya?ml|json)$/, "a path to a .yaml, .yml or .json file"),
  }),
});

export type SiteConfigShape = ValueOf<typeof siteConfigSchema>;
export type LinkShape = ValueOf<typeof link>;
export type LogoShape = ValueOf<typeof logo>;
export type FooterColumnShape = ValueOf<typeof footerColumn>;
export type NavbarItemShape = ValueOf<typeof navbarItemSchema>;

/** Every problem of a configuration value; empty when it is valid. */
export function checkSiteConfig(config: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!isRecord(config)) return [{ key: "(root)", value: config, allowed: "an object" }];
  siteConfigSchema.check(config, "", problems);
  return problems;
}
