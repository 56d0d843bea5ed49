import type { Root } from "mdast";
import type { ExampleRecord, MediaTypeRecord, OperationRecord, TagRecord } from "../../plugins/gatsby-source-openapi";
import { apiTagPath } from "../navigation/api-paths";
import type { CodeSample } from "../api-reference/code-samples/generate-code-samples";
import { exampleText } from "../api-reference/example-text";
import { statusReason } from "../api-reference/http-status";
import { errorMessages, exampleUrl } from "../api-reference/operation-view";
import { parameterGroups } from "../api-reference/parameter-groups";
import {
  type PageExpansions,
  type SchemaGuides,
  type SchemaRegistry,
  type SchemaSide,
  schemaSummary,
  schemaTree,
} from "../api-reference/schema/schema-model";
import {
  type Block,
  blockquote,
  code,
  heading,
  inlineCode,
  joined,
  link,
  list,
  listItem,
  markdownBlocks,
  paragraph,
  root,
  table,
  text,
} from "./markdown-tree";
import { constraintsParagraph, schemaTreeBlocks, withDescription } from "./schema-markdown";
import { OPENAPI_PARTS } from "./openapi-parts";

/** What an operation's twin is made from. */
export interface OperationTwinInput {
  operation: OperationRecord;
  /** Every named schema the operation uses. */
  schemas: SchemaRegistry;
  tags: readonly Pick<TagRecord, "name" | "slug">[];
  /** The operation's generated code samples; the twin shows the cURL one. */
  samples: readonly CodeSample[];
  /** The named schemas a guide describes: named and linked there, as on the page. */
  guides?: SchemaGuides;
}

function parameterBlocks({ parameters }: OperationRecord, schemas: SchemaRegistry): Block[] {
  const groups = parameterGroups(parameters);
  if (groups.length === 0) return [paragraph(text("This operation takes no parameters."))];
  return groups.flatMap(({ title, items }) => [
    heading(3, text(title)),
    list(
      items.map(({ parameter, aliases }) => {
        const summary = schemaSummary(parameter.schema, schemas);
        const facts = [summary.label, parameter.required ? "required" : "optional", ...(parameter.deprecated ? ["deprecated"] : [])];
        return listItem(
          ...withDescription([inlineCode(parameter.name), text(` (${facts.join(", ")})`)], parameter.description),
          ...(aliases.length > 0 ? [paragraph(text("Also accepted as "), ...joined(aliases.map((a) => inlineCode(a))))] : []),
          ...constraintsParagraph(summary.constraints, parameter.examples[0]?.value),
        );
      }),
    ),
  ]);
}

function exampleBlocks(examples: readonly ExampleRecord[], heading: string, mediaType: string): Block[] {
  return examples.flatMap((example) => {
    const title = `${heading}${example.summary ? `: ${example.summary}` : example.generated ? ": example generated from the schema" : ""}`;
    const { language, text } = exampleText(example.value, mediaType);
    return [...markdownBlocks(example.description), code(language, text, `title=${JSON.stringify(title)}`)];
  });
}

/** Each media type: its content type, schema and examples, with schemas expanded once per twin, as on the page. */
function mediaBlocks(
  content: readonly MediaTypeRecord[],
  prefix: string,
  input: OperationTwinInput,
  expansions: PageExpansions,
  title: string,
  side: SchemaSide,
) {
  return content.flatMap((media) => [
    paragraph(text("Content type: "), inlineCode(media.mediaType)),
    ...(media.schema === null ? [] : schemaTreeBlocks(schemaTree(media.schema, input.schemas, prefix, expansions, input.guides), side)),
    ...exampleBlocks(media.examples, title, media.mediaType),
  ]);
}

function requestBlocks(input: OperationTwinInput, expansions: PageExpansions): Block[] {
  const { operation } = input;
  const body = operation.requestBody;
  return [
    heading(2, text("Request")),
    paragraph(
      text("Base URL: "),
      ...joined(
        operation.servers.map((server) => inlineCode(server)),
        " or ",
      ),
    ),
    ...parameterBlocks(operation, input.schemas),
    ...(body
      ? [
          heading(3, text(body.required ? "Request body (required)" : "Request body")),
          ...markdownBlocks(body.description),
          ...mediaBlocks(body.content, "body", input, expansions, "Request body", "request"),
        ]
      : []),
  ];
}

