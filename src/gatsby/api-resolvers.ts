import { generateCodeSamples } from "../api-reference/code-samples/generate-code-samples";
import type { SampleOperation } from "../api-reference/code-samples/request-model";
import { highlightToHtml } from "../code/highlight";

interface OperationSource extends Omit<SampleOperation, "sampleValues"> {
  extensions?: Record<string, unknown> | null;
  codeSamples: { lang: string; label: string; source: string }[];
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
      resolve: (source: OperationSource) =>
        generateCodeSamples(
          { ...source, sampleValues: (source.extensions?.["x-code-sample"] as SampleOperation["sampleValues"]) ?? null },
          source.codeSamples,
        ),
    },
  },
  OpenApiExample: {
    valueHtml: {
      type: "String!",
      resolve: (source: { value: unknown }) => highlightToHtml(JSON.stringify(source.value ?? null, null, 2), "json"),
    },
  },
};
