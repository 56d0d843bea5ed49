import { linesToHtml, type Token } from "../code/token-html";

/**
 * Highlighting in the browser, for code samples that follow the console's
 * inputs. Pages are highlighted at build time with prism-react-renderer;
 * here, only Prism's core and the grammars of the sample languages (and
 * JSON) are loaded, in the chunk of the sample generators (see
 * sample-writer.ts). Prism is put in manual mode
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
  // The languages of the "More" menu.
  require("prismjs/components/prism-c");
  require("prismjs/components/prism-objectivec");
  require("prismjs/components/prism-swift");
  require("prismjs/components/prism-kotlin");
  require("prismjs/components/prism-powershell");
  require("prismjs/components/prism-r");
  require("prismjs/components/prism-clojure");
  require("prismjs/components/prism-ocaml");
  require("prismjs/components/prism-http");
  /* eslint-enable @typescript-eslint/no-require-imports */
  prism = core;
  return core;
}

/** A token's type (or alias) added to its parents' types, unless it repeats the last one. */
const appendTypes = (types: string[], add: string | string[]): string[] =>
  types.length > 0 && types[types.length - 1] === add ? types : types.concat(add);

/** A finished line that holds nothing holds a line break, so that it keeps its height. */
function closeLine(line: Token[]): void {
  if (line.length === 0) line.push({ types: ["plain"], content: "\n" });
  else if (line.length === 1 && line[0].content === "") line[0] = { ...line[0], content: "\n" };
}

/**
 * Prism's nested tokens as lines of flat tokens, each with the types of its
 * parents: prism-react-renderer's normalizeTokens step by step (empty
 * tokens kept, CRLF read as one break), so that both highlighters write the
 * same HTML.
 */
export function tokensToLines(stream: readonly (string | PrismToken)[]): Token[][] {
  const lines: Token[][] = [[]];
  const push = (text: string, types: string[]) => {
    text.split(/\r\n|\r|\n/).forEach((part, i) => {
      if (i > 0) {
        closeLine(lines[lines.length - 1]);
        lines.push([]);
      }
      lines[lines.length - 1].push({ types, content: part });
    });
  };
  const walk = (items: readonly (string | PrismToken)[], types: string[]) => {
    for (const item of items) {
      if (typeof item === "string") push(item, types.length > 0 ? types : ["plain"]);
      else {
        const inner = item.alias ? appendTypes(appendTypes(types, item.type), item.alias) : appendTypes(types, item.type);
        if (typeof item.content === "string") push(item.content, inner);
        else walk(Array.isArray(item.content) ? item.content : [item.content], inner);
      }
    }
  };
  walk(stream, []);
  closeLine(lines[lines.length - 1]);
  return lines;
}

/** Code as highlighted HTML in the page's format (one `code-line` span per line); plain when the language is unknown. */
export function highlightInBrowser(code: string, language: string): string {
  const api = loadPrism();
  const grammar = api.languages[language];
  const text = code.replace(/\n$/, "");
  return linesToHtml(grammar ? tokensToLines(api.tokenize(text, grammar)) : tokensToLines([text]));
}
