import type { GatsbyNode } from "gatsby";
import { NODE_TYPES } from "./node-types";

const { spec, tag, operation, schema, status } = NODE_TYPES;

/** Explicit GraphQL types, so queries are typed even for a spec that lacks some parts. */
export const typeDefs = `
  "What the last read of the description found wrong: problems (in gatsby develop, which keeps the last good nodes) and warnings."
  type ${status} implements Node @dontInfer {
    problems: [String!]!
    warnings: [String!]!
  }

  type ${spec} implements Node @dontInfer {
    title: String!
    version: String!
    openapiVersion: String!
    "Descriptions as written (CommonMark); the *Html fields are them rendered."
    description: String
    descriptionHtml: String
    servers: [OpenApiServer!]!
    tagGroups: [OpenApiTagGroup!]!
    contact: OpenApiContact
    license: OpenApiLicense
    sourceFile: String!
    publishedFiles: [String!]!
  }
  type OpenApiServer { url: String!, description: String, descriptionHtml: String }
  type OpenApiTagGroup { name: String!, tags: [String!]! }
  type OpenApiContact { name: String, url: String, email: String }
  type OpenApiLicense { name: String!, url: String }

  type ${tag} implements Node @dontInfer {
    name: String!
    slug: String!
    description: String
    descriptionHtml: String
    group: String
    order: Int!
    operationSlugs: [String!]!
    operations: [${operation}!]! @link(by: "slug", from: "operationSlugs")
  }

  type ${operation} implements Node @dontInfer {
    slug: String!
    operationId: String
    method: String!
    path: String!
    summary: String!
    sidebarLabel: String
    description: String
    descriptionHtml: String
    deprecated: Boolean!
    tags: [String!]!
    parameters: [OpenApiParameter!]!
    requestBody: OpenApiRequestBody
    responses: [OpenApiResponse!]!
    codeSamples: [OpenApiCodeSample!]!
    "x-sample-values: the values generated code samples use."
    codeSampleValues: OpenApiCodeSampleValues
    "x-required-inputs: groups of parameters one of which must be given whole, and the answer otherwise."
    requiredInputs: OpenApiRequiredInputs
    "Server URLs, with each {variable} set to its default."
    servers: [String!]!
    schemaNames: [String!]!
    schemas: [${schema}!]! @link(by: "name", from: "schemaNames")
    "The operation's own x- extensions that the plugin does not read itself."
    extensions: JSON
    pointer: String!
    "File of the description its path item is written in."
    file: String!
    order: Int!
  }
  type OpenApiParameter {
    name: String!
    location: String!
    required: Boolean!
    deprecated: Boolean!
    description: String
    descriptionHtml: String
    schema: JSON
    examples: [OpenApiExample!]!
    aliases: [String!]!
    aliasOf: String
    "x-input-kind: what kind of value it holds beyond its schema (postcode, …)."
    inputKind: String
    "style: how an array or object value is written; null for the location's default."
    style: String
    "explode: whether each item is written on its own; null for the style's default."
    explode: Boolean
  }
  type OpenApiExample {
    name: String!
    summary: String
    description: String
    descriptionHtml: String
    value: JSON
    generated: Boolean!
    "x-invalid-input: the input kind whose malformed values get this answer."
    invalidInput: String
  }
  type OpenApiMediaType { mediaType: String!, schema: JSON, examples: [OpenApiExample!]! }
  type OpenApiRequestBody { required: Boolean!, description: String, descriptionHtml: String, content: [OpenApiMediaType!]! }
  type OpenApiHeader { name: String!, descriptionHtml: String, schema: JSON }
  type OpenApiResponse {
    status: String!
    description: String
    descriptionHtml: String!
    content: [OpenApiMediaType!]!
    headers: [OpenApiHeader!]!
  }
  type OpenApiCodeSample { lang: String!, label: String!, source: String! }
  type OpenApiCodeSampleValues { path: JSON, query: JSON }

  type OpenApiRequiredInputs { groups: [[String!]!]!, status: String!, example: String! }

  type ${schema} implements Node @dontInfer {
    name: String!
    slug: String!
    schema: JSON!
    refs: [String!]!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
