/**
 * Content negotiation for the Markdown twins (Netlify's edge function,
 * netlify/edge-functions/markdown-twins.ts, runs this in Deno): a request
 * that prefers `text/markdown` to `text/html` gets the page's twin. No
 * imports, so Deno and Node run the same file.
 */

/** The media type and charset a twin is served with. */
export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

/** The quality (RFC 9110, 12.5.1) an Accept header gives a media type: its own, its type's `text/*`, or `*\/*`; 0 when absent. */
export function acceptQuality(accept: string | null, mediaType: string): number {
  if (!accept) return 0;
  const [type] = mediaType.split("/");
  let best = -1;
  let specificity = -1;
  for (const part of accept.split(",")) {
    const [range = "", ...parameters] = part.split(";").map((p) => p.trim().toLowerCase());
    const rank = range === mediaType ? 2 : range === `${type}/*` ? 1 : range === "*/*" ? 0 : -1;
    if (rank < 0 || rank < specificity) continue;
    const q = parameters.find((p) => p.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    if (Number.isNaN(quality)) continue;
    if (rank > specificity || quality > best) [best, specificity] = [quality, rank];
  }
  return Math.max(best, 0);
}

/**
 * Whether a request asks for Markdown before HTML: `text/markdown` named,
 * with a quality above 0 and at least that of `text/html`. A browser never
 * names it; Claude Code, Cursor and OpenCode do.
 */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept || !/text\/markdown/i.test(accept)) return false;
  const markdown = acceptQuality(accept, "text/markdown");
  return markdown > 0 && markdown >= acceptQuality(accept, "text/html");
}

/**
 * The twin of a page address (src/navigation/twin-paths.ts says the same for
 * the build: the address plus `.md`, `/index.md` for the home page), or null
 * for an address that is a file (it has an extension) rather than a page.
 */
export function twinPathFor(pathname: string): string | null {
  const clean = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  if (/\.[a-z0-9]+$/i.test(clean.split("/").pop() ?? "")) return null;
  const trimmed = clean.replace(/\/+$/, "");
  return trimmed === "" ? "/index.md" : `${trimmed}.md`;
}

/** The Markdown answer to a request for Markdown at an address with no page. */
export const notFoundMarkdown = (pathname: string): string =>
  `# Not found\n\nThis site has no page at \`${pathname}\`. [llms.txt](/llms.txt) lists every page, each as Markdown.\n`;
