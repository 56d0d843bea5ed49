import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { buildApiRecords, bundleSpec, loadSpec, type OperationRecord, renderMarkdown } from "../../../plugins/gatsby-source-openapi";
import { generateCodeSamples } from "../../api-reference/code-samples/generate-code-samples";
import { buildSampleRequest } from "../../api-reference/code-samples/request-model";
import { SAMPLE_LANGUAGE_LIST } from "../../api-reference/code-samples/sample-language-list";
import { ourRecords, schemaLookup, toConsoleOperation } from "../../api-console/__tests__/our-spec";
import { bodyProblems } from "../../api-console/console-request";
import { validateAgainstSchema } from "../../api-console/schema-validator";
import { ExampleValidator } from "../../api-reference/example-validation";
import { findFrontmatterProblems } from "../../gatsby/docs-nodes";
import { evaluateSidebars } from "../../gatsby/sidebars-file";
import { checkGuideSource } from "../mdx/check-guide-source";
import { MDX_COMPONENT_NAMES } from "../mdx/mdx-component-names";
import { resolveSidebar } from "../../sidebars/resolve-sidebar";
import { docIdFromRelativePath, docPath } from "../../navigation/doc-paths";
import { checkGuideExamples } from "../guide-examples";
import { fieldListProblems } from "../../api-reference/SchemaFields/field-lists";
import { namedSchemaFields } from "../../api-reference/schema/schema-model";

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
    const registry = new Map(Object.entries((document.components as { schemas: Record<string, unknown> }).schemas));
    let tiedExamples = 0;
    for (const source of guides) {
      const fm = frontMatter(source) ?? {};
      if (typeof fm.operation === "string") expect(slugs).toContain(fm.operation);
      if (typeof fm.schema === "string") {
        expect(schemas).toContain(fm.schema);
        // Its lists of fields, as the build checks them.
        const fields = namedSchemaFields(fm.schema, registry)?.map((field) => field.name) ?? [];
        expect(fieldListProblems(GUIDE, checkGuideSource(GUIDE, source).elements, fm.schema, fields)).toEqual([]);
      }
      expect(checkGuideExamples(GUIDE, source, document, validator)).toEqual([]);
      tiedExamples += (source.match(/```json[^\n]*operation=/g) ?? []).length;
    }
    expect(tiedExamples).toBeGreaterThan(0);
  });

  it("shows every component guides can use in an example", () => {
    for (const name of MDX_COMPONENT_NAMES) expect(guides.some((source) => source.includes(`<${name}`))).toBe(true);
  });

  it("lists every component guides can use, and every front matter key", () => {
    for (const name of MDX_COMPONENT_NAMES) expect(text).toContain(`| \`<${name}`);
    const frontmatter = /type MdxFrontmatter[^{]*\{([^}]*)\}/.exec(readFileSync(path.resolve("src/gatsby/schema.ts"), "utf8"))?.[1] ?? "";
    const keys = [...frontmatter.matchAll(/^ {6}(\w+): (?:String|Int|Boolean)/gm)]
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

/** The text of the guide from a heading to the next heading of the same level or above. */
function section(heading: string): string {
  const start = text.indexOf(`${heading}\n`);
  if (start === -1) throw new Error(`${GUIDE} has no heading "${heading}"`);
  const level = /^#+/.exec(heading)?.[0] ?? "#";
  const end = text.slice(start + heading.length).search(new RegExp(`^#{1,${level.length}} `, "m"));
  return end === -1 ? text.slice(start) : text.slice(start, start + heading.length + end);
}

type Operation = Record<string, unknown>;

/**
 * Our OpenAPI description through the plugin's own loader and record
 * builder, with one operation changed first: what the site would build
 * from the description after that edit.
 */
async function operationAfterEdit(
  method: string,
  apiPath: string,
  edit: (operation: Operation) => void,
): Promise<{
  record: OperationRecord;
  warnings: string[];
}> {
  const loaded = await loadSpec(path.resolve("openapi/openapi.yaml"));
  const paths = (loaded.document as { paths: Record<string, Record<string, Operation>> }).paths;
  edit(paths[apiPath][method]);
  const records = buildApiRecords({ ...loaded, renderMarkdown });
  const record = records.operations.find((op) => op.method === method && op.path === apiPath);
  if (!record) throw new Error(`no record of ${method.toUpperCase()} ${apiPath}`);
  return { record, warnings: records.warnings };
}

/** An edit that gives an operation the extension of a YAML example instead of any it had (under either of its names). */
const withExtension = (example: Operation, names: readonly string[]) => (operation: Operation) => {
  for (const name of names) delete operation[name];
  Object.assign(operation, example);
};

describe(`the OpenAPI examples of ${GUIDE}, run through the plugin and the sample generators`, () => {
  const yamlExamples = fencedBlocks("yaml").map((block) => YAML.parse(block) as Operation);
  const example = (key: string) => {
    const found = yamlExamples.find((e) => key in e);
    if (!found) throw new Error(`${GUIDE} has no YAML example of ${key}`);
    return found;
  };
  const codeSamples = section("### Code samples");

  it("tests every YAML example (add a test for a new one)", () => {
    expect(yamlExamples.map((e) => Object.keys(e))).toEqual([["items"], ["x-sample-values"], ["x-codeSamples"]]);
  });

  it("x-when-invalid: the console says what the server does with the value, and sends it; the bulk lookup's entries carry it", async () => {
    const items = example("items").items as Record<string, unknown>;
    const problems = validateAgainstSchema(["SE1P 5ZZ", 3], { type: "array", items });
    expect(problems).toEqual([
      expect.objectContaining({ pointer: "/1", message: "must be a string", whenInvalid: items["x-when-invalid"] }),
    ]);
    const records = await ourRecords();
    const bulk = toConsoleOperation(records.operations.find((operation) => operation.slug === "bulk-postcode-lookup")!);
    const inputs = { server: "https://api.postcodes.io", values: {}, body: '{"postcodes": ["SE1P 5ZZ", 3]}', variant: 0 };
    expect(bodyProblems(bulk, inputs, schemaLookup(records))).toEqual([
      expect.objectContaining({
        blocking: false,
        message: expect.stringContaining(`the API answers anyway: ${String(items["x-when-invalid"]).charAt(0).toLowerCase()}`),
      }),
    ]);
  });

  it("x-sample-values: every generated sample requests the URL the guide says", async () => {
    const url = /request `(https:\/\/[^`]+)`/.exec(codeSamples)?.[1];
    expect(url).toBe("https://api.postcodes.io/postcodes?q=SW1A&limit=5");
    const { record } = await operationAfterEdit(
      "get",
      "/postcodes",
      withExtension(example("x-sample-values"), ["x-sample-values", "x-code-sample"]),
    );
    expect(record.codeSampleValues).toEqual({ path: null, query: { q: "SW1A", limit: 5 } });
    expect(buildSampleRequest(record).url).toBe(url);
    for (const sample of generateCodeSamples(record, record.codeSamples)) {
      // The whole URL, or (HTTP) its path with the host on a line of its own.
      expect(sample.source).toMatch(/https:\/\/api\.postcodes\.io\/postcodes\b|^GET \/postcodes\?[^\n]*\nHost: api\.postcodes\.io$/m);
      // In the URL, or as the query values of the language's HTTP library (Swift, R, Clojure).
      if (!sample.source.includes("q=SW1A&limit=5")) {
        expect(sample.source).toMatch(/\bq\b[^\n]*\bSW1A\b/);
        expect(sample.source).toMatch(/\blimit\b[^\n]*\b5\b/);
      }
    }
  });

  it("x-codeSamples (or x-code-samples): a language the site generates takes that tab, under its label; another gets a tab after them", async () => {
    const handWritten = example("x-codeSamples");
    const [sample] = handWritten["x-codeSamples"] as { lang: string; label: string; source: string }[];
    for (const name of ["x-codeSamples", "x-code-samples"]) {
      const { record } = await operationAfterEdit(
        "get",
        "/postcodes",
        withExtension({ [name]: handWritten["x-codeSamples"] }, ["x-codeSamples", "x-code-samples"]),
      );
      expect(record.codeSamples).toEqual([sample]);
      const samples = generateCodeSamples(record, record.codeSamples);
      expect(samples.map((s) => s.id)).toEqual(SAMPLE_LANGUAGE_LIST.map((l) => l.id));
      expect(samples.find((s) => s.id === "python")).toMatchObject({ label: sample.label, source: sample.source, live: false });
      expect(samples.filter((s) => s.live)).toHaveLength(SAMPLE_LANGUAGE_LIST.length - 1);
    }
    const { record } = await operationAfterEdit(
      "get",
      "/postcodes",
      withExtension({ "x-codeSamples": [{ ...sample, lang: "rust", label: "Rust" }] }, ["x-codeSamples", "x-code-samples"]),
    );
    const ids = (placement: string) => SAMPLE_LANGUAGE_LIST.filter((l) => l.placement === placement).map((l) => l.id);
    expect(generateCodeSamples(record, record.codeSamples).map((s) => s.id)).toEqual([...ids("tab"), "rust", ...ids("more")]);
  });

  it("names the languages the site generates", () => {
    const named = /one the site generates\s*\(([^)]*)\)/.exec(codeSamples.replace(/\n/g, " "))?.[1] ?? "";
    expect([...named.matchAll(/`([^`]+)`/g)].map((m) => m[1])).toEqual(SAMPLE_LANGUAGE_LIST.map((l) => l.id));
  });
});

