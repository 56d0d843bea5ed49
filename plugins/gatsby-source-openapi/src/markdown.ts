import MarkdownIt from "markdown-it";

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/**
 * Renders a CommonMark description to HTML at build time, so pages carry
 * no Markdown code. Raw HTML in the source is escaped, not passed through.
 */
export function renderMarkdown(source: string): string {
  return markdown.render(source).trim();
}
