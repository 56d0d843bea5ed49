/**
 * The languages code samples are generated in, in tab order. Only names:
 * the generators are in languages.ts, which the pages' own JavaScript does
 * not load (samples are generated at build time); only the API console's
 * chunk loads them, to write the samples again for its inputs.
 */
export const SAMPLE_LANGUAGE_LIST = [
  { id: "curl", label: "cURL", prism: "bash" },
  { id: "javascript", label: "JavaScript", prism: "javascript" },
  { id: "node", label: "Node.js", prism: "javascript" },
  { id: "python", label: "Python", prism: "python" },
  { id: "php", label: "PHP", prism: "php" },
  { id: "ruby", label: "Ruby", prism: "ruby" },
  { id: "go", label: "Go", prism: "go" },
  { id: "java", label: "Java", prism: "java" },
  { id: "csharp", label: "C#", prism: "csharp" },
] as const;

export type SampleLanguageId = (typeof SAMPLE_LANGUAGE_LIST)[number]["id"];

export interface SampleLanguageInfo {
  /** Stable id, also the stored preference. */
  id: SampleLanguageId;
  label: string;
  /** Prism language used to highlight it. */
  prism: string;
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** How many languages, in words for prose ("nine"). */
export const SAMPLE_LANGUAGE_COUNT_IN_WORDS = NUMBER_WORDS[SAMPLE_LANGUAGE_LIST.length] ?? String(SAMPLE_LANGUAGE_LIST.length);
