import { createProcessor } from "@mdx-js/mdx";
import { MDX_COMPONENT_NAMES } from "./mdx-component-names";

/** An internal link of a guide, with the line it is written on. */
export interface GuideLink {
  href: string;
  line: number;
}

/** A component a guide uses (<SchemaFields fields="…" />): its name, line and attributes (a string, or `{ expression: true }` for `{…}`). */
export interface GuideElement {
  name: string;
  line: number;
  attributes: Readonly<Record<string, string | { expression: true }>>;
}

/** What reading a guide's MDX source found: problems (each naming the file and line, and what to do), its internal links and the components it uses. */
export interface GuideSourceCheck {
  problems: string[];
  links: GuideLink[];
  elements: GuideElement[];
}

interface MdastNode {
  type: string;
  name?: string | null;
  url?: string;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; column: number } };
  children?: MdastNode[];
}

/** The source with its front matter blanked out (lines kept), so positions are the file's own. */
function withoutFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return match ? match[0].replace(/[^\n]/g, "") + source.slice(match[0].length) : source;
}

function* walk(node: MdastNode): Generator<MdastNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

/** Component names an `import` at the top of the guide brings in. */
function importedNames(tree: MdastNode): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children ?? []) {
    if (node.type !== "mdxjsEsm" || typeof node.value !== "string") continue;
    for (const match of node.value.matchAll(/import\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?/g)) {
      if (match[1]) names.add(match[1]);
      for (const part of (match[2] ?? "").split(",")) {
        const local = part
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (local) names.add(local);
      }
    }
  }
  return names;
}

const isInternal = (href: string) => href.startsWith("/") || href.startsWith("#");

/** The internal links of the tree: Markdown links, and `href`/`to` of JSX elements. */
function internalLinks(tree: MdastNode): GuideLink[] {
  const links: GuideLink[] = [];
  for (const node of walk(tree)) {
    const line = node.position?.start.line ?? 0;
    if (node.type === "link" && node.url && isInternal(node.url)) links.push({ href: node.url, line });
    for (const attribute of node.attributes ?? []) {
      if ((attribute.name === "href" || attribute.name === "to") && typeof attribute.value === "string" && isInternal(attribute.value))
        links.push({ href: attribute.value, line });
    }
  }
  return links;
}

/**
 * Reads a guide's MDX source as the MDX compiler will, before any page is
 * built: a syntax error (an unclosed tag, a stray `<` or `{`) and a
 * component that does not exist are reported with the guide's own file
 * and line (the compiler's own messages count lines from the end of the
 * front matter, and a missing component only fails while pages render,
 * far from the guide). Also returns the guide's internal links.
 */
export function checkGuideSource(sourcePath: string, source: string): GuideSourceCheck {
  let tree: MdastNode;
  try {
    tree = createProcessor({ format: "mdx" }).parse(withoutFrontMatter(source)) as MdastNode;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const at = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason);
    const text = reason.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)\s*$/, "");
    return {
      problems: [
        `${sourcePath}${at ? `:${at[1]}:${at[2]}` : ""}: the MDX cannot be compiled: ${text}. ` +
          "MDX reads < as the start of a JSX tag and { as the start of an expression: close the tag, or write &lt; and \\{ for the characters.",
      ],
      links: [],
      elements: [],
    };
  }
  const imported = importedNames(tree);
  const problems: string[] = [];
  for (const node of walk(tree)) {
    if ((node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") || !node.name) continue;
    const name = node.name.split(".")[0];
    if (!/^[A-Z]/.test(name) || MDX_COMPONENT_NAMES.includes(name) || imported.has(name)) continue;
    const at = node.position ? `:${node.position.start.line}:${node.position.start.column}` : "";
    problems.push(
      `${sourcePath}${at}: <${node.name}> is not a component guides can use. The components are ${MDX_COMPONENT_NAMES.join(", ")}: ` +
        "check the spelling, or add the component to src/guides/mdx/mdx-components.tsx (and its name to src/guides/mdx/mdx-component-names.ts).",
    );
  }
  return { problems, links: internalLinks(tree), elements: componentElements(tree) };
}

/** The components of the tree (capitalised JSX elements; not those shown in code blocks), with their attributes. */
function componentElements(tree: MdastNode): GuideElement[] {
  return [...walk(tree)].flatMap((node) => {
    if ((node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") || !node.name || !/^[A-Z]/.test(node.name)) return [];
    const attributes = Object.fromEntries(
      (node.attributes ?? []).flatMap((attribute) =>
        attribute.type === "mdxJsxAttribute" && attribute.name
          ? [[attribute.name, typeof attribute.value === "string" ? attribute.value : { expression: true as const }]]
          : [],
      ),
    );
    return [{ name: node.name, line: node.position?.start.line ?? 0, attributes }];
  });
}
