import { SAMPLE_LANGUAGES } from "../api-reference/code-samples/languages";
import type { SampleRequest } from "../api-reference/code-samples/request-model";
import type { CodeSampleView } from "../api-reference/CodeSamples";
import { highlightInBrowser } from "./browser-highlight";

/**
 * The page's code samples written again for the console's request: every
 * sample generated from the description follows the inputs; hand-written
 * samples (`x-codeSamples`) stay as they are. A sample whose language's
 * grammar has not been downloaded (sample-grammars.ts) is plain text.
 */
export function liveSamples(request: SampleRequest, samples: readonly CodeSampleView[]): CodeSampleView[] {
  // A sample of a body that is not JSON would send something else than the reader typed (or fail to compile): none is written.
  const invalid = invalidBody(request);
  return samples.map((sample) => {
    const language = sample.live ? SAMPLE_LANGUAGES.find((l) => l.id === sample.id) : undefined;
    if (!language) return sample;
    if (invalid) return { ...sample, html: highlightInBrowser(`No sample: ${invalid} Fix the body in the console above.`, "none") };
    return { ...sample, html: highlightInBrowser(language.generate(request), sample.prism) };
  });
}

/** Why the request's JSON body cannot be written in a sample ("the body is not valid JSON (…)."), or null when it can. */
export function invalidBody(request: Pick<SampleRequest, "body" | "bodyMediaType">): string | null {
  if (request.body === null || !/json/i.test(request.bodyMediaType ?? "")) return null;
  try {
    JSON.parse(request.body);
    return null;
  } catch (error) {
    return `the body is not valid JSON (${(error as Error).message}).`;
  }
}

/** The request as a curl command, exactly as the console sends it. */
export function curlCommand(request: SampleRequest): string {
  const curl = SAMPLE_LANGUAGES.find((l) => l.id === "curl");
  if (!curl) throw new Error("No curl generator");
  return curl.generate(request);
}
