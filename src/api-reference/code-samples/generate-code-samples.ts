import { highlightToHtml, languageLabel } from "../../code/highlight";
import { SAMPLE_LANGUAGES } from "./languages";
import { buildSampleRequest, type SampleOperation } from "./request-model";
import type { SamplePlacement } from "./sample-language-list";

export interface CodeSample {
  id: string;
  label: string;
  prism: string;
  /** Name of the highlighted language, shown on the code block ("C#"). */
  languageLabel: string;
  /** A tab in the page, or in the "More" menu, loaded when chosen. */
  placement: SamplePlacement;
  source: string;
  /** Highlighted HTML of `source`, made at build time. */
  html: string;
  /** Generated from the request rather than hand-written (`x-codeSamples`). */
  live: boolean;
}

type HandWritten = { lang: string; label: string; source: string };

/**
 * All code samples of an operation: one generated per language, then any
 * hand-written `x-codeSamples` from the description (which replace a
 * generated sample of the same language, or else come as tabs after the
 * generated ones).
 */
export function generateCodeSamples(operation: SampleOperation, custom: readonly HandWritten[] = []): CodeSample[] {
  const request = buildSampleRequest(operation);
  const customIds = new Map(custom.map((c) => [c.lang.toLowerCase(), c]));
  const generated = SAMPLE_LANGUAGES.map((language): CodeSample => {
    const own = customIds.get(language.id);
    const source = own ? own.source : language.generate(request);
    return {
      id: language.id,
      label: own?.label ?? language.label,
      prism: language.prism,
      languageLabel: languageLabel(language.prism),
      placement: language.placement,
      source,
      html: highlightToHtml(source, language.prism),
      live: !own,
    };
  });
  const extra = custom
    .filter((c) => !SAMPLE_LANGUAGES.some((l) => l.id === c.lang.toLowerCase()))
    .map((c): CodeSample => ({
      id: c.lang.toLowerCase(),
      label: c.label,
      prism: c.lang.toLowerCase(),
      languageLabel: languageLabel(c.lang.toLowerCase()),
      placement: "tab",
      source: c.source,
      html: highlightToHtml(c.source, c.lang),
      live: false,
    }));
  const tabs = generated.filter((s) => s.placement === "tab");
  return [...tabs, ...extra, ...generated.filter((s) => s.placement === "more")];
}
