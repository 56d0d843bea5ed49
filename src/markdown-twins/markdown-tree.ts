import type {
  Blockquote,
  BlockContent,
  Code,
  Content,
  DefinitionContent,
  Heading,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  StaticPhrasingContent,
  Strong,
  Table,
  TableCell,
  Text,
} from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { defaultHandlers, type Handlers } from "mdast-util-to-markdown";
import { unified } from "unified";

/**
 * Markdown as a tree (mdast), built with small constructors and written out
 * by remark, so text is escaped where Markdown needs it and tables, lists
 * and code fences are always well formed. Build-time only.
 */

/** What a list item, a blockquote or a document section holds. */
export type Block = BlockContent | DefinitionContent;

export const text = (value: string): Text => ({ type: "text", value });
export const inlineCode = (value: string): InlineCode => ({ type: "inlineCode", value });
export const strong = (...children: PhrasingContent[]): Strong => ({ type: "strong", children });
export const link = (url: string, ...children: StaticPhrasingContent[]): Link => ({ type: "link", url, children });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: "paragraph", children });
export const heading = (depth: Heading["depth"], ...children: PhrasingContent[]): Heading => ({ type: "heading", depth, children });
export const blockquote = (...children: Block[]): Blockquote => ({ type: "blockquote", children });
export const code = (lang: string | null, value: string, meta: string | null = null): Code => ({ type: "code", lang, meta, value });
export const listItem = (...children: Block[]): ListItem => ({ type: "listItem", spread: false, children });
export const list = (items: readonly ListItem[], ordered = false): List => ({ type: "list", ordered, spread: false, children: [...items] });
export const root = (children: readonly Content[]): Root => ({ type: "root", children: [...children] });

const cell = (children: PhrasingContent[]): TableCell => ({ type: "tableCell", children });

/** A GFM table: a header row, then one row per entry. */
export function table(header: readonly string[], rows: readonly PhrasingContent[][]): Table {
  return {
    type: "table",
    align: header.map(() => null),
    children: [
      { type: "tableRow", children: header.map((h) => cell([text(h)])) },
      ...rows.map((row) => ({ type: "tableRow" as const, children: row.map((c) => cell([c])) })),
    ],
  };
}

/** Joins inline parts with a separator ("a, b, c"). */
export function joined(parts: readonly PhrasingContent[], separator = ", "): PhrasingContent[] {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [text(separator), part]));
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** CommonMark with GitHub's extensions (as OpenAPI descriptions are written), as a tree. */
export function parseMarkdown(source: string): Root {
  return parser.parse(source);
}

const BLOCK_TYPES = new Set([
  "paragraph",
  "heading",
  "thematicBreak",
  "blockquote",
  "list",
  "table",
  "html",
  "code",
  "definition",
  "footnoteDefinition",
]);

/** Whether a node can stand where blocks go (in a list item, a blockquote, a document). */
export const isBlock = (node: Content): node is Block => BLOCK_TYPES.has(node.type);

/** The blocks of a Markdown description, or none. */
export function markdownBlocks(source: string | null | undefined): Block[] {
  if (!source?.trim()) return [];
  return parseMarkdown(source).children.filter(isBlock);
}

/**
 * Text as remark escapes it, less the escapes CommonMark does not need, which an agent reading the
 * Markdown as text would copy: an underscore inside a word (`postcodes_io`, `NODE_ENV`: no emphasis can
 * start or end there) and an `&` that starts no character reference (`?lon=1&lat=2`).
 */
export function fewerEscapes(markdown: string): string {
  return (
    markdown
      .replace(/(?<=[\p{L}\p{N}])\\_(?=[\p{L}\p{N}])/gu, "_")
      // Only remark's own escape: before a letter or "#", not after a backslash ("\\&" is a backslash, then an &).
      .replace(/(?<!\\)\\&(?=[#a-z])(?!#?[a-z0-9]+;)/gi, "&")
  );
}

/**
 * A link's address needs no escape when it holds nothing a destination must escape (space, brackets,
 * parentheses, backslash) and no character reference (`&amp;` would be read as `&`).
 */
const PLAIN_ADDRESS = /^(?!.*&#?[a-z0-9]+;)[^\s()<>[\]\\]+$/i;

const handlers: Partial<Handlers> = {
  text: (node: Text, parent, state, info) => fewerEscapes(defaultHandlers.text(node, parent, state, info)),
  link(node: Link, parent, state, info) {
    const written = defaultHandlers.link(node, parent, state, info);
    if (node.title || !PLAIN_ADDRESS.test(node.url) || !written.endsWith(")")) return written;
    // The address as it is: the one the default wrote is the last "](" … ")" of the link.
    return `${written.slice(0, written.lastIndexOf("](") + 2)}${node.url})`;
  },
};

const writer = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: "-", fences: true, rule: "-", emphasis: "_", listItemIndent: "one", resourceLink: true, handlers });

/** The tree written out as Markdown. */
export function stringifyMarkdown(tree: Root): string {
  return writer.stringify(tree);
}
