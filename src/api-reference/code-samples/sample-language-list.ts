/**
 * The languages code samples are generated in, in order: the first ones are
 * tabs, the others are in the "More" menu and load when chosen. Only names:
 * the generators are in languages.ts, which the pages' own JavaScript does
 * not load (samples are generated at build time); only the API console
 * loads them (in a chunk of their own), to write the samples again for its
 * inputs.
 */
export const SAMPLE_LANGUAGE_LIST = [
  { id: "curl", label: "cURL", prism: "bash", placement: "tab" },
  { id: "javascript", label: "JavaScript", prism: "javascript", placement: "tab" },
  { id: "node", label: "Node.js", prism: "javascript", placement: "tab" },
  { id: "python", label: "Python", prism: "python", placement: "tab" },
  { id: "php", label: "PHP", prism: "php", placement: "tab" },
  { id: "ruby", label: "Ruby", prism: "ruby", placement: "tab" },
  { id: "go", label: "Go", prism: "go", placement: "tab" },
  { id: "java", label: "Java", prism: "java", placement: "tab" },
  { id: "csharp", label: "C#", prism: "csharp", placement: "tab" },
  { id: "swift", label: "Swift", prism: "swift", placement: "more" },
  { id: "kotlin", label: "Kotlin", prism: "kotlin", placement: "more" },
  { id: "powershell", label: "PowerShell", prism: "powershell", placement: "more" },
  { id: "httpie", label: "HTTPie", prism: "bash", placement: "more" },
  { id: "wget", label: "wget", prism: "bash", placement: "more" },
  { id: "r", label: "R", prism: "r", placement: "more" },
  { id: "c", label: "C", prism: "c", placement: "more" },
  { id: "objc", label: "Objective-C", prism: "objectivec", placement: "more" },
  { id: "clojure", label: "Clojure", prism: "clojure", placement: "more" },
  { id: "ocaml", label: "OCaml", prism: "ocaml", placement: "more" },
  { id: "http", label: "HTTP", prism: "http", placement: "more" },
] as const;

export type SampleLanguageId = (typeof SAMPLE_LANGUAGE_LIST)[number]["id"];

/** Where a language is offered: as a tab, in the static HTML, or in the "More" menu, loaded on demand. */
export type SamplePlacement = "tab" | "more";

export interface SampleLanguageInfo {
  /** Stable id, also the stored preference. */
  id: SampleLanguageId;
  label: string;
  /** Prism language used to highlight it. */
  prism: string;
  placement: SamplePlacement;
}

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** How many languages, in words for prose ("twenty"). */
export const SAMPLE_LANGUAGE_COUNT_IN_WORDS = NUMBER_WORDS[SAMPLE_LANGUAGE_LIST.length] ?? String(SAMPLE_LANGUAGE_LIST.length);
