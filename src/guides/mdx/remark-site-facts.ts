import { SAMPLE_LANGUAGE_COUNT_IN_WORDS } from "../../api-reference/code-samples/sample-language-list";

/**
 * Facts about the site that guides mention, so prose never goes stale: a
 * guide writes `{sampleLanguageCount}` and the build puts the words in.
 */
export const SITE_FACTS: Readonly<Record<string, string>> = {
  /** How many languages the API reference's code samples come in ("nine"). */
  sampleLanguageCount: SAMPLE_LANGUAGE_COUNT_IN_WORDS,
};

interface MdastNode {
  type: string;
  value?: string;
  children?: MdastNode[];
}

/** The text of a fact named by an expression, null for an expression that is not a bare name. */
function factText(expression: string): string | null {
  const name = expression.trim();
  if (!/^[A-Za-z]+$/.test(name)) return null;
  if (!(name in SITE_FACTS)) throw new Error(`{${name}} is not a site fact; known: ${Object.keys(SITE_FACTS).join(", ")}`);
  return SITE_FACTS[name];
}

/**
 * Replaces an MDX expression that names a site fact (`{sampleLanguageCount}`)
 * with its text at build time, so the fact costs the page no JavaScript.
 * Throws on an unknown name, naming the known ones.
 */
export function remarkSiteFacts() {
  return (tree: MdastNode) => {
    const walk = (node: MdastNode) => {
      if (!node.children) return;
      const children: MdastNode[] = [];
      for (const child of node.children) {
        const text = child.type === "mdxTextExpression" ? factText(child.value ?? "") : null;
        const current = text === null ? child : { type: "text", value: text };
        const previous = children[children.length - 1];
        // The fact joins the words around it in one text node, as if written there (Markdown never has two in a row).
        if (current.type === "text" && previous?.type === "text")
          children[children.length - 1] = { ...previous, value: `${previous.value}${current.value}` };
        else children.push(current);
      }
      node.children = children;
      children.forEach(walk);
    };
    walk(tree);
  };
}
