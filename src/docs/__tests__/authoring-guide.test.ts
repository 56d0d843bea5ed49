import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { bundleSpec } from "../../../plugins/gatsby-source-openapi";
import { ourRecords } from "../../api-console/__tests__/our-spec";
import { ExampleValidator } from "../../api-reference/example-validation";
import { findFrontmatterProblems } from "../../gatsby/docs-nodes";
import { evaluateSidebars } from "../../gatsby/sidebars-file";
import { checkGuideSource } from "../../mdx/check-guide-source";
import { MDX_COMPONENT_NAMES } from "../../mdx/mdx-component-names";
import { resolveSidebar } from "../../sidebars/sidebar-items";
import { docIdFromRelativePath, docPath } from "../doc-paths";
import { checkGuideExamples } from "../guide-examples";

/** docs/authoring.md: every example in it must work as the page says it does. */
const GUIDE = "docs/authoring.md";
const text = readFileSync(path.resolve(GUIDE), "utf8");

/** The fenced blocks of a language (fences of three or more backticks, closed by the same fence). */
function fencedBlocks(language: string): string[] {
  const blocks: string[] = [];
  for (const match of text.matchAll(/^(`{3,})(\w+)[^\n]*\n([\s\S]*?)^\1\s*$/gm)) if (match[2] === language) blocks.push(match[3]);
  return blocks;
}

const frontMatter = (source: string): Record<string, unknown> | null => {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return match ? (YAML.parse(match[1]) as Record<string, unknown>) : null;
};

const guides = fencedBlocks("mdx");

describe(`the examples of ${GUIDE}`, () => {
  it("has guide examples to test", () => {
    expect(guides.length).toBeGreaterThanOrEqual(3);
  });

  it.each(guides.map((source, i) => [i + 1, source]))("guide example %i compiles, with valid front matter", (_n, source) => {
    expect(checkGuideSource(GUIDE, source).problems).toEqual([]);
    const fm = frontMatter(source);
    expect(fm).not.toBeNull();
    expect(findFrontmatterProblems(fm)).toEqual([]);
  });

  it("names operations and schemas the OpenAPI description has, and its JSON examples match it", async () => {
    const document = await bundleSpec(path.resolve("openapi/openapi.yaml"));
    const validator = new ExampleValidator(document);
    // The slugs the site gives its operation pages, which a guide's `operation` names.
    const slugs = new Set((await ourRecords()).operations.map((operation) => operation.slug));
    const schemas = new Set(Object.keys((document.components as { schemas: object }).schemas));
    let tiedExamples = 0;
    for (const source of guides) {
      const fm = frontMatter(source) ?? {};
      if (typeof fm.operation === "string") expect(slugs).toContain(fm.operation);
      if (typeof fm.schema === "string") expect(schemas).toContain(fm.schema);
      expect(checkGuideExamples(GUIDE, source, document, validator)).toEqual([]);
      tiedExamples += (source.match(/```json[^\n]*operation=/g) ?? []).length;
    }
    expect(tiedExamples).toBeGreaterThan(0);
  });

  it("lists every component guides can use, and every front matter key", () => {
    for (const name of MDX_COMPONENT_NAMES) expect(text).toContain(`| \`<${name}`);
    const keys = [...readFileSync(path.resolve("src/gatsby/schema.ts"), "utf8").matchAll(/^ {6}(\w+): (?:String|Int|Boolean)/gm)]
      .map((m) => m[1])
      .filter((key) => ["title", "description", "sidebar_label", "position", "unlisted", "operation", "schema"].includes(key));
    expect(keys.length).toBe(7);
    for (const key of keys) expect(text).toContain(`| \`${key}\``);
  });

  it("its sidebars.ts example is valid and names guides that exist", () => {
    const [example] = fencedBlocks("ts");
    const docs = new Map(
      readdirSync(path.resolve("content/docs"), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".mdx"))
        .map((file) => {
          const id = docIdFromRelativePath(file.split(path.sep).join("/"));
          return [id, { path: docPath(id), label: id }] as const;
        }),
    );
    const sidebars = evaluateSidebars(`import type { SidebarItemDefinition } from "./src/sidebars/sidebar-items";\n${example}`);
    expect(resolveSidebar("docs", sidebars.docs, docs, "docs/authoring.md").problems).toEqual([]);
  });
});
