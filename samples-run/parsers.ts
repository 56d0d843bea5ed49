import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Language, type Node, Parser } from "web-tree-sitter";
import type { SampleLanguageId } from "../src/api-reference/code-samples/sample-language-list";

/**
 * The languages whose samples are not run here, and why; each is at least parsed: by its
 * tree-sitter grammar (the parsers editors use, built to WebAssembly and published on npm), or, for
 * Clojure, by Clojure's own reader (Debian's clojure package).
 */
export interface ParseCheck {
  id: SampleLanguageId;
  /** Why the sample is parsed and not run. */
  notRun: string;
  parser: string;
}

const WASMS = path.resolve(__dirname, "../node_modules/tree-sitter-wasms/out");

/** Grammars by language, with what wraps a fragment into the unit the grammar reads. */
const GRAMMARS: Partial<Record<SampleLanguageId, { wasm: string; wrap?: (source: string) => string }>> = {
  csharp: { wasm: path.join(WASMS, "tree-sitter-c_sharp.wasm") },
  swift: { wasm: path.join(WASMS, "tree-sitter-swift.wasm") },
  kotlin: { wasm: path.join(WASMS, "tree-sitter-kotlin.wasm") },
  objc: { wasm: path.join(WASMS, "tree-sitter-objc.wasm") },
  ocaml: { wasm: path.join(WASMS, "tree-sitter-ocaml.wasm") },
  powershell: { wasm: path.resolve(__dirname, "../node_modules/tree-sitter-powershell/tree-sitter-powershell.wasm") },
};

export const PARSE_CHECKS: readonly ParseCheck[] = [
  { id: "csharp", notRun: "no .NET SDK in Debian's packages or on npm", parser: "tree-sitter-c-sharp" },
  { id: "swift", notRun: "no Swift toolchain in Debian 12's packages", parser: "tree-sitter-swift" },
  { id: "kotlin", notRun: "its OkHttp client and a Kotlin compiler new enough are not in Debian's packages", parser: "tree-sitter-kotlin" },
  { id: "powershell", notRun: "no PowerShell in Debian's packages", parser: "tree-sitter-powershell" },
  { id: "objc", notRun: "NSURLSession needs Apple's Foundation (GNUstep's lacks parts of it)", parser: "tree-sitter-objc" },
  { id: "clojure", notRun: "its clj-http library is not in Debian's packages", parser: "Clojure's reader (Debian's clojure)" },
  { id: "ocaml", notRun: "its cohttp-lwt-unix library is not in Debian's packages", parser: "tree-sitter-ocaml" },
];

let ready: Promise<void> | undefined;
const parsers = new Map<string, Parser>();

async function grammarParser(id: SampleLanguageId): Promise<{ parser: Parser; wrap: (source: string) => string }> {
  const grammar = GRAMMARS[id];
  if (!grammar) throw new Error(`No tree-sitter grammar for ${id}: add one to samples-run/parsers.ts.`);
  ready ??= Parser.init();
  await ready;
  let parser = parsers.get(id);
  if (!parser) {
    parser = new Parser();
    // The grammar's bytes, not its path: given a path, web-tree-sitter imports fs dynamically, which Jest's module system refuses.
    parser.setLanguage(await Language.load(readFileSync(grammar.wasm)));
    parsers.set(id, parser);
  }
  return { parser, wrap: grammar.wrap ?? ((source) => source) };
}

/** The first node the grammar could not read (an ERROR or a MISSING one), depth first. */
function firstError(node: Node): Node | null {
  if (node.isError || node.isMissing) return node;
  for (const child of node.children) {
    if (child?.hasError || child?.isMissing) {
      const found = firstError(child);
      if (found) return found;
    }
  }
  return node.hasError ? node : null;
}

/** Parses each source; returns what is wrong with each (nothing when all parse). */
export async function parseProblems(
  id: SampleLanguageId,
  sources: readonly { name: string; source: string }[],
  dir: string,
): Promise<string[]> {
  if (id === "clojure") return clojureProblems(sources, dir);
  const { parser, wrap } = await grammarParser(id);
  return sources.flatMap(({ name, source }) => {
    const text = wrap(source);
    const tree = parser.parse(text);
    const error = tree && firstError(tree.rootNode);
    if (tree && !error) return [];
    const at = error
      ? `line ${error.startPosition.row + 1}, column ${error.startPosition.column + 1}: ${error.isMissing ? `missing ${error.type}` : JSON.stringify(error.text.slice(0, 80))}`
      : "no tree";
    return [`${id} · ${name}: does not parse (${at})\n--- sample ---\n${text}`];
  });
}

/** Reads every form of each file with Clojure's reader, in one JVM; prints "ok" or the reader's error per file. */
const CLOJURE_READER = `
(doseq [file *command-line-args*]
  (println file
    (try
      (with-open [r (java.io.PushbackReader. (clojure.java.io/reader file))]
        (binding [*read-eval* false]
          (loop [] (when-not (= ::eof (read {:eof ::eof} r)) (recur))))
        "ok")
      (catch Exception e (str "error: " (.getMessage e) (when-let [c (.getCause e)] (str " " (.getMessage c))))))))
`;

function clojureProblems(sources: readonly { name: string; source: string }[], dir: string): Promise<string[]> {
  const reader = path.join(dir, "read-all.clj");
  writeFileSync(reader, CLOJURE_READER);
  const files = sources.map(({ source }, i) => {
    const file = path.join(dir, `sample-${i}.clj`);
    writeFileSync(file, `${source}\n`);
    return file;
  });
  return new Promise((resolve, reject) => {
    execFile("clojure", [reader, ...files], { timeout: 120_000, maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`clojure ${reader} failed: ${error.message}\n${stdout}\n${stderr}`));
      const verdicts = new Map(
        stdout
          .trim()
          .split("\n")
          .map((line) => [line.slice(0, line.indexOf(" ")), line.slice(line.indexOf(" ") + 1)]),
      );
      resolve(
        sources.flatMap(({ name, source }, i) => {
          const verdict = verdicts.get(files[i] ?? "");
          return verdict === "ok" ? [] : [`clojure · ${name}: does not read (${verdict ?? "no verdict"})\n--- sample ---\n${source}`];
        }),
      );
    });
  });
}
