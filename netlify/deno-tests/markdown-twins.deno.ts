// The edge function (netlify/edge-functions/markdown-twins.ts) run by Deno, the runtime Netlify runs it
// in, with the site's files answered by a stand-in for the CDN's `fetch`. It proves what Netlify's
// local server cannot show: for an address with no page, the local server tries other files after the
// function's 404 (`/path/index.html`, as its proxy does for a static 404) and sends the HTML 404
// page instead; on Netlify the function's answer is the answer. Run by src/deploy/__tests__/edge-function.test.ts.
import markdownTwins from "../edge-functions/markdown-twins.ts";

const SITE = "https://postcodes.io";
const TWINS: Record<string, string> = { "/docs/overview.md": "# Overview\n" };

function fail(message: string): never {
  throw new Error(message);
}

/** The methods the stand-in CDN was asked with. */
const asked: string[] = [];

globalThis.fetch = (async (input: URL | string, init?: RequestInit) => {
  const url = new URL(String(input));
  asked.push(init?.method ?? "GET");
  const body = TWINS[url.pathname];
  if (body === undefined)
    return new Response("<!DOCTYPE html><h1>Not found</h1>", { status: 404, headers: { "content-type": "text/html" } });
  const etag = `W/"${body.length}"`;
  const headers = { "content-type": "text/markdown", "content-length": String(new TextEncoder().encode(body).length), etag };
  if (new Headers(init?.headers).get("if-none-match") === etag) return new Response(null, { status: 304, headers: { etag } });
  return new Response(init?.method === "HEAD" ? null : body, { status: 200, headers });
}) as typeof fetch;

const ask = (path: string, accept: string, method = "GET", more: Record<string, string> = {}) =>
  markdownTwins(new Request(`${SITE}${path}`, { method, headers: { accept, ...more } }));

Deno.test("a page asked for in Markdown answers with its twin, in any case of the media type", async () => {
  for (const accept of ["text/markdown", "TEXT/Markdown", "text/markdown, text/html;q=0.5"]) {
    const answer = (await ask("/docs/overview", accept)) ?? fail(`${accept}: no answer`);
    if (answer.status !== 200) fail(`${accept}: status ${answer.status}`);
    if (answer.headers.get("content-type") !== "text/markdown; charset=utf-8") fail(`${accept}: ${answer.headers.get("content-type")}`);
    if (answer.headers.get("vary") !== "Accept") fail(`${accept}: vary ${answer.headers.get("vary")}`);
    if ((await answer.text()) !== TWINS["/docs/overview.md"]) fail(`${accept}: not the twin`);
  }
});

Deno.test("an address with no page answers a Markdown 404 that points to llms.txt, not the HTML 404 page", async () => {
  for (const path of ["/docs/nope", "/nope/", "/DOCS/OVERVIEW"]) {
    const answer = (await ask(path, "text/markdown")) ?? fail(`${path}: no answer`);
    if (answer.status !== 404) fail(`${path}: status ${answer.status}`);
    if (answer.headers.get("content-type") !== "text/markdown; charset=utf-8") fail(`${path}: ${answer.headers.get("content-type")}`);
    if (answer.headers.get("vary") !== "Accept") fail(`${path}: vary ${answer.headers.get("vary")}`);
    const text = await answer.text();
    if (!text.startsWith("# Not found\n") || !text.includes("[llms.txt](/llms.txt)")) fail(`${path}: ${text}`);
  }
});

Deno.test("HEAD answers the twin's headers, its length included, and no body", async () => {
  asked.length = 0;
  const answer = (await ask("/docs/overview", "text/markdown", "HEAD")) ?? fail("no answer");
  if (answer.status !== 200 || answer.body !== null) fail(`status ${answer.status}, body ${answer.body}`);
  if (answer.headers.get("content-length") !== String(TWINS["/docs/overview.md"].length))
    fail(`length ${answer.headers.get("content-length")}`);
  // Asked of the CDN as a GET: Netlify's local server gives a HEAD the length and ETag of an empty body.
  if (asked.join() !== "GET") fail(`asked ${asked.join()}`);
});

Deno.test("a twin the reader holds already (its ETag in If-None-Match) is a 304 with no body", async () => {
  const first = (await ask("/docs/overview", "text/markdown")) ?? fail("no answer");
  const etag = first.headers.get("etag") ?? fail("no ETag");
  await first.body?.cancel();
  const again = (await ask("/docs/overview", "text/markdown", "GET", { "if-none-match": etag })) ?? fail("no answer");
  if (again.status !== 304 || again.body !== null) fail(`status ${again.status}`);
  if (again.headers.get("vary") !== "Accept") fail(`vary ${again.headers.get("vary")}`);
  const changed = (await ask("/docs/overview", "text/markdown", "GET", { "if-none-match": 'W/"other"' })) ?? fail("no answer");
  if (changed.status !== 200 || (await changed.text()) !== TWINS["/docs/overview.md"]) fail(`status ${changed.status}`);
});

Deno.test("a browser's request, one that prefers HTML, a file and a write are left to the site", async () => {
  const left = [
    await ask("/docs/overview", "text/html,application/xhtml+xml,*/*;q=0.8"),
    await ask("/docs/overview", "text/markdown;q=0.5, text/html"),
    await ask("/openapi.json", "text/markdown"),
    await ask("/docs/overview", "text/markdown", "POST"),
  ];
  if (left.some((answer) => answer !== undefined)) fail(`answered: ${left.map((a) => a?.status).join(", ")}`);
});
