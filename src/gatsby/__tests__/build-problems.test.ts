import siteConfig from "../../../site.config";
import {
  collectBuildProblems,
  formatProblemGroups,
  frontMatterProblems,
  guideProblems,
  introSlugProblems,
  type ProblemGroup,
  siteWarnings,
  type CheckInputs,
} from "../build-problems";
import { extractLinks, findBrokenLinks, formatBrokenLinks } from "../../build-checks/link-check";
import { checkGuideSource } from "../../guides/mdx/check-guide-source";
import { developLinkWarnings } from "../develop-links";
import { docSidebars, operation, pagesData } from "./pages-data.fixture";

const inputs = (extra: Partial<CheckInputs> = {}): CheckInputs => ({
  ownSpec: true,
  docSidebars,
  bundledSpec: null,
  guideSources: new Map(),
  navbarItems: siteConfig.navbar.items,
  ...extra,
});

/** The groups that have problems. */
const found = (groups: ProblemGroup[]) => groups.filter((g) => g.problems.length > 0);
const messages = (group: ProblemGroup) => group.problems.map((p) => p.message);

describe("collectBuildProblems", () => {
  it("finds nothing wrong with a consistent site", () => {
    expect(found(collectBuildProblems(pagesData(), inputs()))).toEqual([]);
  });

  it("reports every kind of problem at once, each under its heading", () => {
    const base = pagesData();
    const data = {
      ...base,
      allMdx: { nodes: base.allMdx.nodes.map((n, i) => (i === 1 ? { ...n, frontmatter: { ...n.frontmatter, schema: "Missing" } } : n)) },
      allOpenApiTag: { nodes: [{ ...base.allOpenApiTag.nodes[0], slug: "api-reference" }] },
    };
    const problems = found(collectBuildProblems(data, inputs({ docSidebars: { docs: ["overview", "postcode/lokup"] } })));
    expect(problems.map((p) => p.heading)).toEqual([
      "A sidebar cannot be resolved:",
      "A guide's front matter names what the API reference does not have:",
      "Two pages would have the same address:",
    ]);
    const message = formatProblemGroups(problems);
    expect(message).toContain('  - sidebars.ts: sidebar "docs" items[1] refers to doc id "postcode/lokup"');
    expect(message).toContain('  - content/docs/overview.mdx: front matter names schema "Missing"');
    expect(message).toContain('  - The OpenAPI description gives the tag "Postcodes" the page /docs/api/api-reference');
  });

  it("checks code samples against the example beside them for our own description only", () => {
    const data = {
      ...pagesData(),
      allOpenApiOperation: {
        nodes: [
          operation("lookup-postcode", {
            path: "/postcodes/{postcode}",
            parameters: [
              {
                name: "postcode",
                location: "path",
                required: true,
                aliasOf: null,
                schema: { type: "string" },
                examples: [],
              },
            ],
            // The sample asks for SW1A 2AA; the example beside it answers for AB1 0AA.
            codeSampleValues: { path: { postcode: "SW1A 2AA" }, query: null },
            responses: [{ status: "200", content: [{ examples: [{ name: "found", value: { postcode: "AB1 0AA" }, generated: false }] }] }],
          }),
        ],
      },
    };
    expect(found(collectBuildProblems(data, inputs())).map((p) => p.heading)).toEqual([
      "Code samples request something other than the example response beside them:",
    ]);
    expect(found(collectBuildProblems(data, inputs({ ownSpec: false })))).toEqual([]);
  });

  it("checks a field-reference guide's lists of fields against its schema, naming the file and line", () => {
    const guideSources = new Map([["content/docs/postcode/schema.mdx", '### Where\n\n<SchemaFields fields="postcode eastings" />\n']]);
    const [problem] = found(collectBuildProblems(pagesData(), inputs({ guideSources })));
    expect(problem.heading).toBe("A field-reference guide's lists of fields do not match its schema:");
    expect(messages(problem)).toEqual([
      'content/docs/postcode/schema.mdx:3: Postcode has no field "eastings". Its fields: postcode, codes.',
      'content/docs/postcode/schema.mdx: the lists of fields leave out "codes" of Postcode. Add each to the <SchemaFields fields="…" /> of its subject.',
    ]);
    const whole = new Map([["content/docs/postcode/schema.mdx", "<SchemaFields />\n"]]);
    expect(found(collectBuildProblems(pagesData(), inputs({ guideSources: whole })))).toEqual([]);
  });

  it("checks the JSON examples of guides against the bundled description", () => {
    const bundledSpec = {
      openapi: "3.1.0",
      paths: {
        "/ping": {
          get: {
            operationId: "ping",
            responses: { "200": { content: { "application/json": { schema: { type: "object", required: ["status"] } } } } },
          },
        },
      },
    };
    const guideSources = new Map([["content/docs/overview.mdx", '```json operation=ping status=200\n{ "result": 1 }\n```\n']]);
    const [problem] = found(collectBuildProblems(pagesData(), inputs({ bundledSpec, guideSources })));
    expect(problem.heading).toBe("Guide examples no longer match the OpenAPI description:");
    expect(messages(problem)).toEqual([
      "content/docs/overview.mdx:1: the example does not match the 200 response schema of ping: (the value) must have required property 'status'",
    ]);
  });
});