describe(`${GUIDE} on an operation without operationId`, () => {
  const rules = section("### An operation without `operationId`");

  it("quotes the warning the plugin gives, and the page it keeps", async () => {
    const [quoted] = [...rules.matchAll(/^```text\n([\s\S]*?)^```$/gm)].map((m) => m[1].trim());
    const { record, warnings } = await operationAfterEdit("get", "/ping", (operation) => {
      delete operation.operationId;
    });
    expect(warnings).toEqual([quoted]);
    expect(record.slug).toBe("get-ping");
    expect(rules).toContain(`the page \`/docs/api/${record.slug}\``);
  });

  it("gives the slugs the plugin makes, and the id it suggests keeps the page", () => {
    const examples = [...rules.matchAll(/`(GET|POST|PUT|PATCH|DELETE) ([^`]+)` →\s+`([a-z0-9-]+)`/g)];
    expect(examples.map((m) => m[2])).toEqual(["/ping", "/outcodes/{outcode}/nearest", "/pets/{petId}"]);
    for (const [, method, apiPath, slug] of examples) {
      const operation = { responses: { "200": { description: "OK" } } };
      const document = {
        openapi: "3.1.0",
        info: { title: "T", version: "1" },
        paths: { [apiPath]: { [method.toLowerCase()]: operation } },
      };
      const names = { nameOf: () => undefined, resolveRef: () => undefined };
      const records = buildApiRecords({ document, sourceFile: "api.yaml", names, renderMarkdown });
      expect(records.operations[0].slug).toBe(slug);
      const suggested = /`operationId: (\w+)`/.exec(records.warnings[0])?.[1] ?? "";
      const renamed = { paths: { [apiPath]: { [method.toLowerCase()]: { ...operation, operationId: suggested } } } };
      expect(
        buildApiRecords({ document: { ...document, ...renamed }, sourceFile: "api.yaml", names, renderMarkdown }).operations[0].slug,
      ).toBe(slug);
    }
  });
});
