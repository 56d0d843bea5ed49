import { useEffect, useState } from "react";
import type { SampleRequest } from "../../api-reference/code-samples/request-model";
import { SAMPLE_LANGUAGE_LIST } from "../../api-reference/code-samples/sample-language-list";
import { hasGrammar } from "../browser-highlight";
import { loadSampleGrammar } from "../sample-grammars";
import { loadSampleWriter, type SampleWriter } from "../sample-writer";
import { useCodeLanguage } from "../../state/code-language";
import type { CodeSampleView, SampleRewrite } from "../../api-reference/CodeSamples";
import { shownSampleIndex } from "../../api-reference/CodeSamples/shown-sample";

/**
 * The Prism language of the sample on screen, when the console writes it:
 * a "More" language the reader chose, else the tab in the reader's
 * language (or the first tab). Null for a hand-written sample, which the
 * console leaves as it is.
 */
export function shownLiveGrammar(
  samples: readonly CodeSampleView[],
  moreLanguages: readonly { id: string }[],
  language: string | null,
): string | null {
  if (moreLanguages.some((l) => l.id === language)) return SAMPLE_LANGUAGE_LIST.find((l) => l.id === language)?.prism ?? null;
  const shown: CodeSampleView | undefined = samples[shownSampleIndex(samples, language)];
  return shown?.live ? shown.prism : null;
}

/** The code sample generators once their chunk has come; null before, and if it cannot (the page keeps its samples). */
function useSampleWriter(): SampleWriter | null {
  const [writer, setWriter] = useState<SampleWriter | null>(null);
  useEffect(() => {
    let current = true;
    loadSampleWriter().then(
      (loaded) => current && setWriter(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return writer;
}

/**
 * Hands the page what writes its code samples again for the console's
 * request (tabs and "More" alike), and null when the console closes. Two
 * kinds of chunk come on demand: the sample generators, when the console
 * opens, and each language's grammar, when a sample in it is on screen. A
 * sample is plain text until its grammar has come, then highlighted, and
 * stays plain if the download fails. On opening, the page keeps its own
 * samples until the generators and the grammar of the sample on screen have
 * come (or failed), rather than flash it plain. Returns the generators, for
 * the console's "Copy as curl".
 */
export function useLiveSamples(
  request: SampleRequest,
  samples: readonly CodeSampleView[],
  moreLanguages: readonly { id: string }[],
  onSampleRewrite: (rewrite: SampleRewrite | null) => void,
): SampleWriter | null {
  const { language } = useCodeLanguage();
  const grammar = shownLiveGrammar(samples, moreLanguages, language);
  const writer = useSampleWriter();
  const [opening, setOpening] = useState(() => grammar !== null && !hasGrammar(grammar));
  const [arrivals, setArrivals] = useState(0);

  useEffect(() => {
    if (grammar === null || hasGrammar(grammar)) return;
    void loadSampleGrammar(grammar).then((arrived) => {
      if (arrived) setArrivals((n) => n + 1);
      setOpening(false);
    });
  }, [grammar]);

  // `arrivals`: a new rewrite when a grammar arrives, so the samples in its language are written again, highlighted.
  useEffect(() => {
    if (writer && !opening) onSampleRewrite((built) => writer.liveSamples(request, built));
  }, [writer, opening, arrivals, request, onSampleRewrite]);
  useEffect(() => () => onSampleRewrite(null), [onSampleRewrite]);
  return writer;
}
