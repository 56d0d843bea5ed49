// The mistakes an author is likely to make, each with what the build must say about it. Used by
// scripts/check-author-mistakes.mjs (production build) and e2e-develop/mistakes.spec.ts (develop).
//
// Each case changes one file of a copy of the site (`change` gets the file's text and returns the
// new text; `create` writes a new file; `remove` deletes it). `stops`: the build must fail (else it
// must succeed, with a warning). `says`: strings or patterns the output must contain: the file
// that holds the mistake, the place in it, and the advice. `fullBuild`: the build runs to its end
// before the mistake shows (a warning, or a check of the finished site).

// Types: author-mistakes.d.mts. `gatsby develop` shows each of them in the site's problems panel too.

/** @type {import("./author-mistakes.d.mts").AuthorMistake[]} */
export const AUTHOR_MISTAKES = [
  {
    name: "openapi: invalid YAML in a path file",
    file: "openapi/paths/ping.yaml",
    change: (text) => text.replace("  summary: Check the service is running", "  summary: [Check the service is running"),
    stops: true,
    says: [
      "openapi/paths/ping.yaml #: the YAML/JSON cannot be read at line 4, column 3",
      "Fix the syntax there",
      "referenced from openapi/openapi.yaml #/paths/~1ping",
    ],
  },
  {
    name: "openapi: $ref to a component that does not exist",
    file: "openapi/paths/ping.yaml",
    change: (text) => text.replace("../components/schemas/envelopes/PingResponse.yaml", "../components/schemas/envelopes/PingAnswer.yaml"),
    stops: true,
    says: [
      "openapi/paths/ping.yaml #/get/responses/200/content/application~1json/schema",
      "the $ref points at openapi/components/schemas/envelopes/PingAnswer.yaml, which does not exist",
      "Fix the path in the $ref (it is relative to openapi/paths/ping.yaml), or create that file.",
    ],
  },
  {
    name: "openapi: an operation without operationId",
    file: "openapi/paths/ping.yaml",
    change: (text) => text.replace("  operationId: ping\n", ""),
    stops: false,
    fullBuild: true,
    says: ["openapi/paths/ping.yaml #/get: GET /ping has no operationId", 'its page slug "get-ping"', "`operationId: getPing`"],
  },
  {
    name: "openapi: two operations with the same operationId",
    file: "openapi/paths/ping.yaml",
    change: (text) => text.replace("  operationId: ping\n", "  operationId: findOutcode\n"),
    stops: true,
    says: [
      'openapi/paths/ping.yaml #/get: GET /ping has operationId "findOutcode"',
      "openapi/paths/outcode.yaml #/get",
      "operationIds must be unique. Give one of them another operationId.",
    ],
    doesNotSay: ["undefined"],
  },
  {
    name: "mdx: unclosed JSX in a guide",
    file: "content/docs/licences.mdx",
    change: (text) => text.replace("## The software\n", "## The software\n\n<div>\n"),
    stops: true,
    says: ["content/docs/licences.mdx", /licences\.mdx.*:?\b(9|10|11)\b/, /<div>|closing tag|div/],
  },
  {
    name: "mdx: a guide without a title",
    file: "content/docs/licences.mdx",
    change: (text) => text.replace('title: "Licences"\n', ""),
    stops: true,
    says: [
      "content/docs/licences.mdx",
      'content/docs/licences.mdx: invalid front matter: "title" must be a non-empty string.',
      "Fix the block between the --- lines at the top of the file.",
    ],
  },
  {
    name: "mdx: a broken link in a guide",
    file: "content/docs/licences.mdx",
    change: (text) => text.replace("## The software\n", "## The software\n\nSee [the missing page](/docs/no-such-page).\n"),
    stops: true,
    fullBuild: true,
    // The production build (its check of the finished HTML) and gatsby develop say the same sentence.
    says: [
      "content/docs/licences.mdx",
      /content\/docs\/licences\.mdx:11: the link to \/docs\/no-such-page leads nowhere/,
      "no page has the address /docs/no-such-page. Fix the address, or create the page.",
    ],
  },
  {
    name: "mdx: a component that does not exist",
    file: "content/docs/licences.mdx",
    change: (text) => text.replace("## The software\n", "## The software\n\n<NoSuchWidget />\n"),
    stops: true,
    says: ["content/docs/licences.mdx", "NoSuchWidget", /licences\.mdx:?\s*(line )?11/, "Admonition"],
    doesNotSay: ["SchemaTree"],
  },
  {
    name: "site.config.ts: a value of the wrong type",
    file: "site.config.ts",
    change: (text) => text.replace("    noIndex: false,", '    noIndex: "no",'),
    stops: true,
    says: ["site.config.ts has 1 mistake", 'site.noIndex is "no"; allowed: true or false.'],
    doesNotSay: ["Cannot query field"],
  },
  {
    name: "site.config.ts: a misspelt key",
    file: "site.config.ts",
    change: (text) => text.replace("    noIndex: false,", "    noIndex: false,\n    noindex: true,"),
    stops: true,
    says: ["site.config.ts has 1 mistake", "site.noindex is not a setting (did you mean site.noIndex?)"],
    doesNotSay: ["Cannot query field"],
  },
  {
    // Valid to the schema; the docs are known only once they are read. In gatsby develop the item is
    // inert (not a link) while the problem shows, and the pages keep rendering.
    name: "site.config.ts: a navbar item naming a doc that does not exist",
    file: "site.config.ts",
    change: (text) =>
      text.replace(
        '      { label: "API", to: "/docs/api", position: "left" },\n',
        '      { label: "API", to: "/docs/api", position: "left" },\n      { type: "doc", docId: "licence", position: "left" },\n',
      ),
    stops: true,
    says: [
      "A navbar item cannot be rendered:",
      'site.config.ts: navbar.items[2].docId: "licence" is not a doc id (did you mean "licences"?).',
      "set docId to an existing guide's, or remove the item.",
    ],
  },
  {
    name: "sidebars.ts: a doc that was deleted",
    file: "content/docs/libraries.mdx",
    remove: true,
    stops: true,
    says: [
      'sidebars.ts: sidebar "docs" items[7] refers to doc id "libraries", which does not exist.',
      "restore content/docs/libraries.mdx, or remove or change the entry.",
    ],
  },
];
