/**
 * Addresses of the hash-routed edition (`index.html#/docs/overview#errors`),
 * shared by the site's components, which render their links for it, and by
 * its runtime. Kept small: it is part of every page's JavaScript.
 */

/** Set on <html> by the edition's index.html: `<html data-router="hash">`. */
export const ROUTER_ATTRIBUTE = "data-router";

/** True in the hash-routed edition. Never during server rendering. */
export function isHashEdition(): boolean {
  return typeof document !== "undefined" && document.documentElement.getAttribute(ROUTER_ATTRIBUTE) === "hash";
}

/** The route the edition is showing or about to show; its router sets it before each render. */
let currentRoutePath = "/";

/** Called by the edition's router (./runtime.tsx) before it renders the page at `path`. */
export function setCurrentRoutePath(path: string): void {
  currentRoutePath = path;
}

const trimPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The edition's href for a site path with an optional #anchor: "/docs/api#x" becomes "#/docs/api#x". */
export function toHashHref(to: string): string {
  const cut = to.indexOf("#");
  const path = trimPath((cut === -1 ? to : to.slice(0, cut)).split("?")[0]) || "/";
  return `#${path}${cut === -1 ? "" : to.slice(cut)}`;
}

/**
 * The href of an in-page anchor: "#id" on the site; in the edition the
 * current route with the anchor ("#/docs/overview#id"), so the link keeps the
 * page when opened, copied or opened in a new tab.
 */
export function anchorHref(id: string): string {
  if (!isHashEdition()) return `#${id}`;
  return `#${currentRoutePath}#${id}`;
}

/**
 * The address of a file of the site ("/openapi.yaml", "/img/logo.svg"): with
 * the base URL on the site; relative to index.html in the edition, which may
 * be opened from any folder.
 */
export function siteFileHref(path: string, withPrefix: (path: string) => string): string {
  return isHashEdition() ? path.replace(/^\/+/, "") : withPrefix(path);
}

/**
 * Configured HTML (the announcement bar) for the edition: links to site pages
 * ("/docs/self-host") become hash addresses, links to files become relative.
 */
export function hashEditionHtml(html: string): string {
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (_, target: string) => {
    const path = target.split(/[?#]/)[0];
    const isFile = /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf("/") + 1));
    return `href="${isFile ? target.replace(/^\/+/, "") : toHashHref(target)}"`;
  });
}
