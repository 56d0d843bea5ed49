import { buildApiRecord } from "./api-record";
import { checkDocumentHeader, documentRoot } from "./document-checks";
import { readExtension } from "./extensions";
import { buildOperations } from "./operation-records";
import { descriptionHtml, type RecordContext } from "./record-context";
import type { ApiRecords } from "./records";
import { buildSchemas } from "./schema-records";
import type { SchemaNames } from "./serialise-schema";
import { findOperationWarnings, findRequiredInputProblems, findSlugClashes } from "./operation-checks";
import { SpecErrors } from "./spec-error";
import { buildTags } from "./tag-records";

export interface BuildRecordsInput {
  /** The dereferenced document (circular references left as `$ref`). */
  document: unknown;
  /** File used in error messages. */
  sourceFile: string;
  names: SchemaNames;
  renderMarkdown: (markdown: string) => string;
  /** File of each path item (by URL path) written in another file than `sourceFile`. */
  pathFiles?: ReadonlyMap<string, string>;
}

/**
 * Turns a dereferenced OpenAPI 3.0 or 3.1 document into plain records, one
 * per API, tag, operation and named schema. Pure: no Gatsby, no I/O.
 * Throws {@link SpecErrors} listing every structural problem (with the file
 * and JSON Pointer of each).
 */
export function buildApiRecords({ document, sourceFile, names, renderMarkdown, pathFiles = new Map() }: BuildRecordsInput): ApiRecords {
  const root = documentRoot(document, sourceFile);
  // Named schemas first: their records give the reference graph and the schemas examples are generated from.
  const schemas = buildSchemas(root, { names, renderMarkdown });
  const ctx: RecordContext = {
    sourceFile,
    names,
    renderMarkdown,
    schemaJson: new Map(schemas.map((s) => [s.name, s.schema])),
    problems: [],
  };
  checkDocumentHeader(root, ctx);
  const schemaRefs = new Map(schemas.map((s) => [s.name, s.refs]));
  const operations = buildOperations({ document: root, pathFiles, schemaRefs }, ctx);
  const problems = [...ctx.problems, ...findSlugClashes(operations, sourceFile), ...findRequiredInputProblems(operations, sourceFile)];
  if (problems.length > 0) throw new SpecErrors(problems);

  const html = (value: unknown) => descriptionHtml(ctx, value);
  const tagGroups = readExtension("document", "tagGroups", root);
  return {
    api: buildApiRecord(root, tagGroups, html),
    tags: buildTags({ declared: root.tags, tagGroups, operations, descriptionHtml: html }),
    operations,
    schemas,
    warnings: findOperationWarnings(operations, sourceFile),
  };
}
