import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer as createTcpServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { generateCodeSamples } from "../src/api-reference/code-samples/generate-code-samples";
import { SAMPLE_TIMEOUT_SECONDS } from "../src/api-reference/code-samples/sample-finishes";
import type { SampleOperation } from "../src/api-reference/code-samples/request-model";
import { descriptionRecords } from "./description";
import { type Output, RUNNERS, type Runner } from "./runners";

// Each language's sample, exactly as published, run against servers that fail the way real ones
// do: nothing listening (the network or the server is down), the service's own 500 (the answer of
// any unexpected failure) and a server that takes the request and never answers. A sample must end
// by itself in every case, within its time limit, and say what went wrong, without a crash (no Go
// panic on a nil response, no signal). Where a language's programs report a failure by their exit
// status, the sample exits non-zero; the browser's fetch sample, pasted into a console, has none.

/** The service's answer to any unexpected failure, as the description documents it. */
const SERVER_ERROR = parseYaml(readFileSync(path.resolve(__dirname, "../openapi/examples/error-server.yaml"), "utf8")).value as {
  status: number;
  error: string;
};

/** The HTTP message has no program: it is what goes on the wire, with nothing to report a failure. */
const PROGRAMS = RUNNERS.filter((runner) => runner.id !== "http");

/** Samples with no exit status to report a failure by: the browser's fetch, pasted into the developer tools' console. */
const NO_EXIT_STATUS = new Set(["javascript"]);

/** What a crash looks like instead of a handled failure. */
const CRASH = /panic:|nil pointer|segmentation fault|core dumped/i;

interface Failing {
  origin: string;
  close: () => Promise<void>;
}

/** An address where nothing listens: a port taken and given back. */
async function downServer(): Promise<Failing> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { origin: `http://127.0.0.1:${port}`, close: async () => {} };
}

/** A server that answers every request with the service's 500. */
async function errorServer(): Promise<Failing> {
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(500, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(SERVER_ERROR));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that takes each connection and its request, and never answers. */
async function silentServer(): Promise<Failing> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on("data", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let lookup: SampleOperation;

beforeAll(async () => {
  const records = await descriptionRecords();
  const operation = records.operations.find((op) => op.slug === "lookup-postcode");
  if (!operation) throw new Error("The description has no lookup-postcode operation: samples-run/failures.run.ts runs its samples.");
  lookup = operation;
});

/** Runs the language's lookup sample, as published for a server at `origin`. */
async function runAgainst(runner: Runner, origin: string): Promise<Output> {
  const sample = generateCodeSamples({ ...lookup, servers: [origin] }).find((s) => s.id === runner.id);
  if (!sample) throw new Error(`No ${runner.id} sample`);
  const dir = mkdtempSync(path.join(tmpdir(), `sample-failure-${runner.id}-`));
  try {
    return await runner.run(sample.source, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What is wrong with how a sample ended on a failure (nothing when it ended as it should). */
function problemsOfFailure(runner: Runner, output: Output, says: (text: string) => boolean): string[] {
  const problems: string[] = [];
  const printed = `${output.stdout}\n${output.stderr}`;
  if (typeof output.exit !== "number") problems.push(`ended by ${output.exit}, not by itself`);
  else if (output.exit === 0 && !NO_EXIT_STATUS.has(runner.id)) problems.push("exited 0, as if the request had worked");
  if (CRASH.test(printed)) problems.push("crashed");
  if (!says(printed)) problems.push("did not say what went wrong");
  return problems.length === 0 ? [] : [`${runner.id}: ${problems.join("; ")} (${output.command})\n${printed}`];
}

describe("every sample, as published, when the server fails", () => {
  it.each(PROGRAMS.map((runner) => [runner.program, runner] as const))(
    "%s: says so when nothing answers at the address, and shows the service's 500 message",
    async (_program, runner) => {
      const [down, error] = await Promise.all([downServer(), errorServer()]);
      try {
        const [whenDown, whenError] = await Promise.all([runAgainst(runner, down.origin), runAgainst(runner, error.origin)]);
        // Each program words a refused connection its own way; all of them name it.
        const refused = (text: string) => /refused|connect/i.test(text);
        expect(problemsOfFailure(runner, whenDown, refused).join("\n")).toBe("");
        // The first line of the service's message, printed as it is or inside JSON.
        const firstLine = SERVER_ERROR.error.split("\n")[0] ?? "";
        expect(typeof whenError.exit).toBe("number");
        expect(`${whenError.stdout}\n${whenError.stderr}`).toContain(firstLine);
        expect(CRASH.test(`${whenError.stdout}\n${whenError.stderr}`)).toBe(false);
      } finally {
        await Promise.all([down.close(), error.close()]);
      }
    },
    120_000,
  );

  it(`every one stops waiting for a server that never answers, after its ${SAMPLE_TIMEOUT_SECONDS} s limit`, async () => {
    const silent = await silentServer();
    try {
      // All at once: each waits on the server, not on the processor.
      const outputs = await Promise.all(PROGRAMS.map((runner) => runAgainst(runner, silent.origin)));
      const problems = PROGRAMS.flatMap((runner, index) => {
        const output = outputs[index] as Output;
        // Its limit, not a later one: a start-up (the JVM, a Go build) takes a second or two, a second try another 10 s.
        const ms = Math.round(output.ms);
        const timing =
          ms < SAMPLE_TIMEOUT_SECONDS * 1000 || ms > (SAMPLE_TIMEOUT_SECONDS + 5) * 1000
            ? [`${runner.id}: gave up after ${ms} ms, not after its ${SAMPLE_TIMEOUT_SECONDS} s limit`]
            : [];
        return [...timing, ...problemsOfFailure(runner, output, (text) => /time|abort/i.test(text))];
      });
      expect(problems.join("\n")).toBe("");
    } finally {
      await silent.close();
    }
  }, 120_000);
});
