import MarkdownIt from "markdown-it";

export type RelativeLinks = "keep" | "text";

const ABSOLUTE = /^(https?:|mailto:)/i;

function createRenderer(relativeLinks: RelativeLinks): MarkdownIt {
  const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
  if (relativeLinks === "text") {
    // A description written for another site links relative to that site's
    // pages; here those targets do not exist, so keep the words, drop the link.
    const skip = new WeakSet<object>();
    markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
      const href = tokens[idx].attrGet("href") ?? "";
      if (ABSOLUTE.test(href)) return self.renderToken(tokens, idx, options);
      let depth = 0;
      for (let j = idx + 1; j < tokens.length; j++) {
        if (tokens[j].type === "link_open") depth++;
        if (tokens[j].type === "link_close") {
          if (depth === 0) {
            skip.add(tokens[j]);
            break;
          }
          depth--;
        }
      }
      return "";
    };
    markdown.renderer.rules.link_close = (tokens, idx, options, _env, self) =>
      skip.has(tokens[idx]) ? "" : self.renderToken(tokens, idx, options);
  }
  return markdown;
}

const renderers: Record<RelativeLinks, MarkdownIt> = { keep: createRenderer("keep"), text: createRenderer("text") };

/**
 * Returns a function that renders CommonMark descriptions to HTML at build
 * time, so pages carry no Markdown code. Raw HTML in the source is escaped,
 * not passed through. With `relativeLinks: "text"`, links that are not
 * absolute URLs become plain text.
 */
export function markdownRenderer(relativeLinks: RelativeLinks = "keep"): (source: string) => string {
  const markdown = renderers[relativeLinks];
  return (source) => markdown.render(source).trim();
}

/** Renders with relative links kept. */
export const renderMarkdown = markdownRenderer("keep");
