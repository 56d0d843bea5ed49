import type { NavbarItemType, SiteConfig } from "./site-config.types";

/** Every navbar item type the shell can render. */
export const NAVBAR_ITEM_TYPES: readonly NavbarItemType[] = [
  "default",
  "localeDropdown",
  "search",
  "dropdown",
  "html",
  "doc",
  "docSidebar",
  "docsVersion",
  "docsVersionDropdown",
];

const CONFIG_FILE = "site.config.ts";

/** One wrong value: where it is, what it is, and what is allowed there. */
export interface ConfigProblem {
  key: string;
  value: unknown;
  allowed: string;
}

/** Thrown when the site configuration is invalid; the message lists every problem. */
export class SiteConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      [
        `${CONFIG_FILE} has ${problems.length} invalid value${problems.length === 1 ? "" : "s"}:`,
        ...problems.map(formatProblem),
        `Fix ${problems.length === 1 ? "it" : "them"} in ${CONFIG_FILE} and run the build again.`,
      ].join("\n"),
    );
    this.name = "SiteConfigError";
  }
}

function formatProblem({ key, value, allowed }: ConfigProblem): string {
  return `  - ${key} is ${describeValue(value)}; allowed: ${allowed}.`;
}

function describeValue(value: unknown): string {
  if (value === undefined) return "missing";
  try {
    const json = JSON.stringify(value);
    return json.length > 80 ? `${json.slice(0, 77)}...` : json;
  } catch {
    return String(value);
  }
}

type Record_ = Record<string, unknown>;

const isRecord = (value: unknown): value is Record_ => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Collects problems while walking the configuration. Each check names the
 * full key path so the message points at the exact place to edit.
 */
class Checker {
  readonly problems: ConfigProblem[] = [];

  report(key: string, value: unknown, allowed: string): void {
    this.problems.push({ key, value, allowed });
  }

  object(key: string, value: unknown): Record_ | undefined {
    if (isRecord(value)) return value;
    this.report(key, value, "an object");
    return undefined;
  }

  string(key: string, value: unknown, { optional = false, allowEmpty = false } = {}): void {
    if (value === undefined && optional) return;
    if (typeof value !== "string" || (!allowEmpty && value.trim() === "")) {
      this.report(key, value, allowEmpty ? "a string" : "a non-empty string");
    }
  }

  boolean(key: string, value: unknown, { optional = false } = {}): void {
    if (value === undefined && optional) return;
    if (typeof value !== "boolean") this.report(key, value, "true or false");
  }

  oneOf<T>(key: string, value: unknown, allowed: readonly T[], { optional = false } = {}): void {
    if (value === undefined && optional) return;
    if (!allowed.includes(value as T)) {
      this.report(key, value, allowed.map((a) => JSON.stringify(a)).join(", "));
    }
  }

  positiveInteger(key: string, value: unknown): void {
    if (typeof value !== "number" || !Number.isInteger(value) || value <= 0) {
      this.report(key, value, "a positive whole number of pixels");
    }
  }

  matches(key: string, value: unknown, pattern: RegExp, allowed: string, { optional = false } = {}): void {
    if (value === undefined && optional) return;
    if (typeof value !== "string" || !pattern.test(value)) this.report(key, value, allowed);
  }

  array(key: string, value: unknown): unknown[] | undefined {
    if (Array.isArray(value)) return value;
    this.report(key, value, "an array");
    return undefined;
  }
}

