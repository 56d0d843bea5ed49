import { linesToHtml, type Token } from "../code/token-html";

/**
 * Highlighting in the browser, for code samples that follow the console's
 * inputs. Pages are highlighted at build time with prism-react-renderer;
 * here, only Prism's core is in the console's chunk: each sample language's
 * grammar is a chunk of its own, downloaded when a sample in it is shown
 * (sample-grammars.ts). Prism is put in manual mode first: otherwise it
 * would highlight every code block of the page again.
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

/** Prism's core, on the global `Prism` where grammar files register themselves: call it before running one. */
export function browserPrism(): PrismApi {
  if (prism) return prism;
  const scope = globalThis as { Prism?: unknown };
  scope.Prism = { manual: true };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- it reads the manual flag set just above, so it runs here, not as an import
  const core = require("prismjs/components/prism-core") as PrismApi;
  scope.Prism = core;
  prism = core;
  return core;
}

/** Whether code in this Prism language can be highlighted now (its grammar has arrived). */
export function hasGrammar(language: string): boolean {
  return Boolean(browserPrism().languages[language]);
}

/** A token's type (or alias) added to its parents' types, unless it repeats the last one. */
const appendTypes = (types: string[], add: string | string[]): string[] =>
  types.length > 0 && types[types.length - 1] === add ? types : types.concat(add);

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
      if (i > 0) lines.push([]);
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
  return lines;
}

/**
 * Code as highlighted HTML in the page's format (one `code-line` span per
 * line); plain text in the same format when the language's grammar is
 * unknown or has not arrived.
 */
export function highlightInBrowser(code: string, language: string): string {
  const api = browserPrism();
  const grammar = api.languages[language];
  const text = code.replace(/\n$/, "");
  return linesToHtml(grammar ? tokensToLines(api.tokenize(text, grammar)) : tokensToLines([text]));
}
