import { buildExamples } from "../src/example-records";
import { otherExtensions, readExtension, VENDOR_EXTENSIONS } from "../src/extensions";
import { buildOperation, type OperationPlace, serverUrl } from "../src/operation-records";
import { buildParameter, mergeParameters } from "../src/parameter-records";
import type { RecordContext } from "../src/record-context";
import type { OperationRecord } from "../src/records";
import { findOperationWarnings, findRequiredInputProblems, findSlugClashes } from "../src/operation-checks";
import { buildTags, tagNames, tagSlugs } from "../src/tag-records";

const context = (schemaJson: RecordContext["schemaJson"] = new Map()): RecordContext => ({
  sourceFile: "api.yaml",
  names: { nameOf: () => undefined, resolveRef: () => undefined },
  renderMarkdown: (markdown) => `<p>${markdown}</p>`,
  schemaJson,
  problems: [],
});

const place = (pathItem: Record<string, unknown> = {}): OperationPlace => ({
  path: "/things/{id}",
  method: "get",
  pathItem,
  documentServers: [{ url: "https://api.example.com" }],
  file: "api.yaml",
  order: 0,
});

describe("vendor extensions table", () => {
  it("says where each extension may appear", () => {
    expect(Object.fromEntries(Object.values(VENDOR_EXTENSIONS).map((e) => [e.names[0], e.on]))).toEqual({
      "x-tagGroups": "document",
      "x-codeSamples": "operation",
      "x-sample-values": "operation",
      "x-sidebar-label": "operation",
      "x-aliases": "parameter",
      "x-alias-of": "parameter",
      "x-input-kind": "parameter",
      "x-required-inputs": "operation",
      "x-invalid-input": "example",
    });
  });

  it("parses each one, reading the second spelling of code samples only when the first is absent", () => {
    const operation = {
      "x-code-samples": [{ lang: "go", source: "package main" }, { lang: "bad" }],
      "x-sample-values": { path: { id: "42" }, query: "not a mapping" },
      "x-internal": true,
    };
    expect(readExtension("operation", "codeSamples", operation)).toEqual([{ lang: "go", label: "go", source: "package main" }]);
    expect(readExtension("operation", "codeSamples", { ...operation, "x-codeSamples": [] })).toEqual([]);
    expect(readExtension("operation", "codeSampleValues", operation)).toEqual({ path: { id: "42" }, query: null });
    expect(readExtension("parameter", "aliases", { "x-aliases": ["lng", 3] })).toEqual(["lng"]);
    expect(readExtension("parameter", "aliasOf", {})).toBeNull();
    expect(readExtension("parameter", "inputKind", { "x-input-kind": "postcode" })).toBe("postcode");
    expect(readExtension("parameter", "inputKind", { "x-input-kind": ["postcode"] })).toBeNull();
    expect(readExtension("example", "invalidInput", { "x-invalid-input": "postcode" })).toBe("postcode");
    expect(readExtension("document", "tagGroups", { "x-tagGroups": [{ name: "A", tags: ["t", 1] }] })).toEqual([
      { name: "A", tags: ["t"] },
    ]);
  });

  it("passes the extensions it does not read through as the operation's `extensions`", () => {
    expect(otherExtensions("operation", { "x-codeSamples": [], "x-sample-values": {}, "x-internal": true, summary: "S" })).toEqual({
      "x-internal": true,
    });
  });
});

