/**
 * The servers the console sends to: the description's own, listed in its
 * `servers`, or a URL the reader types. Plain functions, no React.
 */

const MAX_PORT = 65_535;

/** The server URL without trailing slashes, so that `https://x/` and `https://x` are the same server. */
const withoutTrailingSlash = (url: string) => url.trim().replace(/\/+$/, "");

/** Whether `server` is one of the description's listed servers. */
export const isListedServer = (server: string, servers: readonly string[]): boolean =>
  server.trim() !== "" && servers.some((listed) => withoutTrailingSlash(listed) === withoutTrailingSlash(server));

/** The port a URL's text names, when it names one (`http://localhost:99999` gives 99999). */
function namedPort(text: string): number | null {
  const match = /^[a-z][a-z\d+.-]*:\/\/(?:[^/?#@]*@)?(?:\[[^\]]*\]|[^/?#:]*):(\d+)(?:[/?#]|$)/i.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Why the console cannot send to this server URL, or null when it can: it
 * must parse as a URL (so a bad host, an unclosed `[` or a port over 65535
 * is caught here, before the browser refuses it), use http or https, and
 * hold neither a login (the browser refuses to send one in a URL) nor a
 * query or fragment (the operation's path goes after it).
 */
export function serverUrlProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "enter the server's URL, for example http://localhost:8000";
  const port = namedPort(trimmed);
  if (port !== null && (port < 1 || port > MAX_PORT)) return `the port must be between 1 and ${MAX_PORT} (it is ${port})`;
  const invalid = /^https?:\/\//i.test(trimmed)
    ? `“${trimmed}” is not a valid URL: check the host name (no spaces) and the port`
    : "enter a URL starting with http:// or https://";
  // Chromium's URL parser accepts a space in a host name (as %20), which no server has.
  if (/\s/.test(trimmed)) return invalid;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return invalid;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "enter a URL starting with http:// or https://";
  if (url.username || url.password) return "leave the user name and password out of the URL";
  if (url.search || url.hash || /[?#]/.test(trimmed))
    return "leave out the query (?…) and fragment (#…): the operation's path goes after the server URL";
  return null;
}

/** Whether the console may send to this server, and remember it: a listed one, or a valid URL. */
export const isUsableServer = (server: string, servers: readonly string[]): boolean =>
  isListedServer(server, servers) || serverUrlProblem(server) === null;

/**
 * The server a console opens with: the one remembered from an earlier
 * visit when it is still usable, else the description's first.
 */
export function openingServer(remembered: string | null, servers: readonly string[]): string {
  return remembered !== null && isUsableServer(remembered, servers) ? remembered.trim() : (servers[0] ?? "");
}

/**
 * A listed server URL as the console sends to it: a relative URL (`/v1`,
 * `//api.example.com`) is resolved against the site's origin, as OpenAPI
 * reads it relative to where the description is served; an absolute one is
 * kept as written.
 */
export function resolveServerUrl(url: string, origin: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  try {
    const resolved = new URL(url, origin).href;
    return url.endsWith("/") ? resolved : resolved.replace(/\/$/, "");
  } catch {
    return url;
  }
}
