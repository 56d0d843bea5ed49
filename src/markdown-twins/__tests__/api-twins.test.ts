import path from "node:path";
import { type ApiRecords, buildApiRecords, loadSpec, renderMarkdown } from "../../../plugins/gatsby-source-openapi";
import { generateCodeSamples } from "../../api-reference/code-samples/generate-code-samples";
import { errorMessages } from "../../api-reference/operation-view";
import { nodesOf } from "../../build-checks/machine-readable-check";
import { stringifyMarkdown, parseMarkdown } from "../markdown-tree";
import { operationTwin } from "../operation-twin";
import { apiIndexTwin, apiIntroTwin, tagTwin } from "../api-page-twins";

const recordsOf = async (file: string) => buildApiRecords({ ...(await loadSpec(path.resolve(file))), renderMarkdown });

function twinOf(records: ApiRecords, slug: string): string {
  const operation = records.operations.find((op) => op.slug === slug);
  if (!operation) throw new Error(`no operation ${slug}`);
  const schemas = new Map(records.schemas.map((s) => [s.name, s.schema]));
  return stringifyMarkdown(
    operationTwin({ operation, schemas, tags: records.tags, samples: generateCodeSamples(operation, operation.codeSamples) }),
  );
}

describe("an operation's Markdown twin", () => {
  let ours: ApiRecords;
  beforeAll(async () => {
    ours = await recordsOf("openapi/openapi.yaml");
  });

  it("has everything the page has, for every operation of our description", () => {
    for (const operation of ours.operations) {
      const md = twinOf(ours, operation.slug);
      const code = new Set(nodesOf(parseMarkdown(md)).flatMap((n) => (n.type === "inlineCode" || n.type === "code" ? [n.value] : [])));
      const has = (value: string) => [operation.slug, value, code.has(value)];
      expect(md.startsWith(`# ${operation.summary}\n\n\`${operation.method.toUpperCase()} ${operation.path}\`\n`)).toBe(true);
      for (const p of operation.parameters) expect(has(p.name)).toEqual([operation.slug, p.name, true]);
      for (const { message } of errorMessages(operation.responses)) {
        const escaped = JSON.stringify(message).slice(1, -1);
        expect(has(escaped)).toEqual([operation.slug, escaped, true]);
      }
      for (const response of operation.responses) expect(md).toMatch(new RegExp(`^### ${response.status}\\b`, "m"));
      expect(md).toContain('```bash title="cURL"\ncurl --max-time 10 --request');
      // The page's other languages are named where the twin keeps only cURL's.
      expect(md).toMatch(/\nThe page has the same request in \d+ more languages: JavaScript, [^\n]*Python[^\n]*\.\n/);
    }
  });

  it("gives an object's example in a schema tree, as the page's tree does (a bulk point's query)", () => {
    expect(twinOf(ours, "bulk-postcode-lookup")).toContain('Example: `{"longitude":-0.137824,"latitude":51.544905,"limit":2}`');
  });

  it("gives a GET's example request as a link to open, as the page does beside Try it", () => {
    expect(twinOf(ours, "lookup-postcode")).toContain(
      "Open directly: [https://api.postcodes.io/postcodes/SE1P%205ZZ](https://api.postcodes.io/postcodes/SE1P%205ZZ)",
    );
    const post = ours.operations.find((op) => op.method === "post");
    expect(post && twinOf(ours, post.slug)).not.toContain("Open directly");
  });

  it("lists a parameter with its type, whether it is required, its limits, default, aliases and example", () => {
    const md = twinOf(ours, "postcode-lookup");
    expect(md).toMatch(/- `limit` \(integer, optional\): /);
    expect(md).toContain("Default: `10`; Minimum: `0`; Maximum: `100`; Example: `1`");
    expect(md).toContain("Also accepted as `query`");
    expect(md).toContain("### Query parameters");
  });

  it("shows a response's schema as nested fields with its examples, and a named schema once per page", () => {
    const md = twinOf(ours, "lookup-postcode");
    expect(md).toContain("Schema: `PostcodeResponse`");
    // A response's fields say what the service always sends, not a request's "required"; and which may be null.
    expect(md).toMatch(/^ {2}- `codes` \(PostcodeCodes, always present\)/m);
    expect(md).toMatch(/^ {4}- `admin_district` \(string \| null, always present, may be null\)/m);
    expect(md).toMatch(/^- `postcode` \(string, required\)/m);
    expect(md).toContain('```json title="Response 200');
    expect(md).toContain('"postcode": "SE1P 5ZZ"');
    expect(md).toMatch(/^\| 404 +\| `Invalid postcode` +\|/m);
    expect(md).toMatch(/^\| 500 +\| `500 Server Error\./m);
  });

  it("works for another API's description: variants, hand-written samples, no envelope", async () => {
    const pets = await recordsOf("plugins/gatsby-source-openapi/__tests__/fixtures/petstore-30.yaml");
    const show = twinOf(pets, "show-pet-by-id");
    expect(show).toContain(
      "- `owner` (Person | string, optional)\n\n  Exactly one of these:\n  1. Person\n     - `name` (string, optional)\n  2. string",
    );
    expect(show).toContain("One of: `cat, dog`");
    expect(show).toContain("### default");
    const create = twinOf(pets, "post-pets");
    expect(create).toContain("## Code samples");
    expect(create).toContain('```python title="Python SDK"\nclient.pets.create(name="Rex")');
    const overview = {
      api: pets.api,
      publishedFiles: ["/openapi.yaml"],
      tags: pets.tags,
      operations: pets.operations,
      sampleLanguageCount: "twenty",
    };
    const index = stringifyMarkdown(apiIndexTwin(overview));
    expect(index).toContain("## [pets](/docs/api/pets)\n\n- `GET /pets`: [List pets](/docs/api/list-pets)");
    expect(index).toContain("## Other operations\n\n- `GET /health`: [GET /health](/docs/api/get-health)");
    expect(index).toContain("[Postman collection (`/postman-collection.json`)](/postman-collection.json)");
    expect(stringifyMarkdown(apiIntroTwin(overview))).toContain("## Servers\n\n- `https://pets.example.com/v1`");
    expect(stringifyMarkdown(tagTwin(pets.tags[0], pets.operations))).toContain(
      "# pets\n\nEverything about _pets_.\n\n## Operations\n\n- `GET /pets`: [List pets](/docs/api/list-pets)",
    );
  });
});
