// One file per Gatsby hook under src/; this file only re-exports them.
export { createSchemaCustomization } from "./src/create-schema-customization";
export { pluginOptionsSchema } from "./src/plugin-options";
export { onPostBootstrap } from "./src/publish-spec";
export { sourceNodes } from "./src/source-nodes";
