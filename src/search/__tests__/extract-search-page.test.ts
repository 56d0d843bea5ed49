import { extractHead } from "../../hash-edition/package/extract-head";
import { extractSearchPage, inlineValues } from "../extract-search-page";

const PAGE = `<!DOCTYPE html><html><head><title>Look up a postcode (API reference) | Postcodes.io</title>
<meta name="description" content="Returns &quot;everything&quot; about a postcode &amp; more"/></head><body>
<nav><a href="/">Home</a> navbar text</nav>
<div data-search-body="">
  <span hidden="" data-search-meta="path:GET /postcodes/{postcode}"></span>
  <span hidden="" data-search-meta="label:Lookup, and validation"></span>
  <span hidden="" data-search-filter="section:API reference"></span>
  <span hidden="" data-search-filter="order:1004"></span>
  <h1 data-search-weight="10">Look up a postcode</h1>
  <p>Returns everything known about <code>one</code> live postcode, at <code>/postcodes/</code><code>{postcode}</code>.</p>
  <div data-search-ignore=""><pre>curl https://api.postcodes.io/postcodes/SW1A2AA</pre></div>
  <h2 id="errors">Errors<a class="hash-link" href="#errors" data-search-ignore="">#</a></h2>
  <table data-search-weight="10"><tr><td>404</td><td>Invalid postcode</td></tr></table>
  <h3>No id, so no section</h3><p>Still part of <em>errors</em>.</p>
  <div data-search-weight="0.5"><h3 id="eastings" data-search-weight="10">eastings</h3><p>Metres east.</p></div>
  <script>ignored()</script>
</div></body></html>`;

describe("reading built pages for the search", () => {
  it("takes the title and description from the head (for the offline edition)", () => {
    expect(extractHead(PAGE)).toEqual({
      title: "Look up a postcode (API reference) | Postcodes.io",
      description: 'Returns "everything" about a postcode & more',
    });
  });

  it("takes the text inside data-search-body, in sections at headings with ids, each run with its weight", () => {
    const page = extractSearchPage(PAGE, "/docs/api/lookup-postcode");
    expect(page).not.toBeNull();
    expect(page?.title).toBe("Look up a postcode");
    // A value runs to the end of the attribute, commas included.
    expect(page?.meta).toEqual({ path: "GET /postcodes/{postcode}", label: "Lookup, and validation" });
    expect(page?.filters).toEqual({ section: "API reference", order: "1004" });
    expect(page?.sections.map((s) => [s.anchor, s.heading])).toEqual([
      ["", "Look up a postcode"],
      ["errors", "Errors"],
      ["eastings", "eastings"],
    ]);
    const [top, errors, eastings] = page?.sections ?? [];
    const text = (runs: [number, string][]) => runs.map(([w, t]) => `${w}:${t.trim()}`).filter((r) => !r.endsWith(":"));
    expect(text(top.runs)).toEqual([
      "10:Look up a postcode",
      "1:Returns everything known about one live postcode, at /postcodes/{postcode}.",
    ]);
    expect(JSON.stringify(top.runs)).not.toContain("curl");
    expect(text(errors.runs)).toEqual(["6:Errors", "10:404 Invalid postcode", "5:No id, so no section", "1:Still part of errors."]);
    expect(text(eastings.runs)).toEqual(["10:eastings", "0.5:Metres east."]);
    expect(JSON.stringify(page)).not.toContain("navbar text");
    expect(JSON.stringify(page)).not.toContain("ignored");
  });

  it("reads an attribute as one key and its value, colons included, and nothing without a key", () => {
    expect(inlineValues("path:GET /postcodes/{postcode}: x")).toEqual({ path: "GET /postcodes/{postcode}: x" });
    expect(inlineValues(":value")).toEqual({});
    expect(inlineValues("no key")).toEqual({});
    expect(inlineValues(undefined)).toEqual({});
  });

  it("has nothing for a page without data-search-body", () => {
    expect(extractSearchPage("<html><body><h1>Page not found</h1></body></html>", "/404")).toBeNull();
  });
});
