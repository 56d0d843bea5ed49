import { useEffect, useState } from "react";
import type { SampleRequest } from "../../api-reference/code-samples/request-model";
import { hasGrammar } from "../../api-console/browser-highlight";
import { liveSamples } from "../../api-console/live-samples";
import { loadSampleGrammar } from "../../api-console/sample-grammars";
import { useCodeLanguage } from "../../state/code-language";
import type { CodeSampleView } from "../CodeSamples";
import { shownSampleIndex } from "../CodeSamples/shown-sample";

/**
 * Hands the page its code samples written again for the console's request,
 * and null when the console closes. Each language's grammar is downloaded
 * when a sample in it is on screen (the tab of the reader's language); a
 * sample is plain text until its grammar has come, then highlighted, and
 * stays plain if the download fails. On opening, the page keeps its own
 * samples until the grammar of the one on screen has come (or failed),
 * rather than flash it plain.
 */
export function useLiveSamples(
  request: SampleRequest,
  samples: readonly CodeSampleView[],
  onSamples: (samples: CodeSampleView[] | null) => void,
) {
  const { language } = useCodeLanguage();
  const shown: CodeSampleView | undefined = samples[shownSampleIndex(samples, language)];
  const grammar = shown?.live ? shown.prism : null;
  const [opening, setOpening] = useState(() => grammar !== null && !hasGrammar(grammar));
  const [arrivals, setArrivals] = useState(0);

  useEffect(() => {
    if (grammar === null || hasGrammar(grammar)) return;
    void loadSampleGrammar(grammar).then((arrived) => {
      if (arrived) setArrivals((n) => n + 1);
      setOpening(false);
    });
  }, [grammar]);

  // `arrivals`: written again when a grammar arrives, the samples in its language now highlighted.
  useEffect(() => {
    if (!opening) onSamples(liveSamples(request, samples));
  }, [opening, arrivals, request, samples, onSamples]);
  useEffect(() => () => onSamples(null), [onSamples]);
}
