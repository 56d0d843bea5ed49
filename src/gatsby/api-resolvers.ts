import type { ExampleRecord, MediaTypeRecord, OperationRecord, TagRecord } from "../../plugins/gatsby-source-openapi";
import { htmlToText, summarise } from "../seo/meta-description";
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
 * the error strings and highlighted JSON examples, the pages' meta
 * descriptions. Computed here (in Node) so that no sample generator,
 * highlighter or text summariser ends up in the pages' JavaScript. Their
 * GraphQL types are declared in schema.ts.
 */
export const apiResolvers = {
  OpenApiOperation: {
    metaDescription: {
      type: "String!",
      description: "The page's meta description: the summary, then the description's first words (or the method and path).",
      // The summary first: operations can share a description, never a summary.
      resolve: (source: OperationRecord) =>
        summarise(`${source.summary ?? ""}: ${htmlToText(source.descriptionHtml) || `${source.method.toUpperCase()} ${source.path}`}`),
    },
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
  OpenApiTag: {
    metaDescription: {
      type: "String!",
      description: "The tag page's meta description: the tag's description's first words, or what the page lists.",
      resolve: (source: TagRecord) =>
        summarise(htmlToText(source.descriptionHtml) || `Operations tagged ${source.name} in the API reference.`),
    },
  },
  OpenApiSpec: {
    metaDescription: {
      type: "String!",
      description: "The API introduction's meta description: the description's first words.",
      resolve: (source: { descriptionHtml: string | null }) =>
        summarise(htmlToText(source.descriptionHtml) || "Introduction to the API reference."),
    },
    quickLookups: {
      type: "[OpenApiQuickLookup!]!",
      resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
        quickLookups([...(await context.nodeModel.findAll({ type: "OpenApiOperation" })).entries]),
    },
  },
  // An example is written as its media type sends it (a form body form-encoded): its media type's examples carry it.
  OpenApiMediaType: {
    examples: {
      type: "[OpenApiExample!]!",
      resolve: (source: MediaTypeRecord) => source.examples.map((example) => ({ ...example, mediaType: source.mediaType })),
    },
  },
  OpenApiExample: {
    valueHtml: {
      type: "String!",
      resolve: (source: ExampleRecord & { mediaType?: string }) => exampleValueHtml(source, source.mediaType ?? "application/json"),
    },
  },
};
