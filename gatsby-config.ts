import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import remarkGfm from "remark-gfm";
import siteConfig from "./site.config";
import { SAMPLE_LANGUAGE_COUNT_IN_WORDS } from "./src/api-reference/code-samples/sample-language-list";
import { resolveSpecPath, usesOwnSpec } from "./src/config/openapi-spec-path";
import { DOWNLOAD_SIZE_PLACEHOLDER, EDITION_ZIP_PATH } from "./src/hash-edition/package/zip-edition";
import { assertValidSiteConfig, SiteConfigError } from "./src/config/validate-site-config";
import { rehypeHeadingIds } from "./src/guides/mdx/rehype-heading-ids";
import { rehypeHighlightCode } from "./src/guides/mdx/rehype-highlight-code";
import { remarkCodeMeta } from "./src/guides/mdx/remark-code-meta";
import { remarkSiteFacts } from "./src/guides/mdx/remark-site-facts";

// A mistake in site.config.ts stops the build (and `gatsby develop`) here, before any work, with
// the validator's message. Gatsby would catch an error thrown here and carry on with an empty
// configuration, burying the message under unrelated ones, so the process ends itself.
try {
  assertValidSiteConfig(siteConfig);
} catch (error) {
  if (!(error instanceof SiteConfigError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

const { site } = siteConfig;

/** One build can use another OpenAPI file: OPENAPI_SPEC=path/to/spec.yaml npm run build */
const specPath = resolveSpecPath(siteConfig.openapi.specPath, process.env, __dirname);
/** False when OPENAPI_SPEC points at another API's description (the guides describe ours). */
const openapiIsOwn = usesOwnSpec(siteConfig.openapi.specPath, process.env, __dirname);

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: site.url,
    title: site.title,
    description: site.tagline,
    openapiIsOwn,
    /** How many languages the code samples come in, in words ("nine"): data, so pages carry no language list. */
    sampleLanguageCount: SAMPLE_LANGUAGE_COUNT_IN_WORDS,
    /** The hash-routed edition's zip; its size is written into the finished pages (src/gatsby/offline-edition.ts). */
    offlineEdition: { path: EDITION_ZIP_PATH, size: DOWNLOAD_SIZE_PLACEHOLDER },
  },
  pathPrefix: site.baseUrl === "/" ? "" : site.baseUrl.replace(/\/$/, ""),
  trailingSlash: site.trailingSlash,
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    // Gatsby's defaults, plus the files whose Node-side queries are typed (Queries.CreatePagesQuery, Queries.PageSourcesQuery).
    documentSearchPaths: ["./gatsby-node.ts", "./plugins/**/gatsby-node.ts", "./src/gatsby/create-pages.ts", "./src/gatsby/post-build.ts"],
  },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "docs", path: path.resolve(__dirname, "content/docs") },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkCodeMeta, remarkSiteFacts],
          rehypePlugins: [rehypeHeadingIds, rehypeHighlightCode],
        },
      },
    },
    {
      resolve: "gatsby-source-openapi",
      // Another API's description links relative to its own site; those links would be broken here.
      options: { specPath, relativeLinks: openapiIsOwn ? "keep" : "text" },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
  ],
};

export default config;