describe("single checks", () => {
  it("front matter must name schemas and operations the reference has", () => {
    const base = pagesData();
    const data = {
      ...base,
      allMdx: {
        nodes: base.allMdx.nodes.map((n, i) => (i === 2 ? { ...n, frontmatter: { ...n.frontmatter, operation: "lookup-postcodes" } } : n)),
      },
    };
    expect(frontMatterProblems(data)).toEqual([
      'content/docs/postcode/lookup.mdx: front matter names operation "lookup-postcodes", which is not a page of the API reference. Use an operation slug such as lookup-postcode.',
    ]);
  });

  it("no operation may take the introduction's addresses", () => {
    const base = pagesData();
    const data = { ...base, allOpenApiOperation: { nodes: [...base.allOpenApiOperation.nodes, operation("api-reference-postcodes-io")] } };
    expect(introSlugProblems(data)).toEqual([
      "The OpenAPI description gives the operation at #/paths/~1api-reference-postcodes-io/get the page /docs/api/api-reference-postcodes-io, which the API introduction page already uses. Change its operationId or tag name.",
    ]);
  });

  it("navbar items must point at docs and sidebars that exist (checked in a build; develop checks its latest items apart)", () => {
    const navbarItems = [{ type: "doc" as const, docId: "overveiw" }];
    const [navbar] = found(collectBuildProblems(pagesData(), inputs({ navbarItems })));
    expect(navbar.heading).toBe("A navbar item cannot be rendered:");
    expect(messages(navbar)).toEqual([
      expect.stringMatching(/^site\.config\.ts: navbar\.items\[0\]\.docId: "overveiw" is not a doc id \(did you mean "overview"\?\)/),
    ]);
    expect(found(collectBuildProblems(pagesData(), inputs({ navbarItems: null })))).toEqual([]);
  });
});

const guideSource = (body: string) => `---\ntitle: "T"\ndescription: "D"\n---\n\n${body}`;

describe("guides that cannot become pages", () => {
  it("names a guide whose MDX does not compile and one with invalid front matter, and leaves their pages out", () => {
    const base = pagesData();
    const data = {
      ...base,
      allMdx: {
        nodes: base.allMdx.nodes.map((n, i) =>
          i === 2 ? { ...n, fields: { ...n.fields, frontmatterProblems: ['"title" must be a non-empty string'] } } : n,
        ),
      },
    };
    const sources = new Map([
      ["content/docs/overview.mdx", guideSource("Text.\n\n<Widget />\n")],
      ["content/docs/postcode/lookup.mdx", guideSource("Fine.\n")],
    ]);
    const { groups, broken } = guideProblems(data, sources);
    expect(found(groups).map((g) => [g.heading, messages(g)])).toEqual([
      [
        "A guide's front matter is invalid:",
        [
          'content/docs/postcode/lookup.mdx: invalid front matter: "title" must be a non-empty string. Fix the block between the --- lines at the top of the file.',
        ],
      ],
      [
        "A guide cannot be compiled:",
        [expect.stringMatching(/^content\/docs\/overview\.mdx:8:1: <Widget> is not a component guides can use\./)],
      ],
    ]);
    expect([...broken].sort()).toEqual(["/docs/overview", "/docs/postcode/lookup"]);
  });
});

