import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { type GuideSource, guideTwin } from "../guide-twin";
import { heading, list, listItem, paragraph, parseMarkdown, stringifyMarkdown, text } from "../markdown-tree";
import { rewriteTwinLinks, twinLinkTarget } from "../twin-links";
import { nodesOf } from "../../build-checks/machine-readable-check";

const guide = (body: string, extra: Partial<GuideSource> = {}): GuideSource => ({
  path: "/docs/example",
  title: "An example",
  description: "What the example shows.",
  body,
  sourcePath: "content/docs/example.mdx",
  schema: null,
  ...extra,
});

const components = {
  sidebarCards: () => [heading(3, text("Postcodes")), list([listItem(paragraph(text("Lookup")))])],
  schemaFields: (g: GuideSource) => [paragraph(text(`Fields of ${g.schema}`))],
};

const markdownOf = (g: GuideSource) => stringifyMarkdown(guideTwin(g, components));

describe("a guide's Markdown twin", () => {
  it("starts with the title and the description, then the guide as written", () => {
    expect(markdownOf(guide("Some **bold** text.\n\n## A section\n\nMore."))).toBe(
      "# An example\n\n> What the example shows.\n\nSome **bold** text.\n\n## A section\n\nMore.\n",
    );
  });

  it("renders an admonition as a blockquote with its kind and title, and the guide's components as Markdown", () => {
    const md = markdownOf(
      guide(
        '<Admonition type="warning" title="Send numbers">\n  Strings fail with **500**.\n</Admonition>\n\n<Admonition>\n  A note.\n</Admonition>\n\n<SidebarCards />\n\n<SchemaFields />',
        { schema: "Postcode" },
      ),
    );
    expect(md).toContain("> **Warning: Send numbers**\n>\n> Strings fail with **500**.");
    expect(md).toContain("> **Note**\n>\n> A note.");
    expect(md).toContain("### Postcodes\n\n- Lookup");
    expect(md).toContain("Fields of Postcode");
    expect(md).not.toMatch(/<[A-Z]/);
  });

  it("keeps a code block's language and title, drops the build's own words, fills in site facts and drops imports and comments", () => {
    const md = markdownOf(
      guide(
        'import X from "y"\n\nSamples in {sampleLanguageCount} languages.{/* a comment */}\n\n```json title="200 OK" operation=lookupPostcode status=200\n{"status": 200}\n```\n\n```yaml {5,15}\na: 1\n```',
      ),
    );
    expect(md).toContain("Samples in twenty languages.");
    expect(md).toContain('```json title="200 OK"\n{"status": 200}\n```');
    expect(md).toContain("```yaml\na: 1\n```");
    expect(md).not.toContain("import X");
    expect(md).not.toContain("comment");
  });

  it("names the guide and the component it cannot render, rather than leaving content out", () => {
    expect(() => markdownOf(guide("<Tabs>\n  x\n</Tabs>"))).toThrow(/content\/docs\/example\.mdx: <Tabs> has no Markdown form/);
  });

  it("renders every guide of content/docs, with no JSX left and every fenced block keeping its language", () => {
    const dir = path.resolve("content/docs");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".mdx"));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const source = readFileSync(path.join(dir, file), "utf8");
      const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
      const fm = YAML.parse(frontMatter) as { title: string; description: string; schema?: string };
      const md = markdownOf(guide(body, { title: fm.title, description: fm.description, schema: fm.schema ?? null, sourcePath: file }));
      expect([file, md.startsWith(`# ${fm.title}\n`)]).toEqual([file, true]);
      expect([file, /<\/?[A-Z][A-Za-z]*[\s/>]/.test(md.replace(/```[\s\S]*?```/g, ""))]).toEqual([file, false]);
      const fences = [...source.matchAll(/^ *```(\w+)/gm)].map((m) => m[1]);
      const written = nodesOf(parseMarkdown(md)).flatMap((n) => (n.type === "code" ? [n.lang] : []));
      expect([file, written]).toEqual([file, fences]);
    }
  });
});

describe("links in a twin", () => {
  const site = { origin: "https://postcodes.io", baseUrl: "/base/", pages: new Set(["/", "/docs/overview", "/docs/api"]) };

  it("point at the other pages' twins and the site's files with absolute addresses", () => {
    expect(twinLinkTarget("/docs/overview", site)).toBe("https://postcodes.io/base/docs/overview.md");
    expect(twinLinkTarget("/docs/overview/#errors", site)).toBe("https://postcodes.io/base/docs/overview.md#errors");
    expect(twinLinkTarget("/", site)).toBe("https://postcodes.io/base/index.md");
    expect(twinLinkTarget("/openapi.yaml", site)).toBe("https://postcodes.io/base/openapi.yaml");
    expect(twinLinkTarget("https://example.com/x", site)).toBe("https://example.com/x");
    expect(twinLinkTarget("#fields", site)).toBe("#fields");
    expect(twinLinkTarget("mailto:a@b.c", site)).toBe("mailto:a@b.c");
  });

  it("turn into their text when they lead to a page this build does not have", () => {
    expect(twinLinkTarget("/docs/api/lookup-postcode", site)).toBeNull();
    expect(twinLinkTarget("relative/page", site)).toBeNull();
    const tree = parseMarkdown("See [the lookup](/docs/api/lookup-postcode) and [the overview](/docs/overview).");
    rewriteTwinLinks(tree, site);
    expect(stringifyMarkdown(tree)).toBe("See the lookup and [the overview](https://postcodes.io/base/docs/overview.md).\n");
  });
});
