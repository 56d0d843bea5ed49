import { highlightToHtml, languageLabel, normaliseLanguage, parseCodeMeta, tokenizeLines } from "../highlight";
import { withoutHighlighting } from "../token-html";

describe("build-time highlighting", () => {
  it("maps fence languages to Prism grammars, falling back to plain text", () => {
    expect(normaliseLanguage("sh")).toBe("bash");
    expect(normaliseLanguage("JS")).toBe("javascript");
    expect(normaliseLanguage("cs")).toBe("csharp");
    expect(normaliseLanguage("http")).toBe("http");
    expect(normaliseLanguage("klingon")).toBe("plain");
    expect(normaliseLanguage(undefined)).toBe("plain");
  });

  it("has grammars for every language the guides and samples use", () => {
    for (const id of ["bash", "http", "json", "javascript", "typescript", "python", "php", "ruby", "go", "java", "csharp", "yaml"]) {
      expect(normaliseLanguage(id)).toBe(id);
    }
  });

  it("labels languages for readers", () => {
    expect(languageLabel("csharp")).toBe("C#");
    expect(languageLabel("bash")).toBe("Shell");
  });

  it("splits code into lines of typed tokens", () => {
    const lines = tokenizeLines('{"a": 1}\n// c', "json");
    expect(lines).toHaveLength(2);
    expect(lines[0].find((t) => t.content === '"a"')?.types).toContain("property");
  });

  it("renders escaped HTML with one span per line and marked lines", () => {
    const html = highlightToHtml('<a href="x">\n</a>', "markup", new Set([2]));
    expect(html).not.toContain('<a href="x">');
    expect(html).toContain("&lt;");
    expect(html.split("\n")).toHaveLength(2);
    expect(html.split("\n")[1]).toContain('class="code-line highlighted"');
  });

  it("keeps the text exactly (what the copy button copies)", () => {
    const code = 'curl -X POST https://api.postcodes.io/postcodes \\\n  -d \'{"postcodes": ["SE1P 5ZZ"]}\'';
    const text = highlightToHtml(code, "bash")
      .replace(/<[^>]+>/g, "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    expect(text).toBe(code);
  });

  it("keeps blank lines single, highlighted or not (a blank line was written twice)", () => {
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, "")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&");
    for (const [language, code] of [
      ["python", 'import requests\n\nurl = "https://api.postcodes.io/postcodes/SE1P%205ZZ"\n\n\nprint(url)'],
      ["javascript", "const options = {method: 'GET'};\n\nfetch(url, options);"],
      ["text", "one\n\ntwo"],
    ]) {
      const html = highlightToHtml(code, language);
      expect([language, text(html)]).toEqual([language, code]);
      expect([language, text(withoutHighlighting(html))]).toEqual([language, code]);
    }
  });

  it("reads titles and highlighted line ranges from the info string", () => {
    expect(parseCodeMeta('title="Request" {1,3-4}')).toEqual({ title: "Request", highlightLines: new Set([1, 3, 4]) });
    expect(parseCodeMeta(null)).toEqual({ title: null, highlightLines: new Set() });
  });
});

describe("code without its highlighting", () => {
  it("keeps the text, its escapes and its lines, and drops every span", () => {
    const html = highlightToHtml("curl --url \"https://x/?a=1&b=<2>\"\n  --header 'Accept: */*'", "bash");
    expect(html).toContain('<span class="token');
    const plain = withoutHighlighting(html);
    expect(plain).not.toContain("<span");
    expect(plain).not.toContain("</span>");
    expect(plain).toBe("curl --url \"https://x/?a=1&amp;b=&lt;2&gt;\"\n  --header 'Accept: */*'");
  });
});
