import type { SAMPLE_LANGUAGE_LIST } from "../api-reference/code-samples/sample-language-list";
import { browserPrism, hasGrammar } from "./browser-highlight";

/** A Prism language code samples are generated in ("bash" for cURL). */
type SamplePrismLanguage = (typeof SAMPLE_LANGUAGE_LIST)[number]["prism"];

/**
 * Each sample language's grammar, with the grammars it builds on, as a
 * chunk of its own: a reader who only ever reads the cURL samples downloads
 * only Bash. The compiler checks that every sample language has one.
 */
const GRAMMAR_CHUNKS = {
  bash: () => import(/* webpackChunkName: "prism-bash" */ "./prism-grammars/bash"),
  javascript: () => import(/* webpackChunkName: "prism-javascript" */ "./prism-grammars/javascript"),
  python: () => import(/* webpackChunkName: "prism-python" */ "./prism-grammars/python"),
  php: () => import(/* webpackChunkName: "prism-php" */ "./prism-grammars/php"),
  ruby: () => import(/* webpackChunkName: "prism-ruby" */ "./prism-grammars/ruby"),
  go: () => import(/* webpackChunkName: "prism-go" */ "./prism-grammars/go"),
  java: () => import(/* webpackChunkName: "prism-java" */ "./prism-grammars/java"),
  csharp: () => import(/* webpackChunkName: "prism-csharp" */ "./prism-grammars/csharp"),
  swift: () => import(/* webpackChunkName: "prism-swift" */ "./prism-grammars/swift"),
  kotlin: () => import(/* webpackChunkName: "prism-kotlin" */ "./prism-grammars/kotlin"),
  powershell: () => import(/* webpackChunkName: "prism-powershell" */ "./prism-grammars/powershell"),
  r: () => import(/* webpackChunkName: "prism-r" */ "./prism-grammars/r"),
  c: () => import(/* webpackChunkName: "prism-c" */ "./prism-grammars/c"),
  objectivec: () => import(/* webpackChunkName: "prism-objectivec" */ "./prism-grammars/objectivec"),
  clojure: () => import(/* webpackChunkName: "prism-clojure" */ "./prism-grammars/clojure"),
  ocaml: () => import(/* webpackChunkName: "prism-ocaml" */ "./prism-grammars/ocaml"),
  http: () => import(/* webpackChunkName: "prism-http" */ "./prism-grammars/http"),
} satisfies Record<SamplePrismLanguage, () => Promise<unknown>>;

const isSampleLanguage = (language: string): language is SamplePrismLanguage => Object.hasOwn(GRAMMAR_CHUNKS, language);

/** Downloads under way, one per language; a failed one is forgotten, so the next call tries again. */
const pending = new Map<SamplePrismLanguage, Promise<boolean>>();

/**
 * Downloads a sample language's grammar, once. Resolves to whether code in
 * the language can now be highlighted: false for a language no sample uses,
 * and when the download failed (never rejects: the sample stays plain text).
 */
export function loadSampleGrammar(language: string): Promise<boolean> {
  if (hasGrammar(language)) return Promise.resolve(true);
  if (!isSampleLanguage(language)) return Promise.resolve(false);
  const known = pending.get(language);
  if (known) return known;
  browserPrism(); // the grammar files register on the global Prism: it must exist before they run
  const download = GRAMMAR_CHUNKS[language]().then(
    () => {
      pending.delete(language);
      return hasGrammar(language);
    },
    () => {
      pending.delete(language);
      return false;
    },
  );
  pending.set(language, download);
  return download;
}
