/**
 * The public face of gatsby-source-openapi: what the site (and anything
 * else outside the plugin) may import. Gatsby's hooks are in gatsby-node.ts;
 * everything else under src/ is private to the plugin.
 */
export { buildApiRecords, type BuildRecordsInput } from "./src/build-records";
export { VENDOR_EXTENSIONS, type ExtensionLocation, type VendorExtensionKey } from "./src/extensions";
export { bundleSpec, loadSpec, type LoadedSpec } from "./src/load-spec";
export { markdownRenderer, renderMarkdown, type RelativeLinks } from "./src/markdown";
export { NODE_TYPES, type OpenApiNode, type OpenApiNodeType, openApiNodesOfType } from "./src/node-types";
export type { OpenApiPluginOptions } from "./src/plugin-options";
export * from "./src/records";
export { COMPONENT_SCHEMA_PREFIX, type Json, schemaClosure } from "./src/serialise-schema";
export { escapePointerToken, jsonPointer, SpecError, SpecErrors } from "./src/spec-error";
