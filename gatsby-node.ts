// Build-time hooks of the site. Each lives in its own module under src/gatsby/.
export { createPages } from "./src/gatsby/create-pages";
export { onCreateNode } from "./src/gatsby/docs-nodes";
export { onPostBootstrap } from "./src/gatsby/machine-readable-files";
export { onPostBuild } from "./src/gatsby/post-build";
export { onPreInit } from "./src/gatsby/pre-init";
export { createResolvers } from "./src/gatsby/resolvers";
export { createSchemaCustomization } from "./src/gatsby/schema";
export { sourceNodes } from "./src/gatsby/sidebars";
export { onCreateWebpackConfig } from "./src/gatsby/webpack";
export { onCreateDevServer } from "./src/gatsby/dev-server";
