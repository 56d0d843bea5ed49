import { markdownRenderer } from "../src/markdown";

describe("Markdown descriptions", () => {
  it("escapes raw HTML", () => {
    expect(markdownRenderer()("<script>x</script> **bold**")).toBe("<p>&lt;script&gt;x&lt;/script&gt; <strong>bold</strong></p>");
  });
  it("keeps relative links by default, or keeps only their text", () => {
    const source = "See [the guide](/rest/guide#x), [this](#anchor) and [GitHub](https://github.com).";
    expect(markdownRenderer("keep")(source)).toContain('<a href="/rest/guide#x">the guide</a>');
    expect(markdownRenderer("text")(source)).toBe('<p>See the guide, this and <a href="https://github.com">GitHub</a>.</p>');
  });
});
