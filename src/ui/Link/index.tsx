import React from "react";
import { anchorHref, isHashEdition, toHashHref } from "../../navigation/edition-address";
import { followRouterLink, preloadOnHover, routerHref, usePrefetchWhenSeen } from "../../navigation/router-link";
import { classNames } from "../class-names";

/** True for a path the router can navigate to (not a file, not another site, not a bare #anchor). */
export function isRoutablePath(target: string): boolean {
  if (!target.startsWith("/") || target.startsWith("//")) return false;
  const path = target.split(/[?#]/)[0];
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return !/\.[a-z0-9]+$/i.test(lastSegment);
}

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export interface LinkProps extends AnchorProps {
  /** A site path (router link) or any URL. */
  to: string;
  /** Marks the link as the current page (aria-current) when true. */
  isActive?: boolean;
  activeClassName?: string;
}

/**
 * The one link component: site pages go through the router (prefetching and
 * client-side navigation); files, other sites and bare anchors are plain
 * anchors. Links that open a new tab say so to screen readers. In the
 * hash-routed edition, site pages and anchors are hash addresses
 * (`#/docs/overview`, `#/docs/overview#errors`) that its runtime follows.
 */
export function Link({ to, isActive, activeClassName, className, children, target, rel, ...rest }: LinkProps) {
  // Called on every link, used by those to site pages: a link is one component on a page that has seventy.
  const prefetchRef = usePrefetchWhenSeen();
  const classes = classNames(className, isActive && activeClassName) || undefined;
  const ariaCurrent = isActive ? ("page" as const) : undefined;
  const hashEdition = isHashEdition();
  if (hashEdition && (to.startsWith("#") || (to.startsWith("/") && !to.startsWith("//")))) {
    // Anchors and pages become hash addresses; files of the site, addresses relative to index.html.
    const href = to.startsWith("#") ? anchorHref(to.slice(1)) : isRoutablePath(to) ? toHashHref(to) : to.replace(/^\/+/, "");
    return (
      <a href={href} className={classes} aria-current={ariaCurrent} target={target} {...rest}>
        {children}
        {target === "_blank" && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }
  if (isRoutablePath(to) && (target === undefined || target === "_self")) {
    // Gatsby's router follows it; its page is prefetched while it is on screen and preloaded on hover.
    const href = routerHref(to);
    const { onClick, onMouseEnter } = rest;
    return (
      <a
        {...rest}
        ref={prefetchRef}
        href={href}
        className={classes}
        aria-current={ariaCurrent}
        target={target}
        onClick={(event) => {
          onClick?.(event);
          followRouterLink(event, href);
        }}
        onMouseEnter={(event) => {
          onMouseEnter?.(event);
          preloadOnHover(href);
        }}
      >
        {children}
      </a>
    );
  }
  const isExternal = /^[a-z][a-z0-9+.-]*:/i.test(to) && !to.startsWith("mailto:");
  const opensNewTab = target === "_blank";
  return (
    <a
      href={to}
      className={classes}
      aria-current={ariaCurrent}
      target={target}
      rel={rel ?? (isExternal && opensNewTab ? "noopener noreferrer" : undefined)}
      {...rest}
    >
      {children}
      {opensNewTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
