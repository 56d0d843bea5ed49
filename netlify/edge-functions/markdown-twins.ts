// Netlify Edge Function (Deno): a page asked for with `Accept: text/markdown` (Claude Code, Cursor,
// OpenCode ask so) answers with its Markdown twin, written by the build beside the page. netlify.toml
// runs it only for requests whose Accept names text/markdown, so a browser's ordinary request never
// reaches it and gets the page, which carries `Vary: Accept` from _headers (src/deploy/security-headers.ts).
// The negotiation is src/deploy/markdown-negotiation.ts, which the unit tests run in Node. The
// configuration is in netlify.toml, not an exported `config`: reading that needs Netlify's types from
// the network, which Netlify's local server has not offline. scripts/netlify-serve.mjs runs it there,
// with Deno from the npm registry.
import { MARKDOWN_CONTENT_TYPE, notFoundMarkdown, prefersMarkdown, twinPathFor } from "../../src/deploy/markdown-negotiation.ts";

export default async (request: Request): Promise<Response | undefined> => {
  const url = new URL(request.url);
  const twin = twinPathFor(url.pathname);
  // Not a page, not a read, or HTML preferred after all (`text/markdown;q=0.1, text/html`): the page as usual.
  if (twin === null || (request.method !== "GET" && request.method !== "HEAD") || !prefersMarkdown(request.headers.get("accept")))
    return undefined;
  // The reader's conditions go with the request, so a twin it holds already is a 304; and a GET even for
  // HEAD, so the headers are the body's (Netlify's local server answers a HEAD with an empty body's length and ETag).
  const conditions = new Headers();
  for (const name of ["if-none-match", "if-modified-since"]) {
    const value = request.headers.get(name);
    if (value !== null) conditions.set(name, value);
  }
  const markdown = await fetch(new URL(twin, url), { headers: conditions });
  const found = markdown.ok || markdown.status === 304;
  const headers = new Headers(found ? markdown.headers : {});
  headers.set("content-type", MARKDOWN_CONTENT_TYPE);
  headers.set("vary", "Accept");
  if (markdown.status === 304 || request.method === "HEAD") await markdown.body?.cancel();
  if (markdown.status === 304) return new Response(null, { status: 304, headers });
  // No page here: a 404 in Markdown that says where the pages are (asking the site again would only find its HTML 404).
  if (!markdown.ok) return new Response(request.method === "HEAD" ? null : notFoundMarkdown(url.pathname), { status: 404, headers });
  return new Response(request.method === "HEAD" ? null : markdown.body, { status: 200, headers });
};
