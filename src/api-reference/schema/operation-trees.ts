import type { MediaView, OperationTrees, OperationView } from "../ApiOperationPage/operation-view";
import { type PageExpansions, type SchemaRegistry, schemaTree } from "./schema-model";
import { schemaGuideMap } from "./schema-guides";

/**
 * The schema trees of an operation's request body and responses, built in
 * the order the page renders them, so each field's anchor is the same
 * wherever they are built (the page's reference sections, the console that
 * links an answer's fields to their rows). A named schema that a guide
 * describes is named and linked there, not expanded (schema-guides.ts).
 */
export function operationTrees(operation: OperationView, schemas: SchemaRegistry): OperationTrees {
  const expansions: PageExpansions = new Map();
  const guides = schemaGuideMap(operation.schemaGuides ?? []);
  const trees = (content: readonly MediaView[], anchorPrefix: string) =>
    content.map((m) => (m.schema === null ? null : schemaTree(m.schema, schemas, anchorPrefix, expansions, guides)));
  return {
    body: trees(operation.requestBody?.content ?? [], "body"),
    responses: operation.responses.map((r) => trees(r.content, `response-${r.status}`)),
  };
}