const ABSOLUTE_URL = /^https?:\/\/[^\s/]+(\/[^\s]*)?$/;
const ORIGIN = /^https?:\/\/[^\s/]+$/;
const BASE_URL = /^\/([^\s/]+\/)*$/;
const INTERNAL_PATH = /^\/[^\s]*$/;
const COLOR = /^(#[0-9a-fA-F]{3,8}|(rgb|hsl)a?\([^)]*\)|var\(--[\w-]+\))$/;
const SEMVER = /^\d+\.\d+\.\d+(-[\w.]+)?$/;
const HTML_LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function checkLink(c: Checker, key: string, value: unknown): void {
  const link = c.object(key, value);
  if (!link) return;
  if (link.html !== undefined) {
    c.string(`${key}.html`, link.html);
    return;
  }
  c.string(`${key}.label`, link.label);
  if (link.offlineEdition !== undefined) {
    c.oneOf(`${key}.offlineEdition`, link.offlineEdition, [true]);
    if (link.to !== undefined || link.href !== undefined)
      c.report(`${key}.to/href`, link.to ?? link.href, "nothing: the offline edition's link points at the zip the build writes");
    return;
  }
  const targets = ["to", "href"].filter((k) => link[k] !== undefined);
  if (targets.length !== 1) {
    c.report(`${key}.to/href`, targets.length === 0 ? undefined : link, "exactly one of `to` (internal path) or `href` (URL)");
  }
  c.matches(`${key}.to`, link.to, INTERNAL_PATH, "an internal path starting with /", { optional: true });
  if (link.href !== undefined && link.prependBaseUrlToHref !== true) {
    c.matches(`${key}.href`, link.href, /^(https?:\/\/|mailto:)\S+$/, "an absolute http(s) or mailto URL", { optional: true });
  }
  c.boolean(`${key}.prependBaseUrlToHref`, link.prependBaseUrlToHref, { optional: true });
  c.oneOf(`${key}.target`, link.target, ["_blank", "_self"], { optional: true });
  c.string(`${key}.className`, link.className, { optional: true });
  c.matches(`${key}.activeBasePath`, link.activeBasePath, INTERNAL_PATH, "an internal path starting with /", { optional: true });
}

function checkLogo(c: Checker, key: string, value: unknown): void {
  const logo = c.object(key, value);
  if (!logo) return;
  c.string(`${key}.src`, logo.src);
  c.string(`${key}.srcDark`, logo.srcDark, { optional: true });
  c.string(`${key}.alt`, logo.alt);
  c.positiveInteger(`${key}.width`, logo.width);
  c.positiveInteger(`${key}.height`, logo.height);
  c.string(`${key}.href`, logo.href, { optional: true });
  c.oneOf(`${key}.target`, logo.target, ["_blank", "_self"], { optional: true });
}

function checkNavbarItem(c: Checker, key: string, value: unknown): void {
  const item = c.object(key, value);
  if (!item) return;
  const type = item.type ?? "default";
  c.oneOf(`${key}.position`, item.position, ["left", "right"], { optional: true });
  if (!NAVBAR_ITEM_TYPES.includes(type as NavbarItemType)) {
    c.oneOf(`${key}.type`, type, NAVBAR_ITEM_TYPES);
    return;
  }
  switch (type) {
    case "default":
      checkLink(c, key, item);
      break;
    case "dropdown": {
      c.string(`${key}.label`, item.label);
      const items = c.array(`${key}.items`, item.items);
      items?.forEach((child, i) => checkLink(c, `${key}.items[${i}]`, child));
      break;
    }
    case "html":
      c.string(`${key}.value`, item.value);
      break;
    case "doc":
      c.string(`${key}.docId`, item.docId);
      c.string(`${key}.label`, item.label, { optional: true });
      break;
    case "docSidebar":
      c.string(`${key}.sidebarId`, item.sidebarId);
      c.string(`${key}.label`, item.label);
      break;
    case "docsVersion":
      c.string(`${key}.label`, item.label, { optional: true });
      c.matches(`${key}.to`, item.to, INTERNAL_PATH, "an internal path starting with /", { optional: true });
      break;
    default:
      // localeDropdown, search and docsVersionDropdown take no options.
      break;
  }
}

function checkFooterLinks(c: Checker, key: string, value: unknown): void {
  const links = c.array(key, value);
  if (!links || links.length === 0) return;
  const columns = links.filter((l) => isRecord(l) && Array.isArray(l.items));
  if (columns.length > 0 && columns.length !== links.length) {
    c.report(key, value, "either only links (flat style) or only titled columns { title, items }, not a mix");
    return;
  }
  links.forEach((entry, i) => {
    if (columns.length > 0) {
      const column = c.object(`${key}[${i}]`, entry);
      if (!column) return;
      c.string(`${key}[${i}].title`, column.title);
      (column.items as unknown[]).forEach((link, j) => checkLink(c, `${key}[${i}].items[${j}]`, link));
    } else {
      checkLink(c, `${key}[${i}]`, entry);
    }
  });
}

/** Returns every problem in a site configuration; an empty list means valid. */
export function findSiteConfigProblems(config: unknown): ConfigProblem[] {
  const c = new Checker();
  const root = c.object("(root)", config);
  if (!root) return c.problems;

  const site = c.object("site", root.site);
  if (site) {
    c.matches("site.url", site.url, ORIGIN, "an origin such as https://postcodes.io (no path, no trailing slash)");
    c.matches("site.baseUrl", site.baseUrl, BASE_URL, 'a path that starts and ends with "/", such as "/" or "/docs-site/"');
    c.string("site.title", site.title);
    c.string("site.tagline", site.tagline);
    c.matches("site.favicon", site.favicon, /^\/\S+$/, "a path under static/ starting with /");
    c.boolean("site.noIndex", site.noIndex);
    c.oneOf("site.trailingSlash", site.trailingSlash, ["always", "never", "ignore"]);
    c.matches("site.image", site.image, /^\/\S+$/, "a path under static/ starting with /");
    c.oneOf("site.router", site.router, ["browser", "hash"]);
  }

  const navbar = c.object("navbar", root.navbar);
  if (navbar) {
    c.string("navbar.title", navbar.title);
    checkLogo(c, "navbar.logo", navbar.logo);
    c.oneOf("navbar.style", navbar.style, ["dark", "primary"], { optional: true });
    c.boolean("navbar.hideOnScroll", navbar.hideOnScroll);
    const items = c.array("navbar.items", navbar.items);
    items?.forEach((item, i) => checkNavbarItem(c, `navbar.items[${i}]`, item));
  }

  const colorMode = c.object("colorMode", root.colorMode);
  if (colorMode) {
    c.oneOf("colorMode.defaultMode", colorMode.defaultMode, ["light", "dark"]);
    c.boolean("colorMode.disableSwitch", colorMode.disableSwitch);
    c.oneOf("colorMode.respectPrefersColorScheme", colorMode.respectPrefersColorScheme, [false]);
  }

  if (root.announcementBar !== undefined) {
    const bar = c.object("announcementBar", root.announcementBar);
    if (bar) {
      c.matches("announcementBar.id", bar.id, /^[\w-]+$/, "letters, digits, - and _ only");
      c.string("announcementBar.content", bar.content);
      c.matches("announcementBar.backgroundColor", bar.backgroundColor, COLOR, "a CSS colour (#hex, rgb(), hsl() or var(--name))");
      c.matches("announcementBar.textColor", bar.textColor, COLOR, "a CSS colour (#hex, rgb(), hsl() or var(--name))");
      c.boolean("announcementBar.isCloseable", bar.isCloseable);
    }
  }

  const footer = c.object("footer", root.footer);
  if (footer) {
    c.oneOf("footer.style", footer.style, ["light", "dark"]);
    checkFooterLinks(c, "footer.links", footer.links);
    if (footer.logo !== undefined) checkLogo(c, "footer.logo", footer.logo);
    c.string("footer.copyright", footer.copyright);
  }

  const locale = c.object("locale", root.locale);
  if (locale) {
    c.string("locale.label", locale.label);
    c.matches("locale.htmlLang", locale.htmlLang, HTML_LANG, "a BCP 47 language tag such as en or en-GB");
    c.oneOf("locale.direction", locale.direction, ["ltr", "rtl"]);
  }

  const docs = c.object("docs", root.docs);
  if (docs) {
    c.matches("docs.pluginId", docs.pluginId, /^[\w-]+$/, "letters, digits, - and _ only");
    const version = c.object("docs.version", docs.version);
    if (version) {
      c.string("docs.version.name", version.name);
      c.string("docs.version.label", version.label);
      c.string("docs.version.mainDocId", version.mainDocId);
    }
    c.matches("docs.editUrl", docs.editUrl, ABSOLUTE_URL, "an absolute http(s) URL");
  }

  c.matches("siteVersion", root.siteVersion, SEMVER, "a semantic version such as 12.0.0");

  const openapi = c.object("openapi", root.openapi);
  if (openapi) {
    c.matches("openapi.specPath", openapi.specPath, /\.(ya?ml|json)$/, "a path to a .yaml, .yml or .json file");
  }

  return c.problems;
}

/** Throws a {@link SiteConfigError} naming every invalid value. */
export function assertValidSiteConfig(config: unknown): asserts config is SiteConfig {
  const problems = findSiteConfigProblems(config);
  if (problems.length > 0) throw new SiteConfigError(problems);
}
