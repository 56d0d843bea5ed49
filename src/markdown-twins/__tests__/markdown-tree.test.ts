import { toString } from "mdast-util-to-string";
import { code, fewerEscapes, inlineCode, link, paragraph, parseMarkdown, root, stringifyMarkdown, text } from "../markdown-tree";

describe("the twins' Markdown, escaped only where Markdown needs it", () => {
  it("keeps an underscore inside a word and an & that starts no character reference as they are", () => {
    const written = stringifyMarkdown(root([paragraph(text("Set NODE_ENV and POSTGRES_DATABASE; ask ?lon=1&lat=2."))]));
    expect(written).toBe("Set NODE_ENV and POSTGRES_DATABASE; ask ?lon=1&lat=2.\n");
  });

  it("still escapes what would change the reading: emphasis at a word's edge, a character reference, a star", () => {
    const value = "_start, end_ and &amp; and &#38; and a * star";
    const written = stringifyMarkdown(root([paragraph(text(value))]));
    expect(written).not.toBe(`${value}\n`);
    // Read back by a CommonMark parser, it is the text written.
    expect(toString(parseMarkdown(written))).toBe(value);
  });

  it("writes a link's address as it is, in its text too, when it needs no escape", () => {
    const url = "https://api.postcodes.io/outcodes?lon=0.17&lat=51.41&limit=1";
    expect(stringifyMarkdown(root([paragraph(link(url, text(url)))]))).toBe(`[${url}](${url})\n`);
    const snake = "https://api.postcodes.io/terminated_postcodes/AB1%200AA";
    expect(stringifyMarkdown(root([paragraph(link(snake, text(snake)))]))).toBe(`[${snake}](${snake})\n`);
    // One with a space or a parenthesis is left to remark, which writes it so that it parses.
    const odd = "https://example.org/a (b)";
    const written = stringifyMarkdown(root([paragraph(link(odd, text("odd")))]));
    expect((parseMarkdown(written).children[0] as { children: { url: string }[] }).children[0].url).toBe(odd);
  });

  it("keeps the escapes that carry meaning: a backslash before an &, a character reference in an address", () => {
    for (const value of ["a\\& b", "C:\\&1", "x\\&lat", "a\\&amp;"]) {
      const written = stringifyMarkdown(root([paragraph(text(value))]));
      expect([value, toString(parseMarkdown(written))]).toEqual([value, value]);
    }
    const url = "https://e.org/?a=1&amp;b=2";
    const written = stringifyMarkdown(root([paragraph(link(url, text("e")))]));
    expect((parseMarkdown(written).children[0] as { children: { url: string }[] }).children[0].url).toBe(url);
  });

  it("leaves code alone", () => {
    expect(stringifyMarkdown(root([paragraph(inlineCode("a\\_b"))]))).toBe("`a\\_b`\n");
    expect(stringifyMarkdown(root([code("text", "x\\_y \\& z")]))).toBe("```text\nx\\_y \\& z\n```\n");
    expect(fewerEscapes("\\_lead")).toBe("\\_lead");
  });
});
