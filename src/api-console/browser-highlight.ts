import { linesToHtml, type Token } from "../code/token-html";

/**
 * Highlighting in the browser, for code samples that follow the console's
 * inputs. Pages are highlighted at build time with prism-react-renderer;
 * here, only Prism's core and the grammars of the sample languages (and
 * JSON) are loaded, in the console's own chunk. Prism is put in manual mode
 * first: otherwise it would highlight every code block of the page again.
 */

interface PrismToken {
  type: string;
  alias?: string | string[];
  content: string | PrismToken | (string | PrismToken)[];
}
interface PrismApi {
  languages: Record<string, object | undefined>;
  tokenize(text: string, grammar: object): (string | PrismToken)[];
}

let prism: PrismApi | null = null;

function loadPrism(): PrismApi {
  if (prism) return prism;
  const scope = globalThis as { Prism?: unknown };
  scope.Prism = { manual: true };
  /* eslint-disable @typescript-eslint/no-require-imports -- the grammars register on the global Prism, in this order */
  const core = require("prismjs/components/prism-core") as PrismApi;
  scope.Prism = core;
  require("prismjs/components/prism-clike");
  require("prismjs/components/prism-markup");
  require("prismjs/components/prism-javascript");
  require("prismjs/components/prism-js-extras");
  require("prismjs/components/prism-json");
  require("prismjs/components/prism-bash");
  require("prismjs/components/prism-python");
  require("prismjs/components/prism-markup-templating");
  require("prismjs/components/prism-php");
  require("prismjs/components/prism-ruby");
  require("prismjs/components/prism-go");
  require("prismjs/components/prism-java");
  require("prismjs/components/prism-csharp");
  /* eslint-enable @typescript-eslint/no-require-imports */
  prism = core;
  return core;
}

/** Prism's nested tokens as lines of flat tokens, each with the types of its parents (as prism-react-renderer does). */
export function tokensToLines(stream: readonly (string | PrismToken)[]): Token[][] {
  const lines: Token[][] = [[]];
  const push = (text: string, types: string[]) => {
    text.split("\n").forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines[lines.length - 1].push({ types: types.length ? types : ["plain"], content: part });
    });
  };
  const walk = (items: readonly (string | PrismToken)[], types: string[]) => {
    for (const item of items) {
      if (typeof item === "string") push(item, types);
      else {
        const inner = [...types, item.type, ...(item.alias ? ([] as string[]).concat(item.alias) : [])];
        if (typeof item.content === "string") push(item.content, inner);
        else walk(Array.isArray(item.content) ? item.content : [item.content], inner);
      }
    }
  };
  walk(stream, []);
  // An empty line holds a line break, as prism-react-renderer gives it, so both highlighters write the same HTML.
  return lines.map((line) => (line.length === 0 ? [{ types: ["plain"], content: "\n" }] : line));
}

/** Code as highlighted HTML in the page's format (one `code-line` span per line); plain when the language is unknown. */
export function highlightInBrowser(code: string, language: string): string {
  const api = loadPrism();
  const grammar = api.languages[language];
  const text = code.replace(/\n$/, "");
  return linesToHtml(grammar ? tokensToLines(api.tokenize(text, grammar)) : tokensToLines([text]));
}
