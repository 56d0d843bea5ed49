import type { ExampleRecord, OperationRecord } from "../../plugins/gatsby-source-openapi";
import { responseKind } from "../api-reference/code-samples/request-model";
import {
  errorMessages,
  exampleUrl,
  exampleValueHtml,
  invalidInputAnswers,
  moreSamplesForPage,
  samplesForPage,
} from "../api-reference/operation-view";
import { quickLookups } from "../search/quick-lookups";

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<OperationRecord> }>;
}

/**
 * Build-time fields of the API reference: code samples (the tabs, and the
 * languages of the "More" menu, whose samples are files of their own),
 * the error strings and highlighted JSON examples. Computed here (in Node)
 * so that no sample generator or highlighter ends up in the pages'
 * JavaScript. Their GraphQL types are declared in schema.ts.
 */
export const apiResolvers = {
  OpenApiOperation: {
    samples: {
      type: "[OpenApiCodeSampleView!]!",
      args: { languages: { type: "[String!]", description: "Only these sample ids (curl, javascript, …); the tabs when left out." } },
      resolve: (source: OperationRecord, args: { languages?: string[] | null }) => samplesForPage(source, args.languages),
    },
    moreSampleLanguages: {
      type: "[OpenApiSampleLanguage!]!",
      resolve: (source: OperationRecord) => moreSamplesForPage(source).map(({ id, label }) => ({ id, label })),
    },
    errorMessages: {
      type: "[OpenApiErrorMessage!]!",
      resolve: (source: OperationRecord) => errorMessages(source.responses),
    },
    sampleResponseKind: {
      type: "String!",
      description: "How code samples read the answer: envelope, json or text.",
      resolve: (source: OperationRecord) => responseKind(source.responses),
    },
    invalidInputAnswers: {
      type: "[OpenApiInvalidInputAnswer!]!",
      resolve: (source: OperationRecord) => invalidInputAnswers(source.responses),
    },
    exampleUrl: {
      type: "String",
      description: "A GET's example request as a URL to open directly.",
      resolve: (source: OperationRecord) => exampleUrl(source),
    },
  },
  OpenApiSpec: {
    quickLookups: {
      type: "[OpenApiQuickLookup!]!",
      resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
        quickLookups([...(await context.nodeModel.findAll({ type: "OpenApiOperation" })).entries]),
    },
  },
  OpenApiExample: {
    valueHtml: {
      type: "String!",
      resolve: (source: ExampleRecord) => exampleValueHtml(source),
    },
  },
};
