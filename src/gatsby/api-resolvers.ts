import type { ExampleRecord, OperationRecord } from "../../plugins/gatsby-source-openapi";
import { errorMessages, exampleValueHtml, samplesForPage } from "../api-reference/operation-view";

/**
 * Build-time fields of the API reference: code samples in every language,
 * the error strings and highlighted JSON examples. Computed here (in Node)
 * so that no sample generator or highlighter ends up in the pages'
 * JavaScript. Their GraphQL types are declared in schema.ts.
 */
export const apiResolvers = {
  OpenApiOperation: {
    samples: {
      type: "[OpenApiCodeSampleView!]!",
      args: { languages: { type: "[String!]", description: "Only these sample ids (curl, javascript, …); all when left out." } },
      resolve: (source: OperationRecord, args: { languages?: string[] | null }) => samplesForPage(source, args.languages),
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
