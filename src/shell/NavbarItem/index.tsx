import type { NavbarItemConfig } from "../../config/site-config.types";
import type { ReactElement } from "react";
import { isDevelopPreview } from "../../develop/is-develop-preview";
import {
  describeFailedNavbarItem,
  navbarProblemSummary,
  resolveNavbarItem,
  type ResolvedNavbarItem,
} from "../../navbar/resolve-navbar-item";
import { useNavigationData } from "../../navbar/use-navigation-data";
import { usePageMeta } from "../../state/page-meta";
import { useRouteLocation } from "../../state/route-location";
import { MobileDropdown, NavbarDropdown } from "../../ui/Dropdown";
import { ErrorCauseBoundary } from "../../ui/ErrorBoundary";
import { Link } from "../../ui/Link";
import { NavbarSearch } from "../../search/NavbarSearch";
import { ExternalLinkIcon } from "../../ui/icons";
import * as styles from "./styles.module.css";
import { classNames } from "../../ui/class-names";

interface NavbarItemProps {
  item: NavbarItemConfig;
  /** Position in navbar.items, named in the error when the item fails. */
  index: number;
  /** Render for the mobile sidebar's primary menu instead of the desktop bar. */
  mobile?: boolean;
}

type ShownKind = Exclude<ResolvedNavbarItem["kind"], "unresolved">;
type Resolved<K extends ShownKind> = Extract<ResolvedNavbarItem, { kind: K }>;
interface ViewProps<K extends ShownKind> {
  resolved: Resolved<K>;
  /** Rendered in the mobile sidebar's primary menu instead of the desktop bar. */
  mobile: boolean;
}

const inMobileItem = (mobile: boolean, element: ReactElement) => (mobile ? <li className={styles.mobileItem}>{element}</li> : element);

function LinkItem({ resolved, mobile }: ViewProps<"link">) {
  if (resolved.html !== undefined) return inMobileItem(mobile, <span dangerouslySetInnerHTML={{ __html: resolved.html }} />);
  return inMobileItem(
    mobile,
    <Link
      to={resolved.to ?? resolved.href ?? "/"}
      target={resolved.target}
      isActive={resolved.active}
      className={classNames(mobile ? styles.mobileLink : styles.link, resolved.className)}
      activeClassName={styles.active}
    >
      {resolved.label}
      {resolved.target === "_blank" && <ExternalLinkIcon className={styles.externalIcon} />}
    </Link>,
  );
}

function DropdownItem({ resolved, mobile }: ViewProps<"dropdown">) {
  return mobile ? (
    <MobileDropdown label={resolved.mobileLabel ?? resolved.label} items={resolved.items} active={resolved.active} />
  ) : (
    <NavbarDropdown label={resolved.label} items={resolved.items} active={resolved.active} className={resolved.className} />
  );
}

/**
 * What renders each kind of resolved item (resolveNavbarItem maps every
 * configured type to one of these kinds). A kind without a view does not
 * compile.
 */
const NAVBAR_ITEM_VIEWS = {
  link: LinkItem,
  dropdown: DropdownItem,
  // Search has its own place in the mobile sidebar.
  search: ({ mobile }: ViewProps<"search">) => (mobile ? null : <NavbarSearch />),
  html: ({ resolved, mobile }: ViewProps<"html">) =>
    inMobileItem(mobile, <div className={resolved.className} dangerouslySetInnerHTML={{ __html: resolved.html }} />),
  hidden: () => null,
} satisfies { [K in ShownKind]: (props: ViewProps<K>) => ReactElement | null };

/** What an inert item shows: its label, else what it points at. */
const inertLabel = (item: NavbarItemConfig): string =>
  ("label" in item && item.label) || ("docId" in item && item.docId) || ("sidebarId" in item && item.sidebarId) || String(item.type);

/**
 * An item that points at nothing, in `gatsby develop`: its label as plain,
 * struck-through text. The problems panel says what is wrong and where.
 */
function InertItem({ item, mobile }: { item: NavbarItemConfig; mobile: boolean }) {
  return inMobileItem(
    mobile,
    <span className={classNames(mobile ? styles.mobileLink : styles.link, styles.inert)} title="Not a link: see the problems panel">
      {inertLabel(item)}
    </span>,
  );
}

function NavbarItemView({ item, mobile = false }: Omit<NavbarItemProps, "index">) {
  const data = useNavigationData();
  const { pathname } = useRouteLocation();
  const { sidebarId } = usePageMeta();
  const resolved = resolveNavbarItem(item, data, { pathname, sidebarId });
  if (resolved.kind === "unresolved") {
    // An author's edit of site.config.ts (a docId that does not exist) reaches the preview at once. It
    // is reported in the problems panel (develop/navbar-check.ts); every page keeps working meanwhile.
    // A build stops on such an item, so elsewhere this is a real crash, and the crash screen names it.
    if (isDevelopPreview()) return <InertItem item={item} mobile={mobile} />;
    // The build names the problem in words (src/navbar/check-navbar-items.ts); its code is enough here.
    throw new Error(
      process.env.NODE_ENV === "production"
        ? `A navbar item of site.config.ts cannot be shown (${resolved.problem.code}); build the site to see why.`
        : navbarProblemSummary(resolved.problem),
    );
  }
  // The map pairs each kind with the view of that kind; `resolved.kind` picked this one.
  const View = NAVBAR_ITEM_VIEWS[resolved.kind] as (props: ViewProps<ShownKind>) => ReactElement | null;
  return <View resolved={resolved} mobile={mobile} />;
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
