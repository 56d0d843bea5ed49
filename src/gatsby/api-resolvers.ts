import { generateCodeSamples } from "../api-reference/code-samples/generate-code-samples";
import { type SampleOperation, sampleValuesOf } from "../api-reference/code-samples/request-model";
import { highlightToHtml } from "../code/highlight";

interface OperationSource extends Omit<SampleOperation, "sampleValues"> {
  extensions?: Record<string, unknown> | null;
  codeSamples: { lang: string; label: string; source: string }[];
  responses: { status: string; content: { mediaType: string; examples: { value: unknown }[] }[] }[];
}

/** The distinct `error` strings of an operation's example error bodies, with their status. */
export function errorMessages(responses: OperationSource["responses"]): { status: string; message: string }[] {
  const seen = new Set<string>();
  const out: { status: string; message: string }[] = [];
  for (const response of responses) {
    for (const media of response.content) {
      for (const { value } of media.examples) {
        const message = value && typeof value === "object" && "error" in value ? (value as { error: unknown }).error : undefined;
        if (typeof message === "string" && !seen.has(`${response.status} ${message}`)) {
          seen.add(`${response.status} ${message}`);
          out.push({ status: response.status, message });
        }
      }
    }
  }
  return out;
}

/**
 * The code samples a page renders: highlighted HTML with its labels. The
 * plain source is left out of the page data (the copy button reads the
 * rendered code), and `languages` narrows the list for pages that show one.
 */
export function samplesForPage(source: OperationSource, languages?: readonly string[] | null) {
  const samples = generateCodeSamples({ ...source, sampleValues: sampleValuesOf(source.extensions) }, source.codeSamples);
  return samples.filter((sample) => !languages || languages.includes(sample.id)).map(({ source: _source, ...view }) => view);
}

/**
 * Build-time fields of the API reference: code samples in every language
 * and highlighted JSON examples. Computed here (in Node) so that no sample
 * generator or highlighter ends up in the pages' JavaScript.
 */
export const apiResolvers = {
  OpenApiOperation: {
    samples: {
      type: "JSON!",
      args: { languages: { type: "[String!]", description: "Only these sample ids (curl, javascript, …); all when left out." } },
      resolve: (source: OperationSource, args: { languages?: string[] | null }) => samplesForPage(source, args.languages),
    },
    errorMessages: {
      type: "[OpenApiErrorMessage!]!",
      resolve: (source: OperationSource) => errorMessages(source.responses),
    },
  },
  OpenApiExample: {
    valueHtml: {
      type: "String!",
      resolve: (source: { value: unknown }) => highlightToHtml(JSON.stringify(source.value ?? null, null, 2), "json"),
    },
  },
};
