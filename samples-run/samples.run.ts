import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { ApiRecords } from "../plugins/gatsby-source-openapi";
import { generateCodeSamples } from "../src/api-reference/code-samples/generate-code-samples";
import { buildSampleRequest, type SampleOperation } from "../src/api-reference/code-samples/request-model";
import { recordingProxy, startContractMock } from "./contract-mock";
import { descriptionRecords } from "./description";
import { PARSE_CHECKS, parseProblems } from "./parsers";
import { RUNNERS, type Runner, succeeded } from "./runners";

// Every code sample the site publishes, in each language whose program this machine has, run by
// that program against the contract mock (Prism on our description, violations answered as
// errors). Each sample is generated as the site generates it, from the same request model, with
// only the server swapped for a recording proxy in front of the mock. A run passes when:
// - exactly the request the sample stands for reached the mock (method, path, query, body bytes),
// - the mock found it valid and answered the status of the example shown beside the sample,
// - and the sample printed that example: its `result`, or the whole body where it prints the body.
// The operations with a JSON body run twice: with the documented example, and with a body whose
// strings hold quotes, a newline, a backslash, shell characters and non-ASCII text.

const MOCK_PORT = Number(process.env.SAMPLES_MOCK_PORT ?? 9710);
/** Runs at the same time: two use both cores while one waits on the mock or a compiler. */
const AT_ONCE = 2;

/** Strings a sample must pass on unchanged: each breaks a different way of quoting. */
const AWKWARD_STRINGS = ["Ynys Môn", `it's "quoted"`, "two\nlines", "back\\slash", "$HOME `id` %s !x", "Llanfair­pwll ☃ 🏴"];

interface Case {
  name: string;
  operation: SampleOperation & { slug: string; codeSamples?: unknown };
  /** The documented answer the mock gives (the first example of the 200 response). */
  example: { status: number; result: unknown };
}

function casesOf(records: ApiRecords): Case[] {
  return records.operations.flatMap((operation) => {
    const success = operation.responses.find((r) => r.status === "200");
    const example = success?.content.find((c) => /json/.test(c.mediaType))?.examples[0]?.value as Case["example"] | undefined;
    if (!example || typeof example !== "object" || !("result" in example))
      throw new Error(
        `${operation.slug}: the 200 response has no JSON example with a result; samples-run/samples.run.ts compares with it.`,
      );
    const cases: Case[] = [{ name: operation.slug, operation, example }];
    const body = operation.requestBody?.content.find((c) => /json/.test(c.mediaType));
    const list = body && Object.entries((body.examples[0]?.value ?? {}) as Record<string, unknown>).find(([, v]) => Array.isArray(v));
    if (body && list && list[0] === "postcodes") {
      const awkward = { ...body, examples: [{ value: { postcodes: AWKWARD_STRINGS } }] };
      cases.push({
        name: `${operation.slug} (awkward body)`,
        operation: { ...operation, requestBody: { content: [awkward] } },
        example,
      });
    }
    return cases;
  });
}

