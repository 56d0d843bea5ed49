import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { bundleSpec } from "../../../plugins/gatsby-source-openapi";
import { ExampleValidator } from "../../api-reference/example-validation";
import { checkGuideExamples, findJsonFences, parseTie } from "../guide-examples";

type Obj = Record<string, unknown>;
let spec: Obj;
let validator: ExampleValidator;

beforeAll(async () => {
  spec = await bundleSpec(path.resolve(__dirname, "../../../openapi/openapi.yaml"));
  validator = new ExampleValidator(spec);
});

function guides(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? guides(full) : name.endsWith(".mdx") ? [full] : [];
  });
}

describe("guide examples", () => {
  it("reads fences and their ties", () => {
    const fences = findJsonFences('Text\n\n```json title="x" operation=ping status=200\n{"a": 1}\n```\n\n```bash\nls\n```\n');
    expect(fences).toEqual([{ line: 3, meta: 'title="x" operation=ping status=200', code: '{"a": 1}' }]);
    expect(parseTie('operation=ping status=200 title="x"')).toEqual({ operationId: "ping", status: "200" });
    expect(parseTie("operation=bulkPostcodeLookup request")).toEqual({ operationId: "bulkPostcodeLookup", request: true });
    expect(parseTie('title="x"')).toBeNull();
  });

  it("every JSON example in every guide is tied to its operation and matches the schema", () => {
    const root = path.resolve(__dirname, "../../../content/docs");
    const files = guides(root);
    expect(files.length).toBeGreaterThan(20);
    let checked = 0;
    const problems = files.flatMap((file) => {
      const source = readFileSync(file, "utf8");
      checked += findJsonFences(source).length;
      return checkGuideExamples(path.relative(process.cwd(), file), source, spec, validator);
    });
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it("fails a drifted example, naming the page, the example and the schema error", () => {
    const file = "src/guides/__tests__/fixtures/drifted-guide.mdx";
    const problems = checkGuideExamples(file, readFileSync(path.resolve(file), "utf8"), spec, validator);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /^src\/guides\/__tests__\/fixtures\/drifted-guide\.mdx:8: the example does not match the 200 response schema of lookupTerminatedPostcode: /,
    );
    expect(problems[0]).toContain("/result/year_terminated must be integer");
    expect(problems[0]).toContain("must NOT have additional properties (month)");
    expect(problems[1]).toMatch(/drifted-guide\.mdx:23: this JSON example is not tied to the API/);
    expect(problems[2]).toMatch(/drifted-guide\.mdx:29: no operation with operationId "lookupPostCode"/);
  });

  it("checks an MCP client's configuration as one, naming the line and the server", () => {
    const guide = (config: string) => `Intro\n\n\`\`\`json title=".mcp.json" mcp-config\n${config}\n\`\`\`\n`;
    const check = (config: string) => checkGuideExamples("content/docs/ai-agents.mdx", guide(config), spec, validator);
    expect(check('{"mcpServers": {"a": {"type": "http", "url": "https://postcodes.io/mcp"}}}')).toEqual([]);
    expect(check('{"servers": {"a": {"type": "stdio", "command": "node", "args": ["server.mjs"], "env": {"X": "1"}}}}')).toEqual([]);
    expect(check('{"mcpServers": {"a": {"url": "https://x"}}')).toEqual([
      expect.stringMatching(/^content\/docs\/ai-agents\.mdx:3: the configuration is not valid JSON/),
    ]);
    expect(check('{"tools": {}}')).toEqual([
      expect.stringContaining(':3: an MCP configuration is one object, "mcpServers" (Claude, Cursor) or "servers" (VS Code)'),
    ]);
    expect(
      check('{"mcpServers": {"a": {"type": "sse", "url": "postcodes.io/mcp"}, "b": {"command": "node", "args": "server.mjs"}, "c": {}}}'),
    ).toEqual([
      'content/docs/ai-agents.mdx:3: server "a": "url" must be an http(s) address.',
      'content/docs/ai-agents.mdx:3: server "a": a remote server\'s "type" is "http".',
      'content/docs/ai-agents.mdx:3: server "b": "args" must be a list of strings.',
      'content/docs/ai-agents.mdx:3: server "c" has neither "url" (a remote server) nor "command" (a local one).',
    ]);
  });
});
