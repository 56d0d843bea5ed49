import path from "node:path";
import { buildApiRecords } from "../src/build-records";
import { loadSpec } from "../src/load-spec";
import { renderMarkdown } from "../src/markdown";
import { serialiseBundle } from "../src/publish-spec";
import { bundleSpec } from "../src/load-spec";
import { SpecErrors } from "../src/spec-error";

const fixture = (name: string) => path.join(__dirname, "fixtures", name);

async function build(name: string) {
  const loaded = await loadSpec(fixture(name));
  return buildApiRecords({ ...loaded, renderMarkdown });
}

async function problem(name: string): Promise<string> {
  try {
    await build(name);
  } catch (error) {
    expect(error).toBeInstanceOf(SpecErrors);
    return (error as Error).message;
  }
  throw new Error(`${name} was accepted`);
}

describe("OpenAPI 3.0 description (pet store)", () => {
  it("creates records for the API, tags, operations and schemas", async () => {
    const records = await build("petstore-30.yaml");
    expect(records.api).toMatchObject({
      title: "Pet Store",
      version: "1.2.0",
      openapiVersion: "3.0.3",
      descriptionHtml:
        '<p>A <strong>tiny</strong> pet store, described in <a href="https://spec.openapis.org/oas/v3.0.3.html">OpenAPI 3.0.3</a>.</p>',
    });
    expect(records.api.tagGroups).toEqual([{ name: "Animals", tags: ["pets"] }]);
    expect(records.operations.map((o) => o.slug)).toEqual(["list-pets", "post-pets", "show-pet-by-id", "get-health"]);
    expect(records.tags).toEqual([
      expect.objectContaining({
        name: "pets",
        slug: "pets",
        group: "Animals",
        operationSlugs: ["list-pets", "post-pets", "show-pet-by-id"],
      }),
    ]);
    expect(records.schemas.map((s) => s.name)).toEqual(["Pet", "Cat", "Person", "Error"]);
  });

  it("keeps operations without tags or operationId", async () => {
    const health = (await build("petstore-30.yaml")).operations.find((o) => o.path === "/health");
    expect(health).toMatchObject({ slug: "get-health", operationId: null, tags: [], summary: "GET /health" });
  });

  it("merges path-level parameters and keeps examples", async () => {
    const list = (await build("petstore-30.yaml")).operations[0];
    expect(list.parameters.map((p) => `${p.location}:${p.name}`)).toEqual(["header:X-Trace", "query:limit"]);
    expect(list.parameters[1].examples[0].value).toBe(5);
  });

  it("stores named schemas as references and lists the ones each operation needs", async () => {
    const records = await build("petstore-30.yaml");
    const show = records.operations.find((o) => o.slug === "show-pet-by-id");
    expect(show?.responses[0].content[0].schema).toEqual({ $ref: "#/components/schemas/Pet" });
    expect(show?.schemaNames).toEqual(["Error", "Person", "Pet"]);
    const cat = records.schemas.find((s) => s.name === "Cat");
    expect(cat?.refs).toEqual(["Pet"]);
  });

  it("renders Markdown descriptions and generates an example when none is given", async () => {
    const records = await build("petstore-30.yaml");
    const pet = records.schemas.find((s) => s.name === "Pet")?.schema as { properties: { name: Record<string, unknown> } };
    expect(pet.properties.name["x-description-html"]).toBe("<p>The pet's <em>name</em>.</p>");
    const example = records.operations[0].responses[0].content[0].examples[0];
    expect(example).toMatchObject({ generated: true });
    expect(example.value).toEqual([{ id: 0, name: "string", kind: "cat", owner: { name: "string" } }]);
  });

  it("keeps x-codeSamples", async () => {
    const post = (await build("petstore-30.yaml")).operations.find((o) => o.slug === "post-pets");
    expect(post?.codeSamples).toEqual([{ lang: "python", label: "Python SDK", source: 'client.pets.create(name="Rex")' }]);
    expect(post?.requestBody?.required).toBe(true);
  });
});

describe("circular references", () => {
  it("load without hanging and stay finite", async () => {
    const records = await build("circular.yaml");
    const node = records.schemas.find((s) => s.name === "Node");
    expect(node?.schema).toEqual({
      type: "object",
      properties: { value: { type: "string" }, children: { type: "array", items: { $ref: "#/components/schemas/Node" } } },
    });
    expect(records.operations.find((o) => o.slug === "get-pair")?.schemaNames).toEqual(["A", "B"]);
    expect(() => JSON.stringify(records)).not.toThrow();
  });
});

