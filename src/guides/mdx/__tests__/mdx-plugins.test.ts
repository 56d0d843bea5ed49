import { rehypeHeadingIds } from "../rehype-heading-ids";
import { rehypeHighlightCode, requestOf } from "../rehype-highlight-code";
import { pathMatches } from "../../../api-reference/use-api-pages";
import { SAMPLE_LANGUAGE_LIST } from "../../../api-reference/code-samples/sample-language-list";
import { remarkCodeMeta } from "../remark-code-meta";
import { remarkSiteFacts } from "../remark-site-facts";

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };
const el = (tagName: string, children: Node[], properties: Record<string, unknown> = {}): Node => ({
  type: "element",
  tagName,
  properties,
  children,
});
const text = (value: string): Node => ({ type: "text", value });

describe("MDX plugins", () => {
  it("gives headings GitHub-style ids, de-duplicated in document order", () => {
    const tree = el("root", [
      el("h2", [text("Bulk lookup")]),
      el("h3", [text("Errors "), el("code", [text("400")])]),
      el("h2", [text("Bulk lookup")]),
    ]);
    rehypeHeadingIds()(tree);
    expect(tree.children?.map((h) => h.properties?.id)).toEqual(["bulk-lookup", "errors-400", "bulk-lookup-1"]);
  });

  it("keeps a code fence's info string for the code block", () => {
    const tree = { type: "root", children: [{ type: "code", lang: "json", meta: 'title="Response" {2}' }] };
    remarkCodeMeta()(tree);
    expect(tree.children[0]).toMatchObject({ data: { hProperties: { metastring: 'title="Response" {2}' } } });
  });

  it("puts site facts into a guide's prose at build time", () => {
    const paragraph = {
      type: "paragraph",
      children: [
        { type: "text", value: "samples in " },
        { type: "mdxTextExpression", value: "sampleLanguageCount" },
        { type: "text", value: " languages" },
      ],
    };
    remarkSiteFacts()({ type: "root", children: [paragraph] });
    // One text node, so the HTML has no seams; leaves stay leaves (later plugins read `children` wherever it is set).
    expect(paragraph.children).toEqual([{ type: "text", value: "samples in twenty languages" }]);
    expect(SAMPLE_LANGUAGE_LIST).toHaveLength(20);
    expect(() => remarkSiteFacts()({ type: "root", children: [{ type: "mdxTextExpression", value: "languages" }] })).toThrow(
      "{languages} is not a site fact; known: sampleLanguageCount",
    );
  });

  it("highlights fenced code at build time and labels it", () => {
    const code = el("code", [text('{"a": 1}\n{"b": 2}\n')], { className: ["language-json"], metastring: 'title="Body" {2}' });
    const tree = el("root", [el("pre", [code])]);
    rehypeHighlightCode()(tree);
    const pre = tree.children?.[0];
    expect(pre?.properties).toMatchObject({ dataLanguage: "json", dataLanguageLabel: "JSON", dataTitle: "Body" });
    // The code is one HTML string, not a span per token: the browser hydrates one element.
    expect(pre?.children).toEqual([]);
    const lines = String(pre?.properties?.html).split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '<span class="code-line"><span class="token punctuation">{</span><span class="token property">"a"</span>' +
        '<span class="token operator">:</span> <span class="token number">1</span><span class="token punctuation">}</span></span>',
    );
    expect(lines[1]).toMatch(/^<span class="code-line highlighted">/);
  });
});

describe("the request an http block shows", () => {
  it("carries its query and the request body the guide gives right after it, for its Try it", () => {
    const http = (code: string) => el("pre", [el("code", [text(code)], { className: ["language-http"] })]);
    const json = (code: string, metastring: string) => el("pre", [el("code", [text(code)], { className: ["language-json"], metastring })]);
    const body = '{"geolocations": []}\n';
    const tree = el("root", [
      http("GET https://api.postcodes.io/postcodes?lon={longitude}&lat={latitude}"),
      http("POST https://api.postcodes.io/postcodes\nContent-Type: application/json"),
      text("\n"),
      json(body, 'title="Request body" operation=bulkPostcodeLookup request'),
      http("POST https://api.postcodes.io/postcodes"),
      // An answer's example is no request body.
      json('{"status": 200}', "operation=bulkPostcodeLookup status=200"),
    ]);
    rehypeHighlightCode()(tree);
    const [search, bulk, , , other] = tree.children ?? [];
    expect(search?.properties).toMatchObject({ dataRequest: "GET /postcodes", dataRequestQuery: "lon={longitude}&lat={latitude}" });
    expect(search?.properties?.dataRequestBody).toBeUndefined();
    expect(bulk?.properties).toMatchObject({ dataRequest: "POST /postcodes", dataRequestQuery: "", dataRequestBody: body });
    expect(other?.properties?.dataRequestBody).toBeUndefined();
  });

  it("is its first line's method and path, without the server or the query", () => {
    expect(requestOf("http", "GET https://api.postcodes.io/postcodes/{postcode}")).toBe("GET /postcodes/{postcode}");
    expect(requestOf("http", "GET https://api.postcodes.io/postcodes?lon={longitude}&lat={latitude}")).toBe("GET /postcodes");
    expect(requestOf("http", "POST https://api.postcodes.io/postcodes\nContent-Type: application/json")).toBe("POST /postcodes");
    expect(requestOf("http", "GET /outcodes/BR8")).toBe("GET /outcodes/BR8");
  });

  it("is nothing for a block that shows no request, or is not http", () => {
    expect(requestOf("http", "Access-Control-Allow-Methods: GET,POST,OPTIONS")).toBeNull();
    expect(requestOf("bash", "GET https://api.postcodes.io/postcodes")).toBeNull();
  });
});

describe("a request's path against an operation's", () => {
  it("matches a template whatever its parameters are called, and a concrete path, segment for segment", () => {
    expect(pathMatches("/postcodes/{postcode}/autocomplete", "/postcodes/{partial}/autocomplete")).toBe(true);
    expect(pathMatches("/postcodes/{postcode}", "/postcodes/SW1A2AA")).toBe(true);
    expect(pathMatches("/postcodes/{postcode}", "/postcodes/{postcode}/nearest")).toBe(false);
    expect(pathMatches("/postcodes", "/postcodes")).toBe(true);
    expect(pathMatches("/outcodes/{outcode}", "/postcodes/x")).toBe(false);
  });
});
