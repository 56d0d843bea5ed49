import { normalizeTokens } from "prism-react-renderer";
import { Prism } from "./prism-languages";
import { linesToHtml, type Token } from "./token-html";

export { tokenClassName, type Token } from "./token-html";

const ALIASES: Record<string, string> = {
  sh: "bash",
  shell: "bash",
  console: "bash",
  curl: "bash",
  js: "javascript",
  node: "javascript",
  ts: "typescript",
  py: "python",
  python3: "python",
  rb: "ruby",
  cs: "csharp",
  "c#": "csharp",
  dotnet: "csharp",
  yml: "yaml",
  golang: "go",
  html: "markup",
  xml: "markup",
  text: "plain",
  txt: "plain",
  plaintext: "plain",
  env: "ini",
  dockerfile: "docker",
};

const LABELS: Record<string, string> = {
  bash: "Shell",
  http: "HTTP",
  javascript: "JavaScript",
  typescript: "TypeScript",
  jsx: "JSX",
  tsx: "TSX",
  json: "JSON",
  python: "Python",
  php: "PHP",
  ruby: "Ruby",
  go: "Go",
  java: "Java",
  csharp: "C#",
  swift: "Swift",
  kotlin: "Kotlin",
  powershell: "PowerShell",
  r: "R",
  c: "C",
  objectivec: "Objective-C",
  clojure: "Clojure",
  ocaml: "OCaml",
  yaml: "YAML",
  markup: "HTML",
  nginx: "nginx",
  docker: "Dockerfile",
  ini: "Config",
  sql: "SQL",
  plain: "Text",
};

/** Canonical Prism language id for a code fence's language ("sh" → "bash"). */
export function normaliseLanguage(language: string | null | undefined): string {
  const lower = (language ?? "").toLowerCase();
  const id = ALIASES[lower] ?? lower;
  return id && (Prism.languages[id] || id === "plain") ? id : "plain";
}

/** Human label shown on a code block ("csharp" → "C#"). */
export function languageLabel(language: string): string {
  return LABELS[language] ?? language.toUpperCase();
}

/** Splits code into lines of typed tokens using prism-react-renderer's Prism. */
export function tokenizeLines(code: string, language: string): Token[][] {
  const id = normaliseLanguage(language);
  const text = code.replace(/\n$/, "");
  const grammar = Prism.languages[id];
  if (!grammar) return text.split("\n").map((line) => [{ types: ["plain"], content: line }]);
  return normalizeTokens(Prism.tokenize(text, grammar)).map((line) =>
    line.map((token) => ({ types: token.types, content: token.content })),
  );
}

/**
 * Highlighted code as HTML: one `<span class="code-line">` per line, with
 * `highlighted` on the lines listed in `highlightLines`.
 */
export function highlightToHtml(code: string, language: string, highlightLines: ReadonlySet<number> = new Set()): string {
  return linesToHtml(tokenizeLines(code, language), highlightLines);
}

export interface CodeMeta {
  title: string | null;
  highlightLines: Set<number>;
}

/** Reads a code fence's info string: `title="Request"` and line ranges such as `{1,3-5}`. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? "";
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const ranges = /\{([\d,\s-]+)\}/.exec(text);
  const highlightLines = new Set<number>();
  if (ranges) {
    for (const part of ranges[1].split(",")) {
      const [start, end] = part.trim().split("-").map(Number);
      if (!Number.isInteger(start)) continue;
      for (let n = start; n <= (Number.isInteger(end) ? end : start); n++) highlightLines.add(n);
    }
  }
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : null, highlightLines };
}
