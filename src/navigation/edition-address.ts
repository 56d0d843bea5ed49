/**
 * Addresses of the hash-routed edition (`index.html#/docs/overview#errors`),
 * shared by the site's components, which render their links for it, and by
 * its runtime. Kept small: it is part of every page's JavaScript.
 */

import { trimTrailingSlashes } from "./paths";

/** Set on <html> by the edition's index.html: `<html data-router="hash">`. */
export const ROUTER_ATTRIBUTE = "data-router";

/** Set on <html> by the edition's index.html: the day it was built, `data-edition-built="2026-11-28"` (the footer shows it). */
export const EDITION_BUILT_ATTRIBUTE = "data-edition-built";

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

/** A route's parts as written in an address: the path, the query string ("?a=1", or "") and the anchor ("#x", or ""). */
function routeParts(route: string): { path: string; search: string; anchor: string } {
  const cut = route.indexOf("#");
  const beforeAnchor = cut === -1 ? route : route.slice(0, cut);
  const query = beforeAnchor.indexOf("?");
  return {
    path: trimTrailingSlashes(query === -1 ? beforeAnchor : beforeAnchor.slice(0, query)) || "/",
    search: query === -1 || query === beforeAnchor.length - 1 ? "" : beforeAnchor.slice(query),
    anchor: cut === -1 ? "" : route.slice(cut),
  };
}

/**
 * The edition's href for a site path with an optional query and #anchor:
 * "/docs/api#x" becomes "#/docs/api#x", and the query stays with its route
 * ("#/docs/api/lookup-postcode?try", which opens the API console).
 */
export function toHashHref(to: string): string {
  const { path, search, anchor } = routeParts(to);
  return `#${path}${search}${anchor}`;
}

/**
 * The edition's `location.hash` with another query string for its route:
 * the API console keeps its request there, where the site keeps it in the
 * address's own query string. A bare anchor ("#x") is one on the home page.
 */
export function hashWithSearch(hash: string, search: string): string {
  const text = hash.replace(/^#/, "");
  const { path, anchor } = text.startsWith("/") ? routeParts(text) : { path: "/", anchor: text ? `#${text}` : "" };
  return `#${path}${search}${anchor}`;
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
