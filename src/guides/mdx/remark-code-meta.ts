interface MdastNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  data?: { hProperties?: Record<string, unknown> };
  children?: MdastNode[];
}

/**
 * Keeps a fenced code block's info string (```json title="Response" {2-4})
 * available to the code block component as the `metastring` prop; MDX drops
 * it otherwise.
 */
export function remarkCodeMeta() {
  return (tree: MdastNode) => {
    const walk = (node: MdastNode) => {
      if (node.type === "code" && node.meta) {
        node.data = node.data ?? {};
        node.data.hProperties = { ...node.data.hProperties, metastring: node.meta };
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
