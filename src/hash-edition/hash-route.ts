/**
 * Reading the edition's address (`#/docs/overview#errors`) into a route. Used
 * by its router only, so it is not part of the site's own pages.
 */

import { stripHtmlSuffix, trimTrailingSlashes } from "../navigation/paths";

/** A route of the edition: the site path and the element to scroll to. */
export interface HashRoute {
  /** Site path without trailing slash: "/", "/docs/overview". */
  path: string;
  /** The route's query string as written ("?try&postcode=SW1A%201AA"), or "": the API console's request. */
  search: string;
  /** Id of the element to scroll to, decoded; "" for the top of the page. */
  anchor: string;
}

/**
 * Reads `location.hash`: "#/docs/overview#errors" is the route
 * /docs/overview at the element "errors"; a query after the path
 * ("#/docs/api/lookup-postcode?try") is the page's, as on the site. An empty hash is the home page;
 * a hash without a route ("#errors") is an anchor on the home page.
 */
export function parseHashAddress(hash: string): HashRoute {
  const text = hash.replace(/^#/, "");
  if (!text.startsWith("/")) return { path: "/", search: "", anchor: safeDecode(text) };
  const cut = text.indexOf("#");
  const [rawPath, query = ""] = (cut === -1 ? text : text.slice(0, cut)).split(/\?(.*)/s);
  const decoded = safeDecode(rawPath);
  const path = trimTrailingSlashes(stripHtmlSuffix(decoded) ?? decoded) || "/";
  return { path, search: query ? `?${query}` : "", anchor: cut === -1 ? "" : safeDecode(text.slice(cut + 1)) };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
