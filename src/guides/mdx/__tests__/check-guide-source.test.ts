import { checkGuideSource } from "../check-guide-source";

const guide = (body: string) => `---\ntitle: "A guide"\ndescription: "About it."\n---\n\n${body}`;

describe("reading a guide's MDX before pages are built", () => {
  it("accepts a valid guide and lists its internal links with their lines", () => {
    const result = checkGuideSource(
      "content/docs/a.mdx",
      guide(
        'See [the overview](/docs/overview#errors) and <a href="/docs/api">the API</a>.\n\n<Admonition type="tip">A [link](https://example.com).</Admonition>\n',
      ),
    );
    expect(result.problems).toEqual([]);
    expect(result.links).toEqual([
      { href: "/docs/overview#errors", line: 6 },
      { href: "/docs/api", line: 6 },
    ]);
  });

  it("names the guide's own line (counting the front matter) for a tag that is never closed", () => {
    const { problems } = checkGuideSource("content/docs/a.mdx", guide("## Heading\n\n<div>\n\nText.\n"));
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/docs\/a\.mdx:8:1: the MDX cannot be compiled: Expected a closing tag for `<div>`\. MDX reads < as the start of a JSX tag/,
      ),
    ]);
  });

  it("reports a component that does not exist with its line and the components there are", () => {
    const { problems } = checkGuideSource("content/docs/a.mdx", guide("Text.\n\n<NoSuchWidget />\n\n<Admonition>ok</Admonition>\n"));
    expect(problems).toEqual([
      "content/docs/a.mdx:8:1: <NoSuchWidget> is not a component guides can use. The components are Admonition, SidebarCards, SchemaFields: check the spelling, or add the component to src/guides/mdx/mdx-components.tsx (and its name to src/guides/mdx/mdx-component-names.ts).",
    ]);
  });

  it("accepts a component the guide imports, and lower-case HTML elements", () => {
    const source = guide(
      'import { Chart } from "../../../src/components/Chart";\n\n<Chart />\n\n<details><summary>More</summary>Text.</details>\n',
    );
    expect(checkGuideSource("content/docs/a.mdx", source).problems).toEqual([]);
  });
});