describe("warnings", () => {
  it("names a guide that no sidebar lists and that is not unlisted (the docs landing page is exempt)", () => {
    const base = pagesData();
    const data = {
      ...base,
      allMdx: {
        nodes: [
          ...base.allMdx.nodes,
          {
            ...base.allMdx.nodes[1],
            id: "x",
            fields: { ...base.allMdx.nodes[1].fields, docId: "extra", path: "/docs/extra", sourcePath: "content/docs/extra.mdx" },
          },
        ],
      },
      openApiStatus: { problems: [], warnings: ["openapi/paths/ping.yaml #/get: GET /ping has no operationId"] },
    };
    expect(found(siteWarnings(data, docSidebars)).map((g) => [g.heading, messages(g)])).toEqual([
      [
        "A guide is in no sidebar:",
        [
          'content/docs/extra.mdx: no sidebar lists this guide, so readers can only reach it by its address (/docs/extra). Add "extra" to sidebars.ts, or set `unlisted: true` in its front matter.',
        ],
      ],
    ]);
  });

  it("in gatsby develop, names each guide link that leads to no page, with its line, for the preview to mark", () => {
    const sources = new Map([
      [
        "content/docs/overview.mdx",
        guideSource("[ok](/docs/api) [gone](/docs/nope#x) [self](#here) [spec](/openapi.yaml) [file](/logo.svg)\n"),
      ],
    ]);
    const group = developLinkWarnings(pagesData(), sources, new Set(["/docs/api", "/docs/overview"]), "/nonexistent-site-root");
    expect(group.problems).toEqual([
      {
        level: "warning",
        message:
          "content/docs/overview.mdx:6: the link to /docs/nope#x leads nowhere: no page has the address /docs/nope. Fix the address, or create the page.",
        link: { page: "/docs/overview", href: "/docs/nope#x" },
      },
      {
        level: "warning",
        message:
          "content/docs/overview.mdx:6: the link to /logo.svg leads nowhere: no page has the address /logo.svg. Fix the address, or create the page.",
        link: { page: "/docs/overview", href: "/logo.svg" },
      },
    ]);
  });

  it("says the same sentence for a broken guide link as the production build's link check", () => {
    const source = guideSource("Text.\n\nSee [the missing page](/docs/no-such-page).\n");
    const sources = new Map([["content/docs/overview.mdx", source]]);
    const [develop] = developLinkWarnings(pagesData(), sources, new Set(["/docs/overview"]), "/nonexistent-site-root").problems;
    const built = new Map([["/docs/overview", extractLinks('<a href="/docs/no-such-page">the missing page</a>')]]);
    const guide = { file: "content/docs/overview.mdx", links: checkGuideSource("content/docs/overview.mdx", source).links };
    const production = formatBrokenLinks(findBrokenLinks(built, new Set()), () => guide);
    expect(develop.message).toBe(
      "content/docs/overview.mdx:8: the link to /docs/no-such-page leads nowhere: no page has the address /docs/no-such-page. Fix the address, or create the page.",
    );
    expect(production.split("\n")).toEqual(["Found 1 broken internal link:", `  - ${develop.message}`]);
  });

  it("in gatsby develop, counts a guide that cannot be compiled (left out of the pages until fixed) as a page links may lead to", () => {
    const sources = new Map([
      ["content/docs/overview.mdx", guideSource("See [the lookup](/docs/postcode/lookup) and [the schema](/docs/postcode/schema/).\n")],
      ["content/docs/postcode/lookup.mdx", guideSource("<div>\n")],
    ]);
    const { broken } = guideProblems(pagesData(), sources);
    expect([...broken]).toEqual(["/docs/postcode/lookup"]);
    const made = new Set(["/docs/overview", "/docs/postcode/schema"]);
    expect(developLinkWarnings(pagesData(), sources, made, "/nonexistent-site-root").problems).toEqual([]);
  });
});
