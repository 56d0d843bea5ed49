import GithubSlugger from "github-slugger";

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const HEADING = /^h[1-6]$/;

/** Text content of a hast node, as mdast-util-to-string gives it for the same heading. */
export function hastText(node: HastNode): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(hastText).join("");
}

/**
 * Gives every heading without an id the slug GitHub would give it. It uses
 * the same slugger, in the same document order, as the table of contents
 * that gatsby-plugin-mdx builds, so TOC links always match heading ids.
 */
export function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const slugger = new GithubSlugger();
    const walk = (node: HastNode) => {
      if (node.type === "element" && node.tagName && HEADING.test(node.tagName)) {
        const slug = slugger.slug(hastText(node));
        node.properties = node.properties ?? {};
        if (!node.properties.id) node.properties.id = slug;
        return;
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