describe("descriptions split over several files", () => {
  it("resolve relative $refs and recognise named schemas across files", async () => {
    const records = await build("multi/root.yaml");
    expect(records.operations[0].responses[0].content[0].schema).toEqual({ type: "array", items: { $ref: "#/components/schemas/Thing" } });
    expect(records.operations[0].file).toMatch(/fixtures\/multi\/paths\/things\.yaml$/);
    expect(records.tags.map((t) => t.slug)).toEqual(["things"]);
  });

  it("list every file they were read from, outside the description's folder too", async () => {
    const loaded = await loadSpec(fixture("outside/api/root.yaml"));
    expect(loaded.files).toEqual([fixture("outside/api/root.yaml"), fixture("outside/shared/ping.yaml")]);
    expect(buildApiRecords({ ...loaded, renderMarkdown }).operations.map((o) => o.slug)).toEqual(["ping"]);
  });

  it("list the files they were read from when they cannot be read, the one with the mistake included", async () => {
    const error = await loadSpec(fixture("multi-bad/root.yaml")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecErrors);
    expect((error as SpecErrors).files).toEqual([fixture("multi-bad/root.yaml"), fixture("multi-bad/paths/things.yaml")]);
    const missing = await loadSpec(fixture("does-not-exist.yaml")).catch((e: unknown) => e);
    expect((missing as SpecErrors).files).toEqual([fixture("does-not-exist.yaml")]);
  });

  it("bundle into one file for publishing", async () => {
    const bundled = await bundleSpec(fixture("multi/root.yaml"));
    const json = JSON.parse(serialiseBundle(bundled, "openapi.json"));
    expect(json.paths["/things"].get.operationId).toBe("listThings");
    expect(serialiseBundle(bundled, "openapi.yaml")).toContain("operationId: listThings");
  });
});

describe("broken descriptions stop with the file and the place", () => {
  it("a file that cannot be read", async () => {
    expect(await problem("does-not-exist.yaml")).toMatch(/does-not-exist\.yaml #: cannot read the file .*openapi\.specPath/);
  });

  it("a $ref that points nowhere", async () => {
    const message = await problem("broken-ref.yaml");
    expect(message).toContain("broken-ref.yaml #/paths/~1x/get/responses/200/content/application~1json/schema");
    expect(message).toContain("Missing");
    expect(message).toContain("Check that the $ref at this place points at a file and location that exist.");
  });

  it("a $ref to a file that does not exist: the file and place of the $ref, the file it looked for, and what to do", async () => {
    const dir = "plugins/gatsby-source-openapi/__tests__/fixtures/missing-file";
    expect(await problem("missing-file/root.yaml")).toContain(
      `${dir}/paths/things.yaml #/get/responses/200/content/application~1json/schema: the $ref points at ${dir}/schemas/Thing.yaml, which does not exist. ` +
        `Fix the path in the $ref (it is relative to ${dir}/paths/things.yaml), or create that file.`,
    );
  });

  it("a YAML syntax error, with the line, column and code frame", async () => {
    expect(await problem("bad-yaml.yaml")).toMatch(
      /bad-yaml\.yaml #: the YAML\/JSON cannot be read at line \d+, column \d+: [^\n]+\. Fix the syntax there[^\n]*\n {6}\s*\d+ \|/,
    );
  });

  it("a YAML syntax error in a file referenced from another names the file itself, and where it is referenced", async () => {
    expect(await problem("multi-bad/root.yaml")).toMatch(
      /multi-bad\/paths\/things\.yaml #: the YAML\/JSON cannot be read at line 4, column 3: .*; the file is referenced from \S*multi-bad\/root\.yaml #\/paths\/~1things\./,
    );
  });

  it("an operation without responses", async () => {
    expect(await problem("no-responses.yaml")).toContain("no-responses.yaml #/paths/~1x/get/responses: the operation has no responses");
  });

  it("two operations with the same slug", async () => {
    expect(await problem("duplicate-slug.yaml")).toContain(
      'duplicate-slug.yaml #/paths/~1b/get: GET /b gets the page slug "get-thing", which GET /a (plugins/gatsby-source-openapi/__tests__/fixtures/duplicate-slug.yaml #/paths/~1a/get) gets too; two operations cannot share a page.',
    );
  });

  it("a Swagger 2.0 file", async () => {
    expect(await problem("swagger2.yaml")).toContain("swagger2.yaml #/openapi: expected an OpenAPI version 3.0.x or 3.1.x");
  });
});