describe("record-building steps", () => {
  it("lets an operation's parameter override the path item's with the same name and location", () => {
    const merged = mergeParameters(
      {
        parameters: [
          { name: "id", in: "path", description: "shared" },
          { name: "trace", in: "header" },
        ],
      },
      {
        parameters: [
          { name: "id", in: "path", description: "own" },
          { name: "id", in: "query" },
        ],
      },
    );
    expect(merged.map((p) => `${p.in}:${p.name}:${p.description ?? ""}`)).toEqual(["header:trace:", "path:id:own", "query:id:"]);
  });

  it("makes path parameters required, reads aliases, and reports a parameter without a location", () => {
    const ctx = context();
    const refs = new Set<string>();
    expect(buildParameter({ name: "lon", in: "path", "x-aliases": ["lng"] }, ["p", 0], refs, ctx)).toMatchObject({
      required: true,
      aliases: ["lng"],
      aliasOf: null,
      inputKind: null,
      schema: null,
      examples: [],
    });
    expect(buildParameter({ name: "x", in: "body" }, ["paths", "/x", "get", "parameters", 1], refs, ctx)).toBeNull();
    expect(ctx.problems.map((p) => p.message)).toEqual([
      "api.yaml #/paths/~1x/get/parameters/1: a parameter needs a `name` and an `in` of path, query, header or cookie",
    ]);
  });

  it("takes named examples first, then the single example, then one generated from the schema", () => {
    const ctx = context();
    expect(buildExamples({ examples: { a: { value: 1, summary: "One" }, b: { summary: "no value" } }, example: 2 }, null, ctx)).toEqual([
      { name: "a", summary: "One", description: null, descriptionHtml: null, value: 1, generated: false, invalidInput: null },
    ]);
    expect(buildExamples({ example: 2 }, { type: "integer" }, ctx)).toMatchObject([{ value: 2, generated: false }]);
    expect(buildExamples({}, { type: "integer", minimum: 3 }, ctx)).toMatchObject([{ value: 3, generated: true }]);
    expect(buildExamples({}, null, ctx)).toEqual([]);
  });

  it("builds an operation with the path item's servers, its code samples and its own file", () => {
    const ctx = context();
    const operation = buildOperation(
      {
        operationId: "getThing",
        description: "Gets **one** thing.",
        tags: ["things"],
        responses: { "200": { description: "OK" } },
        "x-sample-values": { path: { id: "7" } },
      },
      place({ servers: [{ url: "https://eu.example.com" }] }),
      new Map(),
      ctx,
    );
    expect(operation).toMatchObject({
      slug: "get-thing",
      summary: "GET /things/{id}",
      // Descriptions as written, for the Markdown twins, beside their HTML.
      description: "Gets **one** thing.",
      responses: [{ status: "200", description: "OK" }],
      servers: ["https://eu.example.com"],
      codeSampleValues: { path: { id: "7" }, query: null },
      extensions: {},
      pointer: "#/paths/~1things~1{id}/get",
      file: "api.yaml",
    });
    expect(ctx.problems).toEqual([]);
  });

  it("sets each server variable to its default, leaving one without a default as written", () => {
    const servers = [
      {
        url: "https://{region}.example.com:{port}/{base}",
        variables: { region: { default: "eu", enum: ["eu", "us"] }, port: { default: 8443 } },
      },
      { url: "/v1" },
      { description: "no URL" },
    ];
    const operation = buildOperation({ responses: { "200": { description: "OK" } } }, place({ servers }), new Map(), context());
    expect(operation?.servers).toEqual(["https://eu.example.com:8443/{base}", "/v1"]);
    expect(serverUrl({ url: "{scheme}://x", variables: { scheme: { default: "https" } } })).toBe("https://x");
  });

  it("reads a parameter's style and explode as written, null when the description leaves the default", () => {
    const refs = new Set<string>();
    expect(buildParameter({ name: "ids", in: "query", style: "pipeDelimited", explode: false }, ["p"], refs, context())).toMatchObject({
      style: "pipeDelimited",
      explode: false,
    });
    expect(buildParameter({ name: "ids", in: "query", explode: "yes" }, ["p"], refs, context())).toMatchObject({
      style: null,
      explode: null,
    });
  });

  it("reports an operation without responses and makes no record of it", () => {
    const ctx = context();
    expect(buildOperation({ responses: {} }, place(), new Map(), ctx)).toBeNull();
    expect(ctx.problems[0].message).toContain("#/paths/~1things~1{id}/get/responses: the operation has no responses");
  });

  it("reports every operation whose slug an earlier one already has, naming the files the operations are written in", () => {
    const op = (slug: string, operationId: string | null, path: string, file: string) =>
      ({ slug, operationId, method: "get", path, pointer: `#/paths/${path.slice(1)}/get`, file }) as OperationRecord;
    const problems = findSlugClashes(
      [
        op("a", "a", "/one", "paths/one.yaml"),
        op("b", "b", "/two", "api.yaml"),
        op("a", "a", "/three", "paths/three.yaml"),
        op("b", null, "/b", "api.yaml"),
      ],
      "api.yaml",
    );
    expect(problems.map((p) => p.message)).toEqual([
      'paths/three.yaml #/get: GET /three has operationId "a", which GET /one (paths/one.yaml #/get) has too; operationIds must be unique. Give one of them another operationId.',
      'api.yaml #/paths/b/get: GET /b gets the page slug "b", which GET /two (api.yaml #/paths/two/get) gets too; two operations cannot share a page. Give one of them another operationId.',
    ]);
  });

  it("reads x-required-inputs, and reports one that names a parameter the operation lacks or an answer it does not have", () => {
    const written = { groups: [["q"], ["lon", "lat"]], answer: { status: 400, example: "noQuery" } };
    expect(readExtension("operation", "requiredInputs", { "x-required-inputs": written })).toEqual({
      groups: [["q"], ["lon", "lat"]],
      malformedGroups: [],
      status: "400",
      example: "noQuery",
    });
    // A bare name or a list with a number is no group: kept out, and its place kept for the report.
    const sloppy = { groups: ["q", [["lon"]], ["lon", 1], ["lon", "lat"]], answer: written.answer };
    expect(readExtension("operation", "requiredInputs", { "x-required-inputs": sloppy })).toMatchObject({
      groups: [["lon", "lat"]],
      malformedGroups: [0, 1, 2],
    });
    const op = (requiredInputs: OperationRecord["requiredInputs"]) =>
      ({
        slug: "search",
        operationId: "search",
        method: "get",
        path: "/things",
        pointer: "#/get",
        file: "paths/things.yaml",
        parameters: [{ name: "q" }, { name: "lon" }],
        responses: [{ status: "400", content: [{ examples: [{ name: "noQuery" }] }] }],
        requiredInputs,
      }) as unknown as OperationRecord;
    expect(
      findRequiredInputProblems([op({ groups: [["q"], ["lon"]], malformedGroups: [], status: "400", example: "noQuery" })], "api.yaml"),
    ).toEqual([]);
    expect(
      findRequiredInputProblems([op({ groups: [["q"]], malformedGroups: [1], status: "400", example: "noQuery" })], "api.yaml").map(
        (p) => p.message,
      ),
    ).toEqual([
      "paths/things.yaml #/get/x-required-inputs/groups/1: GET /things: a group of x-required-inputs must be a list of parameter names, such as [lon, lat] or [q]. Write this one so.",
    ]);
    expect(
      findRequiredInputProblems(
        [op({ groups: [["q"], ["lon", "lat"]], malformedGroups: [], status: "400", example: "missing" })],
        "api.yaml",
      ).map((p) => p.message),
    ).toEqual([
      'paths/things.yaml #/get/x-required-inputs/groups/1: GET /things has no parameter "lat" (it has q, lon). Name its parameters as written, an alias included.',
      'paths/things.yaml #/get/x-required-inputs/answer: GET /things: x-required-inputs answers with the example "missing" of response "400", which it does not have (that response\'s examples: noQuery). Give `answer: { status, example }` naming one of its response examples.',
    ]);
  });

  it("warns about an operation without operationId, naming its file, the slug it gets and an id that would keep it", () => {
    const operations = [
      { slug: "ping", operationId: "ping", method: "get", path: "/ping", pointer: "#/paths/~1ping/get", file: "paths/ping.yaml" },
      {
        slug: "get-outcodes-outcode",
        operationId: null,
        method: "get",
        path: "/outcodes/{outcode}",
        pointer: "#/paths/~1outcodes~1{outcode}/get",
        file: "paths/outcode.yaml",
      },
    ] as OperationRecord[];
    expect(findOperationWarnings(operations, "api.yaml")).toEqual([
      'paths/outcode.yaml #/get: GET /outcodes/{outcode} has no operationId, so its page slug "get-outcodes-outcode" is made from the method and path and changes whenever they do. Add one to keep the page where it is, for example `operationId: getOutcodesOutcode`.',
    ]);
  });

  it("orders tags as declared, then as used, and keeps their slugs apart from operations'", () => {
    const operations = [{ slug: "pets", tags: ["pets", "extra"] }] as OperationRecord[];
    expect(tagNames([{ name: "admin" }, { name: "pets" }, { description: "no name" }], operations)).toEqual(["admin", "pets", "extra"]);
    expect(tagSlugs(["Pets", "pets", "!!"], new Set(["pets"]))).toEqual(["pets-tag", "pets-tag-tag", "tag-3"]);
    const tags = buildTags({
      declared: [{ name: "pets", description: "Animals" }],
      tagGroups: [{ name: "Zoo", tags: ["pets"] }],
      operations,
      descriptionHtml: (value) => (typeof value === "string" ? value : null),
    });
    expect(tags).toEqual([
      {
        name: "pets",
        slug: "pets-tag",
        description: "Animals",
        descriptionHtml: "Animals",
        group: "Zoo",
        operationSlugs: ["pets"],
        order: 0,
      },
      { name: "extra", slug: "extra", description: null, descriptionHtml: null, group: null, operationSlugs: ["pets"], order: 1 },
    ]);
  });
});
