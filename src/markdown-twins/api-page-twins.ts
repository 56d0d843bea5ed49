import type { PhrasingContent, Root } from "mdast";
import type { ApiRecord, OperationRecord, TagRecord } from "../../plugins/gatsby-source-openapi";
import { apiIntroPath, apiOperationPath, apiTagPath } from "../navigation/api-paths";
import { type Block, heading, inlineCode, joined, link, list, listItem, markdownBlocks, paragraph, root, text } from "./markdown-tree";
import { withDescription } from "./schema-markdown";
import { MACHINE_READABLE_FILES } from "../navigation/twin-paths";

type OperationSummary = Pick<OperationRecord, "slug" | "method" | "path" | "summary" | "tags">;
type TagSummary = Pick<TagRecord, "name" | "slug" | "description" | "operationSlugs">;

/** "- `GET /postcodes/{postcode}`: [Look up a postcode](/docs/api/lookup-postcode)" for each operation, as the page lists them. */
export function operationListBlock(operations: readonly OperationSummary[]): Block {
  return list(
    operations.map((op) =>
      listItem(
        paragraph(inlineCode(`${op.method.toUpperCase()} ${op.path}`), text(": "), link(apiOperationPath(op.slug), text(op.summary))),
      ),
    ),
  );
}

const operationsOf = (tag: TagSummary, operations: readonly OperationSummary[]) =>
  tag.operationSlugs.flatMap((slug) => operations.filter((op) => op.slug === slug));

/** Links to the published description files and the Postman collection, and how to point the collection elsewhere, as the page says (src/api-reference/SpecDownloads). */
function downloadsParagraph(publishedFiles: readonly string[], servers: readonly { url: string }[]): Block[] {
  if (publishedFiles.length === 0) return [];
  const fileLink = (file: string, name: string) => link(file, text(name), text(" ("), inlineCode(file), text(")"));
  const [first, other] = servers;
  return [
    paragraph(
      text("Download the OpenAPI description: "),
      ...publishedFiles.flatMap((file) => [fileLink(file, file.replace(/^.*\./, "").toUpperCase()), text(", ")]),
      text("or import it into Postman: "),
      fileLink(MACHINE_READABLE_FILES.postmanCollection, "Postman collection"),
      text("."),
    ),
    ...(first
      ? [
          paragraph(
            text("Every request of the collection starts with "),
            inlineCode("{{baseUrl}}"),
            text(", its one variable, set to "),
            inlineCode(first.url),
            text(". To call another server"),
            ...(other ? [text(", such as a self-hosted copy at "), inlineCode(other.url)] : []),
            text(", change the value of "),
            inlineCode("baseUrl"),
            text(" in the collection's Variables tab. Optional parameters are in each request, switched off: tick one to send it."),
          ),
        ]
      : []),
  ];
}

/** A tag's page: its description and its operations. */
export function tagTwin(tag: TagSummary, operations: readonly OperationSummary[]): Root {
  return root([
    heading(1, text(tag.name)),
    ...markdownBlocks(tag.description),
    heading(2, text("Operations")),
    operationListBlock(operationsOf(tag, operations)),
  ]);
}

/** What the API index and introduction twins are made from. */
export interface ApiOverview {
  api: Pick<ApiRecord, "title" | "version" | "openapiVersion" | "description" | "servers" | "contact" | "license">;
  publishedFiles: readonly string[];
  tags: readonly TagSummary[];
  operations: readonly OperationSummary[];
  /** How many languages the code samples come in, in words. */
  sampleLanguageCount: string;
}

/** The API reference's index: every operation, grouped by tag. */
export function apiIndexTwin({ api, publishedFiles, tags, operations, sampleLanguageCount }: ApiOverview): Root {
  const untagged = operations.filter((op) => op.tags.length === 0);
  return root([
    heading(1, text("API reference")),
    paragraph(
      text(
        `Every operation of the ${api.title}, with its parameters, responses, schemas and code samples in ${sampleLanguageCount} languages. New here? Start with the `,
      ),
      link(apiIntroPath(), text("introduction")),
      text("."),
    ),
    ...downloadsParagraph(publishedFiles, api.servers),
    ...tags.flatMap((tag) => [heading(2, link(apiTagPath(tag.slug), text(tag.name))), operationListBlock(operationsOf(tag, operations))]),
    ...(untagged.length > 0 ? [heading(2, text("Other operations")), operationListBlock(untagged)] : []),
  ]);
}

function contactBlocks(contact: ApiOverview["api"]["contact"]): Block[] {
  if (!contact) return [];
  const parts: PhrasingContent[] = [
    ...(contact.name ? [text(contact.name)] : []),
    ...(contact.url ? [link(contact.url, text(contact.url))] : []),
    ...(contact.email ? [link(`mailto:${contact.email}`, text(contact.email))] : []),
  ];
  return [heading(2, text("Contact")), paragraph(...joined(parts, " · "))];
}

/** The API reference's introduction: what the API is, where it lives, how to reach its makers, the description file. */
export function apiIntroTwin({ api, publishedFiles }: ApiOverview): Root {
  const licence: PhrasingContent[] = api.license
    ? [text(" · Licence: "), api.license.url ? link(api.license.url, text(api.license.name)) : text(api.license.name)]
    : [];
  return root([
    heading(1, text(api.title)),
    paragraph(text(`Release ${api.version} · OpenAPI ${api.openapiVersion}`), ...licence),
    ...markdownBlocks(api.description),
    heading(2, text("Servers")),
    list(api.servers.map((server) => listItem(...withDescription([inlineCode(server.url)], server.description)))),
    ...contactBlocks(api.contact),
    heading(2, text("The OpenAPI description")),
    paragraph(
      text(
        "Every page of this reference is generated from one OpenAPI description. Use it to generate clients or import it into your API tools.",
      ),
    ),
    ...downloadsParagraph(publishedFiles, api.servers),
  ]);
}
