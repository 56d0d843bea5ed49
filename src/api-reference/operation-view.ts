import type { ExampleRecord, OperationRecord, ResponseRecord } from "../../plugins/gatsby-source-openapi";
import { highlightToHtml } from "../code/highlight";
import { exampleText } from "./example-text";
import type { InvalidInputAnswer, MissingInputAnswer, OperationView } from "./ApiOperationPage/operation-view";
import type { CodeSampleView } from "./CodeSamples";
import { type CodeSample, generateCodeSamples } from "./code-samples/generate-code-samples";
import { buildSampleRequest, responseKind, type SampleOperation } from "./code-samples/request-model";

/**
 * What an operation page shows that the description does not hold as such:
 * highlighted examples, code samples, the error strings and the answers to
 * malformed values. Build-time only (it runs the highlighter and the sample
 * generators); the GraphQL
 * resolvers call these functions, and tests that render pages without
 * Gatsby call {@link operationView}, which composes them the same way.
 */

/** An example value highlighted, as its media type sends it: JSON, or a form body form-encoded (example-text.ts). */
export function exampleValueHtml(example: Pick<ExampleRecord, "value">, mediaType: string): string {
  const { text, language } = exampleText(example.value, mediaType);
  return highlightToHtml(text, language);
}

/** The distinct `error` strings of an operation's example error bodies, with their status. */
export function errorMessages(responses: readonly Pick<ResponseRecord, "status" | "content">[]): { status: string; message: string }[] {
  const seen = new Set<string>();
  const out: { status: string; message: string }[] = [];
  for (const response of responses) {
    for (const media of response.content) {
      for (const { value } of media.examples) {
        const message = value && typeof value === "object" && !Array.isArray(value) ? value.error : undefined;
        if (typeof message === "string" && !seen.has(`${response.status} ${message}`)) {
          seen.add(`${response.status} ${message}`);
          out.push({ status: response.status, message });
        }
      }
    }
  }
  return out;
}

/** The documented answers to malformed values (`x-invalid-input` on response examples), first per kind: the console answers with them. */
export function invalidInputAnswers(responses: readonly Pick<ResponseRecord, "status" | "content">[]): InvalidInputAnswer[] {
  const answers: InvalidInputAnswer[] = [];
  for (const response of responses)
    for (const media of response.content)
      for (const example of media.examples)
        if (example.invalidInput && !answers.some((a) => a.kind === example.invalidInput))
          answers.push({ kind: example.invalidInput, status: response.status, body: example.value });
  return answers;
}

/** The answer `x-required-inputs` names (the build checked that it exists), with its groups; null without one. */
export function missingInputAnswer(operation: Pick<OperationRecord, "requiredInputs" | "responses">): MissingInputAnswer | null {
  const required = operation.requiredInputs;
  if (!required) return null;
  const example = operation.responses
    .filter((r) => r.status === required.status)
    .flatMap((r) => r.content.flatMap((media) => media.examples))
    .find((e) => e.name === required.example);
  return example ? { groups: required.groups, status: required.status, body: example.value } : null;
}

/** What the code samples are generated from: the request and the hand-written samples. */
export type SampleSource = SampleOperation & Pick<OperationRecord, "codeSamples">;

// A page asks for its tabs and its "More" languages separately: generate and highlight once per operation.
const generatedSamples = new WeakMap<SampleSource, CodeSample[]>();
function samplesOf(operation: SampleSource): CodeSample[] {
  const cached = generatedSamples.get(operation);
  if (cached) return cached;
  const samples = generateCodeSamples(operation, operation.codeSamples);
  generatedSamples.set(operation, samples);
  return samples;
}

/** A sample as the page gets it: without its plain source (the copy button reads the rendered code). */
export const toSampleView = ({ source: _source, placement: _placement, ...view }: CodeSample): CodeSampleView => view;

/**
 * The code samples a page renders: highlighted HTML with its labels, for
 * the tabs. The plain source is left out of the page data (the copy button
 * reads the rendered code); `languages` picks samples by id instead, for
 * pages that show one.
 */
export function samplesForPage(operation: SampleSource, languages?: readonly string[] | null): CodeSampleView[] {
  return samplesOf(operation)
    .filter((sample) => (languages ? languages.includes(sample.id) : sample.placement === "tab"))
    .map(toSampleView);
}

/** The samples of the "More" menu, which the page loads when the reader picks one of them. */
export function moreSamplesForPage(operation: SampleSource): CodeSampleView[] {
  return samplesOf(operation)
    .filter((sample) => sample.placement === "more")
    .map(toSampleView);
}

/** A GET's example request, as a URL to open directly (null for other methods). */
export const exampleUrl = (operation: SampleOperation): string | null =>
  operation.method.toLowerCase() === "get" ? buildSampleRequest(operation).url : null;

/** The page's view of an operation, as its page query returns it. */
export function operationView(record: OperationRecord): OperationView {
  const withHtml = <M extends { mediaType: string; examples: ExampleRecord[] }>(media: M) => ({
    ...media,
    examples: media.examples.map((example) => ({ ...example, valueHtml: exampleValueHtml(example, media.mediaType) })),
  });
  return {
    ...record,
    requestBody: record.requestBody && { ...record.requestBody, content: record.requestBody.content.map(withHtml) },
    responses: record.responses.map((response) => ({ ...response, content: response.content.map(withHtml) })),
    samples: samplesForPage(record),
    moreSampleLanguages: moreSamplesForPage(record).map(({ id, label }) => ({ id, label })),
    errorMessages: errorMessages(record.responses),
    sampleResponseKind: responseKind(record.responses),
    invalidInputAnswers: invalidInputAnswers(record.responses),
    missingInputAnswer: missingInputAnswer(record),
    exampleUrl: exampleUrl(record),
  };
}
