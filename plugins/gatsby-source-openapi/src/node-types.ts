/** GraphQL node types created by this plugin. */
export const NODE_TYPES = {
  spec: "OpenApiSpec",
  tag: "OpenApiTag",
  operation: "OpenApiOperation",
  schema: "OpenApiSchema",
} as const;