function errorBlocks(operation: OperationRecord): Block[] {
  const messages = errorMessages(operation.responses);
  if (messages.length === 0) return [];
  return [
    heading(3, text("Error messages")),
    paragraph(text("The exact "), inlineCode("error"), text(" strings this endpoint returns:")),
    table(
      ["Status", "error"],
      messages.map(({ status, message }) => [text(status), inlineCode(JSON.stringify(message).slice(1, -1))]),
    ),
  ];
}

function responseBlocks(input: OperationTwinInput, expansions: PageExpansions): Block[] {
  const { operation } = input;
  return [
    heading(2, text("Responses")),
    ...errorBlocks(operation),
    ...operation.responses.flatMap((response) => [
      heading(3, text(`${response.status} ${statusReason(response.status)}`.trim())),
      ...markdownBlocks(response.description),
      ...mediaBlocks(response.content, `response-${response.status}`, input, expansions, `Response ${response.status}`, "response"),
    ]),
  ];
}

/**
 * A GET's example request as a link to open (the page's "Open directly",
 * beside its Try it button), then the cURL sample and the description's own
 * samples (x-codeSamples) in their languages.
 */
function sampleBlocks({ operation, samples }: OperationTwinInput): Block[] {
  const curl = samples.find((sample) => sample.id === "curl");
  const handWritten = operation.codeSamples.filter((sample) => sample.lang.toLowerCase() !== "curl");
  const url = exampleUrl(operation);
  const blocks = [
    ...(curl ? [code("bash", curl.source, `title=${JSON.stringify(curl.label)}`)] : []),
    ...handWritten.map((sample) => code(sample.lang.toLowerCase(), sample.source, `title=${JSON.stringify(sample.label)}`)),
  ];
  if (blocks.length === 0 && !url) return [];
  // The page's other languages, named, so a reader of the twin knows they are there (the twin keeps the one every language is written from).
  const others = curl ? samples.filter((sample) => sample.id !== "curl").map((sample) => sample.label) : [];
  return [
    heading(2, text(blocks.length > 1 ? "Code samples" : "Code sample")),
    ...(url ? [paragraph(text("Open directly: "), link(url, text(url)))] : []),
    ...blocks,
    ...(others.length > 0
      ? [paragraph(text(`The page has the same request in ${others.length} more languages: ${others.join(", ")}.`))]
      : []),
  ];
}

/**
 * An operation as Markdown, with everything its page shows: method and
 * path, description, tags, every parameter (type, required, constraints
 * such as default and limits, aliases, example), the request body, every
 * response with its schema's fields and its examples, the exact error
 * strings, the example request's URL (a GET's) and the cURL sample.
 */
export function operationTwin(input: OperationTwinInput): Root {
  const { operation, tags } = input;
  const expansions: PageExpansions = new Map();
  const tagLinks = operation.tags.map((name) => {
    const tag = tags.find((t) => t.name === name);
    return tag ? link(apiTagPath(tag.slug), text(name)) : text(name);
  });
  return root([
    heading(1, text(operation.summary)),
    paragraph(inlineCode(`${operation.method.toUpperCase()} ${operation.path}`)),
    ...(operation.deprecated ? [blockquote(paragraph(text("Deprecated: avoid this operation in new code.")))] : []),
    ...markdownBlocks(operation.description),
    ...(tagLinks.length > 0 ? [paragraph(text("Part of "), ...joined(tagLinks), text("."))] : []),
    paragraph(
      text("This operation's OpenAPI description on its own, with every component it uses: "),
      link(OPENAPI_PARTS.operation(operation.slug), text(`${operation.slug}.json`)),
      text("."),
    ),
    ...requestBlocks(input, expansions),
    ...responseBlocks(input, expansions),
    ...sampleBlocks(input),
  ]);
}