/** Runs one case's sample in one language; returns what is wrong with it (nothing when it passes). */
async function check(runner: Runner, { name, operation, example }: Case, mockOrigin: string): Promise<string[]> {
  const proxy = await recordingProxy(mockOrigin);
  const dir = mkdtempSync(path.join(tmpdir(), `sample-${runner.id}-`));
  const where = `${runner.id} · ${name}`;
  try {
    const at = { ...operation, servers: [proxy.origin] };
    const request = buildSampleRequest(at);
    const sample = generateCodeSamples(at).find((s) => s.id === runner.id);
    if (!sample) return [`${where}: no sample generated`];
    let output;
    try {
      output = succeeded(await runner.run(sample.source, dir));
    } catch (error) {
      return [`${where}: the sample did not run: ${(error as Error).message}\n--- sample ---\n${sample.source}`];
    }
    const problems: string[] = [];
    const problem = (text: string) => problems.push(`${where}: ${text}`);
    const [exchange, ...more] = proxy.exchanges;
    if (!exchange || more.length)
      return [`${where}: ${proxy.exchanges.length} requests reached the mock, not 1\n--- sample ---\n${sample.source}`];
    const wanted = new URL(request.url);
    if (exchange.method !== request.method) problem(`sent ${exchange.method}, the sample stands for ${request.method}`);
    if (exchange.url !== wanted.pathname + wanted.search)
      problem(`asked for ${exchange.url}, the sample stands for ${wanted.pathname + wanted.search}`);
    if (request.body === null && exchange.body.length) problem(`sent a body: ${exchange.body.toString("utf8")}`);
    if (request.body !== null) {
      let sent: unknown;
      try {
        sent = JSON.parse(exchange.body.toString("utf8"));
      } catch {
        problem(`sent a body that is not JSON: ${JSON.stringify(exchange.body.toString("utf8"))}`);
      }
      if (sent !== undefined && !isDeepStrictEqual(sent, request.bodyValue))
        problem(`sent ${JSON.stringify(sent)}, the sample stands for ${JSON.stringify(request.bodyValue)}`);
    }
    const violations = exchange.answerHeaders["sl-violations"];
    if (violations) problem(`the mock found the request invalid: ${String(violations)}`);
    if (exchange.status !== example.status) problem(`the mock answered ${exchange.status}, the example shows ${example.status}`);
    if (!isDeepStrictEqual(JSON.parse(exchange.answer.toString("utf8")), example))
      problem("the mock's answer is not the documented example");
    const expected = runner.prints === "result" ? example.result : example;
    let printed: unknown;
    try {
      printed = JSON.parse(output.stdout);
    } catch {
      problem(`printed something that is not JSON (${output.command}):\n${output.stdout}\n${output.stderr}`);
    }
    if (printed !== undefined && !isDeepStrictEqual(printed, expected))
      problem(`printed ${JSON.stringify(printed)}\nexpected ${JSON.stringify(expected)}`);
    return problems;
  } finally {
    await proxy.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `work` on every item, `limit` at a time, in order of the items' results. */
async function eachAtOnce<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

let records: ApiRecords;

beforeAll(async () => {
  records = await descriptionRecords();
});

describe("every published code sample, run by its own program against the contract mock", () => {
  let mock: Awaited<ReturnType<typeof startContractMock>>;

  beforeAll(async () => {
    mock = await startContractMock(MOCK_PORT);
  }, 90_000);

  afterAll(async () => {
    await mock?.stop();
  });

  it.each(RUNNERS.map((runner) => [runner.program, runner] as const))(
    "%s",
    async (_program, runner) => {
      const cases = casesOf(records);
      const problems = (await eachAtOnce(cases, AT_ONCE, (c) => check(runner, c, mock.origin))).flat();
      expect(problems.join("\n\n")).toBe("");
      // Every operation ran, and the bulk ones twice.
      expect(cases.length).toBeGreaterThan(records.operations.length);
    },
    600_000,
  );

  it("fails a sample whose request the description does not allow", async () => {
    const [bulk] = casesOf(records).filter((c) => c.name === "bulk-postcode-lookup");
    const body = bulk?.operation.requestBody?.content[0];
    if (!bulk || !body) throw new Error("no bulk-postcode-lookup case");
    const invalid = {
      ...bulk,
      operation: { ...bulk.operation, requestBody: { content: [{ ...body, examples: [{ value: { postcodes: "SE1P 5ZZ" } }] }] } },
    };
    const curl = RUNNERS.find((r) => r.id === "curl") as Runner;
    const problems = (await check(curl, invalid, mock.origin)).join("\n");
    expect(problems).toContain("curl · bulk-postcode-lookup: the mock found the request invalid");
    expect(problems).toMatch(/the mock answered 4\d\d, the example shows 200/);
  }, 60_000);
});

describe("every published code sample of a language not run here parses", () => {
  it.each(PARSE_CHECKS.map((parse) => [`${parse.id}, by ${parse.parser}`, parse] as const))(
    "%s",
    async (_title, parse) => {
      const sources = casesOf(records).map(({ name, operation }) => {
        const sample = generateCodeSamples(operation).find((s) => s.id === parse.id);
        if (!sample) throw new Error(`${name}: no ${parse.id} sample`);
        return { name, source: sample.source };
      });
      const dir = mkdtempSync(path.join(tmpdir(), `sample-parse-${parse.id}-`));
      try {
        expect((await parseProblems(parse.id, sources, dir)).join("\n\n")).toBe("");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    300_000,
  );

  it("parses or runs every language the site publishes", () => {
    const covered = [...RUNNERS.map((r) => r.id), ...PARSE_CHECKS.map((p) => p.id)].sort();
    expect(covered).toEqual(
      generateCodeSamples(records.operations[0] as SampleOperation)
        .map((s) => s.id)
        .sort(),
    );
  });
});
