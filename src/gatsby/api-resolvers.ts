import type { ExampleRecord, OperationRecord } from "../../plugins/gatsby-source-openapi";
import { errorMessages, exampleValueHtml, moreSamplesForPage, samplesForPage } from "../api-reference/operation-view";

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
  },
  OpenApiExample: {
    valueHtml: {
      type: "String!",
      resolve: (source: ExampleRecord) => exampleValueHtml(source),
    },
  },
};
