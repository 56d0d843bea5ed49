import { languageLabel, normaliseLanguage, parseCodeMeta, tokenClassName, tokenizeLines } from "../../code/highlight";

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const text = (node: HastNode): string => (node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(text).join(""));

const classList = (node: HastNode): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(/\s+/) : [];
};

/**
 * Highlights fenced code blocks of the guides at build time with
 * prism-react-renderer's Prism, so pages ship highlighted markup and no
 * tokenizer. Adds the language, its label and the title to the <pre> for
 * the code block component; `{2-4}` in the info string marks lines.
 */
export function rehypeHighlightCode() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (node.type === "element" && node.tagName === "pre") {
        const code = node.children?.find((c) => c.type === "element" && c.tagName === "code");
        if (code) {
          const languageClass = classList(code).find((c) => c.startsWith("language-"));
          const language = normaliseLanguage(languageClass?.slice("language-".length));
          const meta = parseCodeMeta(typeof code.properties?.metastring === "string" ? code.properties.metastring : null);
          const lines = tokenizeLines(text(code), language);
          code.properties = { className: [`language-${language}`] };
          code.children = lines.flatMap((line, i): HastNode[] => [
            {
              type: "element",
              tagName: "span",
              properties: { className: meta.highlightLines.has(i + 1) ? ["code-line", "highlighted"] : ["code-line"] },
              children: line.map((token) =>
                token.types.length === 1 && token.types[0] === "plain"
                  ? { type: "text", value: token.content }
                  : {
                      type: "element",
                      tagName: "span",
                      properties: { className: tokenClassName(token).split(" ") },
                      children: [{ type: "text", value: token.content }],
                    },
              ),
            },
            ...(i < lines.length - 1 ? [{ type: "text", value: "\n" }] : []),
          ]);
          node.properties = {
            ...node.properties,
            dataLanguage: language,
            dataLanguageLabel: languageLabel(language),
            ...(meta.title ? { dataTitle: meta.title } : {}),
          };
          return;
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
