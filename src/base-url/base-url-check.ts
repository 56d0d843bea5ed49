/**
 * Detects a site served under a different path than the base URL it was
 * built for. The check runs as an inline script in the static HTML (so it
 * works even when the site's JavaScript bundles fail to load, which a wrong
 * base URL usually causes) and reveals a banner that names the base URL to
 * configure. The functions are self-contained because they are serialised
 * into that script.
 */

export const BASE_URL_BANNER_ID = "base-url-issue-banner";

/** Without `/index.html`, `.html` and trailing slashes; the root is "". */
export function normaliseForBaseUrlCheck(path: string): string {
  return path
    .replace(/\/index\.html$/i, "/")
    .replace(/\.html$/i, "")
    .replace(/\/+$/, "");
}

/**
 * The base URL a page is really served under, or null when it matches the
 * configured one (or cannot be worked out).
 */
export function suggestBaseUrl(
  locationPath: string,
  pagePath: string,
  configuredBaseUrl: string,
  normalise: typeof normaliseForBaseUrlCheck,
): string | null {
  const here = normalise(locationPath);
  const page = normalise(pagePath);
  const base = normalise(configuredBaseUrl);
  if (here === base + page) return null;
  if (page !== "" && here.slice(-page.length) !== page) return null;
  const actualBase = page === "" ? here : here.slice(0, here.length - page.length);
  return actualBase === base ? null : `${actualBase}/`;
}

export function runBaseUrlCheck(
  input: { bannerId: string; baseUrl: string },
  suggest: typeof suggestBaseUrl,
  normalise: typeof normaliseForBaseUrlCheck,
): void {
  const banner = document.getElementById(input.bannerId);
  const pagePath = banner ? banner.getAttribute("data-page-path") : null;
  if (!banner || pagePath === null) return;
  let here = window.location.pathname;
  try {
    here = decodeURI(here);
  } catch {
    /* keep the raw path */
  }
  const suggestion = suggest(here, pagePath, input.baseUrl, normalise);
  if (suggestion === null) return;
  const slots = banner.querySelectorAll("[data-base-url-suggestion]");
  for (let i = 0; i < slots.length; i++) slots[i].textContent = suggestion;
  banner.hidden = false;
}

/** The inline script placed right after the banner. */
export function createBaseUrlCheckScript(baseUrl: string): string {
  const input = JSON.stringify({ bannerId: BASE_URL_BANNER_ID, baseUrl }).replace(/</g, "\\u003c");
  return `(${runBaseUrlCheck.toString()})(${input},${suggestBaseUrl.toString()},${normaliseForBaseUrlCheck.toString()});`;
}
