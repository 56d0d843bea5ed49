/**
 * Highlighted tokens as HTML, shared by the build-time highlighter
 * (highlight.ts) and the API console's, which highlights code samples in
 * the browser as their inputs change. No Prism here: safe in any bundle.
 */

export interface Token {
  types: string[];
  content: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** CSS classes of a token, as Prism themes expect them ("token keyword"). */
export const tokenClassName = (token: Token) => ["token", ...token.types.filter((t) => t !== "plain")].join(" ");

/**
 * Lines of tokens as HTML: one `<span class="code-line">` per line, `highlighted` on the lines listed.
 * The lines are apart by one line break each. An empty line comes from the tokenizers as a token
 * holding a line break (prism-react-renderer's normalizeTokens; the console's tokensToLines gives none); written
 * out, that break doubled every blank line on the page and in what Copy copies. It is left out: the
 * line keeps its height by CSS (`.code-line`'s min-height in src/ui/CodeBlock).
 */
export function linesToHtml(lines: readonly (readonly Token[])[], highlightLines: ReadonlySet<number> = new Set()): string {
  return lines
    .map((line, i) => {
      const content = line
        .filter((token) => token.content !== "\n")
        .map((token) =>
          token.types.length === 1 && token.types[0] === "plain"
            ? escapeHtml(token.content)
            : `<span class="${tokenClassName(token)}">${escapeHtml(token.content)}</span>`,
        )
        .join("");
      const classes = highlightLines.has(i + 1) ? "code-line highlighted" : "code-line";
      return `<span class="${classes}">${content}</span>`;
    })
    .join("\n");
}

/**
 * The same code without its highlighting: the HTML of {@link linesToHtml}
 * with its `<span>` tags taken out, so the text, its escapes and its line
 * breaks are those of the highlighted version. For code on the page but out
 * of sight (a sample tab not chosen), where a span per token costs every
 * load and every check of the page for nothing.
 */
export const withoutHighlighting = (html: string) => html.replace(/<\/?span\b[^>]*>/g, "");
