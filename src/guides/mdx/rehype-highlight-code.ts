import { highlightToHtml, languageLabel, normaliseLanguage, parseCodeMeta } from "../../code/highlight";
import { parseTie } from "../guide-examples";

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const text = (node: HastNode): string => (node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(text).join(""));

/**
 * The request an `http` block shows, as "METHOD /path" (its first line, without the server and the query), so that
 * the page can link it to its operation; null for other blocks.
 */
export function requestOf(language: string, code: string): string | null {
  if (language !== "http") return null;
  const line = requestLine(code);
  if (!line) return null;
  const path = line.target.replace(/^https?:\/\/[^/]+/, "").split(/[?#]/)[0]!;
  return path.startsWith("/") ? `${line.method} ${path}` : null;
}

/** An `http` block's first line: its method and its target (the address as written). */
function requestLine(code: string): { method: string; target: string } | null {
  const line = /^\s*(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)/.exec(code);
  return line ? { method: line[1]!, target: line[2]! } : null;
}

/** The query string an `http` block's request shows ("lon={longitude}&lat={latitude}"), without its "?"; "" for none. */
export function requestQueryOf(code: string): string {
  return /\?([^#]*)/.exec(requestLine(code)?.target ?? "")?.[1] ?? "";
}

const isRequestTie = (tie: ReturnType<typeof parseTie>) => tie !== null && "request" in tie;

/** The code element of a block. */
const codeOf = (pre: HastNode | undefined) =>
  pre?.type === "element" && pre.tagName === "pre" ? pre.children?.find((c) => c.type === "element" && c.tagName === "code") : undefined;

/**
 * Each `http` request block's body: the JSON block right after it that is tied to the request
 * (`operation=… request`), so that its Try it opens the console with that body ("geolocations",
 * not the lookup's "postcodes").
 */
function requestBodies(children: readonly HastNode[]): Map<HastNode, string> {
  const bodies = new Map<HastNode, string>();
  const elements = children.filter((c) => c.type === "element");
  elements.forEach((node, i) => {
    const code = codeOf(node);
    if (!code || !classList(code).includes("language-http")) return;
    const next = codeOf(elements[i + 1]);
    const meta = typeof next?.properties?.metastring === "string" ? next.properties.metastring : "";
    if (next && classList(next).includes("language-json") && isRequestTie(parseTie(meta))) bodies.set(node, text(next));
  });
  return bodies;
}

const classList = (node: HastNode): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(/\s+/) : [];
};

/**
 * Highlights fenced code blocks of the guides at build time with
 * prism-react-renderer's Prism, so pages ship highlighted markup and no
 * tokenizer. The <pre> gets the language, its label, the title (`{2-4}` in
 * the info string marks lines) and the highlighted code as one HTML string
 * (`html`) in place of its children: the code block sets it as its inner
 * HTML, so the browser hydrates one element where a span per token would
 * cost every load (a long sample has hundreds), and the page's script
 * carries a string instead of a call per token.
 */
export function rehypeHighlightCode() {
  return (tree: HastNode) => {
    const walk = (node: HastNode, body?: string) => {
      if (node.type === "element" && node.tagName === "pre") {
        const code = node.children?.find((c) => c.type === "element" && c.tagName === "code");
        if (code) {
          const languageClass = classList(code).find((c) => c.startsWith("language-"));
          const language = normaliseLanguage(languageClass?.slice("language-".length));
          const meta = parseCodeMeta(typeof code.properties?.metastring === "string" ? code.properties.metastring : null);
          const request = requestOf(language, text(code));
          node.properties = {
            ...node.properties,
            dataLanguage: language,
            dataLanguageLabel: languageLabel(language),
            ...(meta.title ? { dataTitle: meta.title } : {}),
            ...(request ? { dataRequest: request, dataRequestQuery: requestQueryOf(text(code)) } : {}),
            ...(request && body !== undefined ? { dataRequestBody: body } : {}),
            html: highlightToHtml(text(code), language, meta.highlightLines),
          };
          node.children = [];
          return;
        }
      }
      const bodies = requestBodies(node.children ?? []);
      node.children?.forEach((child) => walk(child, bodies.get(child)));
    };
    walk(tree);
  };
}
