import { withPrefix } from "gatsby";
import siteConfig from "../../../site.config";
import type { FooterLinkColumn, LinkConfig, LogoConfig } from "../../config/site-config.types";
import { EDITION_BUILT_ATTRIBUTE, isHashEdition, siteFileHref } from "../../navigation/edition-address";
import { useNavigationData } from "../../navbar/use-navigation-data";
import type { NavigationData } from "../../navbar/resolve-navbar-item";
import { Link } from "../../ui/Link";
import * as styles from "./styles.module.css";
import { classNames } from "../../ui/class-names";

const isColumns = (links: LinkConfig[] | FooterLinkColumn[]): links is FooterLinkColumn[] => links.length > 0 && "items" in links[0];

type OfflineEdition = NavigationData["offlineEdition"];

/** The links to show: the offline edition's only where there is a zip (not in the hash-routed edition itself). */
const shownLinks = (links: readonly LinkConfig[], offline: OfflineEdition) => links.filter((link) => !link.offlineEdition || offline);

function FooterLink({ link, offline }: { link: LinkConfig; offline: OfflineEdition }) {
  if (link.html !== undefined) return <span dangerouslySetInnerHTML={{ __html: link.html }} />;
  if (link.offlineEdition && offline) {
    // The size span is the one the build fills in once the zip is made (src/gatsby/offline-edition.ts).
    return (
      <Link to={offline.href} download="" className={classNames(styles.link, link.className)}>
        {link.label}
        <span data-offline-edition-size="">{` (${offline.size})`}</span>
      </Link>
    );
  }
  const target = link.to ?? (link.prependBaseUrlToHref && link.href ? siteFileHref(link.href, withPrefix) : link.href) ?? "/";
  return (
    <Link to={target} target={link.target} className={classNames(styles.link, link.className)}>
      {link.label}
    </Link>
  );
}

function FooterLogo({ logo, darkBackground }: { logo: LogoConfig; darkBackground: boolean }) {
  const image = (src: string, className: string) => (
    <img
      src={siteFileHref(src, withPrefix)}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
  const images = logo.srcDark ? (
    <>
      {image(logo.src, darkBackground ? styles.hidden : styles.logoLight)}
      {image(logo.srcDark, darkBackground ? styles.logo : styles.logoDark)}
    </>
  ) : (
    image(logo.src, styles.logo)
  );
  return (
    <div className={styles.logoWrapper}>
      {logo.href ? (
        <Link to={logo.href} target={logo.target} className={styles.logoLink}>
          {images}
        </Link>
      ) : (
        images
      )}
    </div>
  );
}

/** "28 November 2026" from "2026-11-28", in British English whatever the reader's locale (the site's own language). */
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * In the offline edition, where a reader looks for the version: that this is the offline edition and the day it
 * was built (the API may have changed since). Nothing on the site. The edition renders in the browser only, so
 * what it reads from its page is never compared with server HTML.
 */
function EditionLine() {
  const builtOn = isHashEdition() ? document.documentElement.getAttribute(EDITION_BUILT_ATTRIBUTE) : null;
  if (!builtOn || !/^\d{4}-\d{2}-\d{2}$/.test(builtOn)) return null;
  return <>Offline edition, built on {longDate(builtOn)}. </>;
}

/** Site footer: links (flat with middle dots, or titled columns), logo, copyright and site version. */
export function Footer() {
  const { footer, siteVersion } = siteConfig;
  const { offlineEdition } = useNavigationData();
  const dark = footer.style === "dark";
  return (
    <footer className={[styles.footer, dark ? styles.dark : ""].join(" ")}>
      <div className={styles.inner}>
        {isColumns(footer.links) ? (
          <div className={styles.columns}>
            {footer.links.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.columnList}>
                  {shownLinks(column.items, offlineEdition).map((link, i) => (
                    <li key={i}>
                      <FooterLink link={link} offline={offlineEdition} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        ) : (
          <nav aria-label="Footer">
            <ul className={styles.flat}>
              {shownLinks(footer.links, offlineEdition).map((link, i, shown) => (
                // The dot follows its link, on the link's line: where the list wraps, a line ends with a dot
                // and the next starts with a link (a dot before each link began every wrapped line).
                <li key={i} className={styles.flatItem}>
                  <FooterLink link={link} offline={offlineEdition} />
                  {i < shown.length - 1 && (
                    <span className={styles.separator} aria-hidden="true">
                      ·
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {footer.logo && <FooterLogo logo={footer.logo} darkBackground={dark} />}
        <p className={styles.copyright}>{footer.copyright}</p>
        <p className={styles.version}>
          <EditionLine />
          Documentation site version {siteVersion}
        </p>
      </div>
    </footer>
  );
}
