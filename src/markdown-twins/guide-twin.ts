import type { Code, Content, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { parseCodeMeta } from "../code/highlight";
import type { mdxComponents } from "../guides/mdx/mdx-components";
import { remarkSiteFacts } from "../guides/mdx/remark-site-facts";
import { listedFieldNames } from "../api-reference/SchemaFields/field-lists";
import { type Block, blockquote, heading, isBlock, paragraph, root, strong, text } from "./markdown-tree";

/** A guide as its twin is made from it: front matter and the MDX body. */
export interface GuideSource {
  path: string;
  title: string;
  description: string;
  /** The MDX, without its front matter. */
  body: string;
  /** Where it is written, for messages. */
  sourcePath: string;
  /** `schema:` front matter, for <SchemaFields />. */
  schema: string | null;
}

/** What the guides' components stand for in Markdown, given the guide. */
export interface GuideComponentContent {
  /** <SidebarCards />: the guide's sidebar as lists of links. */
  sidebarCards: (guide: GuideSource) => Block[];
  /** <SchemaFields />: every field of the guide's schema, or those its `fields` names (null: every field). */
  schemaFields: (guide: GuideSource, listed: readonly string[] | null) => Block[];
}

type JsxElement = Extract<Content, { type: "mdxJsxFlowElement" | "mdxJsxTextElement" }>;
type Attributes = Readonly<Record<string, string>>;

/** The components guides use by name (capitalised keys of the MDX component map). */
type GuideComponentName = Extract<keyof typeof mdxComponents, Capitalize<string>>;

const ADMONITION_TITLES: Readonly<Record<string, string>> = { note: "Note", tip: "Tip", warning: "Warning", danger: "Danger" };

/**
 * The Markdown form of every component a guide may use: a component added
 * to the MDX map without one here does not compile.
 */
const COMPONENT_MARKDOWN = {
  Admonition: (element, attributes) => {
    const kind = ADMONITION_TITLES[attributes.type ?? "note"] ?? "Note";
    const title = attributes.title ? `${kind}: ${attributes.title}` : kind;
    return [blockquote(paragraph(strong(text(title))), ...element.children.filter(isBlock))];
  },
  SidebarCards: (_element, _attributes, guide, content) => content.sidebarCards(guide),
  SchemaFields: (_element, attributes, guide, content) => content.schemaFields(guide, listedFieldNames(attributes.fields)),
} satisfies Record<
  GuideComponentName,
  (element: JsxElement, attributes: Attributes, guide: GuideSource, content: GuideComponentContent) => Block[]
>;

const isComponentName = (name: string): name is GuideComponentName => Object.hasOwn(COMPONENT_MARKDOWN, name);

const attributesOf = (element: JsxElement): Attributes =>
  Object.fromEntries(
    element.attributes.flatMap((attribute) =>
      attribute.type === "mdxJsxAttribute" && typeof attribute.value === "string" ? [[attribute.name, attribute.value]] : [],
    ),
  );

/** A fenced block keeps its language and its title; the other words of its info string are for the build. */
function plainCode(node: Code): Code {
  const title = parseCodeMeta(node.meta).title;
  return { ...node, meta: title ? `title=${JSON.stringify(title)}` : null };
}

/** The Markdown in place of one MDX node: components rendered, expressions and imports dropped. */
function replaceNode(node: Content, guide: GuideSource, content: GuideComponentContent): Content[] {
  switch (node.type) {
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return [];
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement": {
      if (node.name && isComponentName(node.name)) return COMPONENT_MARKDOWN[node.name](node, attributesOf(node), guide, content);
      if (node.name && /^[a-z]/.test(node.name)) return node.children.flatMap((child) => replaceNode(child, guide, content));
      throw new Error(
        `${guide.sourcePath}: <${node.name ?? ""}> has no Markdown form for the page's .md twin. Add one to COMPONENT_MARKDOWN in src/markdown-twins/guide-twin.ts.`,
      );
    }
    case "code":
      return [plainCode(node)];
    default:
      if ("children" in node) {
        const children = node.children.flatMap((child: Content) => replaceNode(child, guide, content));
        return [{ ...node, children } as Content];
      }
      return [node];
  }
}

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/**
 * A guide as Markdown: its title and description, then its MDX with the
 * site facts filled in ({sampleLanguageCount}), every component in its
 * Markdown form (an admonition as a blockquote, <SchemaFields /> as the
 * list of fields) and fenced code keeping its language and title. Links
 * are left as written (see rewriteTwinLinks).
 */
export function guideTwin(guide: GuideSource, content: GuideComponentContent): Root {
  const tree = mdxParser.parse(guide.body);
  remarkSiteFacts()(tree);
  const body = tree.children.flatMap((node) => replaceNode(node, guide, content));
  return root([heading(1, text(guide.title)), blockquote(paragraph(text(guide.description))), ...body]);
}
