import type { ExampleRecord, MediaTypeRecord, OperationRecord, SchemaRecord, TagRecord } from "../../plugins/gatsby-source-openapi";
import { schemaGuideList } from "../api-reference/schema/schema-guides";
import { htmlToText, summarise } from "../seo/meta-description";
import { responseKind } from "../api-reference/code-samples/request-model";
import {
  errorMessages,
  exampleUrl,
  exampleValueHtml,
  invalidInputAnswers,
  missingInputAnswer,
  moreSamplesForPage,
  samplesForPage,
} from "../api-reference/operation-view";
import { quickLookups } from "../search/quick-lookups";

interface NodeModel {
  findAll<T = OperationRecord>(args: { type: string }): Promise<{ entries: Iterable<T> }>;
}

/** A guide as the resolvers read it: the schema it describes, its path and title. */
interface GuideNode {
  frontmatter?: { schema?: string | null; title?: string | null };
  fields?: { path?: string | null };
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
    missingInputAnswer: {
      type: "OpenApiMissingInputAnswer",
      resolve: (source: OperationRecord) => missingInputAnswer(source),
    },
    exampleUrl: {
      type: "String",
      description: "A GET's example request as a URL to open directly.",
      resolve: (source: OperationRecord) => exampleUrl(source),
    },
    schemaGuides: {
      type: "[OpenApiSchemaGuide!]!",
      description: "The named schemas this operation uses that a guide describes field by field: its page links their rows.",
      resolve: async (source: OperationRecord, _args: unknown, context: { nodeModel: NodeModel }) => {
        const used = new Set(source.schemaNames);
        const mdx = [...(await context.nodeModel.findAll<GuideNode>({ type: "Mdx" })).entries];
        const schemas = [...(await context.nodeModel.findAll<SchemaRecord>({ type: "OpenApiSchema" })).entries];
        const guides = mdx.flatMap(({ frontmatter, fields }) =>
          frontmatter?.schema && fields?.path
            ? [{ schema: frontmatter.schema, path: fields.path, title: frontmatter.title ?? frontmatter.schema }]
            : [],
        );
        return schemaGuideList(guides, new Map(schemas.map((s) => [s.name, s.schema]))).filter((guide) => used.has(guide.name));
      },
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
