/**
 * Code is highlighted, samples generated, schemas planned and Markdown
 * twins written at build time,
 * so none of those tools may reach the browser. This loads every module a
 * page's JavaScript starts from (templates, pages, the browser API file) with
 * the build-only packages replaced by modules that throw when imported: an
 * import chain that pulls one in fails here, naming it, instead of quietly
 * adding a hundred kilobytes to a page (as a label helper once did). The
 * API console writes samples again for its inputs with the same generator,
 * from a chunk of its own (sample-writer.ts), and Prism's grammars, one chunk
 * per language (sample-grammars.ts): the console's chunk must not hold them.
 */
const BUILD_ONLY = [
  "prism-react-renderer",
  "prismjs",
  "ajv",
  "yaml",
  "markdown-it",
  "@apidevtools/json-schema-ref-parser",
  "@readme/httpsnippet",
  "openapi-to-postmanv2",
  "unified",
  "remark-parse",
  "remark-stringify",
  "remark-mdx",
  "mdast-util-to-string",
  // The offline edition's packager (zip, HTML parsing) runs at build time only.
  "fflate",
  "htmlparser2",
];

for (const name of BUILD_ONLY) {
  jest.mock(name, () => {
    throw new Error(`${name} was imported by code that runs in the browser`);
  });
}

const ENTRY_POINTS = [
  "../templates/api-index",
  "../templates/api-intro",
  "../templates/api-operation",
  "../templates/api-tag",
  "../templates/doc-page",
  "../templates/schema-doc-page",
  "../pages/index",
  "../pages/404",
  "../../gatsby-browser",
  // The hash-routed edition's router, and the search engine's chunk.
  "../hash-edition/runtime",
  "../search/document-search",
];

describe("modules the browser loads", () => {
  it.each(ENTRY_POINTS)("%s imports no build-only package", (entry) => {
    expect(() => jest.requireActual(entry)).not.toThrow();
  });

  it("the API console's chunk leaves the sample generators and Prism to a chunk of their own", () => {
    expect(() => jest.requireActual("../api-console/ApiConsole/page-console")).not.toThrow();
  });

  it("the answer check's chunk, loaded with a console's first answer, imports no build-only package (no ajv: it has its own validator)", () => {
    expect(() => jest.requireActual("../api-console/answer-check-chunk")).not.toThrow();
  });

  it("the guard works: a module that uses the highlighter is caught", () => {
    expect(() => jest.requireActual("../code/highlight")).toThrow(/prism-react-renderer was imported/);
  });
});
