import type { Node } from "gatsby";
import type { ApiRecord, OperationRecord, SchemaRecord, TagRecord } from "./records";

/** GraphQL node types created by this plugin. */
export const NODE_TYPES = {
  spec: "OpenApiSpec",
  tag: "OpenApiTag",
  operation: "OpenApiOperation",
  schema: "OpenApiSchema",
  /** One node: the problems and warnings of the last read of the description (problems only in `gatsby develop`, which keeps running). */
  status: "OpenApiStatus",
} as const;

export type OpenApiNodeType = (typeof NODE_TYPES)[keyof typeof NODE_TYPES];

/** What each node type holds besides Gatsby's own node fields. */
interface NodeContent {
  OpenApiSpec: ApiRecord & { sourceFile: string; publishedFiles: string[] };
  OpenApiTag: TagRecord;
  OpenApiOperation: OperationRecord;
  OpenApiSchema: SchemaRecord;
  OpenApiStatus: { problems: string[]; warnings: string[] };
}

/** A node this plugin created, of type `T`. */
export type OpenApiNode<T extends OpenApiNodeType> = Node & NodeContent[T];

const isNodeOf = <T extends OpenApiNodeType>(type: T, node: Node): node is OpenApiNode<T> => node.internal.type === type;

/**
 * The plugin's nodes of one type, typed, from Gatsby's `getNodesByType`
 * (for other plugins' and the site's `sourceNodes`).
 */
export function openApiNodesOfType<T extends OpenApiNodeType>(getNodesByType: (type: string) => Node[], type: T): OpenApiNode<T>[] {
  return getNodesByType(type).filter((node): node is OpenApiNode<T> => isNodeOf(type, node));
}
