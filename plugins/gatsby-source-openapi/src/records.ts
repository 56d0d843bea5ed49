import type { Json } from "./serialise-schema";

/** The records the plugin makes from a description; each becomes one GraphQL node or a field of one. */

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const PARAMETER_LOCATIONS = ["path", "query", "header", "cookie"] as const;
export type ParameterLocation = (typeof PARAMETER_LOCATIONS)[number];

export interface ExampleRecord {
  name: string;
  summary: string | null;
  /** The description as written (CommonMark), for views that are not HTML. */
  description: string | null;
  descriptionHtml: string | null;
  value: Json;
  /** True when the description had no example and one was made from the schema. */
  generated: boolean;
  /** On a response example: the input kind whose malformed values get this answer (`x-invalid-input`). */
  invalidInput: string | null;
}

export interface MediaTypeRecord {
  mediaType: string;
  schema: Json;
  examples: ExampleRecord[];
}

export interface ParameterRecord {
  name: string;
  location: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  description: string | null;
  descriptionHtml: string | null;
  schema: Json;
  examples: ExampleRecord[];
  /** Other names the server accepts for this parameter (`x-aliases`). */
  aliases: string[];
  /** Set on an alias parameter: the name of the parameter it stands for (`x-alias-of`). */
  aliasOf: string | null;
  /** What kind of value it holds beyond its schema (`x-input-kind`), for example `postcode`. */
  inputKind: string | null;
  /** How an array or object value is written (`style`: form, simple, label, matrix, …), or null when the description leaves the default. */
  style: string | null;
  /** Whether each item of an array or object is written on its own (`explode`), or null when the description leaves the default. */
  explode: boolean | null;
}

export interface RequestBodyRecord {
  required: boolean;
  description: string | null;
  descriptionHtml: string | null;
  content: MediaTypeRecord[];
}

export interface HeaderRecord {
  name: string;
  descriptionHtml: string | null;
  schema: Json;
}

export interface ResponseRecord {
  status: string;
  description: string | null;
  descriptionHtml: string;
  content: MediaTypeRecord[];
  headers: HeaderRecord[];
}

export interface CodeSampleRecord {
  lang: string;
  label: string;
  source: string;
}

/** `x-sample-values`: the values code samples use instead of the parameters' examples. */
export interface CodeSampleValuesRecord {
  path: { [name: string]: Json } | null;
  query: { [name: string]: Json } | null;
}

export interface OperationRecord {
  slug: string;
  operationId: string | null;
  method: HttpMethod;
  path: string;
  summary: string;
  /** A shorter name for navigation (`x-sidebar-label`), or null to use the summary. */
  sidebarLabel: string | null;
  /** The description as written (CommonMark); `descriptionHtml` is it rendered. */
  description: string | null;
  descriptionHtml: string | null;
  deprecated: boolean;
  tags: string[];
  parameters: ParameterRecord[];
  requestBody: RequestBodyRecord | null;
  responses: ResponseRecord[];
  codeSamples: CodeSampleRecord[];
  codeSampleValues: CodeSampleValuesRecord | null;
  /** Groups of parameters one of which must be given whole (`x-required-inputs`), or null. */
  requiredInputs: RequiredInputsRecord | null;
  /** Server URLs for this operation (its own, or the document's), with each `{variable}` set to its default. */
  servers: string[];
  /** Every named schema the operation uses, directly or through other schemas. */
  schemaNames: string[];
  /** The operation's own `x-` extensions that the plugin does not read itself (see extensions.ts), as JSON. */
  extensions: Json;
  /** JSON Pointer of the operation in the document. */
  pointer: string;
  /** The file of the description its path item is written in, relative to the working directory (for messages). */
  file: string;
  order: number;
}

export interface TagRecord {
  name: string;
  slug: string;
  description: string | null;
  descriptionHtml: string | null;
  /** Group from `x-tagGroups`, if any. */
  group: string | null;
  operationSlugs: string[];
  order: number;
}

export interface SchemaRecord {
  name: string;
  slug: string;
  schema: Json;
  /** Named schemas this one refers to directly. */
  refs: string[];
}

export interface TagGroupRecord {
  name: string;
  tags: string[];
}

export interface ApiRecord {
  title: string;
  version: string;
  openapiVersion: string;
  description: string | null;
  descriptionHtml: string | null;
  servers: { url: string; description: string | null; descriptionHtml: string | null }[];
  tagGroups: TagGroupRecord[];
  contact: { name: string | null; url: string | null; email: string | null } | null;
  license: { name: string; url: string | null } | null;
}

export interface ApiRecords {
  api: ApiRecord;
  tags: TagRecord[];
  operations: OperationRecord[];
  schemas: SchemaRecord[];
  /** Things that work but should be fixed (an operation without operationId), each naming the file and the place. */
  warnings: string[];
}

/** `x-required-inputs`: at least one group of parameters given whole, else the server's `answer` (a response example by status and name). */
export interface RequiredInputsRecord {
  groups: string[][];
  /** The places in the written list of groups that hold no list of names (the build reports them). */
  malformedGroups: number[];
  status: string;
  example: string;
}
