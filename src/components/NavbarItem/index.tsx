import type { NavbarItemConfig } from "../../config/site-config.types";
import { describeFailedNavbarItem, resolveNavbarItem } from "../../navbar/resolve-navbar-item";
import { useNavigationData } from "../../navbar/use-navigation-data";
import { usePageMeta } from "../../state/page-meta";
import { useRouteLocation } from "../../state/route-location";
import { MobileDropdown, NavbarDropdown } from "../Dropdown";
import { ErrorCauseBoundary } from "../ErrorBoundary";
import { Link } from "../Link";
import { NavbarSearch } from "../NavbarSearch";
import { ExternalLinkIcon } from "../icons";
import * as styles from "./styles.module.css";

interface NavbarItemProps {
  item: NavbarItemConfig;
  /** Position in navbar.items, named in the error when the item fails. */
  index: number;
  /** Render for the mobile sidebar's primary menu instead of the desktop bar. */
  mobile?: boolean;
}

function NavbarItemView({ item, mobile }: Omit<NavbarItemProps, "index">) {
  const data = useNavigationData();
  const { pathname } = useRouteLocation();
  const { sidebarId } = usePageMeta();
  const resolved = resolveNavbarItem(item, data, { pathname, sidebarId });

  switch (resolved.kind) {
    case "hidden":
      return null;
    case "search":
      return mobile ? null : <NavbarSearch />;
    case "html": {
      const html = <div className={resolved.className} dangerouslySetInnerHTML={{ __html: resolved.html }} />;
      return mobile ? <li className={styles.mobileItem}>{html}</li> : html;
    }
    case "dropdown":
      return mobile ? (
        <MobileDropdown label={resolved.mobileLabel ?? resolved.label} items={resolved.items} active={resolved.active} />
      ) : (
        <NavbarDropdown label={resolved.label} items={resolved.items} active={resolved.active} className={resolved.className} />
      );
    case "link": {
      if (resolved.html !== undefined) {
        const html = <span dangerouslySetInnerHTML={{ __html: resolved.html }} />;
        return mobile ? <li className={styles.mobileItem}>{html}</li> : html;
      }
      const link = (
        <Link
          to={resolved.to ?? resolved.href ?? "/"}
          target={resolved.target}
          isActive={resolved.active}
          className={[mobile ? styles.mobileLink : styles.link, resolved.className].filter(Boolean).join(" ")}
          activeClassName={styles.active}
        >
          {resolved.label}
          {resolved.target === "_blank" && <ExternalLinkIcon className={styles.externalIcon} />}
        </Link>
      );
      return mobile ? <li className={styles.mobileItem}>{link}</li> : link;
    }
  }
}

/**
 * One configured navbar item. If it cannot render (unknown type, missing
 * doc or sidebar), the crash screen shows the item's configuration with the
 * underlying error as the cause.
 */
export function NavbarItem({ item, index, mobile = false }: NavbarItemProps) {
  return (
    <ErrorCauseBoundary describe={() => describeFailedNavbarItem(item, index)}>
      <NavbarItemView item={item} mobile={mobile} />
    </ErrorCauseBoundary>
  );
}
