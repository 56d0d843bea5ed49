import { SAMPLE_LANGUAGES } from "../api-reference/code-samples/languages";
import type { SampleRequest } from "../api-reference/code-samples/request-model";
import type { CodeSampleView } from "../components/CodeSamples";
import { highlightInBrowser } from "./browser-highlight";

/**
 * The page's code samples written again for the console's request: every
 * sample generated from the description follows the inputs; hand-written
 * samples (`x-codeSamples`) stay as they are. A sample whose language's
 * grammar has not been downloaded (sample-grammars.ts) is plain text.
 */
export function liveSamples(request: SampleRequest, samples: readonly CodeSampleView[]): CodeSampleView[] {
  return samples.map((sample) => {
    const language = sample.live ? SAMPLE_LANGUAGES.find((l) => l.id === sample.id) : undefined;
    return language ? { ...sample, html: highlightInBrowser(language.generate(request), sample.prism) } : sample;
  });
}

/** The request as a curl command, exactly as the console sends it. */
export function curlCommand(request: SampleRequest): string {
  const curl = SAMPLE_LANGUAGES.find((l) => l.id === "curl");
  if (!curl) throw new Error("No curl generator");
  return curl.generate(request);
}
